import { PERMISSIONS } from '#contracts/bridge';
import type { OrderStatus } from '#contracts/events';
import { PATHS, REDIRECTS } from '#contracts/paths';
import type { WorldOutcomes } from '../../drivers/drivers';
import type { FaultSpec, HelperName, Step, Target } from '../../scenario.schemas';
import { TAP_ROLES } from '../../scenario.schemas';
import type { Control } from './aria';
import { DEEP_LINKS, NATIVE_SCREENS, SESSION_ROUTES } from './catalog';
import { completionOf, completionOptions, type DocumentFacts } from './completions';
import type { Rng } from './prng';
import {
  fieldKindOf,
  hostileValue,
  HOSTILE_KINDS,
  validValue,
  type FieldKind,
  type HostileKind,
  type Identity,
  type ValueContext,
} from './values';

/**
 * The actions a borrower (and the world around them) can take on a screen, and the scenario steps each one
 * is. Every action is written as ordinary scenario steps (scenarios/scenario.schemas.ts), so what the
 * explorer did can be replayed, shrunk and saved as a scenario file without translation.
 */

export type ActionKind =
  | 'tap'
  | 'doubleTap'
  | 'fill'
  | 'fillHostile'
  | 'smsCode'
  | 'back'
  | 'language'
  | 'clock'
  | 'outcome'
  | 'permission'
  | 'fault'
  | 'sessionCode'
  | 'reload'
  | 'deepLink'
  | 'login'
  | 'complete'
  | 'nativeLogout'
  | 'lateLogin';

/** Every action kind (for the coverage report). */
export const ACTION_KINDS: readonly ActionKind[] = [
  'tap',
  'doubleTap',
  'fill',
  'fillHostile',
  'smsCode',
  'back',
  'language',
  'clock',
  'outcome',
  'permission',
  'fault',
  'sessionCode',
  'reload',
  'deepLink',
  'login',
  'complete',
  'nativeLogout',
  'lateLogin',
];

/** The note step that marks the next tap as a double tap (the scenario runner taps once). */
export const DOUBLE_TAP_NOTE = 'autopilot: double tap on the next control';

/** A field to type into: the accessible name the snapshot gave; the executor finds the label that works. */
export interface FieldRef {
  name: string;
  role: string;
}

/** What an action will do, before the executor resolves it into steps. */
export type ActionPlan =
  | { type: 'tap'; target: Target; double: boolean }
  | { type: 'fill'; field: FieldRef; value: string; kind: FieldKind; hostile?: HostileKind }
  | { type: 'smsCode'; field: FieldRef }
  /** A form put right and sent: each field given a value the product accepts, then the drivers' helper. */
  | {
      type: 'complete';
      fills: ReadonlyArray<{ field: FieldRef; value: string }>;
      helper: HelperName;
      /** The helper's `with` options (personal information: the ID's birthday and sex; a form's choice round). */
      with?: Record<string, string | number>;
    }
  | { type: 'steps'; steps: Step[] };

/** The helper step a completion ends with (its `with` options when it has them), as both executors record it. */
export function completionStep(plan: Extract<ActionPlan, { type: 'complete' }>): Step {
  return { run: plan.with ? { helper: plan.helper, with: plan.with } : plan.helper };
}

/** One thing the explorer may do now. */
export interface Candidate {
  kind: ActionKind;
  /** Stable identity on a screen (coverage and novelty): kind and target, never the random value. */
  key: string;
  /** Base weight before the coverage bias. */
  weight: number;
  /**
   * Actions alike (the options of one picker, the radios of one group): one that cannot be done makes the
   * others less likely. Defaults to the key.
   */
  family?: string;
  /**
   * The action without its drawn parameter (`fillHostile:CURP` for `fillHostile:CURP:emoji`, `permission`
   * for `permission:camera:denied`): every draw is a new key, so without this a form of 20 fields offers 200
   * never-tried hostile fills and the walk fuzzes it for ever. Tries of any variant count toward the others
   * (core/picker.ts, VARIANT_SHARE).
   */
  variantOf?: string;
  /** A button that sends what was typed ("Enviar código", "Siguiente"...): what a borrower taps after typing. */
  sends?: boolean;
  plan: ActionPlan;
}

