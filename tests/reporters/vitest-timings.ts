import { mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestCase, Vitest } from 'vitest/node';

/**
 * Writes reports/vitest-timings.json: each finished test's duration and its time limit (its own `timeout`, or the
 * config's `testTimeout`), for `npm test`'s table of the slowest tests and their share of their limit (issue 28).
 */
export default class VitestTimings implements Reporter {
  private rows: Array<{ name: string; file: string; ms: number; limitMs: number }> = [];
  private defaultLimit = 5_000;
  private root = process.cwd();

  onInit(vitest: Vitest) {
    this.defaultLimit = vitest.config.testTimeout;
    this.root = vitest.config.root;
  }

  onTestCaseResult(testCase: TestCase) {
    const duration = testCase.diagnostic()?.duration;
    if (duration === undefined) return;
    this.rows.push({
      name: testCase.fullName,
      file: relative(this.root, testCase.module.moduleId),
      ms: Math.round(duration),
      limitMs: testCase.options.timeout ?? this.defaultLimit,
    });
  }

  onTestRunEnd() {
    mkdirSync('reports', { recursive: true });
    writeFileSync('reports/vitest-timings.json', `${JSON.stringify(this.rows)}\n`);
  }
}
