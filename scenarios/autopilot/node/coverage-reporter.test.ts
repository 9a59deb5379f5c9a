import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestCase, TestResult } from '@playwright/test/reporter';
import { describe, expect, it, vi } from 'vitest';
import type { CoverageReport } from '../core/coverage';
import AutopilotCoverageReporter, {
  COVERAGE_ATTACHMENT,
  unionCoverage,
  type CoverageAttachment,
} from './coverage-reporter';

function coverage(
  screens: string[],
  events: string[],
  endpoints: string[],
  statuses: string[],
): CoverageReport {
  const part = (seen: string[], universe: string[]) => ({
    seen,
    total: universe.length,
    missing: universe.filter((x) => !seen.includes(x)),
  });
  const s = part(screens, ['/', '/a', '/b']);
  const e = part(events, ['E1', 'E2', 'E3', 'E4']);
  const p = part(endpoints, ['get', 'post']);
  return {
    steps: 3,
    screens: { reached: s.seen, total: s.total, missing: s.missing },
    actionsPerScreen: {},
    distinctActionsPerScreen: {},
    events: { ...e, unknown: [] },
    endpoints: { called: p.seen, total: p.total, missing: p.missing },
    orderStatuses: part(statuses, ['PENDING', 'PAID']),
    faults: { network: 1 },
    invariants: { checked: { 'no-blank-screen': 3 }, violations: [] },
    failedActions: {},
  };
}

const walk = (seed: number, c: CoverageReport): CoverageAttachment => ({
  seed,
  preset: 'new-borrower',
  faults: false,
  steps: 3,
  actionsDone: 3,
  coverage: c,
});

describe('the autopilot coverage union', () => {
  it('unions what each walk reached and keeps what none reached as missing', () => {
    const union = unionCoverage([
      { title: 'a', attachment: walk(7, coverage(['/'], ['E1'], ['get'], [])) },
      { title: 'b', attachment: walk(11, coverage(['/', '/a'], ['E2', 'E3'], [], ['PAID'])) },
    ]);
    expect(union.screens).toEqual({ seen: ['/', '/a'], total: 3, missing: ['/b'] });
    expect(union.events).toEqual({ seen: ['E1', 'E2', 'E3'], total: 4, missing: ['E4'] });
    expect(union.endpoints).toEqual({ seen: ['get'], total: 2, missing: ['post'] });
    expect(union.orderStatuses).toEqual({ seen: ['PAID'], total: 2, missing: ['PENDING'] });
    expect(union.actions).toBe(6);
    expect(union.faults).toEqual({ network: 2 });
    expect(union.invariantsChecked).toEqual({ 'no-blank-screen': 6 });
  });

  it('reads the attachments of every test, inline or from a file, and writes the union', () => {
    const dir = mkdtempSync(join(tmpdir(), 'autopilot-coverage-'));
    const out = join(dir, 'union.json');
    const onFile = join(dir, 'walk.json');
    writeFileSync(onFile, JSON.stringify(walk(11, coverage(['/b'], [], ['post'], []))));
    const reporter = new AutopilotCoverageReporter({ outputFile: out });
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const test = (id: string) => ({ id, title: `walk ${id}` }) as TestCase;
    const result = (attachment: TestResult['attachments'][number]) =>
      ({ attachments: [attachment] }) as TestResult;
    reporter.onTestEnd(
      test('1'),
      result({
        name: COVERAGE_ATTACHMENT,
        contentType: 'application/json',
        body: Buffer.from(JSON.stringify(walk(7, coverage(['/'], ['E1'], [], [])))),
      }),
    );
    reporter.onTestEnd(
      test('2'),
      result({ name: COVERAGE_ATTACHMENT, contentType: 'application/json', path: onFile }),
    );
    reporter.onTestEnd(
      test('3'),
      result({ name: 'something-else', contentType: 'text/plain', body: Buffer.from('x') }),
    );
    reporter.onEnd();
    log.mockRestore();
    const union = JSON.parse(readFileSync(out, 'utf8')) as ReturnType<typeof unionCoverage>;
    expect(union.walks.map((w) => w.seed)).toEqual([7, 11]);
    expect(union.screens.seen).toEqual(['/', '/b']);
    expect(union.endpoints.seen).toEqual(['post']);
  });
});
