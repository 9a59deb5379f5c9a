import { queryAllByRole } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import { LOGIN_OVERLAY_ID } from '../../../bridge-emulator/login-overlay';
import { eventTypes } from '#contracts/events';
import { LOG_STORAGE_KEY } from '#contracts/replay';
import { en, es, FEATURE_TEXTS } from '#contracts/texts';
import { CONTAINER_ROLES, CONTROL_ROLES, type Control } from '../../../scenarios/autopilot/core/aria';
import {
  ALL_ENDPOINTS,
  ALL_ROUTES,
  GUARDED_ROUTES,
  WAITING_TEXTS,
} from '../../../scenarios/autopilot/core/catalog';
import { completionStep, DOUBLE_TAP_NOTE, type ActionPlan } from '../../../scenarios/autopilot/core/actions';
import type { ExploreHarness, ExploreScreen, Executed } from '../../../scenarios/autopilot/core/explore-loop';
import {
  observationFromFacts,
  screenReady,
  TRAVERSAL_LIMIT_MS,
  type PageFacts,
} from '../../../scenarios/autopilot/core/facts';
import { appTexts } from '../../../scenarios/autopilot/core/sources';
import { CONSOLE_LEVELS, formatConsoleArgs } from '../../../scenarios/autopilot/core/console-line';
import type { InvariantCatalog } from '../../../scenarios/autopilot/invariants';
import { MONEY_ENDPOINTS, moneyBody } from '../../../scenarios/autopilot/invariants/money-once';
import type { MoneyCall } from '../../../scenarios/autopilot/invariants/observation';
import { languageDictionaries } from '../../../scenarios/autopilot/invariants/same-language';
import type { ScenarioDrivers } from '../../../scenarios/drivers/drivers';
import { labelVariants } from '../../../scenarios/drivers/locate-core';
import { runStep } from '../../../scenarios/interpreter';
import type { Step } from '../../../scenarios/scenario.schemas';
import { byLabel, findTarget, isVisible, normalizeText, textOf } from '../scenario-drivers/dom-locate';
import type { AppWindow } from '../scenario-drivers/frame-access';
import { settle, type EventTap } from '../scenario-drivers/observer-driver';
import { RunStoppedError } from '../scenario-drivers/poll';

/**
 * The autopilot in the simulator's frame: what the headless autopilot reads with Playwright (the screen's
 * controls by role and accessible name, the page's facts, its errors), read here from the frame's document
 * with Testing Library's role queries, and the loop's harness over them (frameHarness). Everything else (the
 * loop, picking, invariants, coverage) is the shared core of scenarios/autopilot.
 */

/** The app's catalogues, from the tables the app exports to the tools (#contracts/events, #contracts/texts). */
export function frameCatalog(): {
  invariants: InvariantCatalog;
  eventTypes: string[];
  endpoints: readonly string[];
  routes: readonly string[];
} {
  const texts = appTexts(es, en, FEATURE_TEXTS);
  return {
    invariants: {
      routes: new Set(ALL_ROUTES),
      guarded: GUARDED_ROUTES,
      waitingTexts: WAITING_TEXTS,
      namespaces: texts.namespaces,
      dictionaries: languageDictionaries(texts.es, texts.en),
    },
    eventTypes: eventTypes(),
    endpoints: ALL_ENDPOINTS,
    routes: ALL_ROUTES,
  };
}

/** Visible elements of a role with their accessible names (Testing Library computes the name). */
function namedByRole(root: HTMLElement, role: string): Array<{ element: HTMLElement; name: string }> {
  const found: Array<{ element: HTMLElement; name: string }> = [];
  const names = new Map<Element, string>();
  queryAllByRole(root, role, {
    name: (name, element) => {
      names.set(element, normalizeText(name));
      return true;
    },
  }).forEach((element) => {
    if (isVisible(element)) found.push({ element, name: names.get(element) ?? '' });
  });
  return found;
}

function inOrder<T extends { element: Element }>(items: T[]): T[] {
  return items.sort((a, b) =>
    a.element === b.element ? 0 : a.element.compareDocumentPosition(b.element) & 4 ? -1 : 1,
  );
}

