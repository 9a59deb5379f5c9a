// Prints what `npm test` did and ends with the one line CI reads: `N passed, N failed[, N skipped]`.
// Counts every Vitest test, every Playwright test, every scenario, every size/production check, and each step
// (type check, lint, builds) as one check. Exits 1 when anything failed or a report is missing.
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
let passed = 0;
let failed = 0;
let skipped = 0;
const rows = [];

const steps = read('reports/steps.json') ?? [];
for (const step of steps) {
  if (['unit', 'e2e', 'budget', 'scenarios'].includes(step.name)) continue; // counted by their own reports below
  if (step.ok) passed++;
  else failed++;
  rows.push([step.name, step.ok ? 'ok' : 'FAILED', `${step.seconds}s`]);
}

const vitest = read('reports/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (vitest.numFailedTestSuites ?? 0);
  skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
  rows.push(['unit (vitest)', `${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed`, '']);
} else {
  failed++;
  rows.push(['unit (vitest)', 'NO REPORT', '']);
}

const budget = read('reports/budget.json');
if (budget) {
  passed += budget.passed;
  failed += budget.failed;
  rows.push(['budget', `${budget.passed} passed, ${budget.failed} failed`, '']);
} else {
  failed++;
  rows.push(['budget', 'NO REPORT', '']);
}

const pw = read('playwright-report/results.json');
if (pw?.stats) {
  const ok = pw.stats.expected + (pw.stats.flaky ?? 0);
  passed += ok;
  failed += pw.stats.unexpected;
  skipped += pw.stats.skipped;
  // A run that errored before any test (config, web server) still fails the suite.
  if ((pw.errors?.length ?? 0) > 0 && pw.stats.unexpected === 0) failed++;
  rows.push(['e2e (playwright)', `${ok} passed, ${pw.stats.unexpected} failed`, `${Math.round(pw.stats.duration / 1000)}s`]);
} else {
  failed++;
  rows.push(['e2e (playwright)', 'NO REPORT', '']);
}

const scenarios = read('reports/scenarios.json');
if (scenarios) {
  passed += scenarios.passed;
  failed += scenarios.failed;
  rows.push(['scenarios', `${scenarios.passed} passed, ${scenarios.failed} failed`, `${Math.round(scenarios.wallSeconds)}s`]);
} else {
  failed++;
  rows.push(['scenarios', 'NO REPORT', '']);
}

console.log('\nSummary');
for (const [name, result, time] of rows) console.log(`  ${name.padEnd(18)} ${result.padEnd(24)} ${time}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
