import * as z from 'zod/mini';
import type { BridgeEmulatorInstallConfig } from '../bridge-emulator/install';
import { BRIDGE_METHOD_NAMES, PERMISSIONS, PermissionStateSchema } from '#contracts/bridge';
import { isPresetName, PRESETS, type PresetName } from '#contracts/presets';

/**
 * The scenario file of ARCHITECTURE 3.5: data plus steps, nothing runner-specific. The same object runs
 * headless (`npm run scenarios`, Playwright) and step by step in the simulator; both record a journey.
 * Steps are one-key objects (`{ tap: 'Enviar código' }`), checked here before anything runs.
 */

/** Text or a pattern: a string written `/source/flags` is a regular expression, any other is literal text. */
const textSchema = z.string().check(z.minLength(1));

/** Roles a tap may name (what a borrower sees as a control). */
export const TAP_ROLES = [
  'button',
  'link',
  'radio',
  'checkbox',
  'tab',
  'menuitem',
  'option',
  'switch',
  'heading',
] as const;

const targetSchema = z.union([
  textSchema,
  z.strictObject({
    /** Visible text or accessible name. */
    name: textSchema,
    role: z.optional(z.enum(TAP_ROLES)),
    /** Whole-text match (default true for plain strings, as a borrower reads a button). */
    exact: z.optional(z.boolean()),
    /** Name of the container the control is in: a dialog, alert dialog, group, region, article or form. */
    within: z.optional(textSchema),
  }),
]);
/** What a tap or an expectation points at: a visible text or name, or a role and name. */
export type Target = z.infer<typeof targetSchema>;

const clockStepSchema = z
  .strictObject({
    ms: z.optional(z.number().check(z.nonnegative())),
    seconds: z.optional(z.number().check(z.nonnegative())),
    minutes: z.optional(z.number().check(z.nonnegative())),
    hours: z.optional(z.number().check(z.nonnegative())),
    days: z.optional(z.number().check(z.nonnegative())),
  })
  .check(
    z.refine((step) => Object.values(step).some((v) => (v ?? 0) > 0), 'a clock step must move the clock'),
  );
/** How far to move a clock; the parts add up. */
export type ClockStepSpec = z.infer<typeof clockStepSchema>;

/** Fault kinds of src/mocks/world/faults.ts. */
export const FAULT_KINDS = [
  'networkError',
  'timeout',
  'error',
  'http',
  'delay',
  'notJson',
  'wrongShape',
] as const;

const faultSchema = z
  .strictObject({
    /** Endpoint path (`/store/order/last`), endpoint name, or `*`. */
    endpoint: textSchema,
    kind: z.enum(FAULT_KINDS),
    /** `error`: the backend code (a session code such as 10010301 ends the session). */
    code: z.optional(z.int()),
    msg: z.optional(z.string()),
    /** `http`: the status. */
    status: z.optional(z.int().check(z.gte(100), z.lte(599))),
    /** `delay`: extra latency. */
    ms: z.optional(z.number().check(z.nonnegative())),
    /** Only the next matching request (default) or every one until `clearFaults`. */
    once: z.optional(z.boolean()),
  })
  .check(
    z.refine((f) => f.kind !== 'error' || f.code !== undefined, 'an error fault needs a code'),
    z.refine((f) => f.kind !== 'http' || f.status !== undefined, 'an http fault needs a status'),
    z.refine((f) => f.kind !== 'delay' || f.ms !== undefined, 'a delay fault needs ms'),
  );
/** A mock-backend fault to inject. */
export type FaultSpec = z.infer<typeof faultSchema>;

/** Images the drivers can hand to a file input (generated pictures, no files on disk). */
export const UPLOAD_FILES = ['front', 'back', 'selfie', 'receipt'] as const;