/** What a borrower can reach on the frame's screen: controls, open dialogs, an SMS on screen. */
export function readScreen(doc: Document): {
  controls: Control[];
  dialogs: string[];
  smsShown: boolean;
  messageShown: boolean;
} {
  const root = doc.body;
  if (!root) return { controls: [], dialogs: [], smsShown: false, messageShown: false };
  const containers = new Map<Element, { role: string; name: string }>();
  for (const role of CONTAINER_ROLES)
    for (const { element, name } of namedByRole(root, role)) containers.set(element, { role, name });
  const dialogs = inOrder(
    [...containers]
      .filter(([, c]) => c.role === 'dialog' || c.role === 'alertdialog')
      .map(([element, c]) => ({ element, name: c.name || c.role })),
  );
  // Only top-level dialogs (a dialog inside another counts with it).
  const topDialogs = dialogs.filter((d) => !dialogs.some((o) => o !== d && o.element.contains(d.element)));
  const nearest = (element: Element, roles: readonly string[]) => {
    for (let node = element.parentElement; node; node = node.parentElement) {
      const c = containers.get(node);
      if (c && roles.includes(c.role) && c.name) return c.name;
    }
    return undefined;
  };
  const outerDialog = (element: Element) => topDialogs.find((d) => d.element.contains(element))?.name;
  const all = inOrder(CONTROL_ROLES.flatMap((role) => namedByRole(root, role).map((c) => ({ ...c, role }))));
  const seen = new Map<string, number>();
  const controls: Control[] = [];
  for (const { element, name, role } of all) {
    if (name === '') continue;
    const key = `${role}\u0000${name}`;
    const duplicate = seen.get(key) ?? 0;
    seen.set(key, duplicate + 1);
    const within = nearest(element, CONTAINER_ROLES);
    const dialog = outerDialog(element);
    const input = element as HTMLInputElement;
    controls.push({
      role,
      name,
      disabled: input.disabled === true || element.getAttribute('aria-disabled') === 'true',
      checked:
        element.tagName === 'INPUT'
          ? input.checked === true
          : element.getAttribute('aria-checked') === 'true',
      ...(element.tagName === 'INPUT' || element.tagName === 'TEXTAREA' ? { value: input.value } : {}),
      ...(within === undefined ? {} : { within }),
      ...(dialog === undefined ? {} : { dialog }),
      duplicate,
    });
  }
  const smsShown = namedByRole(root, 'status').some(({ element }) =>
    /\b\d{6}\b/.test(element.textContent ?? ''),
  );
  const messageShown = [...namedByRole(root, 'status'), ...namedByRole(root, 'alert')].some(
    ({ element }) => (element.textContent ?? '').trim() !== '',
  );
  return { controls, dialogs: topDialogs.map((d) => d.name), smsShown, messageShown };
}

/**
 * Follows the frame's history traversals (the app's `navigate(-1)`): browsers run one after the call
 * returns, so from the call to its popstate the screen is about to change (hooked on each page load).
 */
export function watchTraversals(win: AppWindow): { traversing(): boolean; stop(): void } {
  let hooked: Window | null = null;
  let since = 0;
  let restore = () => {};
  const hook = () => {
    const current = win.document.defaultView;
    if (!current || current === hooked) return;
    restore();
    hooked = current;
    since = 0;
    const history = current.history;
    // Own properties over the prototype's methods, which still do the work.
    const proto = Object.getPrototypeOf(history) as History;
    history.back = () => {
      since = Date.now();
      proto.back.call(history);
    };
    history.forward = () => {
      since = Date.now();
      proto.forward.call(history);
    };
    history.go = (delta?: number) => {
      since = Date.now();
      proto.go.call(history, delta);
    };
    const onPop = () => {
      since = 0;
    };
    current.addEventListener('popstate', onPop);
    restore = () => {
      // Own properties shadowed the prototype's: removing them restores it.
      Reflect.deleteProperty(history, 'back');
      Reflect.deleteProperty(history, 'forward');
      Reflect.deleteProperty(history, 'go');
      current.removeEventListener('popstate', onPop);
    };
  };
  const timer = setInterval(hook, 50);
  hook();
  return {
    traversing() {
      hook();
      return since > 0 && Date.now() - since < TRAVERSAL_LIMIT_MS;
    },
    stop() {
      clearInterval(timer);
      restore();
    },
  };
}

