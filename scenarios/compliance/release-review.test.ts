import { describe, expect, it } from 'vitest';
import { rechain, type JourneyFile } from '../journey/format';
import { publicPart, signJourney, signingKeyFromSecret } from '../journey/signature';
import { findingKey, reviewRelease } from './release-review';
import { renderReleaseHtml, renderReleaseText } from './release-report';
import { reviewJourney } from './review';
import {
  LOW_FEE_PRODUCT,
  SPEC_PRODUCT,
  borrowJourney,
  overdueDetail,
  permissionCall,
} from './review-fixtures';
import type { ComplianceReview } from './review-types';

/** The release review over real reviews of fixture journeys, signed by a QA key unless a test says otherwise. */

const QA = signingKeyFromSecret('qa-ci', '11'.repeat(32));
const OTHER = signingKeyFromSecret('intruder', '22'.repeat(32));
const trustedKey = publicPart(QA);

const signed = (file: JourneyFile, key = QA) => signJourney(file, key, { now: 1_768_492_900_000 });
const review = (file: JourneyFile) => reviewJourney(file, { trustedKey });

/** A valid low-fee loan confirmed after its terms were shown: items 1 to 4 pass. */
const confirmed = () => borrowJourney(LOW_FEE_PRODUCT, { confirm: true });
/** The spec's maximum terms: item 3 fails at step 6. */
const specTerms = () => borrowJourney(SPEC_PRODUCT);
/** A contacts permission requested without a rationale: item 5 fails and a critical finding, at the step given. */
function contactsAsked(routesBefore: number): JourneyFile {
  return borrowJourney(LOW_FEE_PRODUCT, {
    build: (r) => {
      for (let i = 0; i < routesBefore; i += 1) r.record('route', { path: `/detour/${i}` });
      r.record('bridge-call', permissionCall('w9', 'contacts', true));
    },
  });
}
/** A borrower two days overdue: reaches item 8 (overdue and penalty amounts). */
const overdue = () =>
  borrowJourney(LOW_FEE_PRODUCT, {
    build: (r) =>
      r.record('event', { type: 'repayment/detailLoaded', detail: overdueDetail(120, 3393), at: 1 }),
  });

/** A review restricted to some items: what a review by a shorter checklist gives (its summary is not read). */
function onlyItems(r: ComplianceReview, ids: number[]): ComplianceReview {
  return { ...r, items: r.items.filter((i) => ids.includes(i.id)), findings: [] };
}

