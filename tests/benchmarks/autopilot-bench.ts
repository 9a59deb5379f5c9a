// The autopilot's figures for `npm run bench` (decision 0016): actions per second and what a seeded walk
// reaches after N actions (routes, events, endpoints), on the mock build, faults off and on.
// `npm run bench -- --autopilot-only` runs just these.
import { fileURLToPath } from 'node:url';
import { runAutopilot } from '../../scenarios/autopilot/node/run';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Prints one line per configuration; returns the lines (for the docs). */
export async function runAutopilotBench(steps = [100, 300]): Promise<string[]> {
  const lines: string[] = [];
  for (const faults of [false, true]) {
    for (const n of steps) {
      const report = await runAutopilot({
        root,
        seed: 7,
        steps: n,
        minutes: 10,
        preset: 'new-borrower',
        faults,
        language: 'es',
        noBridge: false,
        shrink: false,
        shrinkMinutes: 0,
        foundDir: '.tmp/autopilot-bench-found',
        reportFile: `reports/autopilot-bench-${n}${faults ? '-faults' : ''}.json`,
        verbose: false,
        log: () => undefined,
      });
      const c = report.coverage;
      const line =
        `autopilot seed 7, ${String(n).padStart(3)} steps, faults ${faults ? 'on ' : 'off'}: ` +
        `${report.actionsPerSecond.toFixed(2)} actions/s, routes ${c.screens.reached.length}/${c.screens.total}, ` +
        `events ${c.events.seen.length}/${c.events.total}, endpoints ${c.endpoints.called.length}/${c.endpoints.total}` +
        `${report.violation ? `, stopped at step ${report.violation.step} by ${report.violation.invariant}` : ''}`;
      console.log(line);
      lines.push(line);
    }
  }
  return lines;
}
