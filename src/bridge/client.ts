import {
  BRIDGE_PROTOCOL_VERSION,
  type BridgeEvent,
  type BridgeFailure,
  type BridgeMethod,
  type BridgeParams,
  type BridgeRequest,
  type BridgeResult,
  type BridgeSuccess,
} from './contract';
import { BridgeError, type BridgeErrorObject } from './errors';
import {
  defaultHost,
  isPlainBrowser as defaultIsPlainBrowser,
  type BridgeHost,
  type NativeBridgeLike,
  type NativeMessageEvent,
} from './host';
import { linkToBridge } from './link';
import { checkCall, readBridgeEvent, readNativeMessage, readReply, shapeOf } from './messages';

export {
  BRIDGE_READY_EVENT,
  isNativeApp,
  looksLikeAndroidWebView,
  type BridgeHost,
  type NativeBridgeLike,
  type NativeMessageEvent,
} from './host';

/**
 * The app's client of the native bridge (ARCHITECTURE 3.2): it sends calls, waits for their replies, a late
 * bridge or a time-out, and hands the native side's events to listeners. Where the bridge lives is host.ts;
 * the checks of every call and message against the contract are messages.ts.
 */

/** A record of the traffic, for journeys and the simulator's bridge panel. */
export type BridgeTrace =
  | { kind: 'bridge-call'; id: string; method: BridgeMethod; params: unknown }
  | { kind: 'bridge-reply'; id: string; method: BridgeMethod; ok: true; result: unknown }
  | { kind: 'bridge-reply'; id: string; method: BridgeMethod; ok: false; error: BridgeErrorObject };

export type BridgeLog = (level: 'debug' | 'warn', message: string, detail?: unknown) => void;

export interface BridgeClientOptions {
  /** Where to find `NativeBridge`; defaults to the global `window`. */
  getWindow?: () => BridgeHost | undefined;
  /** Time-out of one call once sent, unless the method's contract row says otherwise. */
  timeoutMs?: number;
  /** How long after creation queued calls wait for the bridge to appear. */
  waitForBridgeMs?: number;
  /** How often to look for a late bridge while calls wait. */
  pollMs?: number;
  /** Overrides the "clearly a plain browser" test that makes calls fail at once. */
  isPlainBrowser?: (host: BridgeHost | undefined) => boolean;
  log?: BridgeLog;
}

type ParamsArg<M extends BridgeMethod> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "all fields optional" test
  {} extends BridgeParams<M> ? [params?: BridgeParams<M>] : [params: BridgeParams<M>];

