// The autopilot's figures for `npm run bench` (decision 0016), on the mock build:
// - actions per second and what seed 7 reaches from a new borrower after 2,000 actions (routes of spec
//   section 2, event types, endpoints, order statuses), faults off, and after 300 with faults on;
// - the order statuses a short walk from each loan preset meets (their union against the 9 statuses);
// - the time to the first found problem on a build with a known defect (the guard-dropped mutant).
// `npm run bench -- --autopilot-only` runs just these; `--autopilot-steps N` changes the 2,000.
import { runAutopilot, type AutopilotReport } from '../../scenarios/autopilot/node/run';
import { ORDER_STATUSES } from '../../src/domain/events';
import { MUTATIONS, root, runMutant } from './autopilot-mutants';

/** Presets with a loan in each state of its life (src/mocks/presets/loan-presets.ts). */
const LOAN_PRESETS = [
  'loan-assessing',
  'loan-disbursing',
  'repaying',
  'overdue',
  'loan-rejected',
  'payout-fails',
  'loan-finished',
  'loan-cancelled',
  'borrower-with-open-loan',
];

async function walk(
  preset: string,
  steps: number,
  faults: boolean,
  reportFile: string,
): Promise<AutopilotReport> {
  return runAutopilot({
    root,
    seed: 7,
    steps,
    minutes: Math.max(5, steps / 100),
    preset,
    faults,
    language: 'es',
    noBridge: false,
    shrink: false,
    shrinkMinutes: 0,
    foundDir: '.tmp/autopilot-bench-found',
    reportFile,
    verbose: false,
    log: () => undefined,
  });
}

function coverageLine(label: string, report: AutopilotReport): string {
  const c = report.coverage;
  return (
    `autopilot ${label}: ${report.actionsDone} actions, ${report.actionsPerSecond.toFixed(2)} actions/s, ` +
    `routes ${c.screens.reached.length}/${c.screens.total}, events ${c.events.seen.length}/${c.events.total}, ` +
    `endpoints ${c.endpoints.called.length}/${c.endpoints.total}, order statuses ${c.orderStatuses.seen.length}/${c.orderStatuses.total}` +
    `${report.violation ? `, stopped at step ${report.violation.step} by ${report.violation.invariant}` : ''}`
  );
}

/** Prints the figures; returns the lines (for the docs). */
export async function runAutopilotBench(argv: readonly string[] = process.argv.slice(2)): Promise<string[]> {
  const at = argv.indexOf('--autopilot-steps');
  const long = at >= 0 ? Number(argv[at + 1]) : 2000;
  const lines: string[] = [];
  const say = (line: string) => {
    console.log(line);
    lines.push(line);
  };

  const explored = await walk('new-borrower', long, false, `reports/autopilot-bench-${long}.json`);
  say(coverageLine(`seed 7, new borrower, faults off`, explored));
  say(`  routes not reached: ${explored.coverage.screens.missing.join(' ') || 'none'}`);
  const faulty = await walk('new-borrower', 300, true, 'reports/autopilot-bench-300-faults.json');
  say(coverageLine(`seed 7, new borrower, faults on`, faulty));

  const statuses = new Set<string>(explored.coverage.orderStatuses.seen);
  for (const preset of LOAN_PRESETS) {
    const report = await walk(preset, 60, false, `reports/autopilot-bench-${preset}.json`);
    report.coverage.orderStatuses.seen.forEach((s) => statuses.add(s));
  }
  say(
    `autopilot order statuses (the walk above and 60 actions from each of ${LOAN_PRESETS.length} loan presets): ` +
      `${statuses.size}/${ORDER_STATUSES.length}: ${ORDER_STATUSES.filter((s) => statuses.has(s)).join(' ')}` +
      `; never seen: ${ORDER_STATUSES.filter((s) => !statuses.has(s)).join(' ') || 'none'}`,
  );

  const defect = MUTATIONS.find((m) => m.name === 'guard-dropped')!;
  const row = await runMutant(defect, {
    steps: 300,
    seeds: [7],
    shrink: false,
    shrinkMinutes: 0,
    log: () => undefined,
  });
  say(
    row.caught
      ? `autopilot time to the first find on a build with a known defect (${defect.story}): action ${row.atStep}, ${row.findSeconds!.toFixed(1)} s of walking (${row.seconds} s with the copy and the build), by ${row.invariant}`
      : `autopilot did not find the known defect (${defect.story}) in 300 actions (${row.seconds} s)`,
  );
  return lines;
}
