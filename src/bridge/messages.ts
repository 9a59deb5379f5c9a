import {
  BRIDGE_EVENTS,
  BRIDGE_METHODS,
  NativeMessageSchema,
  isBridgeEventName,
  isBridgeMethod,
  type BridgeEvent,
  type BridgeFailure,
  type BridgeMethod,
  type BridgeMethodSpec,
  type BridgeParams,
  type BridgeSuccess,
  type NativeMessage,
} from './contract';
import { BridgeError } from './errors';
import { isNeverAskedPermission, withoutNeverCollected } from '../domain/config/never-collected';

/**
 * The checks of what crosses the bridge against its contract (contract.ts): a call before it goes out, and
 * each message, reply and event that comes in. Pure: the client (client.ts) keeps the calls and the timers.
 */

/** What a check found: the checked value, or why it is dropped (a warning to log, with what was dropped). */
export type Checked<T> = { ok: true; value: T } | { ok: false; warning: string; detail: unknown };

/** A call ready to go out: its method's row of the table and the params to send. */
export interface OutgoingCall {
  spec: BridgeMethodSpec;
  params: unknown;
}

/**
 * A call before it goes out: a known method (a caller outside the typed contract, such as a stale build or
 * a journey replay, gets a typed rejection, not a crash) with valid params. The privacy promise is kept
 * here, at the one door to the native side: whatever a caller (or the backend's flags) asks, `timeSDK2`
 * never asks for contacts, SMS, call log, location, calendar or the app list, and their permissions are
 * never checked nor requested (src/domain/config/never-collected.ts).
 */
export function checkCall(
  method: string,
  params: unknown,
): { ok: true; call: OutgoingCall } | { ok: false; error: BridgeError } {
  if (!isBridgeMethod(method)) {
    return {
      ok: false,
      error: new BridgeError('REJECTED', `unknown bridge method ${String(method)}`, {
        method,
        nativeCode: 'UNKNOWN_METHOD',
      }),
    };
  }
  const spec: BridgeMethodSpec = BRIDGE_METHODS[method];
  const parsed = spec.params.safeParse(params ?? {});
  if (!parsed.success) {
    return {
      ok: false,
      error: new BridgeError('REJECTED', `invalid params for ${method}`, {
        method,
        nativeCode: 'INVALID_PARAMS',
        cause: parsed.error,
      }),
    };
  }
  const asked =
    method === 'checkPermission' ? String((parsed.data as { permission?: unknown }).permission) : null;
  if (asked !== null && isNeverAskedPermission(asked)) {
    return {
      ok: false,
      error: new BridgeError('REJECTED', `the ${asked} permission is never asked for`, {
        method,
        nativeCode: 'NEVER_COLLECTED',
      }),
    };
  }
  const sent: unknown =
    method === 'timeSDK2' ? withoutNeverCollected(parsed.data as BridgeParams<'timeSDK2'>) : parsed.data;
  return { ok: true, call: { spec, params: sent } };
}

/**
 * What a value looks like, without its contents: the warnings below go to the console, which the WebView
 * forwards to Android's logcat, and a native message may carry the bearer token, the mobile or a CURP. So a
 * dropped message is logged as its shape (`{ token: 'string(36)', mobile: 'string(10)' }`), never its values.
 */
export function shapeOf(value: unknown, depth = 2): unknown {
  if (value === null) return 'null';
  if (typeof value === 'string') return `string(${value.length})`;
  if (typeof value !== 'object') return typeof value;
  if (Array.isArray(value))
    return depth > 0 ? value.slice(0, 5).map((v) => shapeOf(v, depth - 1)) : `array(${value.length})`;
  if (depth === 0) return 'object';
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, shapeOf(v, depth - 1)]));
}

/** A native `message` event's data (a JSON string, or an object from a test host) as a native message. */
export function readNativeMessage(data: unknown): Checked<NativeMessage> {
  let raw = data;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw) as unknown;
    } catch {
      return { ok: false, warning: 'dropped a native message that is not JSON', detail: shapeOf(data) };
    }
  }
  const parsed = NativeMessageSchema.safeParse(raw);
  if (!parsed.success)
    return { ok: false, warning: 'dropped a malformed native message', detail: shapeOf(raw) };
  return { ok: true, value: parsed.data };
}

/**
 * What a reply means for the call of `method` it answers: its result, checked against the method's
 * schema, or the BridgeError the call fails with (REJECTED by the native side, or BAD_RESPONSE, with a
 * warning to log).
 */
export function readReply(
  method: BridgeMethod,
  reply: BridgeSuccess | BridgeFailure,
): { ok: true; result: unknown } | { ok: false; error: BridgeError; warning?: string; detail?: unknown } {
  if (!reply.ok) {
    return {
      ok: false,
      error: new BridgeError('REJECTED', reply.error.message, { method, nativeCode: reply.error.code }),
    };
  }
  const result = BRIDGE_METHODS[method].result.safeParse(reply.result);
  if (!result.success) {
    return {
      ok: false,
      warning: `bad result for ${method}`,
      detail: shapeOf(reply.result),
      error: new BridgeError('BAD_RESPONSE', `${method} answered with an unexpected result`, {
        method,
        cause: result.error,
      }),
    };
  }
  return { ok: true, result: result.data };
}

/** An unsolicited native event, known and with data of its schema. */
export function readBridgeEvent(name: string, data: unknown): Checked<BridgeEvent> {
  if (!isBridgeEventName(name))
    return { ok: false, warning: `dropped unknown native event ${name}`, detail: shapeOf(data) };
  const parsed = BRIDGE_EVENTS[name].safeParse(data);
  if (!parsed.success) {
    return { ok: false, warning: `dropped native event ${name} with malformed data`, detail: shapeOf(data) };
  }
  return { ok: true, value: { event: name, data: parsed.data } as BridgeEvent };
}
