import {
  BRIDGE_EVENTS,
  BRIDGE_METHODS,
  BRIDGE_PROTOCOL_VERSION,
  NativeMessageSchema,
  isBridgeEventName,
  type BridgeEvent,
  type BridgeMethod,
  type BridgeParams,
  type BridgeRequest,
  type BridgeResult,
} from './contract';
import { BridgeError, type BridgeErrorObject } from './errors';
import { isNeverAskedPermission, withoutNeverCollected } from '../domain/config/never-collected';

/** A `message` event as the native object dispatches it: `data` is a JSON string. */
export interface NativeMessageEvent {
  data: unknown;
}
type MessageListener = (event: NativeMessageEvent) => void;

/** The object the native app injects (WebViewCompat.addWebMessageListener's JS object, or the emulator). */
export interface NativeBridgeLike {
  postMessage(message: string): void;
  addEventListener?(type: 'message', listener: MessageListener): void;
  removeEventListener?(type: 'message', listener: MessageListener): void;
  onmessage?: MessageListener | null;
}

/** The parts of `window` the client reads; tests pass a plain object. */
export interface BridgeHost {
  NativeBridge?: NativeBridgeLike;
  /** Set (before the app's scripts run) by hosts that inject the bridge late, e.g. the simulator. */
  __cuotaExpectBridge?: boolean;
  navigator?: { userAgent?: string };
  addEventListener?(type: string, listener: () => void): void;
  removeEventListener?(type: string, listener: () => void): void;
}

declare global {
  interface Window {
    NativeBridge?: NativeBridgeLike;
    __cuotaExpectBridge?: boolean;
  }
}

/** The event a late-injecting host dispatches on `window` once `NativeBridge` exists. */
export const BRIDGE_READY_EVENT = 'nativebridgeready';

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

/** True for an Android System WebView user agent (it carries the `; wv)` token). */
export function looksLikeAndroidWebView(userAgent: string | undefined): boolean {
  return !!userAgent && /Android/.test(userAgent) && /;\s*wv\)/.test(userAgent);
}

function defaultHost(): BridgeHost | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

/** True when the page runs inside the native app (the bridge is there, or the WebView promises it). */
export function isNativeApp(host: BridgeHost | undefined = defaultHost()): boolean {
  return !!host && (!!host.NativeBridge || looksLikeAndroidWebView(host.navigator?.userAgent));
}

function defaultIsPlainBrowser(host: BridgeHost | undefined): boolean {
  if (!host) return true;
  return (
    !host.NativeBridge && !host.__cuotaExpectBridge && !looksLikeAndroidWebView(host.navigator?.userAgent)
  );
}

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
    const native = getHost()?.NativeBridge;
    if (native && typeof native.postMessage === 'function') {
      attach(native);
      return native;
    }
    return undefined;
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
    let raw: unknown = event?.data;
    if (typeof raw === 'string') {
      try {
        raw = JSON.parse(raw) as unknown;
      } catch {
        log('warn', 'dropped a native message that is not JSON', event.data);
        return;
      }
    }
    const parsed = NativeMessageSchema.safeParse(raw);
    if (!parsed.success) {
      log('warn', 'dropped a malformed native message', raw);
      return;
    }
    const message = parsed.data;
    if ('event' in message) {
      dispatchEvent(message.event, message.data);
      return;
    }
    const pending = inFlight.get(message.id);
    if (!pending) {
      log('warn', `dropped a reply to unknown id ${message.id}`, raw);
      return;
    }
    inFlight.delete(message.id);
    clearTimeout(pending.timer);
    if (!message.ok) {
      fail(
        pending,
        new BridgeError('REJECTED', message.error.message, {
          method: pending.method,
          nativeCode: message.error.code,
        }),
      );
      return;
    }
    const result = BRIDGE_METHODS[pending.method].result.safeParse(message.result);
    if (!result.success) {
      log('warn', `bad result for ${pending.method}`, message.result);
      fail(
        pending,
        new BridgeError('BAD_RESPONSE', `${pending.method} answered with an unexpected result`, {
          method: pending.method,
          cause: result.error,
        }),
      );
      return;
    }
    emitTrace({
      kind: 'bridge-reply',
      id: pending.id,
      method: pending.method,
      ok: true,
      result: result.data,
    });
    pending.resolve(result.data);
  }

  function dispatchEvent(name: string, data: unknown): void {
    if (!isBridgeEventName(name)) {
      log('warn', `dropped unknown native event ${name}`, data);
      return;
    }
    const parsed = BRIDGE_EVENTS[name].safeParse(data);
    if (!parsed.success) {
      log('warn', `dropped native event ${name} with malformed data`, data);
      return;
    }
    const event = { event: name, data: parsed.data } as BridgeEvent;
    for (const listener of eventListeners) {
      try {
        listener(event);
      } catch (error) {
        log('warn', `listener of ${name} threw`, error);
      }
    }
  }

  function call<M extends BridgeMethod>(method: M, ...args: ParamsArg<M>): Promise<BridgeResult<M>> {
    const spec = Object.prototype.hasOwnProperty.call(BRIDGE_METHODS, method)
      ? BRIDGE_METHODS[method]
      : undefined;
    if (!spec) {
      // A caller outside the typed contract (a stale build, a journey replay): a typed rejection, not a crash.
      return Promise.reject(
        new BridgeError('REJECTED', `unknown bridge method ${String(method)}`, {
          method,
          nativeCode: 'UNKNOWN_METHOD',
        }),
      );
    }
    const params = spec.params.safeParse(args[0] ?? {});
    if (!params.success) {
      return Promise.reject(
        new BridgeError('REJECTED', `invalid params for ${method}`, {
          method,
          nativeCode: 'INVALID_PARAMS',
          cause: params.error,
        }),
      );
    }
    // The privacy promise, at the one door to the native side: whatever a caller (or the backend's flags)
    // asks, `timeSDK2` never asks for contacts, SMS, call log, location, calendar or the app list, and
    // their permissions are never checked nor requested (src/domain/config/never-collected.ts).
    const asked = method === 'checkPermission' ? String((params.data as { permission?: unknown }).permission) : null;
    if (asked !== null && isNeverAskedPermission(asked)) {
      return Promise.reject(
        new BridgeError('REJECTED', `the ${asked} permission is never asked for`, { method, nativeCode: 'NEVER_COLLECTED' }),
      );
    }
    const sent: unknown =
      method === 'timeSDK2' ? withoutNeverCollected(params.data as BridgeParams<'timeSDK2'>) : params.data;
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
