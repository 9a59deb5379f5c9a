import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import type { CoverageReport } from '../core/coverage';

/**
 * A Playwright reporter that unions the coverage the autopilot's walks attach (autopilot.spec.ts): screens
 * reached, domain events seen, endpoints called and order statuses met, across every test of the run, or of
 * every shard when it runs under `npx playwright merge-reports --reporter=./scenarios/autopilot/node/coverage-reporter.ts,html`
 * (a blob report keeps an attachment's body). Prints the union at the end and writes it as JSON
 * (reports/autopilot-coverage.json, or the `outputFile` option, or AUTOPILOT_COVERAGE_FILE).
 */

/** The name of a walk's coverage attachment. */
export const COVERAGE_ATTACHMENT = 'autopilot-coverage';

/** What a walk attaches. */
export interface CoverageAttachment {
  seed: number;
  preset: string;
  faults: boolean;
  steps: number;
  actionsDone: number;
  coverage: CoverageReport;
}

interface Part {
  seen: string[];
  total: number;
  missing: string[];
}

/** The union of the walks' coverage. */
export interface CoverageUnion {
  walks: Array<{
    title: string;
    seed: number;
    preset: string;
    faults: boolean;
    actions: number;
    screens: number;
    events: number;
    endpoints: number;
    orderStatuses: number;
    violations: number;
  }>;
  actions: number;
  screens: Part;
  events: Part;
  endpoints: Part;
  orderStatuses: Part;
  faults: Record<string, number>;
  invariantsChecked: Record<string, number>;
  violations: Array<{ walk: string; step: number; invariant: string; message: string }>;
}

function unionPart(
  parts: ReadonlyArray<{ seen: readonly string[]; total: number; missing: readonly string[] }>,
): Part {
  const seen = new Set(parts.flatMap((p) => p.seen));
  const universe = new Set(parts.flatMap((p) => [...p.seen, ...p.missing]));
  return {
    seen: [...seen].sort(),
    total: Math.max(0, ...parts.map((p) => p.total)),
    missing: [...universe].filter((x) => !seen.has(x)).sort(),
  };
}

const add = (into: Record<string, number>, from: Record<string, number>) => {
  for (const [k, n] of Object.entries(from)) into[k] = (into[k] ?? 0) + n;
};

/** Unions the coverage of several walks (each titled by its test). */
export function unionCoverage(
  walks: ReadonlyArray<{ title: string; attachment: CoverageAttachment }>,
): CoverageUnion {
  const reports = walks.map((w) => w.attachment.coverage);
  const faults: Record<string, number> = {};
  const checked: Record<string, number> = {};
  for (const r of reports) {
    add(faults, r.faults);
    add(checked, r.invariants.checked);
  }
  return {
    walks: walks.map(({ title, attachment: a }) => ({
      title,
      seed: a.seed,
      preset: a.preset,
      faults: a.faults,
      actions: a.actionsDone,
      screens: a.coverage.screens.reached.length,
      events: a.coverage.events.seen.length,
      endpoints: a.coverage.endpoints.called.length,
      orderStatuses: a.coverage.orderStatuses.seen.length,
      violations: a.coverage.invariants.violations.length,
    })),
    actions: walks.reduce((n, w) => n + w.attachment.actionsDone, 0),
    screens: unionPart(
      reports.map((r) => ({ seen: r.screens.reached, total: r.screens.total, missing: r.screens.missing })),
    ),
    events: unionPart(
      reports.map((r) => ({ seen: r.events.seen, total: r.events.total, missing: r.events.missing })),
    ),
    endpoints: unionPart(
      reports.map((r) => ({
        seen: r.endpoints.called,
        total: r.endpoints.total,
        missing: r.endpoints.missing,
      })),
    ),
    orderStatuses: unionPart(reports.map((r) => r.orderStatuses)),
    faults,
    invariantsChecked: checked,
    violations: walks.flatMap(({ title, attachment }) =>
      attachment.coverage.invariants.violations.map((v) => ({ walk: title, ...v })),
    ),
  };
}

const count = (p: Part) => `${p.seen.length}/${p.total}`;

/** The union as printed at the end of a run. */
export function formatUnion(u: CoverageUnion): string {
  const lines = [`autopilot coverage, union of ${u.walks.length} walk(s), ${u.actions} action(s):`];
  for (const w of u.walks)
    lines.push(
      `  ${w.title}: ${w.actions} action(s), screens ${w.screens}, events ${w.events}, endpoints ${w.endpoints}, order statuses ${w.orderStatuses}${w.violations ? `, ${w.violations} violation(s)` : ''}`,
    );
  lines.push(`  screens        ${count(u.screens)}: ${u.screens.seen.join(' ')}`);
  lines.push(`  events         ${count(u.events)}`);
  lines.push(`  endpoints      ${count(u.endpoints)}`);
  lines.push(`  order statuses ${count(u.orderStatuses)}: ${u.orderStatuses.seen.join(' ') || 'none'}`);
  const faults = Object.entries(u.faults);
  lines.push(`  faults         ${faults.length ? faults.map(([k, n]) => `${k}×${n}`).join(' ') : 'none'}`);
  lines.push(
    `  violations     ${u.violations.length === 0 ? 'none' : u.violations.map((v) => `${v.walk}: step ${v.step} ${v.invariant}`).join('; ')}`,
  );
  return lines.join('\n');
}

/** The attachment's JSON: inline (a run, a merged blob report) or in a file. */
function attachmentText(a: TestResult['attachments'][number]): string | undefined {
  if (a.body) return a.body.toString('utf8');
  if (a.path) return readFileSync(a.path, 'utf8');
  return undefined;
}

export default class AutopilotCoverageReporter implements Reporter {
  private readonly walks = new Map<string, { title: string; attachment: CoverageAttachment }>();
  private readonly outputFile: string;

  constructor(options: { outputFile?: string } = {}) {
    this.outputFile = resolve(
      options.outputFile ?? process.env.AUTOPILOT_COVERAGE_FILE ?? 'reports/autopilot-coverage.json',
    );
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    for (const a of result.attachments) {
      if (a.name !== COVERAGE_ATTACHMENT) continue;
      const text = attachmentText(a);
      // The last attempt of a test counts (a retry replaces the earlier one).
      if (text)
        this.walks.set(test.id, { title: test.title, attachment: JSON.parse(text) as CoverageAttachment });
    }
  }

  onEnd(): void {
    if (this.walks.size === 0) return;
    const walks = [...this.walks.values()].sort((a, b) => a.title.localeCompare(b.title));
    const union = unionCoverage(walks);
    mkdirSync(dirname(this.outputFile), { recursive: true });
    writeFileSync(this.outputFile, `${JSON.stringify(union, null, 2)}\n`);
    console.log(`\n${formatUnion(union)}\n  written to ${this.outputFile}`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