/** An action as it was done: the steps it turned into. */
export interface DoneAction {
  kind: ActionKind;
  key: string;
  steps: Step[];
}

/** What the candidates depend on. */
export interface ScreenContext extends ValueContext {
  /** Hash path, no query. */
  route: string;
  controls: readonly Control[];
  /** Dialogs open now (their controls cover the screen). */
  dialogs: readonly string[];
  loggedIn: boolean;
  language: 'es' | 'en';
  /** The emulated phone is there (back button, permissions, native login). */
  bridge: boolean;
  /** Network faults and session codes may be injected. */
  faults: boolean;
  /** A 6-digit SMS is shown on the screen now (the helper can read it). */
  smsShown: boolean;
  /** A message shows now (a toast: a status line or an alert). */
  messageShown?: boolean;
  /** The screen loaded data from the backend when it opened (text in it may come from there). */
  loadsData?: boolean;
  /**
   * The walk starts in a world with a known borrower (every preset but `new-borrower`): the first action
   * is that borrower's log-in, so a walk from `overdue` explores an overdue loan, not the logged-out app.
   */
  startsLoggedOut?: boolean;
  /** Routes a deep link may open. */
  deepLinks: readonly string[];
  /** How much more likely a deep link is (many screens of this login state not seen yet: up to 4×). */
  deepLinkBoost?: number;
  /** What the borrower's ID says, once the app read it (core/completions.ts `documentOf`). */
  document?: DocumentFacts | null;
  /** The route the borrower's progress code opens (core/completions.ts `progressRouteOf`): where their loan goes next. */
  progressRoute?: string | null;
  /** The order statuses met so far in the walk (the world's outcomes lean toward the others). */
  statusesSeen?: ReadonlySet<string>;
  /** The next status the clock alone brings to the borrower's latest order, and in how many ms (the world's read). */
  orderChange?: { status: string; inMs: number } | null;
  /** What the walk has set the world's reviews and payouts to decide so far (`outcomesAfter`). */
  outcomes?: WorldOutcomes;
  /**
   * The choice round of a completion here (the walk's seeded start plus the completions tried on this route,
   * core/picker.ts `completionsTried`): its lists pick that round's options. None: the helpers' fixed picks.
   */
  choiceRound?: number;
}

/**
 * While a message shows (a toast lives 2.5 s), a language switch weighs this much more: a message written
 * before the switch must not stay in the old language, and this is the one moment to see it.
 */
export const LANGUAGE_WHILE_MESSAGE = 10;
/**
 * On a screen that loaded its data from the backend, a language switch weighs this much more: the app's own
 * texts follow the switch, but what came from the backend (questions, messages) must be loaded again.
 */
export const LANGUAGE_WHERE_LOADED = 4;
/**
 * With faults on, on a screen that loaded its data, the switch whose reload then fails weighs this much more
 * than the plain switch (elsewhere half as much): what the screen keeps from the old language shows only
 * when its data cannot come again, and at half weight three walks of 200 actions met it on the FAQ never
 * (the faq-language mutant, decision 0016, eighth round). The fault aims at the screen's own requests.
 */
export const OFFLINE_WHERE_LOADED = 2;

/**
 * On the phone's login (a native activity over the web view) its way out, the hardware back, weighs this
 * much more: a walk met the login from every route that needs a session and spent a third of its actions
 * there (decision 0016, seventh round).
 */
export const NATIVE_BACK = 6;

/**
 * Where the borrower's progress points (the next application step, the loan's review or repayment): its
 * completion weighs this much more there, and from elsewhere a link to it weighs this much more than a deep
 * link. A 2,000-action walk from a new borrower spent its actions everywhere but the next step, and met no
 * order (decision 0016, eighth round); the novelty bias still lowers both once tried on a screen.
 */
export const PROGRESS_PULL = 3;

/**
 * While the borrower's latest order waits on the clock for a status not met yet, a clock move to just past
 * that change (`orderChange`) weighs this much more than a random one. A payout lasts 2 to 10 minutes of
 * world time after a review of 30 minutes to 4 hours: random moves (a minute to 100 days) jumped over it, and
 * bench walks met `disbursing` in one run of three, `overdue` in two (decision 0016, ninth round).
 */
