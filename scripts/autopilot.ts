// `npm run autopilot -- [--seed N] [--steps N] [--minutes M] [--from-preset NAME] [--faults on|off] ...`: explores
// the mock build like a borrower (seeded, coverage-guided), checks the invariants after every action, shrinks a
// violation to a scenario under scenarios/found/, prints the coverage; exit 1 when an invariant was violated.
import { fileURLToPath } from 'node:url';
import { isPresetName, PRESETS } from '#contracts/presets';
import { replayFile, runAutopilot, shrinkFile, type AutopilotOptions } from '../scenarios/autopilot/node/run';

const USAGE = `usage: npm run autopilot -- [options]
  --seed N             seed of the choices and of the mock world (default 7)
  --steps N            actions at most (default 300)
  --minutes M          wall-clock limit of the exploration (default 5)
  --from-preset NAME   mock world preset to start from (default new-borrower; ${Object.keys(PRESETS).length} known)
  --faults on|off      also inject network faults and session codes (default off)
  --language es|en     the app's language at the start (default es)
  --no-bridge          a plain browser instead of the emulated phone
  --no-shrink          write a violation's whole trace, unshrunk
  --shrink-minutes M   time the shrinking may take (default 10)
  --out DIR            where found scenarios go (default scenarios/found)
  --report FILE        the JSON report (default reports/autopilot.json)
  --verbose            one line per action
  --replay PATH        run a scenario file (or every one under a folder, e.g. scenarios/found) under every
                       invariant instead of exploring
  --shrink FILE        shrink a scenario file's steps again under the invariant it violates (--invariant NAME
                       picks one) and write the result as a found scenario
exit codes: 0 no violation, 1 an invariant was violated, 2 bad usage or a broken run`;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const options: AutopilotOptions = {
  root,
  seed: 7,
  steps: 300,
  minutes: 5,
  preset: 'new-borrower',
  faults: false,
  language: 'es',
  noBridge: false,
  shrink: true,
  shrinkMinutes: 10,
  foundDir: 'scenarios/found',
  reportFile: 'reports/autopilot.json',
  verbose: false,
  log: (line) => console.log(line),
};
let replay: string | undefined;
let shrinkPath: string | undefined;
let invariant: string | undefined;

const args = process.argv.slice(2);
const number = (name: string, value: string | undefined, min: number) => {
  const n = Number(value);
  if (value === undefined || !Number.isFinite(n) || n < min) fail(`${name} needs a number ≥ ${min}`);
  return n;
};
for (let i = 0; i < args.length; i += 1) {
  const arg = args[i]!;
  const value = () => args[(i += 1)];
  switch (arg) {
    case '--seed':
      options.seed = Math.floor(number(arg, value(), 0));
      break;
    case '--steps':
      options.steps = Math.floor(number(arg, value(), 1));
      break;
    case '--minutes':
      options.minutes = number(arg, value(), 0.05);
      break;
    case '--from-preset': {
      const name = value();
      if (name === undefined || !isPresetName(name))
        fail(`unknown preset "${String(name)}" (known: ${Object.keys(PRESETS).join(', ')})`);
      options.preset = name;
      break;
    }
    case '--faults': {
      const v = value();
      if (v !== 'on' && v !== 'off') fail('--faults takes on or off');
      options.faults = v === 'on';
      break;
    }
    case '--language': {
      const v = value();
      if (v !== 'es' && v !== 'en') fail('--language takes es or en');
      options.language = v;
      break;
    }
    case '--no-bridge':
      options.noBridge = true;
      break;
    case '--no-shrink':
      options.shrink = false;
      break;
    case '--shrink-minutes':
      options.shrinkMinutes = number(arg, value(), 0);
      break;
    case '--out':
      options.foundDir = value() ?? fail('--out needs a directory');
      break;
    case '--report':
      options.reportFile = value() ?? fail('--report needs a file');
      break;
    case '--verbose':
      options.verbose = true;
      break;
    case '--replay':
      replay = value() ?? fail('--replay needs a scenario file or folder');
      break;
    case '--shrink':
      shrinkPath = value() ?? fail('--shrink needs a scenario file');
      break;
    case '--invariant':
      invariant = value() ?? fail('--invariant needs a name');
      break;
    case '--help':
    case '-h':
      console.log(USAGE);
      process.exit(0);
    // eslint-disable-next-line no-fallthrough -- process.exit does not return
    default:
      fail(`unknown option ${arg}`);
  }
}

const run = replay
  ? replayFile(root, replay, options.log)
  : shrinkPath
    ? shrinkFile(options, shrinkPath, invariant).then((result) => (result.reproduced ? 1 : 0))
    : runAutopilot(options).then((report) => (report.stopped === 'error' ? 2 : report.violation ? 1 : 0));
run.then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(2);
  },
);
