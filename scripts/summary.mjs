// Prints what `npm test` did and ends with the one line CI reads: `N passed, N failed[, N skipped]`.
// Counts every Vitest test, every Playwright test (the e2e suite, the README's served commands, the scenarios),
// every size/production check, every README command, and each other step (type check, lint, builds) as one check.
// Prints each step's time and the ten slowest tests with their share of their time limit (issue 28: a test that
// needs more than half of its limit on a 2-core machine is a flaky test). Exits 1 when anything failed or a
// report is missing.
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
let passed = 0;
let failed = 0;
let skipped = 0;
const counts = [];

const steps = read('reports/steps.json') ?? [];
/** Steps whose tests are counted from their own reports below. */
const REPORTED = new Set(['unit', 'e2e', 'budget', 'scenarios', 'readme', 'readme-commands']);
for (const step of steps) {
  if (REPORTED.has(step.name)) continue;
  if (step.ok) passed++;
  else failed++;
}

/** Adds a report's counts, or one failure when the report is missing. */
function count(name, report, toCounts) {
  if (!report) {
    failed++;
    counts.push([name, 'NO REPORT']);
    return;
  }
  const c = toCounts(report);
  passed += c.passed;
  failed += c.failed;
  skipped += c.skipped ?? 0;
  counts.push([name, `${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`]);
}

count('unit (vitest)', read('reports/vitest.json'), (v) => ({
  passed: v.numPassedTests,
  failed: v.numFailedTests + (v.numFailedTestSuites ?? 0),
  skipped: v.numPendingTests + (v.numTodoTests ?? 0),
}));
count('budget', read('reports/budget.json'), (b) => b);
const playwrightCounts = (pw) => ({
  passed: pw.stats.expected + (pw.stats.flaky ?? 0),
  // A run that errored before any test (config, web server) still fails the suite.
  failed: pw.stats.unexpected + ((pw.errors?.length ?? 0) > 0 && pw.stats.unexpected === 0 ? 1 : 0),
  skipped: pw.stats.skipped,
});
const e2e = read('playwright-report/results.json');
const readme = read('playwright-report/readme.json');
count('e2e (playwright)', e2e?.stats ? e2e : null, playwrightCounts);
count('README served', readme?.stats ? readme : null, playwrightCounts);
count('README commands', read('reports/readme-commands.json'), (r) => r);
// Playwright's JSON report of the scenarios project (merged from the shards by scripts/test.sh).
const scenarios = read('reports/scenarios.json');
count('scenarios', scenarios?.stats ? scenarios : null, (pw) => {
  const c = playwrightCounts(pw);
  // A shard that died (its web server, its blob) leaves no test in the merged report: its step still failed.
  const step = steps.find((s) => s.name === 'scenarios');
  return step && !step.ok && c.failed === 0 ? { ...c, failed: 1 } : c;
});

console.log('\nSteps (wall time; paired steps ran side by side)');
for (const step of steps)
  console.log(
    `  ${step.name.padEnd(18)} ${(step.ok ? 'ok' : 'FAILED').padEnd(8)} ${String(step.seconds).padStart(5)} s`,
  );
console.log('\nTests');
for (const [name, result] of counts) console.log(`  ${name.padEnd(18)} ${result}`);

// The slowest tests against their own limits.
const timings = [];
for (const row of read('reports/vitest-timings.json') ?? []) timings.push({ ...row, runner: 'vitest' });
/** Calls `visit(spec, test, file)` for every test of a Playwright JSON report. */
function eachPlaywrightTest(report, visit) {
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) for (const test of spec.tests) visit(spec, test, file);
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file);
}
function playwrightTimings(report, runner) {
  eachPlaywrightTest(report, (spec, test, file) => {
    for (const result of test.results)
      if (test.timeout > 0)
        timings.push({ runner, file, name: spec.title, ms: result.duration, limitMs: test.timeout });
  });
}
playwrightTimings(e2e, 'e2e');
playwrightTimings(readme, 'readme');
playwrightTimings(scenarios, 'scenarios');
const slowest = timings
  .map((t) => ({ ...t, share: t.ms / t.limitMs }))
  .sort((a, b) => b.share - a.share)
  .slice(0, 10);
if (slowest.length > 0) {
  console.log('\nThe ten tests closest to their time limit (over 50% on a 2-core machine is a flaky test)');
  for (const t of slowest) {
    const share = `${Math.round(t.share * 100)}%`.padStart(4);
    const time = `${(t.ms / 1000).toFixed(1)} of ${Math.round(t.limitMs / 1000)} s`.padEnd(14);
    console.log(`  ${share}  ${time} ${t.runner.padEnd(9)} ${t.file}: ${t.name.slice(0, 90)}`);
  }
}
// What failed, by name, just above the last line: CI keeps only the end of the output.
const failures = [];
const firstLine = (text) =>
  String(text ?? '')
    // eslint-disable-next-line no-control-regex -- terminal colour codes in the reporters' messages
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 160) ?? '';
for (const file of read('reports/vitest.json')?.testResults ?? []) {
  const where = file.name.replace(`${process.cwd()}/`, '');
  const tests = file.assertionResults.filter((a) => a.status === 'failed');
  for (const a of tests)
    failures.push(`vitest    ${where}: ${a.fullName} (${firstLine(a.failureMessages?.[0])})`);
  if (file.status === 'failed' && tests.length === 0)
    failures.push(`vitest    ${where}: ${firstLine(file.message)}`);
}
function playwrightFailures(report, runner) {
  eachPlaywrightTest(report, (spec, test, file) => {
    if (test.status === 'unexpected')
      failures.push(
        `${runner.padEnd(9)} ${file}: ${spec.title} (${firstLine(test.results.at(-1)?.error?.message)})`,
      );
  });
  for (const error of report?.errors ?? []) failures.push(`${runner.padEnd(9)} ${firstLine(error.message)}`);
}
playwrightFailures(e2e, 'e2e');
playwrightFailures(readme, 'readme');
playwrightFailures(scenarios, 'scenarios');
for (const r of read('reports/budget.json')?.results ?? [])
  if (!r.ok) failures.push(`budget    ${r.name} (${r.detail ?? ''})`);
for (const r of read('reports/readme-commands.json')?.results ?? [])
  if (!r.ok) failures.push(`command   ${r.named}: ${r.error ?? ''}`);
for (const step of steps) if (!step.ok) failures.push(`step      ${step.name} failed (its output is above)`);
if (failures.length > 0) {
  console.log(`\nWhat failed (${failures.length})`);
  for (const line of failures.slice(0, 25)) console.log(`  ${line}`);
  if (failures.length > 25) console.log(`  ... and ${failures.length - 25} more above`);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