/** The page's facts, read from the frame (what the headless autopilot reads in one evaluation). */
export function readFacts(win: AppWindow, inFlight: number, traversing = false): PageFacts {
  const doc = win.document;
  const state = win.__cuotaApp?.store.getState();
  const spinner = doc.querySelector('.spinner-overlay');
  const main = doc.querySelector<HTMLElement>('main');
  let smsCode: string | null;
  try {
    smsCode = win.__cuotaMock?.world.lastSms()?.code ?? null;
  } catch {
    smsCode = null;
  }
  return {
    url: win.location.href,
    language: state?.settings.language === 'en' ? 'en' : 'es',
    loggedIn: Boolean(state?.session.loggedIn && state.session.token),
    mainText: main?.innerText ?? '',
    ...(main?.dataset.route === undefined ? {} : { shownRoute: main.dataset.route }),
    nativeLoginShown: doc.getElementById(LOGIN_OVERLAY_ID) !== null,
    traversing,
    appText: doc.getElementById('root')?.innerText ?? '',
    spinnerVisible: spinner !== null && isVisible(spinner),
    state: state ? JSON.parse(JSON.stringify(state)) : null,
    persistedLog: win.localStorage.getItem(LOG_STORAGE_KEY),
    stored: storedOf(win.localStorage),
    inFlight,
    smsCode,
    claims: Array.from(doc.querySelectorAll<HTMLElement>('#root [data-claim]')).map((e) => ({
      claim: e.getAttribute('data-claim') ?? '',
      value: e.getAttribute('data-value'),
      text: (e.innerText || e.textContent || '').trim(),
    })),
  };
}

/** A storage's values but the event log (the facts carry that one apart). */
function storedOf(storage: Storage): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    const value = key === null ? null : storage.getItem(key);
    if (key !== null && key !== LOG_STORAGE_KEY && value !== null) out[key] = value;
  }
  return out;
}

/**
 * Collects the frame's uncaught errors, unhandled rejections and `[cuota]` console errors, and every console
 * line written out (core/console-line.ts), per page load.
 */
export function watchErrors(win: AppWindow): {
  take(): { pageErrors: string[]; appErrorLogs: string[]; consoleLines: string[] };
  stop(): void;
} {
  const pageErrors: string[] = [];
  const appErrorLogs: string[] = [];
  const consoleLines: string[] = [];
  let hooked: Window | null = null;
  let restore = () => {};
  const hook = () => {
    // The window proxy stays, its page changes: hook each new page once.
    const current = win.document.defaultView;
    if (!current || current === hooked) return;
    hooked = current;
    const onError = (event: ErrorEvent) =>
      pageErrors.push(`${event.error instanceof Error ? event.error.name : 'Error'}: ${event.message}`);
    const onRejection = (event: PromiseRejectionEvent) =>
      pageErrors.push(
        `unhandled rejection: ${event.reason instanceof Error ? event.reason.message : String(event.reason)}`,
      );
    current.addEventListener('error', onError);
    current.addEventListener('unhandledrejection', onRejection);
    const console = (current as Window & { console: Console }).console;
    // eslint-disable-next-line @typescript-eslint/unbound-method -- put back on the same console object below
    const originals = CONSOLE_LEVELS.map((level) => [level, console[level]] as const);
    for (const [level, original] of originals) {
      console[level] = (...args: unknown[]) => {
        if (level === 'error' && typeof args[0] === 'string' && args[0].startsWith('[cuota]'))
          appErrorLogs.push(args.map(String).join(' '));
        try {
          if (consoleLines.length < 500) consoleLines.push(formatConsoleArgs(level, args));
        } catch {
          // a line that cannot be written out is not kept
        }
        original.apply(console, args);
      };
    }
    restore = () => {
      current.removeEventListener('error', onError);
      current.removeEventListener('unhandledrejection', onRejection);
      for (const [level, original] of originals) console[level] = original;
    };
  };
  const timer = setInterval(hook, 50);
  hook();
  return {
    take() {
      hook();
      return {
        pageErrors: pageErrors.splice(0),
        appErrorLogs: appErrorLogs.splice(0),
        consoleLines: consoleLines.splice(0),
      };
    },
    stop() {
      clearInterval(timer);
      restore();
    },
  };
}

type AppTrace = Parameters<Parameters<NonNullable<AppWindow['__cuotaApp']>['onTrace']>[0]>[0];

/** What watchRequests collects, until taken. */
interface RequestLog {
  // Money calls stay (an answer may come later); a page load's trace ids start again, so they go by object.
  money: MoneyCall[];
  moneyById: Map<number, MoneyCall>;
  newMoney: Set<MoneyCall>;
  requests: Array<{ endpoint: string; failed?: boolean }>;
  /** Request id → its index in `requests` (until taken). */
  byId: Map<number, number>;
  rejected: Array<{ endpoint: string; issues: string }>;
  refused: Array<{ endpoint: string; code: number; message: string }>;
}

