import type { Step } from '../../scenario.schemas';
import { field, locateTarget } from '../../drivers/playwright/locate';
import { DOUBLE_TAP_NOTE } from '../core/actions';
import { fieldsOf } from '../core/facts';
import type { UnitFacts } from '../core/shrink-candidates';
import { checkAll, createInvariants, type Violation } from '../invariants';
import type { Harness } from './browser';
import type { AppCatalog } from './catalog';
import { executeSteps } from './execute';
import { screenNow } from './explore';
import { observe } from './observe';
import { openSession, type RunConfig, type Session } from './session';
import { STORAGE_SCRIPT } from './storage-script';

/**
 * Replays: recorded units of steps run again from a fresh start under every invariant (a found scenario's
 * regression check, each test of the shrinker). A lenient replay (shrinking) skips a unit whose control is
 * not on the screen at once, without waiting and without an observation (nothing was done), and records
 * what each unit it did changed, for the shrinker's first candidates.
 */

/** How a replay went. */
export interface ReplayOutcome {
  /** The target invariant (or, without a target, any) was violated. */
  reproduced: boolean;
  violations: Array<{ step: number; violation: Violation }>;
  /** Indexes of the units done (up to the violation; a lenient replay skips what it could not do). */
  done: number[];
  /** What each done unit changed, by unit index (undefined for units not done). */
  facts: Array<UnitFacts | undefined>;
  /** Index of the first unit that could not be done. */
  failedUnit?: number;
  error?: string;
}

/** How replays treat an action they cannot do. */
export interface ReplayOptions {
  /** Skip it and go on (shrinking), instead of stopping (a strict replay of a scenario). */
  lenient?: boolean;
  /** How long a tap or fill waits for its control. */
  controlTimeoutMs?: number;
}

/** The control time-out of replays: the page has settled before each action. */
export const REPLAY_CONTROL_TIMEOUT_MS = 800;
/** How long a lenient replay looks for a unit's control before skipping the unit. */
const PRESENCE_TIMEOUT_MS = 120;

/** The kind an observation gets for a unit (what the invariants read: `reload`, `tap`, `doubleTap`...). */
export function kindOfUnit(steps: readonly Step[]): string {
  const first = steps[0];
  if (first && 'note' in first && first.note === DOUBLE_TAP_NOTE) return 'doubleTap';
  // The walk's language action (core/actions.ts) is the language page's helper, then back.
  if (first && 'run' in first && typeof first.run !== 'string' && first.run.helper === 'switchLanguage')
    return 'language';
  return first ? Object.keys(first)[0]! : 'none';
}

function firstAction(steps: readonly Step[]): Step | undefined {
  return steps.find((s) => !('note' in s));
}

/** A deep link, or a composite (log in, switch language) that leads to its screen from anywhere. */
function isAnchor(steps: readonly Step[]): boolean {
  const step = firstAction(steps);
  if (!step) return false;
  if ('goto' in step) return true;
  if (!('run' in step)) return false;
  const helper = typeof step.run === 'string' ? step.run : step.run.helper;
  return helper !== 'enterSmsCode' && helper !== 'dismissSms';
}

/** A step that changes the world or the phone for later (a clock move, a permission). */
function changesWorld(steps: readonly Step[]): boolean {
  const step = firstAction(steps);
  return step !== undefined && ('advanceClock' in step || 'permission' in step);
}

/** A fault for the next request: nothing shows until that request. */
function isFault(steps: readonly Step[]): boolean {
  const step = firstAction(steps);
  return step !== undefined && 'fault' in step;
}

/** The control of a tap, the field of a fill or the phone's login screen is there now (other steps are always tried). */
async function present(session: Session, steps: readonly Step[]): Promise<boolean> {
  const step = firstAction(steps);
  if (!step) return true;
  try {
    if ('tap' in step) await locateTarget(session.page, step.tap, PRESENCE_TIMEOUT_MS);
    else if ('fill' in step)
      return (await field(session.page, step.fill.label, step.fill.exact ?? false).count()) > 0;
    // The phone's login finishes a login the app asked for: without its screen open there is none to finish
    // (the step would wait its whole time-out for it).
    else if ('login' in step)
      return await session.page.evaluate(
        () =>
          (
            window as { __cuotaBridge?: { snapshot(): { login: { open: boolean } } } }
          ).__cuotaBridge?.snapshot().login.open === true,
      );
    return true;
  } catch {
    return false;
  }
}

/** What is compared before and after a unit. */
interface Seen {
  screen: string;
  /** Each part of the state (`slice.key`) and of the storage (`storage.key`), as JSON. */
  parts: Map<string, string>;
  fields: string;
  controls: string;
}

