import { checkScenario, type Scenario, type Step } from '../../scenario.schemas';
import type { Violation } from '../invariants/observation';

/**
 * A shrunk violation as an ordinary scenario file (`scenarios/found/<invariant>-<seed>.scenario.ts`): the
 * same preset, seed, phone and language as the exploration, the shrunk steps, then an expectation that
 * fails while the defect is there, where a scenario step can say it (a text that must not be visible).
 * Every found scenario also replays under all invariants with `npm run autopilot -- --replay FILE`.
 */

export interface FoundRun {
  seed: number;
  preset: string;
  presetOptions?: Record<string, unknown>;
  language: 'es' | 'en';
  /** The phone's configuration, or false for a plain browser. */
  bridge: false | Record<string, unknown>;
  start: string;
}

export interface FoundInfo {
  violation: Violation;
  /** Step of the exploration where it was seen. */
  foundAtStep: number;
  /** Steps of the exploration before shrinking. */
  originalSteps: number;
  shrinkTests: number;
  shrinkComplete: boolean;
}

/** Scenario id: `<invariant>-<seed>`, kebab-case. */
export function foundId(invariant: string, seed: number): string {
  return `${invariant}-${seed}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The scenario for a shrunk violation (checked against the schema). */
export function foundScenario(run: FoundRun, steps: readonly Step[], info: FoundInfo): Scenario {
  const v = info.violation;
  const checks: Step[] = v.absentText
    ? [{ expectText: { text: v.absentText, exact: true, absent: true } }]
    : [];
  const scenario = {
    id: foundId(v.invariant, run.seed),
    title: `Autopilot: ${v.invariant} (seed ${run.seed})`,
    flow: 'found',
    preset: run.preset,
    ...(run.presetOptions ? { presetOptions: run.presetOptions } : {}),
    seed: run.seed,
    ...(run.bridge === false
      ? { bridge: false }
      : Object.keys(run.bridge).length > 0
        ? { bridge: run.bridge }
        : {}),
    language: run.language,
    ...(run.start !== '/' ? { start: run.start } : {}),
    steps: [{ note: `autopilot found ${v.invariant}: ${v.message}` } as Step, ...steps, ...checks],
  };
  const checked = checkScenario(scenario);
  if (!checked.ok)
    throw new Error(
      `the found scenario does not fit the schema: ${checked.issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
    );
  return checked.scenario;
}

/**
 * The scenario file's source text; `schemasImport` is the import path of scenarios/scenario.schemas from
 * the file's folder (`../scenario.schemas` under scenarios/found/).
 */
export function foundScenarioSource(
  scenario: Scenario,
  info: FoundInfo,
  file: string,
  schemasImport = '../scenario.schemas',
): string {
  const v = info.violation;
  const comment = [
    '/**',
    ` * Found by the autopilot (seed ${scenario.seed ?? 1}, preset ${scenario.preset}) at step ${info.foundAtStep}:`,
    ` * ${v.invariant}: ${v.message.replace(/\*\//g, '*\\/')}`,
    ` * Shrunk from ${info.originalSteps} action(s) to these steps in ${info.shrinkTests} replay(s)${info.shrinkComplete ? '' : ' (the shrink budget ran out first)'}.`,
    ...(v.absentText
      ? [
          ` * The scenario runner's closing check waits for the text to go, so a passing defect (a toast) needs the`,
          ` * invariants: npm run autopilot -- --replay ${file} (npm test replays every file of scenarios/found).`,
        ]
      : [
          ` * No scenario step says what ${v.invariant} checks: the regression test is the replay under every`,
          ` * invariant: npm run autopilot -- --replay ${file} (npm test replays every file of scenarios/found).`,
        ]),
    ' */',
  ].join('\n');
  return `import { defineScenario } from '${schemasImport}';\n\n${comment}\nexport default defineScenario(${JSON.stringify(scenario, null, 2)});\n`;
}

/** Units of a scenario's steps for a replay: one per action, a note (a double-tap mark) staying with the step after it. */
export function unitsOfSteps(steps: readonly Step[]): Step[][] {
  const units: Step[][] = [];
  let pending: Step[] = [];
  for (const step of steps) {
    pending.push(step);
    if ('note' in step) continue;
    units.push(pending);
    pending = [];
  }
  if (pending.length > 0) units.push(pending);
  return units;
}

/** The steps of a found scenario without what the writer added (the note naming the violation, the closing checks). */
export function actionStepsOf(scenario: Pick<Scenario, 'steps'>): Step[] {
  const steps = [...scenario.steps];
  const first = steps[0];
  if (first && 'note' in first && first.note.startsWith('autopilot found ')) steps.shift();
  while (steps.length > 0 && 'expectText' in steps[steps.length - 1]!) steps.pop();
  return steps;
}