describe('the release matrix', () => {
  const a = review(signed(confirmed()));
  const b = review(signed(specTerms()));
  const release = reviewRelease([
    { name: 'confirmed', review: a },
    { name: 'spec-terms', review: b },
  ]);

  it('has a row for every item of the reviews and a cell per journey, with its status and step', () => {
    expect(release.journeys.map((j) => j.name)).toEqual(['confirmed', 'spec-terms']);
    expect(release.rows.map((r) => r.id).sort((x, y) => x - y)).toEqual(a.items.map((i) => i.id));
    const three = release.rows.find((r) => r.id === 3)!;
    expect(three.title).toBe(a.items[2]!.title);
    expect(three.cells.map((c) => [c.journey, c.status, c.seq])).toEqual([
      ['confirmed', 'pass', 6],
      ['spec-terms', 'fail', 6],
    ]);
    expect(three.cells[1]!.explanation).toContain('-156.97');
    expect(three).toMatchObject({ gap: false, pass: 1, fail: 1, notReached: 0 });
  });

  it('lists the items no journey reached first, in id order, then the others in id order', () => {
    // Item 8 (overdue) and item 5 (permissions) are reached by neither journey; item 1 by the confirmed one.
    expect(release.gaps).toContain(8);
    expect(release.gaps).toContain(5);
    expect(release.gaps).not.toContain(1);
    const ids = release.rows.map((r) => r.id);
    const gapCount = release.gaps.length;
    expect(ids.slice(0, gapCount)).toEqual(release.gaps);
    expect(release.gaps).toEqual([...release.gaps].sort((x, y) => x - y));
    const rest = ids.slice(gapCount);
    expect(rest).toEqual([...rest].sort((x, y) => x - y));
    expect(rest.slice(0, 4)).toEqual([1, 2, 3, 4]);
    for (const row of release.rows.slice(0, gapCount))
      expect(row.cells.every((c) => c.status === 'notReached')).toBe(true);
    expect(release.verdict.reasons).toContain(
      `coverage gap: no journey reached item 8 (${a.items.find((i) => i.id === 8)!.title})`,
    );
  });

  it('a journey that reaches a gap item closes the gap', () => {
    const withOverdue = reviewRelease([
      { name: 'confirmed', review: a },
      { name: 'overdue', review: review(signed(overdue())) },
    ]);
    expect(withOverdue.gaps).not.toContain(8);
    expect(withOverdue.rows.find((r) => r.id === 8)!.cells[1]!.status).not.toBe('notReached');
  });

  it('shows an item a journey’s review lacks as not reached there', () => {
    const short = reviewRelease([
      { name: 'old', review: onlyItems(a, [1, 2]) },
      { name: 'new', review: onlyItems(a, [1, 2, 3]) },
    ]);
    expect(short.rows.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(short.rows[2]!.cells[0]).toMatchObject({ status: 'notReached', seq: null, inReview: false });
  });
});

describe('findings across journeys', () => {
  it('are merged by severity, title and detail, with every place they occur (journey and step)', () => {
    const release = reviewRelease([
      { name: 'one', review: review(signed(contactsAsked(0))) },
      { name: 'clean', review: review(signed(confirmed())) },
      { name: 'two', review: review(signed(contactsAsked(2))) },
    ]);
    const asked = release.findings.filter((f) => f.title === 'Requested the contacts permission');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.severity).toBe('critical');
    expect(asked[0]!.places).toEqual([
      { journey: 'one', seq: 7 },
      { journey: 'two', seq: 9 },
    ]);
    // Critical first.
    expect(release.findings[0]!.severity).toBe('critical');
    const firstWarning = release.findings.findIndex((f) => f.severity === 'warning');
    if (firstWarning >= 0)
      expect(release.findings.slice(firstWarning).every((f) => f.severity === 'warning')).toBe(true);
    // Each finding of each review is in exactly one merged finding's places.
    const total = release.findings.reduce((n, f) => n + f.places.length, 0);
    expect(total).toBe(
      [contactsAsked(0), confirmed(), contactsAsked(2)]
        .map((f) => review(signed(f)).findings)
        .reduce((n, f) => n + f.length, 0),
    );
  });

  it('the key leaves out the step numbers a detail names, and nothing else', () => {
    const f = { severity: 'warning' as const, title: 'Unsourced promise', detail: '"rápidos" (/, step 35)' };
    expect(findingKey(f)).toBe(findingKey({ ...f, detail: '"rápidos" (/, step 11)' }));
    expect(findingKey(f)).not.toBe(findingKey({ ...f, detail: '"seguros" (/, step 35)' }));
    expect(findingKey(f)).not.toBe(findingKey({ ...f, severity: 'critical' }));
  });
});