/** Composite steps defined in scenarios/drivers/helpers.ts. */
export const HELPER_NAMES = [
  'loginThroughApp',
  'loginNewBorrower',
  'enterSmsCode',
  'answerLoanQuestions',
  'takeIdPhotos',
  'takeSelfie',
  'fillPersonalInfo',
  'fillWorkInfo',
  'fillEmergencyContacts',
  'fillBankAccount',
  'completeApplication',
  'chooseLoan',
  'confirmLoan',
  'borrow',
  'payAtCashier',
  'repayInFull',
  'switchLanguage',
  'dismissSms',
] as const;
/** A composite step's name. */
export type HelperName = (typeof HELPER_NAMES)[number];

const jsonRecord = z.record(z.string(), z.unknown());

/** The schema of each step kind, by its one key. */
export const STEP_SCHEMAS = {
  /** Tap a control found by its visible text or role and name. */
  tap: targetSchema,
  /** Type into a field found by its label (the text is replaced). */
  fill: z.strictObject({ label: textSchema, value: z.string(), exact: z.optional(z.boolean()) }),
  /** Check a radio button or checkbox by its label. */
  check: textSchema,
  /** Pick an option in a half-screen picker (the first one when no option is named). */
  choose: z.strictObject({ field: textSchema, option: z.optional(textSchema) }),
  /** Put a generated picture into a file input found by its label. */
  upload: z.strictObject({ label: textSchema, file: z.enum(UPLOAD_FILES) }),
  /** Wait until the hash route is this path (query ignored unless given). */
  expectRoute: z.string().check(z.startsWith('/')),
  /** Wait until a text is visible (or, with `absent`, until none is). */
  expectText: z.union([
    textSchema,
    z.strictObject({
      text: textSchema,
      exact: z.optional(z.boolean()),
      absent: z.optional(z.boolean()),
      within: z.optional(textSchema),
    }),
  ]),
  /** Wait until a field (by label) holds this value: nothing typed was lost. */
  expectField: z.strictObject({ label: textSchema, value: z.string() }),
  /** Wait until a domain event matching these fields has been emitted (since the journey began). */
  expectEvent: z.looseObject({ type: textSchema }),
  /** Check that no event matching these fields was emitted so far. */
  expectNoEvent: z.looseObject({ type: textSchema }),
  /** Wait until a value in the app's state (dot path) equals this JSON value. */
  expectState: z.strictObject({ path: textSchema, equals: z.unknown() }),
  /** Move the mock world's clock (the backend's time: reviews, due dates, penalties). */
  advanceClock: clockStepSchema,
  /** What the mock world's reviews and payouts decide from now on (quota review, loan review, payout). */
  outcomes: z
    .strictObject({
      quota: z.optional(z.enum(['grant', 'reject'])),
      loanReview: z.optional(z.enum(['approve', 'reject'])),
      payout: z.optional(z.enum(['succeed', 'fail'])),
    })
    .check(z.refine((o) => Object.keys(o).length > 0, 'name at least one outcome')),
  /** Move the page's timers and clock (time-outs, countdowns) without waiting for them. */
  advanceTimers: clockStepSchema,
  /** Change permissions on the emulated phone, as in the system settings. */
  permission: z.partialRecord(z.enum(PERMISSIONS), PermissionStateSchema),
  /** How the borrower answers the next system permission dialogs. */
  permissionAnswer: z.enum(['grant', 'deny', 'denyForever']),
  /** Inject a mock-backend fault. */
  fault: faultSchema,
  /** Remove every mock-backend fault (and release held requests). */
  clearFaults: z.literal(true),
  /** Make the next calls of a bridge method fail or never answer. */
  bridgeFault: z.strictObject({
    method: z.enum(BRIDGE_METHOD_NAMES as [string, ...string[]]),
    kind: z.enum(['fail', 'drop']),
    code: z.optional(z.string()),
    message: z.optional(z.string()),
    times: z.optional(z.int().check(z.positive())),
  }),
  /**
   * Finish the native login the app asked for (`toLogin`), with the SMS code from the mock world. With
   * `lateReplyMs`, the native app answers the app's next `getLoginInfo` that many ms late (after the app's own
   * time-out: a late reply), and the step waits for that answer.
   */
  login: z.strictObject({
    mobile: z.string().check(z.regex(/^\d{10}$/)),
    code: z.optional(z.string()),
    lateReplyMs: z.optional(z.int().check(z.positive(), z.lte(60_000))),
  }),
  /** The native app logs out by itself (`loginChanged` null), as when the borrower logs out in the native app. */
  nativeLogout: z.literal(true),
  /** The hardware back button of the emulated phone. */
  pressBack: z.literal(true),
  /** Go to a hash route inside the app (no page load). */
  goto: z.string().check(z.startsWith('/')),
  /** Reload the web view (the mock world and the emulated phone keep their state). */
  reload: z.literal(true),
  /** A line for the reviewer, kept in the journey. */
  note: textSchema,
  /** A composite step of the drivers, with its options. */
  run: z.union([
    z.enum(HELPER_NAMES),
    z.strictObject({ helper: z.enum(HELPER_NAMES), with: z.optional(jsonRecord) }),
  ]),
} as const;