export const CLOCK_PULL = 3;

/** How far past the change an aimed clock move lands: inside the shortest status (a 2-minute payout). */
const PAST_CHANGE_MINUTES = 1;

/** Base weights: what a borrower does most (tap, type) and what the world does now and then. */
export const BASE_WEIGHTS: Readonly<Record<ActionKind, number>> = {
  tap: 10,
  doubleTap: 2.5,
  fill: 7,
  fillHostile: 3,
  smsCode: 8,
  back: 1.5,
  language: 0.6,
  clock: 1,
  outcome: 0.5,
  permission: 0.6,
  fault: 1.5,
  sessionCode: 0.4,
  reload: 0.7,
  deepLink: 1.2,
  login: 2,
  // A whole form filled and sent as a careful borrower would (core/completions.ts): about one tap's worth.
  complete: 8,
  // The native app logs out by itself (issue 30: nothing of the borrower may outlive the session).
  nativeLogout: 0.5,
  // The native login answered after the app stopped waiting (issue 30: a late reply must not be logged as it
  // is). Rare: the step waits out the app's 10 s time-out.
  lateLogin: 0.8,
};

/**
 * How late the native app answers `getLoginInfo` in a late login: just past the bridge client's 10 s default
 * time-out (src/bridge/client.ts), so the answer arrives for a call the app no longer waits for.
 */
export const LATE_REPLY_MS = 10_300;

const FIELD_ROLES = new Set(['textbox', 'searchbox', 'spinbutton', 'combobox']);
const TAPPABLE = new Set<string>(TAP_ROLES);
type TapRole = (typeof TAP_ROLES)[number];

/** Clock moves from a minute to 100 days (reviews, due dates, penalties, code expiry). */
export const CLOCK_STEPS: ReadonlyArray<Record<string, number>> = [
  { minutes: 1 },
  { minutes: 10 },
  { hours: 1 },
  { days: 1 },
  { days: 3 },
  { days: 7 },
  { days: 30 },
  { days: 100 },
];

/** Network faults on the next request (`timeout` is left out: it holds the request until cleared). */
export const FAULTS: ReadonlyArray<FaultSpec> = [
  { endpoint: '*', kind: 'networkError', once: true },
  { endpoint: '*', kind: 'http', status: 500, once: true },
  { endpoint: '*', kind: 'error', code: 500, msg: 'Servicio no disponible', once: true },
  { endpoint: '*', kind: 'notJson', once: true },
  { endpoint: '*', kind: 'wrongShape', once: true },
  { endpoint: '*', kind: 'delay', ms: 1500, once: true },
];

/** The next request fails for want of a network. */
const OFFLINE: FaultSpec = FAULTS[0]!;

/** The session codes of spec section 8, on the next request. */
export const SESSION_CODES: ReadonlyArray<FaultSpec> = [
  { endpoint: '*', kind: 'error', code: 100103, msg: 'Tu sesión expiró', once: true },
  { endpoint: '*', kind: 'error', code: 10010301, msg: 'Inicia sesión de nuevo', once: true },
  {
    endpoint: '*',
    kind: 'error',
    code: 10010303,
    msg: 'Tu cuenta inició sesión en otro teléfono',
    once: true,
  },
  { endpoint: '*', kind: 'error', code: 10010304, msg: 'Tu sesión no es válida', once: true },
];

/**
 * What the world's reviews and payouts decide from now on: a quota or a loan refused, a payout that fails,
 * and their way back. Only the world decides these (a new borrower's default world approves everything), so
 * without them a walk never meets a rejected or a failed order. `aims`: the order status an outcome leads to
 * that the default world never shows.
 */
export const OUTCOMES: ReadonlyArray<{ outcomes: WorldOutcomes; aims?: OrderStatus }> = [
  { outcomes: { quota: 'grant' } },
  { outcomes: { quota: 'reject' } },
  { outcomes: { loanReview: 'approve' } },
  { outcomes: { loanReview: 'reject' }, aims: 'rejected' },
  { outcomes: { payout: 'succeed' } },
  { outcomes: { payout: 'fail' } },
  // A payout fails only after a review approves: a refusal drawn before stays in the world until redrawn.
  { outcomes: { loanReview: 'approve', payout: 'fail' }, aims: 'failed' },
];