describe('the verdict and exit code', () => {
  // Items 2 to 4 pass in the confirmed loan: a release of reviews by that checklist passes.
  const passing = () => onlyItems(review(signed(confirmed())), [2, 3, 4]);

  it('exit 0 when every item is reached and none fails, every journey intact and signed', () => {
    const release = reviewRelease([{ name: 'confirmed', review: passing() }]);
    expect(release.verdict).toEqual({ ok: true, exitCode: 0, reasons: [] });
    expect(release.journeys[0]!.problems).toEqual([]);
  });

  it('exit 1 when an item fails in any journey', () => {
    const release = reviewRelease([
      { name: 'confirmed', review: passing() },
      { name: 'spec-terms', review: onlyItems(review(signed(specTerms())), [2, 3, 4]) },
    ]);
    expect(release.verdict.exitCode).toBe(1);
    expect(release.verdict.reasons).toEqual(['item 3 fails in 1 journey: spec-terms']);
  });

  it('exit 1 when an item is reached by no journey', () => {
    const release = reviewRelease([
      { name: 'confirmed', review: onlyItems(review(signed(confirmed())), [2, 3, 4, 8]) },
    ]);
    expect(release.gaps).toEqual([8]);
    expect(release.verdict.exitCode).toBe(1);
  });

  it('exit 1 for an altered journey', () => {
    const file = signed(confirmed());
    (file.entries[6]!.data as { profile: { receivedAmount: number } }).profile.receivedAmount = 9999;
    const release = reviewRelease([
      { name: 'confirmed', review: passing() },
      { name: 'altered', review: onlyItems(review(file), [2, 3, 4]) },
    ]);
    expect(release.journeys[1]!.integrity.ok).toBe(false);
    expect(release.journeys[1]!.problems[0]).toMatch(/^altered: entry 6: /);
    expect(release.verdict.exitCode).toBe(1);
  });

  it('exit 1 for an unsigned journey unless unsigned ones are allowed', () => {
    const reviews = [
      { name: 'confirmed', review: passing() },
      { name: 'unsigned', review: onlyItems(review(confirmed()), [2, 3, 4]) },
    ];
    const strict = reviewRelease(reviews);
    expect(strict.journeys[1]!.signature.state).toBe('unsigned');
    expect(strict.verdict.exitCode).toBe(1);
    expect(strict.verdict.reasons).toEqual([
      'unsigned: not signed (pass --allow-unsigned to accept unsigned journeys)',
    ]);
    const allowed = reviewRelease(reviews, { allowUnsigned: true });
    expect(allowed.journeys[1]!.unsignedAccepted).toBe(true);
    expect(allowed.verdict.exitCode).toBe(0);
  });

  it('exit 1 for a journey signed by another key or re-chained, even when unsigned ones are allowed', () => {
    const rechained = signed(confirmed());
    (rechained.entries[1]!.data as Record<string, unknown>).path = '/forged';
    const forged = { ...rechained, ...rechain(rechained.entries) };
    for (const file of [signed(confirmed(), OTHER), forged]) {
      const release = reviewRelease(
        [
          { name: 'confirmed', review: passing() },
          { name: 'bad', review: onlyItems(review(file), [2, 3, 4]) },
        ],
        { allowUnsigned: true },
      );
      expect(release.journeys[1]!.signature.state).toBe('invalid');
      expect(release.journeys[1]!.problems[0]).toMatch(/^not validly signed: /);
      expect(release.verdict.exitCode).toBe(1);
    }
  });

  it('exit 2 when a journey file could not be read, and when there is nothing to review', () => {
    const release = reviewRelease([{ name: 'confirmed', review: passing() }], {
      unreadable: [{ name: 'broken.journey.json', reason: 'not JSON' }],
    });
    expect(release.verdict.exitCode).toBe(2);
    expect(release.verdict.reasons[0]).toBe('1 journey file could not be read: broken.journey.json');
    expect(reviewRelease([]).verdict.exitCode).toBe(2);
  });
});

describe('the release report', () => {
  const release = reviewRelease([
    { name: 'confirmed', review: review(signed(confirmed())) },
    { name: 'spec-terms', review: review(signed(specTerms())) },
    { name: 'asked', review: review(signed(contactsAsked(0))) },
  ]);

  it('prints the matrix with gaps first, the findings with their places, then the signatures', () => {
    const text = renderReleaseText(release, 'journeys').join('\n');
    const gapLine = text.indexOf('\nGAP   8.');
    const firstItem = text.indexOf('\n      1. ');
    expect(gapLine).toBeGreaterThan(0);
    expect(firstItem).toBeGreaterThan(gapLine);
    expect(text).toMatch(/\n {6}3\. Net disbursed.* +ok +FAIL +ok\n/);
    expect(text).toContain('columns: 1 confirmed, 2 spec-terms, 3 asked');
    expect(text).toContain('in 1 place(s): asked step 7');
    expect(text.indexOf('findings (')).toBeLessThan(text.indexOf('signatures:'));
    expect(text).toContain('3 asked: SIGNED by "qa-ci"; chain intact');
    expect(text).toMatch(/RELEASE FAILS \(exit 1\)/);
  });

  it('renders a page whose every cell links to the journey report at its step, every text escaped', () => {
    const hostile = review(signed(confirmed()));
    hostile.items[0] = {
      ...hostile.items[0]!,
      title: '<img src=x onerror=alert(1)>',
      citation: 'LTOSF <b>8</b>',
    };
    const page = reviewRelease([
      { name: 'a"b<c', review: hostile },
      { name: 'spec-terms', review: review(signed(specTerms())) },
    ]);
    const html = renderReleaseHtml(page, '<dir>');
    expect(html).not.toMatch(/<img|<b>|<dir>|<script/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Rule: LTOSF &lt;b&gt;8&lt;/b&gt;');
    expect(html).toContain('href="spec-terms.html#step-6"');
    expect(html).toContain('href="a%22b%3Cc.html#step-');
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;/);
    const cells = html.match(/<td class="(pass|fail|notReached)"[^>]*>/g) ?? [];
    const links =
      html.match(/<td class="(pass|fail|notReached)"[^>]*><a href="[^"]+\.html#(step|item)-\d+">/g) ?? [];
    expect(cells.length).toBe(2 * page.rows.length);
    expect(links.length).toBe(cells.length);
  });
});
