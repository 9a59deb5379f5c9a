// `npm run bench`: figures and ratios, not pass/fail (timings flake on shared 2-core machines).
import { performance } from 'node:perf_hooks';
import { decrypt, encrypt } from '../../src/api/envelope';
import type { DomainEvent, OrderStatus } from '../../src/domain/events';
import { initialState } from '../../src/domain/state';
import { foldChunked } from '../../src/store/store';
import { borrowerLogEvents, syntheticEvents } from '../../src/domain/testing/event-fixtures';
import { produce } from 'immer';
import { reduce } from '../../src/domain/state';
import { serializeJourney } from '../../scenarios/journey/format';
import { createJourneyRecorder } from '../../scenarios/journey/recorder';
import { createReplayIndex, replayJourney } from '../../scenarios/journey/replay';
import { readJourney, verifyJourney } from '../../scenarios/journey/verify';

const USAGE = `usage: npm run bench -- [options]   (figures, not pass/fail; results belong in docs/performance.md)
  (no option)          the Node figures (fold, envelope, journeys), the autopilot's, then the browser's
  --node-only          the Node figures alone
  --events N           events per Node figure (default 100000; a smaller N is a quick smoke run)
  --no-autopilot       skip the autopilot figures
  --autopilot-only     only the autopilot figures
  --autopilot-steps N  the autopilot's long walk (default 2000)
  --quick              the browser half without Lighthouse
  --lighthouse-only    only Lighthouse (3 runs per route)
  --inp-only           only the INP scenarios (--inp=TEXT keeps those whose name contains TEXT)
  --mock-only          not the production build's comparison runs
  --production-only    Lighthouse on the production build alone (home, login, yx3: issue 32's figures)
  --routes=a,b         only those routes
  --runs=N             runs per route or scenario (default 3)
  --no-build           use the builds already in dist/ and dist-mock/
  --help               this text`;
const FLAGS = [
  '--node-only',
  '--no-autopilot',
  '--autopilot-only',
  '--quick',
  '--lighthouse-only',
  '--inp-only',
  '--mock-only',
  '--production-only',
  '--no-build',
  '--help',
  '-h',
];
const VALUED = ['--events', '--autopilot-steps'];
const PREFIXED = ['--inp=', '--routes=', '--runs='];
{
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (VALUED.includes(arg)) {
      if (!/^\d+$/.test(argv[i + 1] ?? '')) {
        console.error(`${arg} needs a number\n${USAGE}`);
        process.exit(2);
      }
      i += 1;
    } else if (!FLAGS.includes(arg) && !PREFIXED.some((prefix) => arg.startsWith(prefix))) {
      console.error(`unknown option ${arg}\n${USAGE}`);
      process.exit(2);
    }
  }
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    process.exit(0);
  }
}

// `--lighthouse-only` and `--inp-only` are the browser half's alone: no Node figures, no autopilot.
const browserOnly = ['--lighthouse-only', '--inp-only', '--production-only'].some((flag) =>
  process.argv.includes(flag),
);
if (browserOnly) {
  const { runWebBench } = await import('./web');
  await runWebBench(process.argv.slice(2));
  process.exit(0);
}

const STATUSES: OrderStatus[] = ['assessing', 'disbursing', 'repaying', 'overdue', 'finished'];

/** A realistic mix: sessions, steps, quota, orders moving through statuses, repayments, language. */
function makeEvents(n: number): DomainEvent[] {
  const events: DomainEvent[] = [];
  for (let i = 0; events.length < n; i += 1) {
    const at = 1_700_000_000_000 + i * 1000;
    const orderId = `o${i % 50}`;
    switch (i % 8) {
      case 0:
        events.push({ type: 'session/loggedIn', at, mobile: '5512345678', token: 'Bearer t', via: 'web' });
        break;
      case 1:
        events.push({ type: 'application/stepCompleted', at, step: 'personalInfomation', progress: 25 });
        break;
      case 2:
        events.push({ type: 'quota/granted', at, amount: 5000 });
        break;
      case 3:
        events.push({
          type: 'order/created',
          at,
          order: { orderId, status: 'assessing', principal: 3000, days: 91, dueDate: null, createdAt: at },
        });
        break;
      case 4:
      case 5:
        events.push({ type: 'order/statusChanged', at, orderId, status: STATUSES[i % STATUSES.length]! });
        break;
      case 6:
        events.push({
          type: 'repayment/confirmed',
          at,
          orderId,
          amount: 500,
          channel: 'spei',
          reference: `r${i}`,
        });
        break;
      default:
        events.push({ type: 'settings/languageChanged', at, language: i % 16 === 7 ? 'en' : 'es' });
    }
  }
  return events;
}

function best(runs: number, fn: () => void): number {
  let min = Infinity;
  for (let r = 0; r < runs; r += 1) {
    const start = performance.now();
    fn();
    min = Math.min(min, performance.now() - start);
  }
  return min;
}