/** A money call's request, its reference once answered, or its failure. */
function logMoney(log: RequestLog, trace: AppTrace): void {
  if (trace.kind === 'request' && MONEY_ENDPOINTS.includes(trace.endpoint)) {
    const call: MoneyCall = {
      endpoint: trace.endpoint,
      key: trace.idempotencyKey ?? null,
      body: moneyBody(trace.payload),
      inAction: false,
    };
    log.moneyById.set(trace.id, call);
    log.money.push(call);
    log.newMoney.add(call);
  }
  const paid = typeof trace.id === 'number' ? log.moneyById.get(trace.id) : undefined;
  if (paid && trace.kind === 'response') {
    const reference = (trace.data as { reference?: unknown } | null)?.reference;
    if (typeof reference === 'string') paid.reference = reference;
  }
  if (paid && trace.kind === 'failure') {
    const backend = (trace.error as { backendCode?: unknown }).backendCode;
    paid.failure = `${trace.error.code}${typeof backend === 'number' ? `:${backend}` : ''}`;
  }
}

/** One trace of the app's client: a request, a money call, a failed request, a refused payload or call. */
function logTrace(log: RequestLog, trace: AppTrace): void {
  if (trace.kind === 'request') log.byId.set(trace.id, log.requests.push({ endpoint: trace.endpoint }) - 1);
  logMoney(log, trace);
  if (trace.kind !== 'failure') return;
  const index = log.byId.get(trace.id);
  if (index !== undefined && log.requests[index]) log.requests[index].failed = true;
  if (trace.error.code === 'REQUEST_SHAPE') {
    const issues = (trace.error as { issues?: Array<{ path?: string; message?: string }> }).issues ?? [];
    log.rejected.push({
      endpoint: trace.endpoint,
      issues: issues.map((i) => `${i.path ? `${i.path}: ` : ''}${i.message ?? ''}`).join('; '),
    });
  }
  if (trace.error.code === 'API_ERROR') {
    const code = (trace.error as { backendCode?: unknown }).backendCode;
    if (typeof code === 'number')
      log.refused.push({ endpoint: trace.endpoint, code, message: trace.error.message });
  }
}

/**
 * The frame app's API requests (endpoint names), the payloads its client refused and the calls the server
 * refused with a code, collected across page loads until taken.
 */
export function watchRequests(win: AppWindow): {
  take(): Array<{ endpoint: string; failed?: boolean }>;
  takeRejected(): Array<{ endpoint: string; issues: string }>;
  takeRefused(): Array<{ endpoint: string; code: number; message: string }>;
  /** Every money call so far (across page loads), those sent since the last call marked `inAction`. */
  takeMoney(): MoneyCall[];
  stop(): void;
} {
  const log: RequestLog = {
    money: [],
    moneyById: new Map(),
    newMoney: new Set(),
    requests: [],
    byId: new Map(),
    rejected: [],
    refused: [],
  };
  let app: AppWindow['__cuotaApp'];
  let unsubscribe = () => {};
  const follow = () => {
    const next = win.__cuotaApp;
    if (next === app) return;
    unsubscribe();
    app = next;
    log.moneyById = new Map();
    unsubscribe = next ? next.onTrace((trace) => logTrace(log, trace)) : () => {};
  };
  const timer = setInterval(follow, 20);
  follow();
  return {
    take() {
      follow();
      log.byId.clear();
      return log.requests.splice(0);
    },
    takeRejected() {
      follow();
      return log.rejected.splice(0);
    },
    takeRefused() {
      follow();
      return log.refused.splice(0);
    },
    takeMoney() {
      follow();
      const out = log.money.map((call) => ({ ...call, inAction: log.newMoney.has(call) }));
      log.newMoney = new Set();
      return out;
    },
    stop() {
      clearInterval(timer);
      unsubscribe();
    },
  };
}

/** The field label spelling that finds a field on the frame's screen now (as the headless executor tries them). */
function resolveLabel(doc: Document, name: string): { label: string; exact: boolean } | null {
  return labelVariants(name).find((v) => byLabel(doc, textOf(v.label), v.exact).length > 0) ?? null;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0]! : String(error);
}