/** A typed client of the native bridge. */
export interface BridgeClient {
  /** Calls a native method; rejects with BridgeError (UNAVAILABLE, TIMEOUT, REJECTED, BAD_RESPONSE). */
  call<M extends BridgeMethod>(method: M, ...params: ParamsArg<M>): Promise<BridgeResult<M>>;
  /** Listens to validated unsolicited events; returns the unsubscribe function. */
  onEvent(listener: (event: BridgeEvent) => void): () => void;
  /** Listens to every call and reply (journey recording, simulator). */
  onTrace(listener: (trace: BridgeTrace) => void): () => void;
  /** True when the bridge object exists now. */
  isAvailable(): boolean;
  /** Stops timers, detaches from the bridge and fails calls still waiting. */
  dispose(): void;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_WAIT_FOR_BRIDGE_MS = 3_000;
const DEFAULT_POLL_MS = 50;

const defaultLog: BridgeLog = (level, message, detail) => {
  if (level === 'warn') console.warn(`[bridge] ${message}`, detail);
};

interface Pending {
  id: string;
  method: BridgeMethod;
  params: unknown;
  timeoutMs: number;
  resolve: (value: unknown) => void;
  reject: (error: BridgeError) => void;
  timer?: ReturnType<typeof setTimeout>;
}

/** Listeners that one throwing listener cannot stop: each is told, and a throw is logged. */
function listenerSet<T>(log: BridgeLog) {
  const listeners = new Set<(value: T) => void>();
  return {
    add: (listener: (value: T) => void): (() => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit: (value: T, whose: string): void => {
      for (const listener of listeners) {
        try {
          listener(value);
        } catch (error) {
          log('warn', `${whose} threw`, error);
        }
      }
    },
  };
}

/**
 * The calls not answered yet: those waiting for the bridge to appear (the queue) and those sent (by id, each
 * with its time-out). Every call and its reply or failure is traced.
 */
function createCallBook(log: BridgeLog, trace: (trace: BridgeTrace) => void) {
  const inFlight = new Map<string, Pending>();
  let queue: Pending[] = [];

  function fail(pending: Pending, error: BridgeError): void {
    trace({
      kind: 'bridge-reply',
      id: pending.id,
      method: pending.method,
      ok: false,
      error: error.toObject(),
    });
    pending.reject(error);
  }

  function send(native: NativeBridgeLike, pending: Pending): void {
    const request: BridgeRequest = {
      v: BRIDGE_PROTOCOL_VERSION,
      id: pending.id,
      method: pending.method,
      params: pending.params,
    };
    inFlight.set(pending.id, pending);
    trace({ kind: 'bridge-call', id: pending.id, method: pending.method, params: pending.params });
    pending.timer = setTimeout(() => {
      if (!inFlight.delete(pending.id)) return;
      const message = `${pending.method} got no answer within ${pending.timeoutMs} ms`;
      fail(pending, new BridgeError('TIMEOUT', message, { method: pending.method }));
    }, pending.timeoutMs);
    try {
      native.postMessage(JSON.stringify(request));
    } catch (cause) {
      clearTimeout(pending.timer);
      inFlight.delete(pending.id);
      const message = `NativeBridge.postMessage failed for ${pending.method}`;
      fail(pending, new BridgeError('UNAVAILABLE', message, { method: pending.method, cause }));
    }
  }

  /** Settles the call a reply answers: its checked result, or the failure it means. */
  function settle(message: BridgeSuccess | BridgeFailure): void {
    const pending = inFlight.get(message.id);
    if (!pending) {
      log('warn', `dropped a reply to unknown id ${message.id}`, shapeOf(message));
      return;
    }
    inFlight.delete(message.id);
    clearTimeout(pending.timer);
    const reply = readReply(pending.method, message);
    if (!reply.ok) {
      if (reply.warning) log('warn', reply.warning, reply.detail);
      fail(pending, reply.error);
      return;
    }
    trace({ kind: 'bridge-reply', id: pending.id, method: pending.method, ok: true, result: reply.result });
    pending.resolve(reply.result);
  }

  /** Takes the calls waiting for the bridge (all of them with `andSent`, the sent ones too). */
  function take(andSent = false): Pending[] {
    const taken = andSent ? [...queue, ...inFlight.values()] : queue;
    queue = [];
    if (andSent) inFlight.clear();
    return taken;
  }

  return { fail, send, settle, take, wait: (pending: Pending) => void queue.push(pending) };
}

/** Reads what the native side posts: a reply settles its call, a known event goes to the listeners. */
function messageListener(
  log: BridgeLog,
  settle: (reply: BridgeSuccess | BridgeFailure) => void,
  emit: (event: BridgeEvent, whose: string) => void,
): (event: NativeMessageEvent) => void {
  return (event) => {
    const read = readNativeMessage(event?.data);
    if (!read.ok) return log('warn', read.warning, read.detail);
    const message = read.value;
    if (!('event' in message)) return settle(message);
    const known = readBridgeEvent(message.event, message.data);
    if (!known.ok) return log('warn', known.warning, known.detail);
    emit(known.value, `listener of ${message.event}`);
  };
}

/** Creates a bridge client; the app uses the default `bridge`, tests and tools make their own. */
export function createBridgeClient(options: BridgeClientOptions = {}): BridgeClient {
  const getHost = options.getWindow ?? defaultHost;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const waitForBridgeMs = options.waitForBridgeMs ?? DEFAULT_WAIT_FOR_BRIDGE_MS;
  const isPlainBrowser = options.isPlainBrowser ?? defaultIsPlainBrowser;
  const log = options.log ?? defaultLog;
  const deadline = Date.now() + waitForBridgeMs;
  const traces = listenerSet<BridgeTrace>(log);
  const events = listenerSet<BridgeEvent>(log);
  const calls = createCallBook(log, (trace) => traces.emit(trace, 'trace listener'));
  let seq = 0;
  let disposed = false;

  const link = linkToBridge({
    getHost,
    deadline,
    pollMs: options.pollMs ?? DEFAULT_POLL_MS,
    onMessage: messageListener(log, calls.settle, events.emit),
    onReady: (native) => {
      for (const pending of calls.take()) calls.send(native, pending);
    },
    onGiveUp: () => {
      const message = `NativeBridge did not appear within ${waitForBridgeMs} ms`;
      for (const pending of calls.take())
        calls.fail(pending, new BridgeError('UNAVAILABLE', message, { method: pending.method }));
    },
  });

  function call<M extends BridgeMethod>(method: M, ...args: ParamsArg<M>): Promise<BridgeResult<M>> {
    const checked = checkCall(method, args[0]);
    if (!checked.ok) return Promise.reject(checked.error);
    const { spec, params: sent } = checked.call;
    return new Promise<BridgeResult<M>>((resolve, reject) => {
      seq += 1;
      const pending: Pending = {
        id: `w${seq}`,
        method,
        params: sent,
        timeoutMs: spec.timeoutMs ?? timeoutMs,
        resolve: resolve as (value: unknown) => void,
        reject,
      };
      if (disposed) return reject(new BridgeError('UNAVAILABLE', 'bridge client disposed', { method }));
      const native = link.find();
      if (native) return calls.send(native, pending);
      if (isPlainBrowser(getHost()) || Date.now() >= deadline) {
        const message = 'NativeBridge is not available (plain browser)';
        return calls.fail(pending, new BridgeError('UNAVAILABLE', message, { method }));
      }
      calls.wait(pending);
      link.watch();
    });
  }

  return {
    call,
    onEvent(listener) {
      const remove = events.add(listener);
      if (!link.find() && !isPlainBrowser(getHost())) link.watch();
      return remove;
    },
    onTrace: (listener) => traces.add(listener),
    isAvailable: () => !!link.find(),
    dispose() {
      disposed = true;
      link.close();
      for (const pending of calls.take(true)) {
        clearTimeout(pending.timer);
        calls.fail(
          pending,
          new BridgeError('UNAVAILABLE', 'bridge client disposed', { method: pending.method }),
        );
      }
    },
  };
}

/** The app's bridge client (lazy: it looks for `window.NativeBridge` on first use). */
export const bridge: BridgeClient = createBridgeClient();
