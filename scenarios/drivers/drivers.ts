import type { Permission, PermissionState } from '#contracts/events';
import type { ClockStepSpec, FaultSpec, StepOf, Target } from '../scenario.schemas';

/**
 * What a scenario drives: the app (by visible text and role, as a borrower sees it), the emulated phone
 * (bridge), the mock backend (world and faults), the clocks, and what the app recorded (events, state).
 * The headless runner implements these over a Playwright page (drivers/playwright/); the simulator can
 * implement them over its iframe. Every `expect*` waits (up to the driver's time-out) and throws if unmet.
 */

/** What the world's reviews and payouts decide from now on (the `outcomes` step). */
export type WorldOutcomes = StepOf<'outcomes'>['outcomes'];

/** A picture a driver can put into a file input. */
export type UploadFile = StepOf<'upload'>['upload']['file'];

/** Options of a text expectation. */
export interface TextExpectation {
  exact?: boolean;
  absent?: boolean;
  /** Name of the dialog the text is in. */
  within?: string;
}

/** The app, driven through its screen. */
export interface AppDriver {
  tap(target: Target): Promise<void>;
  fill(label: string, value: string, options?: { exact?: boolean }): Promise<void>;
  /** Fills a field only when it is empty (fields prefilled from the borrower's file keep their value). */
  fillIfEmpty(label: string, value: string): Promise<void>;
  check(label: string): Promise<void>;
  /** Picks an option (or the first) in the half-screen picker opened by a field's button. */
  choose(field: string, option?: string): Promise<void>;
  /**
   * Sets a date field (its button opens a sheet of day, month and year lists) to an ISO date, and confirms
   * with the sheet's button named `confirm`.
   */
  pickDate(field: string, iso: string, confirm: string): Promise<void>;
  /**
   * Picks an option in every picker still showing its placeholder (a date picker: the date it opens on):
   * the first, or with a choice round the one `choiceIndex(choice, i, count)` gives for the i-th picker
   * filled (scenarios/drivers/choices.ts); returns how many.
   */
  fillEmptyPickers(placeholder: string, choice?: number): Promise<number>;
  upload(label: string, file: UploadFile): Promise<void>;
  expectRoute(path: string): Promise<void>;
  expectText(text: string, options?: TextExpectation): Promise<void>;
  /** Waits until a field (by label) holds `value`. */
  expectField(label: string, value: string): Promise<void>;
  /** True when the target is visible now (no waiting beyond `withinMs`, default 0). */
  isVisible(target: Target, withinMs?: number): Promise<boolean>;
  /** The current hash route (path and query). */
  route(): Promise<string>;
  /** The language the app shows now. */
  language(): Promise<'es' | 'en'>;
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** The 6-digit code of the last SMS the phone showed (mock world's notice or the native login's). */
  readSmsCode(): Promise<string>;
  /** Closes incoming-SMS notices that would cover the screen. */
  dismissSms(): Promise<void>;
}

/** The emulated native side (absent when the scenario runs in a plain browser). */
export interface BridgeDriver {
  setPermissions(permissions: Partial<Record<Permission, PermissionState>>): Promise<void>;
  setPermissionAnswer(answer: 'grant' | 'deny' | 'denyForever'): Promise<void>;
  fault(
    method: string,
    kind: 'fail' | 'drop',
    options?: { code?: string; message?: string; times?: number },
  ): Promise<void>;
  /**
   * Completes the native login the app asked for. `lateReplyMs`: the app's next `getLoginInfo` is answered that
   * many ms late (only that call), and the login waits until that answer was given.
   */
  login(mobile: string, code?: string, options?: { lateReplyMs?: number }): Promise<void>;
  /** The native app logs out by itself (`loginChanged` null). */
  logout(): Promise<void>;
  pressBack(): Promise<void>;
}

/** The mock backend: world, faults and its virtual clock. */
export interface WorldDriver {
  fault(spec: FaultSpec): Promise<void>;
  clearFaults(): Promise<void>;
  advanceClock(step: ClockStepSpec): Promise<void>;
  /** What the world's reviews and payouts decide from now on. */
  setOutcomes(outcomes: WorldOutcomes): Promise<void>;
  /** The world's time (epoch ms). */
  now(): Promise<number>;
  /**
   * The next status the clock alone brings to the borrower's latest order (a review or a payout ending, the
   * due date passing), and in how many ms of world time; null without one. The autopilot aims its clock with it.
   */
  nextOrderChange(mobile: string): Promise<{ status: string; inMs: number } | null>;
}

/** The page's own timers (time-outs, countdowns), moved without waiting. */
export interface ClockDriver {
  advanceTimers(step: ClockStepSpec): Promise<void>;
}

/** What the app emitted and holds, as the journey records it. */
export interface ObserverDriver {
  expectEvent(match: Record<string, unknown>): Promise<void>;
  expectNoEvent(match: Record<string, unknown>): Promise<void>;
  expectState(path: string, equals: unknown): Promise<void>;
}

/** Everything a scenario drives. */
export interface ScenarioDrivers {
  app: AppDriver;
  bridge: BridgeDriver | null;
  world: WorldDriver;
  clock: ClockDriver;
  observer: ObserverDriver;
  /** A line for the reviewer (the runner records it as a journey note). */
  note(text: string): Promise<void>;
}

/** True when every field of `match` equals the event's (deeply, as JSON); extra event fields are ignored. */
export function eventMatches(event: unknown, match: Record<string, unknown>): boolean {
  if (typeof event !== 'object' || event === null) return false;
  const record = event as Record<string, unknown>;
  return Object.entries(match).every(([key, want]) => partialEquals(record[key], want));
}

function partialEquals(actual: unknown, want: unknown): boolean {
  if (typeof want !== 'object' || want === null) return Object.is(actual, want);
  if (typeof actual !== 'object' || actual === null) return false;
  if (Array.isArray(want)) {
    return (
      Array.isArray(actual) &&
      actual.length === want.length &&
      want.every((w, i) => partialEquals(actual[i], w))
    );
  }
  return Object.entries(want).every(([key, w]) => partialEquals((actual as Record<string, unknown>)[key], w));
}

/** The value at a dot path (`orders.byId.LO1.status`; array indexes as numbers), or undefined. */
export function valueAtPath(root: unknown, path: string): unknown {
  let value: unknown = root;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}
