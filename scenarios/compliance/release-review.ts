import type { SignatureStatus } from '../journey/signature';
import type { VerifyResult } from '../journey/verify';
import type { ComplianceReview, Finding, ItemStatus } from './review-types';

/**
 * The release review (issue 33, decision 0047): the compliance reviews of a folder of journeys as one matrix,
 * checklist items × journeys, with the items no journey reached first (coverage gaps), the findings of every
 * journey de-duplicated with every place they occur, each journey's signature and chain, and one verdict.
 * Pure (no fs): the CLI (`npm run journey -- review-all`) reads the files, and the simulator may reuse it.
 */

/** One journey of the release: a column of the matrix. */
export interface ReleaseJourney {
  /** The journey's name: its file name without `.journey.json` (also the name of its own report). */
  name: string;
  scenarioId: string | null;
  entries: number;
  signature: SignatureStatus;
  integrity: VerifyResult;
  /** Unsigned and accepted because the caller allowed unsigned journeys (an invalid signature never is). */
  unsignedAccepted: boolean;
  /** Why this journey fails the release (empty: it does not). */
  problems: string[];
}

/** One cell: an item's outcome in one journey, at its step. */
export interface ReleaseCell {
  journey: string;
  status: ItemStatus;
  seq: number | null;
  explanation: string;
  /** False when the journey's review has no such item (a review made by an older checklist): shown as not reached. */
  inReview: boolean;
}

/** One row: a checklist item across every journey (cells in the order of `journeys`). */
export interface ReleaseRow {
  id: number;
  title: string;
  citation?: string;
  /** No journey reached the item: nothing in the release shows it holds. */
  gap: boolean;
  cells: ReleaseCell[];
  pass: number;
  fail: number;
  notReached: number;
}

/** Where a finding occurs. */
export interface FindingPlace {
  journey: string;
  seq: number | null;
}

/** A finding of one or more journeys, once, with every place it occurs. */
export interface ReleaseFinding {
  severity: Finding['severity'];
  title: string;
  /** The detail as the first place gives it (its step numbers are that place's). */
  detail: string;
  citation?: string;
  places: FindingPlace[];
  /** How many different details (differing only in their step numbers) were merged: 1 when all read the same. */
  variants: number;
}

/** A journey file that could not be read (the caller says why). */
export interface UnreadableJourney {
  name: string;
  reason: string;
}

/** The verdict: exit 0 ok; 1 a failed item, an altered or not validly signed journey or a gap; 2 unreadable. */
export interface ReleaseVerdict {
  ok: boolean;
  exitCode: 0 | 1 | 2;
  /** Each reason the release fails, one line each (empty when ok). */
  reasons: string[];
}

/** The whole release review. */
export interface ReleaseReview {
  /** The columns, in the order given (the CLI sorts by file name). */
  journeys: ReleaseJourney[];
  /** Every item any review holds: the gaps first, then the others, each group in id order. */
  rows: ReleaseRow[];
  /** The ids of the items no journey reached, in id order. */
  gaps: number[];
  /** Critical first; within a severity, in the order first met (journey order, then the review's order). */
  findings: ReleaseFinding[];
  unreadable: UnreadableJourney[];
  verdict: ReleaseVerdict;
  summary: {
    journeys: number;
    items: number;
    gaps: number;
    failingItems: number;
    failedCells: number;
    critical: number;
    badJourneys: number;
  };
}

/** Options of the release review. */
export interface ReleaseReviewOptions {
  /** Accept unsigned journeys (as `--allow-unsigned`); a journey whose signature is invalid still fails. */
  allowUnsigned?: boolean;
  /** Journey files of the folder that could not be read: listed, and the verdict is exit 2. */
  unreadable?: UnreadableJourney[];
}

/**
 * The key two findings are the same by: severity, title and detail, with the step numbers the detail names
 * left out ("… (/, step 43) makes a promise …" is one finding whichever step of whichever journey shows it).
 * The places keep each step; the detail shown is the first place's.
 */