/** What the world's reviews and payouts decide in a new borrower's world: everything approved and paid. */
export const DEFAULT_OUTCOMES = {
  quota: 'grant',
  loanReview: 'approve',
  payout: 'succeed',
} as const satisfies Required<WorldOutcomes>;

/**
 * Once what the walk set is no longer aimed at a status not met yet (the loan refusal after `rejected` was
 * met), the world's defaults weigh this much more than another outcome: a refusal stays until redrawn, and a
 * walk whose early draws refused every loan met 4 statuses of 9 (decision 0016, ninth round).
 */
export const OUTCOME_RESTORE = 6;

/** The world's outcomes after a plan (the walk keeps what its `outcomes` steps set). */
export function outcomesAfter(current: WorldOutcomes, plan: ActionPlan): WorldOutcomes {
  if (plan.type !== 'steps') return current;
  return plan.steps.reduce<WorldOutcomes>(
    (set, step) => ('outcomes' in step ? { ...set, ...step.outcomes } : set),
    current,
  );
}

/**
 * The share of outcome draws made among those aiming at an order status not met yet (coverage-guided, as the
 * rest of the picking): a bench walk of 2,000 actions met 8 of 9 statuses, its loans all sent while the world
 * approved (decision 0016, eighth round).
 */
export const OUTCOME_AIMED = 0.5;

const PERMISSION_STATES = ['granted', 'denied', 'deniedForever'] as const;

/** Words on buttons that send something (a double tap there must still send once). */
const SUBMIT_WORDS =
  /enviar|send|submit|confirmar|confirm|continuar|continue|siguiente|next|pagar|pay|repay|guardar|save|iniciar|log ?in|entrar|solicitar|borrow|generar|get|eliminar|delete|calificar|rate/i;

/** The target of a control: role and exact name, with its container when the name is not unique. */
export function targetOf(control: Control, controls: readonly Control[]): Target | null {
  if (!TAPPABLE.has(control.role)) return null;
  const twins = controls.filter((c) => c.role === control.role && c.name === control.name);
  const role = control.role as TapRole;
  if (twins.length <= 1) return { name: control.name, role, exact: true };
  // Two controls with one name: only the container tells them apart; without one, only the first is reachable.
  const sameContainer = twins.filter((c) => c.within === control.within);
  if (control.within && sameContainer.length === 1)
    return { name: control.name, role, exact: true, within: control.within };
  return control.duplicate === 0 ? { name: control.name, role, exact: true } : null;
}

function describeTarget(target: Target): string {
  if (typeof target === 'string') return target;
  return `${target.role ?? ''} "${target.name}"${target.within ? ` in "${target.within}"` : ''}`;
}

/** The controls a borrower can reach now: with a dialog open, only the dialog's (and loose notices). */
export function reachableControls(context: Pick<ScreenContext, 'controls' | 'dialogs'>): Control[] {
  const enabled = context.controls.filter((c) => !c.disabled);
  if (context.dialogs.length === 0) return enabled;
  const top = context.dialogs[context.dialogs.length - 1];
  return enabled.filter(
    (c) =>
      c.dialog === top ||
      (c.dialog === undefined &&
        c.within === undefined &&
        c.role === 'button' &&
        /^(Cerrar|Close|Dismiss|×)$/.test(c.name)),
  );
}

/** The preset of a world without a borrower yet (every other preset has the known borrower). */
export const NEW_BORROWER = 'new-borrower';

/** The known borrower's log-in through the app (the presets' borrower). */
function knownLogin(mobile: string, weight: number = BASE_WEIGHTS.login): Candidate {
  return {
    kind: 'login',
    key: 'login:known',
    weight,
    plan: { type: 'steps', steps: [{ run: { helper: 'loginThroughApp', with: { mobile } } }] },
  };
}