/** A step kind (its one key). */
export type StepKind = keyof typeof STEP_SCHEMAS;
/** The step kinds, in the order above. */
export const STEP_KINDS = Object.keys(STEP_SCHEMAS) as StepKind[];

/** One step of a kind. */
export type StepOf<K extends StepKind> = { [P in K]: z.infer<(typeof STEP_SCHEMAS)[P]> };
/** One step: a discriminated union by its single key. */
export type Step = { [K in StepKind]: StepOf<K> }[StepKind];

const scenarioFields = {
  /** Unique, kebab-case; the journey is written to `journeys/<id>.journey.json`. */
  id: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a kebab-case id')),
  title: textSchema,
  /** The product flow it belongs to (its folder under scenarios/). */
  flow: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  /** The mock world preset (src/mocks/presets/registry.ts). */
  preset: z.string().check(
    z.refine(isPresetName, {
      error: (issue) => `unknown preset "${String(issue.input)}" (known: ${Object.keys(PRESETS).join(', ')})`,
    }),
  ),
  presetOptions: z.optional(jsonRecord),
  seed: z.optional(z.int()),
  /** The emulated phone (bridge-emulator configuration); `false` runs the app in a plain browser. */
  bridge: z.optional(z.union([z.literal(false), jsonRecord])),
  /** The mock world's clock at the start (ISO instant or epoch ms). */
  clockStart: z.optional(
    z.union([z.string().check(z.refine((s) => !Number.isNaN(Date.parse(s)), 'an ISO date')), z.number()]),
  ),
  /** The app's language at the start (the stored value, as the native app sets it). */
  language: z.optional(z.enum(['es', 'en'])),
  /** The route the web view opens (default `/`). */
  start: z.optional(z.string().check(z.startsWith('/'))),
  /** The steps in order. */
  steps: z.array(z.unknown()).check(z.minLength(1)),
};
const scenarioHeadSchema = z.strictObject(scenarioFields);

/** A scenario file's content. */
export interface Scenario {
  id: string;
  title: string;
  flow: string;
  preset: PresetName;
  presetOptions?: Record<string, unknown>;
  seed?: number;
  bridge?: false | BridgeEmulatorInstallConfig;
  clockStart?: string | number;
  language?: 'es' | 'en';
  start?: string;
  steps: Step[];
}

/** One problem found in a scenario, with where it is (`steps[3].fill.label`). */
export interface ScenarioIssue {
  path: string;
  message: string;
}

/** The outcome of checking a scenario. */
export type ScenarioCheck = { ok: true; scenario: Scenario } | { ok: false; issues: ScenarioIssue[] };

function pathOf(base: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (acc, part) => (typeof part === 'number' ? `${acc}[${part}]` : `${acc}${acc ? '.' : ''}${String(part)}`),
    base,
  );
}