export function findingKey(f: Pick<Finding, 'severity' | 'title' | 'detail'>): string {
  const steps = (text: string) => text.replace(/\bsteps? \d+(?:(?:, | and )\d+)*/gi, 'step #');
  return JSON.stringify([f.severity, steps(f.title), steps(f.detail)]);
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function journeyProblems(review: ComplianceReview, allowUnsigned: boolean): string[] {
  const problems: string[] = [];
  if (!review.integrity.ok)
    problems.push(`altered: entry ${review.integrity.firstBadSeq}: ${review.integrity.reason}`);
  if (review.signature.state === 'invalid')
    problems.push(`not validly signed: ${review.signature.explanation}`);
  if (review.signature.state === 'unsigned' && !allowUnsigned)
    problems.push('not signed (pass --allow-unsigned to accept unsigned journeys)');
  return problems;
}

/**
 * The release review of several journeys' compliance reviews. `name` names each journey (unique; the CLI
 * passes the file name without `.journey.json`).
 */
export function reviewRelease(
  reviews: ReadonlyArray<{ name: string; review: ComplianceReview }>,
  options: ReleaseReviewOptions = {},
): ReleaseReview {
  const allowUnsigned = options.allowUnsigned ?? false;
  const unreadable = [...(options.unreadable ?? [])];
  const names = new Set<string>();
  for (const { name } of reviews) {
    if (names.has(name)) throw new Error(`two journeys are named ${name}: names must be unique`);
    names.add(name);
  }

  const journeys: ReleaseJourney[] = reviews.map(({ name, review }) => ({
    name,
    scenarioId: review.journey.scenarioId,
    entries: review.journey.entries,
    signature: review.signature,
    integrity: review.integrity,
    unsignedAccepted: review.signature.state === 'unsigned' && allowUnsigned,
    problems: journeyProblems(review, allowUnsigned),
  }));

  // Every item seen in any review (the first title and citation met name it), in id order.
  const items = new Map<number, { title: string; citation?: string }>();
  for (const { review } of reviews)
    for (const item of review.items)
      if (!items.has(item.id))
        items.set(item.id, { title: item.title, ...(item.citation ? { citation: item.citation } : {}) });
  const rows: ReleaseRow[] = [...items]
    .sort(([a], [b]) => a - b)
    .map(([id, { title, citation }]) => {
      const cells: ReleaseCell[] = reviews.map(({ name, review }) => {
        const item = review.items.find((i) => i.id === id);
        return item
          ? {
              journey: name,
              status: item.status,
              seq: item.seq,
              explanation: item.explanation,
              inReview: true,
            }
          : {
              journey: name,
              status: 'notReached',
              seq: null,
              explanation: "this journey's review has no such item",
              inReview: false,
            };
      });
      const count = (s: ItemStatus) => cells.filter((c) => c.status === s).length;
      const notReached = count('notReached');
      return {
        id,
        title,
        ...(citation ? { citation } : {}),
        gap: reviews.length > 0 && notReached === cells.length,
        cells,
        pass: count('pass'),
        fail: count('fail'),
        notReached,
      };
    });
  const gapRows = rows.filter((r) => r.gap);
  const orderedRows = [...gapRows, ...rows.filter((r) => !r.gap)];

  // Findings once each, with every place.
  const byKey = new Map<string, ReleaseFinding>();
  const details = new Map<string, Set<string>>();
  for (const { name, review } of reviews) {
    for (const f of review.findings) {
      const key = findingKey(f);
      let found = byKey.get(key);
      if (!found) {
        found = {
          severity: f.severity,
          title: f.title,
          detail: f.detail,
          ...(f.citation ? { citation: f.citation } : {}),
          places: [],
          variants: 0,
        };
        byKey.set(key, found);
        details.set(key, new Set());
      }
      const seen = details.get(key)!;
      seen.add(JSON.stringify([f.title, f.detail]));
      found.variants = seen.size;
      if (!found.citation && f.citation) found.citation = f.citation;
      if (!found.places.some((p) => p.journey === name && p.seq === f.seq))
        found.places.push({ journey: name, seq: f.seq });
    }
  }
  const all = [...byKey.values()];
  const findings = [
    ...all.filter((f) => f.severity === 'critical'),
    ...all.filter((f) => f.severity !== 'critical'),
  ];

  const failing = rows.filter((r) => r.fail > 0);
  const bad = journeys.filter((j) => j.problems.length > 0);
  const reasons: string[] = [];
  if (unreadable.length > 0)
    reasons.push(
      `${plural(unreadable.length, 'journey file')} could not be read: ${unreadable.map((u) => u.name).join(', ')}`,
    );
  if (reviews.length === 0 && unreadable.length === 0) reasons.push('no journeys to review');
  for (const r of failing)
    reasons.push(
      `item ${r.id} fails in ${plural(r.fail, 'journey')}: ${r.cells
        .filter((c) => c.status === 'fail')
        .map((c) => c.journey)
        .join(', ')}`,
    );
  for (const j of bad) for (const p of j.problems) reasons.push(`${j.name}: ${p}`);
  for (const r of gapRows) reasons.push(`coverage gap: no journey reached item ${r.id} (${r.title})`);
  const exitCode: 0 | 1 | 2 = unreadable.length > 0 || reviews.length === 0 ? 2 : reasons.length > 0 ? 1 : 0;

  return {
    journeys,
    rows: orderedRows,
    gaps: gapRows.map((r) => r.id),
    findings,
    unreadable,
    verdict: { ok: exitCode === 0, exitCode, reasons },
    summary: {
      journeys: journeys.length,
      items: rows.length,
      gaps: gapRows.length,
      failingItems: failing.length,
      failedCells: rows.reduce((n, r) => n + r.fail, 0),
      critical: findings.filter((f) => f.severity === 'critical').length,
      badJourneys: bad.length,
    },
  };
}

/** A journey's name from its file name (`extension.journey.json` → `extension`). */
export function journeyNameOf(fileName: string): string {
  return fileName.replace(/\.journey\.json$/, '');
}