/** Kinds of field a completion types a value into: those whose valid values the product accepts as they are. */
const COMPLETED_KINDS: ReadonlySet<FieldKind> = new Set([
  'mobile',
  'postalCode',
  'curp',
  'rfc',
  'nss',
  'email',
  'clabe',
  'card',
  'name',
  'company',
  'address',
  'social',
]);

/** The bank account holder's name field, in both languages ("Nombre del titular", "Account holder’s name"). */
const HOLDER = /titular|holder/i;

/** The birthday (a date field's button: "Fecha de nacimiento 13-07-1966") and sex (the checked radio) shown. */
export function identityOf(controls: readonly Control[]): Identity {
  const date = controls
    .filter((c) => c.role === 'button' && c.dialog === undefined)
    .map((c) => /\b(\d{2})-(\d{2})-(\d{4})\b/.exec(c.name))
    .find((m) => m !== null);
  const sex = controls.find(
    (c) => c.role === 'radio' && c.checked && /^(Masculino|Male|Femenino|Female)$/.test(c.name),
  );
  return {
    ...(date ? { birthday: `${date[3]}-${date[2]}-${date[1]}` } : {}),
    ...(sex ? { sex: /^(Masculino|Male)$/.test(sex.name) ? ('H' as const) : ('M' as const) } : {}),
  };
}

/**
 * A careful borrower completing the form: every text field of a known kind given a valid value (the CURP their
 * own, as the app read it from their ID), then the drivers' helper picks what is still empty and sends.
 * The helper alone fills only empty fields (what the identity step prefilled stays), so one hostile value the
 * walk typed before (a CURP with HTML, an emoji in a name, kept by the draft across visits) held the step for
 * ever, and a new borrower never got past personal information (decision 0016).
 */
function completionPlan(
  context: ScreenContext,
  controls: readonly Control[],
  helper: HelperName,
  rng: Rng,
): ActionPlan {
  const identity = identityOf(controls);
  const fills: Array<{ field: FieldRef; value: string }> = [];
  const seen = new Set<string>();
  for (const c of controls) {
    if (c.role !== 'textbox' || c.dialog !== undefined || seen.has(c.name)) continue;
    seen.add(c.name);
    const kind = fieldKindOf(c.name, c.role);
    if (!COMPLETED_KINDS.has(kind)) continue;
    // The backend takes only the borrower's own CURP: the one on their ID, or the field is left as it is.
    if (kind === 'curp') {
      if (context.document)
        fills.push({ field: { name: c.name, role: c.role }, value: context.document.curp });
      continue;
    }
    // The bank account's holder is the borrower (CARD_HOLDER_MISMATCH otherwise): their name as the ID reads.
    if (HOLDER.test(c.name) && context.document?.fullName) {
      fills.push({ field: { name: c.name, role: c.role }, value: context.document.fullName });
      continue;
    }
    fills.push({
      field: { name: c.name, role: c.role },
      value: validValue(kind, rng, { ...identity, smsCode: context.smsCode ?? null }),
    });
  }
  const options = completionOptions(helper, context.document ?? null, context.choiceRound);
  return { type: 'complete', fills, helper, ...(options ? { with: options } : {}) };
}

