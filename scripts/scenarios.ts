// `npm run scenarios [-- FILTER...] [--list] [--workers N] [--build] [--unmasked]`: every scenario headless,
// one journey each under journeys/, a summary table, reports/scenarios.json; exit 1 on any failure.
import { fileURLToPath } from 'node:url';
import { defaultWorkers, runSuite } from '../scenarios/runner/run-suite';

const USAGE = `usage: npm run scenarios -- [FILTER...] [options]
  FILTER           run only scenarios whose id contains it (several: any of them)
  --list           list the scenarios (filtered) and exit
  --workers N      scenarios run at once (default ${defaultWorkers()})
  --build          rebuild the mock build first (it is rebuilt anyway when missing or older than src/)
  --unmasked       record personal data unmasked (internal QA only; the journey's meta says so)
  --out DIR        where journeys go (default journeys)`;

const args = process.argv.slice(2);
const filters: string[] = [];
let list = false;
let workers = defaultWorkers();
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
    else workers = Math.max(1, Number.parseInt(value, 10) || 1);
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
runSuite({
  root,
  filters,
  list,
  workers,
  rebuild,
  journeysDir,
  reportFile: 'reports/scenarios.json',
  unmasked,
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