/** What the frame's harness reads and drives with (started by the panel, stopped when the run ends). */
export interface FrameWatchers {
  win: AppWindow;
  appPage: string;
  signal: AbortSignal;
  tap: EventTap;
  errors: ReturnType<typeof watchErrors>;
  requests: ReturnType<typeof watchRequests>;
  traversals: ReturnType<typeof watchTraversals>;
  drivers: ScenarioDrivers;
}

/** Does one planned action on the frame's screen; returns the scenario steps it amounts to. */
async function runPlan(win: AppWindow, drivers: ScenarioDrivers, plan: ActionPlan): Promise<Step[]> {
  const doc = win.document;
  switch (plan.type) {
    case 'tap': {
      const element = findTarget(doc, plan.target);
      if (!element) throw new Error('the control is gone');
      if (plan.double) {
        await userEvent.setup({ document: doc, delay: null }).dblClick(element);
        return [{ note: DOUBLE_TAP_NOTE }, { tap: plan.target }];
      }
      await drivers.app.tap(plan.target);
      return [{ tap: plan.target }];
    }
    case 'fill': {
      const label = resolveLabel(doc, plan.field.name);
      if (!label) throw new Error(`no field labelled ${plan.field.name}`);
      await drivers.app.fill(label.label, plan.value, { exact: label.exact });
      return [{ fill: { label: label.label, value: plan.value, exact: label.exact } }];
    }
    case 'smsCode': {
      const label = resolveLabel(doc, plan.field.name);
      if (!label) throw new Error(`no field labelled ${plan.field.name}`);
      const step: Step = { run: { helper: 'enterSmsCode', with: { label: label.label } } };
      await runStep(step, drivers);
      return [step];
    }
    case 'steps':
      for (const step of plan.steps) await runStep(step, drivers);
      return plan.steps;
    case 'complete': {
      const steps: Step[] = [];
      for (const { field, value } of plan.fills) {
        const label = resolveLabel(doc, field.name);
        if (!label) continue; // gone since the screen was read: the helper decides
        await drivers.app.fill(label.label, value, { exact: label.exact });
        steps.push({ fill: { label: label.label, value, exact: label.exact } });
      }
      const send = completionStep(plan);
      steps.push(send);
      await runStep(send, drivers);
      return steps;
    }
  }
}

/** The frame's facts once the screen shows (and a lone spinner had its chance to go). */
async function settledFacts(w: FrameWatchers) {
  const { win, tap, signal } = w;
  await settle(tap, { signal, quietMs: 80, maxMs: 4000 });
  const read = () => readFacts(win, tap.inflight(), w.traversals.traversing());
  let facts = read();
  // The screen of the URL may still be rendering (or downloading), the native login still coming:
  // observe the screen once it shows, so that a seeded walk sees the same screens on a busy machine.
  for (let i = 0; i < 40 && !screenReady(facts); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 40));
    facts = read();
  }
  for (let i = 0; i < 15 && facts.spinnerVisible && facts.inFlight === 0; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    facts = read();
  }
  return facts;
}

/** The exploration loop's harness in the simulator's frame (the Node one: scenarios/autopilot/node/explore.ts). */
export function frameHarness(w: FrameWatchers): ExploreHarness<ExploreScreen> {
  const { win, tap, signal, drivers } = w;
  let seenEvents = 0;

  return {
    async observe(step, actionKind) {
      const facts = await settledFacts(w);
      const all = tap.events();
      const events = all.slice(seenEvents);
      seenEvents = all.length;
      const taken = w.errors.take();
      const observation = observationFromFacts(facts, {
        step,
        ...(actionKind ? { actionKind } : {}),
        appUrl: w.appPage,
        settled: tap.inflight() === 0,
        pageErrors: taken.pageErrors,
        appErrorLogs: taken.appErrorLogs,
        requests: w.requests.take(),
        rejectedRequests: w.requests.takeRejected(),
        refusedRequests: w.requests.takeRefused(),
        events,
        consoleLines: taken.consoleLines,
        moneyCalls: w.requests.takeMoney(),
      });
      return { observation, events, smsCode: facts.smsCode, screen: readScreen(win.document) };
    },
    async execute(plan): Promise<Executed> {
      try {
        return { ok: true, steps: await runPlan(win, drivers, plan) };
      } catch (error) {
        if (error instanceof RunStoppedError || signal.aborted) throw error;
        return { ok: false, steps: [], error: messageOf(error) };
      }
    },
    nextOrderChange: (mobile) => drivers.world.nextOrderChange(mobile),
    now: () => Date.now(),
  };
}