/** Every candidate action on the screen, with base weights (the picker adds the coverage bias). */
export function candidatesOf(context: ScreenContext, rng: Rng): Candidate[] {
  if (
    context.startsLoggedOut &&
    context.knownMobile &&
    context.bridge &&
    !context.loggedIn &&
    context.dialogs.length === 0
  )
    return [knownLogin(context.knownMobile)];
  const out: Candidate[] = [];
  const controls = reachableControls(context);
  const seenFields = new Set<string>();
  const identity = identityOf(controls);
  const nativeOpen = context.dialogs.some((d) => NATIVE_SCREENS.has(d));
  // The phone's own screen: what is done on it tests the emulator, not the app, so every action on it counts
  // toward the others (a walk that met it from ten guarded routes tapped its buttons a hundred times).
  const onNative = (control: Control) =>
    control.dialog !== undefined && NATIVE_SCREENS.has(control.dialog) ? { variantOf: 'native' } : {};
  const groups = new Map<string, number>();
  for (const c of controls) {
    const family = `tap:${c.role}@${c.dialog ?? ''}/${c.within ?? ''}`;
    groups.set(family, (groups.get(family) ?? 0) + 1);
  }
  for (const control of controls) {
    if (FIELD_ROLES.has(control.role)) {
      // A fill finds its field by label, the first visible one: a second field with the same name is unreachable.
      if (seenFields.has(control.name)) continue;
      seenFields.add(control.name);
      const field: FieldRef = { name: control.name, role: control.role };
      const kind = fieldKindOf(control.name, control.role);
      const valueContext: ValueContext = {
        ...identity,
        ...(context.knownMobile ? { knownMobile: context.knownMobile } : {}),
        smsCode: context.smsCode ?? null,
      };
      // The app's own code field (the emulated native login has its own "use code" button).
      if (kind === 'smsCode' && context.smsShown && control.dialog === undefined)
        out.push({
          kind: 'smsCode',
          key: `smsCode:${control.name}`,
          weight: BASE_WEIGHTS.smsCode,
          plan: { type: 'smsCode', field },
        });
      out.push({
        kind: 'fill',
        key: `fill:${control.name}`,
        ...onNative(control),
        weight: BASE_WEIGHTS.fill,
        plan: { type: 'fill', field, kind, value: validValue(kind, rng, valueContext) },
      });
      const hostile = rng.pick(HOSTILE_KINDS);
      // The native login's fields are the phone's (the emulator's), not the app's: a borrower types their
      // number there; hostile input there would test the emulator, not the product.
      if (control.dialog !== undefined && NATIVE_SCREENS.has(control.dialog)) continue;
      out.push({
        kind: 'fillHostile',
        key: `fillHostile:${control.name}:${hostile}`,
        variantOf: `fillHostile:${control.name}`,
        weight: BASE_WEIGHTS.fillHostile,
        plan: { type: 'fill', field, kind, hostile, value: hostileValue(kind, hostile, rng, valueContext) },
      });
      continue;
    }
    const target = targetOf(control, controls);
    if (!target) continue;
    const name = describeTarget(target);
    // A group of many alike controls (a picker's options, a list of links) counts about as much as a few.
    const family = `tap:${control.role}@${control.dialog ?? ''}/${control.within ?? ''}`;
    const groupSize = groups.get(family) ?? 1;
    // A checked radio tapped again does nothing: still possible, much less likely.
    const weight =
      (BASE_WEIGHTS.tap * (control.checked && control.role === 'radio' ? 0.2 : 1)) /
      Math.sqrt(Math.max(1, groupSize / 3));
    const sends = control.role === 'button' && SUBMIT_WORDS.test(control.name);
    out.push({
      kind: 'tap',
      key: `tap:${name}`,
      weight,
      family,
      ...onNative(control),
      ...(sends ? { sends } : {}),
      plan: { type: 'tap', target, double: false },
    });
    if (sends)
      out.push({
        kind: 'doubleTap',
        key: `doubleTap:${name}`,
        weight: BASE_WEIGHTS.doubleTap,
        ...onNative(control),
        sends,
        plan: { type: 'tap', target, double: true },
      });
  }

  const steps = (
    kind: ActionKind,
    key: string,
    list: Step[],
    weight = BASE_WEIGHTS[kind],
    variantOf?: string,
  ) =>
    out.push({
      kind,
      key,
      weight,
      ...(variantOf ? { variantOf } : {}),
      plan: { type: 'steps', steps: list },
    });

  if (context.bridge) {
    // On the phone's login the hardware back closes it: the borrower's way out, as likely as its "Cancelar".
    steps('back', 'back', [{ pressBack: true }], BASE_WEIGHTS.back * (nativeOpen ? NATIVE_BACK : 1));
    const permission = rng.pick(PERMISSIONS);
    const state = rng.pick(PERMISSION_STATES);
    if (!nativeOpen)
      steps(
        'permission',
        `permission:${permission}:${state}`,
        [{ permission: { [permission]: state } }],
        BASE_WEIGHTS.permission,
        'permission',
      );
    if (context.loggedIn && !nativeOpen) steps('nativeLogout', 'nativeLogout', [{ nativeLogout: true }]);
    // On the phone's login: the borrower logs in there, and the native app's answer to the app comes too late.
    if (nativeOpen && !context.loggedIn && context.knownMobile)
      steps('lateLogin', 'lateLogin', [
        { login: { mobile: context.knownMobile, lateReplyMs: LATE_REPLY_MS } },
      ]);
    // The composite steps tap the app's own screens: not while a dialog covers them. Nor while the deep
    // links still probe the routes that need a session logged out (core/picker.ts deepLinksToTry,
    // SESSION_ROUTES): logging in before the last probe left a dropped guard unseen for 170 actions.
    const probing =
      context.deepLinks.length > 0 && context.deepLinks.every((route) => SESSION_ROUTES.has(route));
    if (!context.loggedIn && context.dialogs.length === 0 && !probing) {
      const mobile =
        context.knownMobile && rng.next() < 0.7
          ? context.knownMobile
          : `55${1 + rng.int(9)}${String(rng.int(1e7)).padStart(7, '0')}`;
      // The logged-out app first: logging in weighs less while many screens are still unseen logged out
      // (a quarter at the start), as much as ever once they were seen.
      const weight = BASE_WEIGHTS.login / (context.deepLinkBoost ?? 1);
      if (mobile === context.knownMobile) out.push(knownLogin(mobile, weight));
      else steps('login', 'login:new', [{ run: { helper: 'loginThroughApp', with: { mobile } } }], weight);
    }
  }
  // A completion ends by sending its form: with no send button on the screen (the amount screen while a loan
  // is open, the cashier before the payout) there is nothing to complete, and its helper waited 15 s for one.
  const completion = out.some((c) => c.kind === 'tap' && c.sends) ? completionOf(context) : null;
  if (completion) {
    const weight = BASE_WEIGHTS.complete * (context.route === context.progressRoute ? PROGRESS_PULL : 1);
    out.push({
      kind: 'complete',
      key: `complete:${completion}`,
      weight,
      plan: completionPlan(context, controls, completion, rng),
    });
  }
  const other = context.language === 'es' ? 'en' : 'es';
  // A borrower switches the language on the language page and goes back to the screen they were on: that
  // screen, now in the other language, is where text loaded before the switch would still show. With faults
  // on, now and then its data cannot load again (a cheap phone's network): what it showed before must not stay.
  if (context.dialogs.length === 0) {
    const switchTo: Step = { run: { helper: 'switchLanguage', with: { to: other } } };
    const weight =
      BASE_WEIGHTS.language *
      (context.messageShown ? LANGUAGE_WHILE_MESSAGE : 1) *
      (context.loadsData ? LANGUAGE_WHERE_LOADED : 1);
    const back =
      DEEP_LINKS.includes(context.route) && !(context.route in REDIRECTS) && context.route !== PATHS.language;
    steps('language', `language:${other}`, back ? [switchTo, { goto: context.route }] : [switchTo], weight);
    if (back && context.faults)
      steps(
        'language',
        `language:${other}:offline`,
        [switchTo, { fault: OFFLINE }, { goto: context.route }],
        weight * (context.loadsData ? OFFLINE_WHERE_LOADED : 0.5),
      );
  }
  const clock = rng.pick(CLOCK_STEPS);
  if (!nativeOpen)
    steps('clock', `clock:${JSON.stringify(clock)}`, [{ advanceClock: clock }], BASE_WEIGHTS.clock, 'clock');
  const change = context.orderChange;
  if (change && !nativeOpen && !context.statusesSeen?.has(change.status)) {
    const minutes = Math.ceil(change.inMs / 60_000) + PAST_CHANGE_MINUTES;
    steps(
      'clock',
      `clock:to:${change.status}`,
      [{ advanceClock: { minutes } }],
      BASE_WEIGHTS.clock * CLOCK_PULL,
      'clock:to',
    );
  }
  const aimed = OUTCOMES.filter((o) => o.aims !== undefined && !context.statusesSeen?.has(o.aims));
  const { outcomes } = rng.pick(aimed.length > 0 && rng.next() < OUTCOME_AIMED ? aimed : OUTCOMES);
  if (!nativeOpen)
    steps(
      'outcome',
      `outcome:${Object.entries(outcomes).flat().join(':')}`,
      [{ outcomes }],
      BASE_WEIGHTS.outcome,
      'outcome',
    );
  const set = context.outcomes ?? {};
  const astray = (Object.keys(DEFAULT_OUTCOMES) as Array<keyof WorldOutcomes>).some(
    (k) => set[k] !== undefined && set[k] !== DEFAULT_OUTCOMES[k],
  );
  const aiming = aimed.some((o) =>
    Object.entries(o.outcomes).every(([k, v]) => set[k as keyof WorldOutcomes] === v),
  );
  if (astray && !aiming && !nativeOpen)
    steps(
      'outcome',
      'outcome:default',
      [{ outcomes: DEFAULT_OUTCOMES }],
      BASE_WEIGHTS.outcome * OUTCOME_RESTORE,
      'outcome:default',
    );
  steps('reload', 'reload', [{ reload: true }]);
  // Where the borrower's progress points, as home's main button would open it (PROGRESS_PULL).
  const progress = context.progressRoute;
  const pulled =
    context.loggedIn && !nativeOpen && context.dialogs.length === 0 && progress && progress !== context.route
      ? progress
      : null;
  if (pulled)
    steps('deepLink', `deepLink:${pulled}`, [{ goto: pulled }], BASE_WEIGHTS.deepLink * PROGRESS_PULL);
  // The native login covers the web view: the borrower finishes or cancels it before they open another
  // link. A deep link under it changed only the hidden route (the native screen stayed), so the routes it
  // opened were never seen, their boost stayed, and walks spent most of their budget there (decision 0016).
  if (context.deepLinks.length > 0 && !nativeOpen) {
    const path = rng.pick(context.deepLinks);
    if (path !== pulled)
      steps(
        'deepLink',
        `deepLink:${path}`,
        [{ goto: path }],
        BASE_WEIGHTS.deepLink * (context.deepLinkBoost ?? 1),
      );
  }
  // The world's faults and clock while the phone's login is on top would test the emulator's login, not the app.
  if (context.faults && !nativeOpen) {
    const fault = rng.pick(FAULTS);
    steps(
      'fault',
      `fault:${fault.kind}${fault.status ?? fault.code ?? ''}`,
      [{ fault: fault }],
      BASE_WEIGHTS.fault,
      'fault',
    );
    // A screen that loads its data, left for a page that loads nothing and opened again while that load
    // fails: the fault meets the screen's own request, not whichever request comes next (its error state,
    // its retry, what it keeps from before).
    if (
      context.loadsData &&
      DEEP_LINKS.includes(context.route) &&
      !(context.route in REDIRECTS) &&
      context.route !== PATHS.language
    )
      steps(
        'fault',
        `fault:reopen:${fault.kind}${fault.status ?? fault.code ?? ''}`,
        [{ goto: PATHS.language }, { fault }, { goto: context.route }],
        BASE_WEIGHTS.fault,
        'fault:reopen',
      );
    // A send whose own request fails (no answer, a server error, an unreadable answer): the borrower does not
    // know whether it went through and sends again. A payment must then stay one payment (money-once): the
    // `timeout` fault is not drawn (it holds the request until cleared), and the app treats these as it treats
    // a time-out (decision 0034).
    const sendTaps = out.filter((c) => c.kind === 'tap' && c.sends === true && c.variantOf !== 'native');
    if (sendTaps.length > 0) {
      const send = rng.pick(sendTaps);
      if (send.plan.type === 'tap')
        steps(
          'fault',
          `fault:send:${fault.kind}${fault.status ?? fault.code ?? ''}:${send.key.slice('tap:'.length)}`,
          [{ fault }, { tap: send.plan.target }],
          BASE_WEIGHTS.fault,
          'fault:send',
        );
    }
    const session = rng.pick(SESSION_CODES);
    if (context.loggedIn)
      steps(
        'sessionCode',
        `sessionCode:${session.code}`,
        [{ fault: session }],
        BASE_WEIGHTS.sessionCode,
        'sessionCode',
      );
  }
  return out;
}
