// `npm run scenarios [-- FILTER...] [--list] [--workers N] [--build] [--unmasked] [--out DIR]`: a thin alias of
// `playwright test --project=scenarios` (decision 0042): every scenario headless, one signed journey each under
// journeys/ (attached to its test in the report), reports/scenarios.json (Playwright's JSON report, read by
// `npm test`'s summary); exit 1 on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { discoverScenarios, grepForIds } from '../scenarios/runner/discover';
import { JOURNEYS_DIR_ENV, UNMASKED_ENV } from '../scenarios/runner/journey-fixture';
import { RUN_PUBLIC_KEY_FILE } from '../scenarios/runner/journey-keys';
import { ensureMockBuild } from '../scenarios/runner/mock-build';

const USAGE = `usage: npm run scenarios -- [FILTER...] [options]
  FILTER           run only scenarios whose id contains it (several: any of them; Playwright's --grep)
  --list           list the scenarios (filtered) and exit
  --workers N      scenarios run at once (Playwright's --workers; default: Playwright's, half the cores)
  --build          rebuild the mock build first (it is rebuilt anyway when missing or older than src/)
  --unmasked       record personal data unmasked (internal QA only; the journey's meta says so)
  --out DIR        where journeys go (default journeys)
The same run without the alias: npx playwright test --project=scenarios [--grep ...] (README, "Running QA on
many machines", for shards).`;
const REPORT = 'reports/scenarios.json';

const args = process.argv.slice(2);
const filters: string[] = [];
let list = false;
let workers: string | undefined;
let rebuild = false;
let unmasked = false;
let journeysDir = 'journeys';
for (let i = 0; i < args.length; i += 1) {
  const arg = args[i]!;
  if (arg === '--list') list = true;
  else if (arg === '--build') rebuild = true;
  else if (arg === '--unmasked') unmasked = true;
  else if (arg === '--workers' || arg === '--out') {
    const value = args[(i += 1)];
    if (value === undefined) {
      console.error(USAGE);
      process.exit(2);
    }
    if (arg === '--out') journeysDir = value;
    else workers = String(Math.max(1, Number.parseInt(value, 10) || 1));
  } else if (arg === '--help' || arg === '-h') {
    console.log(USAGE);
    process.exit(0);
  } else if (arg.startsWith('-')) {
    console.error(`unknown option ${arg}\n${USAGE}`);
    process.exit(2);
  } else filters.push(arg);
}

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

if (filters.length > 0) {
  // Nothing matched is a usage error (exit 2), as before: Playwright alone would say "No tests found".
  const ids = (await discoverScenarios(root)).map(({ scenario }) => scenario.id);
  if (!ids.some((id) => filters.some((f) => id.includes(f)))) {
    console.error(
      `no scenario id contains ${filters.map((f) => `"${f}"`).join(' or ')} (npm run scenarios -- --list shows them)`,
    );
    process.exit(2);
  }
}

const wallStart = Date.now();
if (!list) {
  if (rebuild) console.log('building the mock build (--build)');
  if ((await ensureMockBuild(root, rebuild)) && !rebuild)
    console.log('built the mock build (dist-mock/ was missing or older than src/)');
}

const playwrightArgs = ['test', '--project=scenarios'];
if (list) playwrightArgs.push('--list');
if (workers) playwrightArgs.push(`--workers=${workers}`);
if (filters.length > 0) playwrightArgs.push(`--grep=${grepForIds(filters)}`);
const env = {
  ...process.env,
  [JOURNEYS_DIR_ENV]: journeysDir,
  PLAYWRIGHT_JSON_OUTPUT_FILE: REPORT,
  ...(unmasked ? { [UNMASKED_ENV]: '1' } : {}),
};
const ran = spawnSync(join(root, 'node_modules', '.bin', 'playwright'), playwrightArgs, {
  stdio: 'inherit',
  env,
});
if (list || ran.status === null) process.exit(ran.status ?? 2);

// The closing lines `npm run scenarios` always printed (the README's commands check reads the first).
interface JsonReport {
  stats?: { expected: number; unexpected: number; flaky: number; skipped: number };
}
const report = existsSync(REPORT) ? (JSON.parse(readFileSync(REPORT, 'utf8')) as JsonReport) : {};
const passed = (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
const failed = report.stats?.unexpected ?? 0;
const keyFile = join(journeysDir, RUN_PUBLIC_KEY_FILE);
const keyId = existsSync(keyFile)
  ? (JSON.parse(readFileSync(keyFile, 'utf8')) as { keyId?: string }).keyId
  : undefined;
console.log(
  `\nscenarios: ${passed} passed, ${failed} failed; journeys in ${journeysDir}/ (each signed, verified and replayed by its test; key id ${keyId ?? '-'})`,
);
console.log(
  `verify one with: npm run journey -- verify ${join(journeysDir, 'ID.journey.json')} --key ${keyFile}${process.env.CUOTA_JOURNEY_KEY ? '' : ' (an ephemeral key: trust the key id printed here, not the folder)'}`,
);
console.log(
  `suite wall time ${((Date.now() - wallStart) / 1000).toFixed(1)} s (a failed scenario keeps its trace under test-results/: npx playwright show-trace FILE)`,
);
process.exit(ran.status);