function issuesOf(base: string, error: z.core.$ZodError): ScenarioIssue[] {
  return error.issues.map((issue) => ({ path: pathOf(base, issue.path), message: issue.message }));
}

/** The kind of a step: its single known key; an issue when there is none or more than one. */
export function stepKindOf(step: unknown): { ok: true; kind: StepKind } | { ok: false; message: string } {
  if (typeof step !== 'object' || step === null || Array.isArray(step))
    return { ok: false, message: 'a step is an object with one key' };
  const keys = Object.keys(step);
  if (keys.length !== 1)
    return {
      ok: false,
      message: `a step has exactly one key, this one has ${keys.length} (${keys.join(', ') || 'none'})`,
    };
  const key = keys[0]!;
  if (!(STEP_KINDS as string[]).includes(key))
    return { ok: false, message: `unknown step "${key}" (known: ${STEP_KINDS.join(', ')})` };
  return { ok: true, kind: key as StepKind };
}

/** Checks one step; returns the parsed step or the issues (paths relative to `base`). */
export function checkStep(
  step: unknown,
  base = 'step',
): { ok: true; step: Step } | { ok: false; issues: ScenarioIssue[] } {
  const kind = stepKindOf(step);
  if (!kind.ok) return { ok: false, issues: [{ path: base, message: kind.message }] };
  const value = (step as Record<string, unknown>)[kind.kind];
  const parsed = STEP_SCHEMAS[kind.kind].safeParse(value);
  if (!parsed.success) return { ok: false, issues: issuesOf(`${base}.${kind.kind}`, parsed.error) };
  return { ok: true, step: { [kind.kind]: parsed.data } as Step };
}

/** Checks a whole scenario: its fields, then every step; every issue is reported, not just the first. */
export function checkScenario(input: unknown): ScenarioCheck {
  const head = scenarioHeadSchema.safeParse(input);
  const issues: ScenarioIssue[] = head.success ? [] : issuesOf('', head.error);
  const rawSteps = (input as { steps?: unknown } | null)?.steps;
  const steps: Step[] = [];
  if (Array.isArray(rawSteps)) {
    rawSteps.forEach((raw, i) => {
      const checked = checkStep(raw, `steps[${i}]`);
      if (checked.ok) steps.push(checked.step);
      else issues.push(...checked.issues);
    });
  }
  if (issues.length > 0 || !head.success) return { ok: false, issues };
  return { ok: true, scenario: { ...(head.data as Omit<Scenario, 'steps'>), steps } };
}

/** Thrown when a scenario file does not fit the schema; the message lists every issue. */
export class ScenarioError extends Error {
  constructor(
    readonly scenarioId: string,
    readonly issues: readonly ScenarioIssue[],
  ) {
    super(
      `scenario ${scenarioId} is invalid:\n${issues.map((i) => `  ${i.path || '(scenario)'}: ${i.message}`).join('\n')}`,
    );
    this.name = 'ScenarioError';
  }
}

/** Declares a scenario (the default export of a `*.scenario.ts` file); throws a ScenarioError when invalid. */
export function defineScenario(scenario: Scenario): Scenario {
  const checked = checkScenario(scenario);
  if (!checked.ok)
    throw new ScenarioError(typeof scenario.id === 'string' ? scenario.id : '?', checked.issues);
  return checked.scenario;
}

/** A one-line description of a step, for notes, logs and the summary. */
export function describeStep(step: Step): string {
  const kind = Object.keys(step)[0] as StepKind;
  const value = (step as Record<string, unknown>)[kind];
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return value === true ? kind : `${kind} ${text}`;
}

/** The regular expression a `/source/flags` string stands for, or null for literal text. */
export function patternOf(text: string): RegExp | null {
  const match = /^\/(.+)\/([dgimsuy]*)$/s.exec(text);
  if (!match) return null;
  try {
    return new RegExp(match[1]!, match[2]);
  } catch {
    return null;
  }
}
