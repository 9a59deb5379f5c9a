import * as z from 'zod/mini';
import {
  BRIDGE_EVENTS,
  BRIDGE_METHODS,
  BRIDGE_PROTOCOL_VERSION,
  NativeMessageSchema,
  shapeOf,
  type BridgeEventName,
  type BridgeMethod,
  type BridgeParams,
} from '#contracts/bridge';
import { resolveConfig, type ResolvedBridgeEmulatorConfig } from './config';
import type {
  BridgeActivity,
  BridgeEmulatorControl,
  BridgeEmulatorOptions,
  BridgeEmulatorState,
  EmulatorWorld,
  NativeError,
} from './emulator-types';

/**
 * What every group of methods shares: the emulated phone's state, its clock and timers, and the one way
 * out to the web view. Every reply and event is checked against the contract's schemas before it is sent;
 * every call, reply, event and native action is reported to the activity listeners.
 */

/** A method's answer before the contract check. */
export type Outcome = { ok: true; result: unknown } | { ok: false; error: NativeError };
export const succeed = (result: unknown): Outcome => ({ ok: true, result });
export const failWith = (code: string, message: string): Outcome => ({ ok: false, error: { code, message } });

/** The native side of one bridge method. */
export type Handler<M extends BridgeMethod> = (params: BridgeParams<M>, id: string) => Outcome;
/** The native side of some bridge methods. */
export type Handlers<M extends BridgeMethod> = { [K in M]: Handler<K> };

/** A group of methods: the bridge methods it answers and the control functions it adds. */
export interface MethodGroup<M extends BridgeMethod, C extends keyof BridgeEmulatorControl> {
  handlers: Handlers<M>;
  control: Pick<BridgeEmulatorControl, C>;
}

const LOG_LIMIT = 1000;
const defaultLog: NonNullable<BridgeEmulatorOptions['log']> = (level, message, detail) => {
  if (level === 'warn') console.warn(`[bridge-emulator] ${message}`, detail ?? '');
};

/**
 * What a value looks like, without its contents (`{ token: 'string(36)', mobile: 'string(10)' }`): the app's own
 * `shapeOf`, through the bridge contract. The emulator shares the page's console, and a native value may carry
 * the session token or the mobile number: its warnings give a value's shape, never the value.
 */
export { shapeOf };

/** Appends to a log, keeping its last LOG_LIMIT records. */
export function push<T>(list: T[], item: T): void {
  list.push(item);
  if (list.length > LOG_LIMIT) list.splice(0, list.length - LOG_LIMIT);
}

/** The shared part of a running emulator. */
export interface EmulatorCore {
  readonly config: ResolvedBridgeEmulatorConfig;
  readonly options: BridgeEmulatorOptions;
  readonly state: BridgeEmulatorState;
  readonly now: () => number;
  readonly log: NonNullable<BridgeEmulatorOptions['log']>;
  readonly world: () => EmulatorWorld | undefined;
  /** Runs later on the emulator's timers (never after dispose). */
  readonly later: (ms: number, run: () => void) => void;
  readonly record: (activity: BridgeActivity) => void;
  /** Tells the state listeners (with a copy). */
  readonly changed: () => void;
  readonly snapshot: () => BridgeEmulatorState;
  /** Sends a message that passes the envelope check; false when it does not. */
  readonly transmit: (message: unknown) => boolean;
  /** Sends a contract event; false (and nothing sent) when its data does not fit the contract. */
  readonly emitEvent: (event: BridgeEventName, data: unknown) => boolean;
  /** Answers a call, after checking a result against the method's schema. */
  readonly reply: (id: string, method: BridgeMethod, outcome: Outcome) => void;
  readonly disposed: () => boolean;
  /** Runs at dispose (after the timers stop). */
  readonly onDispose: (run: () => void) => void;
  /** The listener API: snapshot, subscribe, onStateChange. */
  readonly control: Pick<BridgeEmulatorControl, 'snapshot' | 'subscribe' | 'onStateChange'>;
  readonly onSend: (listener: (json: string) => void) => () => void;
  readonly dispose: () => void;
}

function initialState(
  config: ResolvedBridgeEmulatorConfig,
  restored: BridgeEmulatorOptions['restore'],
): BridgeEmulatorState {
  return {
    permissions: { ...config.permissions, ...restored?.permissions },
    permissionAnswer: restored?.permissionAnswer ?? config.permissionAnswer,
    device: restored?.device ?? config.device,
    back: restored?.back ?? config.back,
    session: restored ? restored.session : config.login.session,
    login: {
      ...(restored?.login ?? {
        mode: config.login.mode,
        ...(config.login.mobile ? { mobile: config.login.mobile } : {}),
      }),
      open: false,
    },
    latency: restored?.latency ?? config.latency,
    faults: {},
    afEvents: restored?.afEvents ?? [],
    timeSdkCalls: restored?.timeSdkCalls ?? [],
    captures: restored?.captures ?? [],
    logouts: restored?.logouts ?? [],
    // A window flag of the native app: it stays across a reload of the web view (older saved states lack it).
    secureScreen: restored?.secureScreen ?? false,
  };
}