const eventsAt = process.argv.indexOf('--events');
const N = eventsAt >= 0 ? Number(process.argv[eventsAt + 1]) : 100_000;
// Three mixes: a borrower's log (a few orders, polled and moved through statuses many times: what a
// journey looks like), a mixed log (50 orders, 12,500 repayments), and an insert-heavy stress log
// (20,000 new orders). The goal is stated on the borrower's log; the others show where immer's cost is.
const mixes: Array<[string, DomainEvent[]]> = [
  ["borrower's log", borrowerLogEvents(N)],
  ['mixed log', makeEvents(N)],
  ['insert-heavy stress', syntheticEvents(N)],
];
for (const [name, events] of mixes) {
  foldChunked(initialState, events); // warm up
  const foldMs = best(5, () => foldChunked(initialState, events));
  const perSecond = N / (foldMs / 1000);
  console.log(
    `fold ${N.toLocaleString('en')} events, ${name.padEnd(20)} ${foldMs.toFixed(1).padStart(7)} ms = ${Math.round(perSecond).toLocaleString('en').padStart(10)} events/s (${(perSecond / 1e6).toFixed(2)}× the 1,000,000/s goal)`,
  );
}

const body = JSON.stringify({ text: 'x'.repeat(10 * 1024 - 12) });
const pkg = 'com.cuota.mx';
const cipher = encrypt(body, pkg);
const REPS = 200;
const encMs =
  best(3, () => {
    for (let i = 0; i < REPS; i += 1) encrypt(body, pkg);
  }) / REPS;
const decMs =
  best(3, () => {
    for (let i = 0; i < REPS; i += 1) decrypt(cipher, pkg);
  }) / REPS;
console.log(
  `envelope 10 KiB body: encrypt ${encMs.toFixed(3)} ms, decrypt ${decMs.toFixed(3)} ms (round trip ${(encMs + decMs).toFixed(3)} ms; ${(((encMs + decMs) / 16.7) * 100).toFixed(1)}% of a 60 Hz frame)`,
);

// Journeys (issue 6): jumps to random steps of a 100,000-event journey with a replay index (a state kept
// every 500 events) against re-folding from the start; then a whole journey recorded (masked,
// hash-chained, a state checkpoint every 100 events), read, verified and replayed.
const time = (fn: () => void) => {
  const start = performance.now();
  fn();
  return performance.now() - start;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const [name, events] of mixes) {
  let index = createReplayIndex([]);
  const buildMs = time(() => (index = createReplayIndex(events)));
  let seed = 12345;
  const nextStep = () => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) % (events.length + 1);
  const steps = Array.from({ length: 200 }, nextStep);
  for (const step of steps.slice(0, 20)) index.stateAt(step); // warm up
  const jumps = steps.map((step) => time(() => index.stateAt(step)));
  const refolds = steps
    .slice(0, 25)
    .map((step) => time(() => foldChunked(initialState, events.slice(0, step))));
  console.log(
    `jump to a random step, ${name.padEnd(20)} median ${median(jumps).toFixed(2).padStart(6)} ms, max ${Math.max(
      ...jumps,
    )
      .toFixed(2)
      .padStart(6)} ms ` +
      `(goal <= 16 ms; index built in ${buildMs.toFixed(0)} ms); re-fold from the start: median ${median(refolds).toFixed(1)} ms = ${(median(refolds) / median(jumps)).toFixed(0)}x the jump`,
  );
}
{
  const events = borrowerLogEvents(N);
  let now = 1_700_000_000_000;
  let state = initialState;
  const recorder = createJourneyRecorder({
    meta: {
      scenarioId: 'bench',
      appVersion: '0',
      buildHash: 'bench',
      locale: 'es',
      device: {},
      seed: 1,
      startedAt: { virtual: now, wall: now },
    },
    clock: () => now,
    getState: () => state,
  });
  const recordMs = time(() => {
    for (const event of events) {
      now += 1000;
      state = produce(state, (draft) => reduce(draft, event));
      recorder.record('event', event);
    }
  });
  const file = recorder.toFile();
  const text = serializeJourney(file);
  let read = file;
  const readMs = time(() => (read = readJourney(text)));
  const verifyMs = time(() => verifyJourney(read));
  let checkpoints = 0;
  const replayMs = time(() => (checkpoints = replayJourney(read).checkpoints));
  console.log(
    `journey of ${N.toLocaleString('en')} events (${file.entries.length.toLocaleString('en')} entries, ${(text.length / 1e6).toFixed(1)} MB): ` +
      `record ${recordMs.toFixed(0)} ms (with the app's fold), read ${readMs.toFixed(0)} ms, verify ${verifyMs.toFixed(0)} ms, replay ${replayMs.toFixed(0)} ms (${checkpoints} checkpoints match)`,
  );
}

// The autopilot (decision 0016): actions per second and coverage after 100 and 300 seeded actions.
// `--autopilot-only` runs just this; `--node-only` and `--no-autopilot` skip it.
if (
  process.argv.includes('--autopilot-only') ||
  !(process.argv.includes('--node-only') || process.argv.includes('--no-autopilot'))
) {
  const { runAutopilotBench } = await import('./autopilot-bench');
  await runAutopilotBench();
}

// The browser half (issue 8): Lighthouse, route JavaScript, INP, heap. `npm run bench -- --quick` skips
// Lighthouse; `--node-only` stops here.
if (!process.argv.includes('--node-only') && !process.argv.includes('--autopilot-only')) {
  const { runWebBench } = await import('./web');
  await runWebBench(process.argv.slice(2));
}
