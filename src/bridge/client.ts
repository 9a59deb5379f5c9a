import {
  BRIDGE_PROTOCOL_VERSION,
  type BridgeEvent,
  type BridgeMethod,
  type BridgeParams,
  type BridgeRequest,
  type BridgeResult,
} from './contract';
import { BridgeError, type BridgeErrorObject } from './errors';
import {
  BRIDGE_READY_EVENT,
  defaultHost,
  isPlainBrowser as defaultIsPlainBrowser,
  nativeBridgeOf,
  type BridgeHost,
  type NativeBridgeLike,
  type NativeMessageEvent,
} from './host';
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

/** Creates a bridge client; the app uses the default `bridge`, tests and tools make their own. */
export function createBridgeClient(options: BridgeClientOptions = {}): BridgeClient {
  const getHost = options.getWindow ?? defaultHost;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const waitForBridgeMs = options.waitForBridgeMs ?? DEFAULT_WAIT_FOR_BRIDGE_MS;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const isPlainBrowser = options.isPlainBrowser ?? defaultIsPlainBrowser;
  const log = options.log ?? defaultLog;
  const deadline = Date.now() + waitForBridgeMs;

  let seq = 0;
  const inFlight = new Map<string, Pending>();
  let queue: Pending[] = [];
  const eventListeners = new Set<(event: BridgeEvent) => void>();
  const traceListeners = new Set<(trace: BridgeTrace) => void>();

  let attached: NativeBridgeLike | undefined;
  let watching:
    | { poll: ReturnType<typeof setInterval>; giveUp: ReturnType<typeof setTimeout>; host?: BridgeHost }
    | undefined;
  let disposed = false;

  function emitTrace(trace: BridgeTrace): void {
    for (const listener of traceListeners) {
      try {
        listener(trace);
      } catch (error) {
        log('warn', 'trace listener threw', error);
      }
    }
  }

  function fail(pending: Pending, error: BridgeError): void {
    emitTrace({
      kind: 'bridge-reply',
      id: pending.id,
      method: pending.method,
      ok: false,
      error: error.toObject(),
    });
    pending.reject(error);
  }

  function findBridge(): NativeBridgeLike | undefined {
    const native = nativeBridgeOf(getHost());
    if (native) attach(native);
    return native;
  }

  function attach(native: NativeBridgeLike): void {
    if (attached === native) return;
    detach();
    attached = native;
    if (typeof native.addEventListener === 'function') native.addEventListener('message', onMessage);
    else native.onmessage = onMessage;
  }

  function detach(): void {
    if (!attached) return;
    if (typeof attached.removeEventListener === 'function')
      attached.removeEventListener('message', onMessage);
    else if (attached.onmessage === onMessage) attached.onmessage = null;
    attached = undefined;
  }

  function stopWatching(): void {
    if (!watching) return;
    clearInterval(watching.poll);
    clearTimeout(watching.giveUp);
    watching.host?.removeEventListener?.(BRIDGE_READY_EVENT, onBridgeMaybeReady);
    watching = undefined;
  }

  function onBridgeMaybeReady(): void {
    const native = findBridge();
    if (!native) return;
    stopWatching();
    const waiting = queue;
    queue = [];
    for (const pending of waiting) send(native, pending);
  }

  function giveUp(): void {
    stopWatching();
    const waiting = queue;
    queue = [];
    for (const pending of waiting) {
      fail(
        pending,
        new BridgeError('UNAVAILABLE', `NativeBridge did not appear within ${waitForBridgeMs} ms`, {
          method: pending.method,
        }),
      );
    }
  }

  // Watches for a late bridge until the deadline; events listeners and queued calls both need it.
  function watchForBridge(): void {
    if (watching || disposed) return;
    const remaining = deadline - Date.now();
    if (remaining <= 0) return;
    const host = getHost();
    watching = { poll: setInterval(onBridgeMaybeReady, pollMs), giveUp: setTimeout(giveUp, remaining), host };
    host?.addEventListener?.(BRIDGE_READY_EVENT, onBridgeMaybeReady);
  }

  function send(native: NativeBridgeLike, pending: Pending): void {
    const request: BridgeRequest = {
      v: BRIDGE_PROTOCOL_VERSION,
      id: pending.id,
      method: pending.method,
      params: pending.params,
    };
    inFlight.set(pending.id, pending);
    emitTrace({ kind: 'bridge-call', id: pending.id, method: pending.method, params: pending.params });
    pending.timer = setTimeout(() => {
      if (!inFlight.delete(pending.id)) return;
      fail(
        pending,
        new BridgeError('TIMEOUT', `${pending.method} got no answer within ${pending.timeoutMs} ms`, {
          method: pending.method,
        }),
      );
    }, pending.timeoutMs);
    try {
      native.postMessage(JSON.stringify(request));
    } catch (cause) {
      clearTimeout(pending.timer);
      inFlight.delete(pending.id);
      fail(
        pending,
        new BridgeError('UNAVAILABLE', `NativeBridge.postMessage failed for ${pending.method}`, {
          method: pending.method,
          cause,
        }),
      );
    }
  }

  function onMessage(event: NativeMessageEvent): void {
    const read = readNativeMessage(event?.data);
    if (!read.ok) {
      log('warn', read.warning, read.detail);
      return;
    }
    const message = read.value;
    if ('event' in message) {
      dispatchEvent(message.event, message.data);
      return;
    }
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
    emitTrace({
      kind: 'bridge-reply',
      id: pending.id,
      method: pending.method,
      ok: true,
      result: reply.result,
    });
    pending.resolve(reply.result);
  }

  function dispatchEvent(name: string, data: unknown): void {
    const read = readBridgeEvent(name, data);
    if (!read.ok) {
      log('warn', read.warning, read.detail);
      return;
    }
    for (const listener of eventListeners) {
      try {
        listener(read.value);
      } catch (error) {
        log('warn', `listener of ${name} threw`, error);
      }
    }
  }

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
      if (disposed) {
        reject(new BridgeError('UNAVAILABLE', 'bridge client disposed', { method }));
        return;
      }
      const native = findBridge();
      if (native) {
        send(native, pending);
        return;
      }
      if (isPlainBrowser(getHost()) || Date.now() >= deadline) {
        fail(
          pending,
          new BridgeError('UNAVAILABLE', 'NativeBridge is not available (plain browser)', { method }),
        );
        return;
      }
      queue.push(pending);
      watchForBridge();
    });
  }

  return {
    call,
    onEvent(listener) {
      eventListeners.add(listener);
      if (!findBridge() && !isPlainBrowser(getHost())) watchForBridge();
      return () => {
        eventListeners.delete(listener);
      };
    },
    onTrace(listener) {
      traceListeners.add(listener);
      return () => {
        traceListeners.delete(listener);
      };
    },
    isAvailable: () => !!findBridge(),
    dispose() {
      disposed = true;
      stopWatching();
      detach();
      const waiting = [...queue, ...inFlight.values()];
      queue = [];
      inFlight.clear();
      for (const pending of waiting) {
        clearTimeout(pending.timer);
        fail(pending, new BridgeError('UNAVAILABLE', 'bridge client disposed', { method: pending.method }));
      }
    },
  };
}

/** The app's bridge client (lazy: it looks for `window.NativeBridge` on first use). */
export const bridge: BridgeClient = createBridgeClient();
