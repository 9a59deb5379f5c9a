import type { ScenarioDrivers } from './drivers/drivers';
import { HELPERS, type Helper } from './drivers/helpers';
import {
  describeStep,
  stepKindOf,
  type HelperName,
  type Step,
  type StepKind,
  type StepOf,
} from './scenario.schemas';

/**
 * The step interpreter: runs a scenario's steps in order against any set of drivers (Playwright in the
 * headless runner, the simulator's own), stops at the first failure, and tells hooks before and after
 * each step (the runner records notes, screens and state checkpoints there).
 */

/** How one step went. */
export interface StepResult {
  index: number;
  step: Step;
  ok: boolean;
  ms: number;
  error?: string;
}

/** How the steps went: every step run (the failed one last), and whether all passed. */
export interface RunOutcome {
  ok: boolean;
  results: StepResult[];
  /** Index of the failed step. */
  failedAt?: number;
}

/** Called around each step; a hook that throws fails the step. */
export interface RunHooks {
  beforeStep?: (index: number, step: Step) => Promise<void> | void;
  afterStep?: (result: StepResult) => Promise<void> | void;
  /** Milliseconds for step timings (default performance-like Date.now). */
  now?: () => number;
}

type Handlers = {
  [K in StepKind]: (
    value: StepOf<K>[K],
    drivers: ScenarioDrivers,
    helpers: Readonly<Record<HelperName, Helper>>,
  ) => Promise<void>;
};

function needBridge(drivers: ScenarioDrivers, kind: StepKind) {
  if (!drivers.bridge)
    throw new Error(`step ${kind} needs the emulated phone, but this scenario runs without the bridge`);
  return drivers.bridge;
}

const HANDLERS: Handlers = {
  tap: (target, d) => d.app.tap(target),
  fill: ({ label, value, exact }, d) => d.app.fill(label, value, exact === undefined ? {} : { exact }),
  check: (label, d) => d.app.check(label),
  choose: ({ field, option }, d) => d.app.choose(field, option),
  upload: ({ label, file }, d) => d.app.upload(label, file),
  expectRoute: (path, d) => d.app.expectRoute(path),
  expectText: (spec, d) =>
    typeof spec === 'string' ? d.app.expectText(spec) : d.app.expectText(spec.text, spec),
  expectField: ({ label, value }, d) => d.app.expectField(label, value),
  expectEvent: (match, d) => d.observer.expectEvent(match),
  expectNoEvent: (match, d) => d.observer.expectNoEvent(match),
  expectState: ({ path, equals }, d) => d.observer.expectState(path, equals),
  advanceClock: (step, d) => d.world.advanceClock(step),
  outcomes: (outcomes, d) => d.world.setOutcomes(outcomes),
  advanceTimers: (step, d) => d.clock.advanceTimers(step),
  permission: (permissions, d) => needBridge(d, 'permission').setPermissions(permissions),
  permissionAnswer: (answer, d) => needBridge(d, 'permissionAnswer').setPermissionAnswer(answer),
  fault: (spec, d) => d.world.fault(spec),
  clearFaults: (_value, d) => d.world.clearFaults(),
  bridgeFault: ({ method, kind, ...options }, d) => needBridge(d, 'bridgeFault').fault(method, kind, options),
  login: ({ mobile, code, lateReplyMs }, d) =>
    lateReplyMs === undefined
      ? needBridge(d, 'login').login(mobile, code)
      : needBridge(d, 'login').login(mobile, code, { lateReplyMs }),
  nativeLogout: (_value, d) => needBridge(d, 'nativeLogout').logout(),
  pressBack: (_value, d) => needBridge(d, 'pressBack').pressBack(),
  goto: (path, d) => d.app.goto(path),
  reload: (_value, d) => d.app.reload(),
  note: (text, d) => d.note(text),
  run: async (spec, d, helpers) => {
    const name = typeof spec === 'string' ? spec : spec.helper;
    const options = typeof spec === 'string' ? {} : (spec.with ?? {});
    const helper = helpers[name];
    await helper({
      drivers: d,
      options,
      step: (inner) => runStep(inner, d, helpers),
      language: () => d.app.language(),
    });
  },
};

/** Runs one step (helpers run their inner steps through here too). */
export async function runStep(
  step: Step,
  drivers: ScenarioDrivers,
  helpers: Readonly<Record<HelperName, Helper>> = HELPERS,
): Promise<void> {
  const kind = stepKindOf(step);
  if (!kind.ok) throw new Error(kind.message);
  const handler = HANDLERS[kind.kind] as (
    value: unknown,
    d: ScenarioDrivers,
    h: Readonly<Record<HelperName, Helper>>,
  ) => Promise<void>;
  await handler((step as Record<string, unknown>)[kind.kind], drivers, helpers);
}

function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  // Playwright messages carry ANSI colours and a long call log: keep the first lines, plain.
  return (
    text
      // eslint-disable-next-line no-control-regex -- ANSI colour codes start with ESC
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .slice(0, 6)
      .join('\n')
  );
}

/** Runs the steps in order; the first failing step (or hook) ends the run. */
export async function runSteps(
  steps: readonly Step[],
  drivers: ScenarioDrivers,
  hooks: RunHooks = {},
  helpers: Readonly<Record<HelperName, Helper>> = HELPERS,
): Promise<RunOutcome> {
  const now = hooks.now ?? (() => Date.now());
  const results: StepResult[] = [];
  for (let index = 0; index < steps.length; index += 1) {
    const step = steps[index]!;
    const started = now();
    let error: string | undefined;
    try {
      await hooks.beforeStep?.(index, step);
      await runStep(step, drivers, helpers);
    } catch (caught) {
      error = `step ${index + 1} (${describeStep(step)}): ${messageOf(caught)}`;
    }
    const result: StepResult = {
      index,
      step,
      ok: error === undefined,
      ms: now() - started,
      ...(error === undefined ? {} : { error }),
    };
    try {
      await hooks.afterStep?.(result);
    } catch (caught) {
      if (result.ok) {
        result.ok = false;
        result.error = `after step ${index + 1} (${describeStep(step)}): ${messageOf(caught)}`;
      }
    }
    results.push(result);
    if (!result.ok) return { ok: false, results, failedAt: index };
  }
  return { ok: true, results };
}