function partsOf(state: unknown, storage: Record<string, string>): Map<string, string> {
  const parts = new Map<string, string>();
  if (state && typeof state === 'object')
    for (const [slice, value] of Object.entries(state as Record<string, unknown>)) {
      if (value && typeof value === 'object' && !Array.isArray(value))
        for (const [key, part] of Object.entries(value as Record<string, unknown>))
          parts.set(`${slice}.${key}`, JSON.stringify(part) ?? 'undefined');
      else parts.set(slice, JSON.stringify(value) ?? 'undefined');
    }
  for (const [key, value] of Object.entries(storage)) parts.set(`storage.${key}`, value);
  return parts;
}

/** The parts that differ between two readings. */
function changedParts(before: Map<string, string>, after: Map<string, string>): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].filter((k) => before.get(k) !== after.get(k)).sort();
}

/**
 * Runs units of steps from a fresh start, checking the invariants after each; stops at the first violation
 * of `target` (any invariant when `target` is undefined). A unit that cannot be done ends a strict replay
 * and is skipped by a lenient one.
 */
export async function replay(
  harness: Harness,
  config: RunConfig,
  catalog: AppCatalog,
  units: readonly Step[][],
  target?: string,
  options: ReplayOptions = {},
): Promise<ReplayOutcome> {
  const invariants = createInvariants(catalog.invariants);
  const violations: ReplayOutcome['violations'] = [];
  const done: number[] = [];
  const facts: ReplayOutcome['facts'] = [];
  let failedUnit: number | undefined;
  let failure: string | undefined;
  let session: Session | undefined;
  const hit = (vs: Violation[], step: number) => {
    for (const v of vs) violations.push({ step, violation: v });
    return vs.some((v) => target === undefined || v.invariant === target);
  };
  const outcome = (reproduced: boolean): ReplayOutcome => ({
    reproduced,
    violations,
    done,
    facts,
    ...(failedUnit === undefined ? {} : { failedUnit }),
    ...(failure ? { error: failure } : {}),
  });
  const look = async (s: Session, step: number, kind: string | undefined) => {
    const { observation } = await observe(s, step, kind);
    const screen = await screenNow(s);
    const fields = fieldsOf(screen.controls);
    observation.fields = fields;
    const storage = await s.page.evaluate<Record<string, string>>(STORAGE_SCRIPT).catch(() => ({}));
    const seen: Seen = {
      screen: `${observation.route}#${screen.dialogs.at(-1) ?? ''}`,
      parts: partsOf(observation.state, storage),
      fields: JSON.stringify(fields),
      controls: JSON.stringify(screen.controls),
    };
    return { observation, fields, seen };
  };
  try {
    session = await openSession(harness.browser, harness.baseURL, config);
    let { observation, fields, seen } = await look(session, 0, undefined);
    if (hit(checkAll(invariants, observation), 0)) return outcome(true);
    for (let i = 0; i < units.length; i += 1) {
      const steps = units[i]!;
      if (options.lenient && !(await present(session, steps))) {
        // Nothing was done: no observation, and the next unit starts from the same screen.
        failedUnit ??= i;
        failure ??= 'its control was not on the screen';
        continue;
      }
      const unit = await executeSteps(session, steps, options.controlTimeoutMs ?? REPLAY_CONTROL_TIMEOUT_MS);
      if (!unit.ok) {
        failedUnit ??= i;
        failure ??= unit.error;
        if (!options.lenient) return outcome(false);
      } else done.push(i);
      const before = {
        route: observation.route,
        fields,
        seen,
        loggedIn: observation.loggedIn,
        state: observation.state,
      };
      ({ observation, fields, seen } = await look(session, i + 1, kindOfUnit(steps)));
      observation.routeBefore = before.route;
      observation.fieldsBefore = before.fields;
      observation.loggedInBefore = before.loggedIn;
      observation.stateBefore = before.state;
      if (unit.ok) {
        const writes = changedParts(before.seen.parts, seen.parts);
        const sent = observation.requests.length > 0 || (observation.events?.length ?? 0) > 0;
        facts[i] = {
          before: before.seen.screen,
          after: seen.screen,
          anchor: isAnchor(steps),
          writes,
          world: changesWorld(steps),
          quiet:
            !changesWorld(steps) &&
            !isFault(steps) &&
            writes.length === 0 &&
            !sent &&
            seen.screen === before.seen.screen &&
            seen.fields === before.seen.fields &&
            seen.controls === before.seen.controls,
        };
      }
      if (hit(checkAll(invariants, observation), i + 1)) return outcome(true);
    }
    return outcome(false);
  } catch (error) {
    failure = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return outcome(false);
  } finally {
    await session?.close();
  }
}