/** Calls each listener, logging (never throwing) what one throws. */
function notify<T>(
  listeners: ReadonlySet<(value: T) => void>,
  value: T,
  log: EmulatorCore['log'],
  what: string,
): void {
  for (const listener of listeners) {
    try {
      listener(value);
    } catch (error) {
      log('warn', `${what} threw`, error);
    }
  }
}

/** A listener set and the function that adds to it (returning the unsubscribe function). */
function listenerSet<T>(): [Set<(value: T) => void>, (listener: (value: T) => void) => () => void] {
  const set = new Set<(value: T) => void>();
  return [
    set,
    (listener) => {
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
  ];
}

/** A method's answer as it may be sent: a result outside the contract becomes an INTERNAL failure. */
function withinContract(method: BridgeMethod, outcome: Outcome, log: EmulatorCore['log']): Outcome {
  if (!outcome.ok) return outcome;
  const checked = BRIDGE_METHODS[method].result.safeParse(outcome.result);
  if (checked.success) return succeed(checked.data ?? null);
  log('warn', `${method} produced a result outside the contract`, shapeOf(outcome.result));
  return failWith('INTERNAL', `${method}: ${z.prettifyError(checked.error)}`);
}

/** Sends a message to the web view's listeners, after the same envelope check the app applies. */
function transmitter(listeners: ReadonlySet<(message: string) => void>, log: EmulatorCore['log']) {
  return (message: unknown): boolean => {
    if (!NativeMessageSchema.safeParse(message).success) {
      log('warn', 'refused to send a message outside the contract', shapeOf(message));
      return false;
    }
    notify(listeners, JSON.stringify(message), log, 'a native message listener');
    return true;
  };
}

/** Creates the shared part of an emulator from its options. */
export function createEmulatorCore(options: BridgeEmulatorOptions): EmulatorCore {
  const config = resolveConfig(options);
  const now = options.now ?? (() => Date.now());
  const schedule = options.setTimeout ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const unschedule =
    options.clearTimeout ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const log = options.log ?? defaultLog;
  const state = initialState(config, options.restore);

  const [sendListeners, onSend] = listenerSet<string>();
  const [activityListeners, subscribe] = listenerSet<BridgeActivity>();
  const [stateListeners, onStateChange] = listenerSet<BridgeEmulatorState>();
  const timers = new Set<unknown>();
  const disposers: (() => void)[] = [];
  let disposed = false;

  const snapshot = (): BridgeEmulatorState => structuredClone(state);

  const transmit = transmitter(sendListeners, log);

  const core: EmulatorCore = {
    config,
    options,
    state,
    now,
    log,
    world: options.world ?? (() => undefined),
    later(ms, run) {
      const handle = schedule(
        () => {
          timers.delete(handle);
          if (!disposed) run();
        },
        Math.max(0, ms),
      );
      timers.add(handle);
    },
    record: (activity) => notify(activityListeners, activity, log, 'activity listener'),
    changed() {
      if (stateListeners.size > 0) notify(stateListeners, snapshot(), log, 'state listener');
    },
    snapshot,
    transmit,
    emitEvent(event, data) {
      const parsed = BRIDGE_EVENTS[event].safeParse(data);
      if (!parsed.success) {
        log('warn', `event ${event} with data outside the contract was not sent`, shapeOf(data));
        return false;
      }
      const sent = transmit({ v: BRIDGE_PROTOCOL_VERSION, event, data: parsed.data ?? null });
      if (sent) core.record({ kind: 'event', at: now(), event, data: parsed.data ?? null });
      return sent;
    },
    reply(id, method, outcome) {
      const final = withinContract(method, outcome, log);
      const message = final.ok
        ? { v: BRIDGE_PROTOCOL_VERSION, id, ok: true as const, result: final.result }
        : { v: BRIDGE_PROTOCOL_VERSION, id, ok: false as const, error: final.error };
      if (transmit(message)) core.record({ kind: 'reply', at: now(), id, method, ...final });
    },
    disposed: () => disposed,
    onDispose: (run) => void disposers.push(run),
    control: { snapshot, subscribe, onStateChange },
    onSend,
    dispose() {
      disposed = true;
      for (const handle of timers) unschedule(handle);
      timers.clear();
      for (const run of disposers) run();
      sendListeners.clear();
    },
  };
  return core;
}
