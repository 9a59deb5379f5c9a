import * as z from 'zod/mini';
import { loginResponseSchema, verifyCodeSentSchema, apiEnvelopeSchema } from '#contracts/api';
import { type MockWorld, wireCall } from '#contracts/mock-world';
// `window.__cuotaMockReady`.
import type {} from '#contracts/tool-protocol';

/**
 * What the native login screen does on the network: the real app's native login calls the same backend
 * as the web login, so the emulator asks the mock world for an SMS code and logs in with it through the
 * wire format (src/mocks/wire-client.ts), and reads the SMS the world "sent" to show it on the phone.
 */

/** The part of the mock world the login reads: the SMS outbox and the codes. */
export type LoginWorld = Pick<MockWorld, 'lastSms' | 'currentCode'>;

/** An answer of the backend: the data, or the backend's message. */
export type BackendAnswer<T> = { ok: true; data: T } | { ok: false; code: number | string; message: string };

/** The calls of the native login. */
export interface NativeLoginBackend {
  /** POST /security/getVerifyCode. */
  sendCode(mobile: string): Promise<BackendAnswer<{ countdown: number }>>;
  /** POST /security/login; `token` is the raw token the backend issued. */
  login(mobile: string, code: string): Promise<BackendAnswer<{ token: string }>>;
  /** The SMS the phone received last from the backend, if the world can be read. */
  incomingSms(mobile: string): { text: string; code: string } | undefined;
}

export interface WireLoginOptions {
  /** Origin and base path of the API (the app's page directory in a browser; http://localhost in Node). */
  baseUrl: () => string;
  packageName: () => string;
  language: () => 'es' | 'en';
  world: () => LoginWorld | undefined;
  /**
   * The fetch the calls leave through, read at each call: the web view's own window, as the native app
   * reaches the same backend as its web view (default: the global fetch).
   */
  fetch?: () => typeof fetch | undefined;
}

async function call<S extends z.ZodMiniType>(
  path: string,
  payload: unknown,
  schema: S,
  options: WireLoginOptions,
): Promise<BackendAnswer<z.output<S>>> {
  try {
    const send = options.fetch?.();
    const answer = await wireCall(path, payload, {
      baseUrl: options.baseUrl(),
      packageName: options.packageName(),
      lang: options.language(),
      ...(send ? { fetch: send } : {}),
    });
    const envelope = apiEnvelopeSchema.safeParse(answer.body);
    if (!envelope.success)
      return { ok: false, code: 'BAD_RESPONSE', message: `HTTP ${answer.status}: not a backend answer` };
    if (envelope.data.code !== 0)
      return {
        ok: false,
        code: envelope.data.code,
        message: envelope.data.msg ?? `error ${envelope.data.code}`,
      };
    const data = schema.safeParse(envelope.data.data);
    if (!data.success) return { ok: false, code: 'BAD_RESPONSE', message: z.prettifyError(data.error) };
    return { ok: true, data: data.data };
  } catch (error) {
    return { ok: false, code: 'NETWORK', message: error instanceof Error ? error.message : String(error) };
  }
}

/** The native login's calls over the wire format, against whatever answers `/api` (MSW in the page or in Node). */
export function createWireLoginBackend(options: WireLoginOptions): NativeLoginBackend {
  return {
    sendCode: (mobile) => call('/security/getVerifyCode', { mobile }, verifyCodeSentSchema, options),
    login: (mobile, code) => call('/security/login', { mobile, code }, loginResponseSchema, options),
    incomingSms(mobile) {
      const world = options.world();
      const sms = world?.lastSms(mobile);
      if (sms && sms.purpose === 'login') return { text: sms.text, code: sms.code };
      const current = world?.currentCode(mobile, 'login');
      return current ? { text: `SMS: ${current.code}`, code: current.code } : undefined;
    },
  };
}

/**
 * The fetch of a window, bound to it (a same-origin frame's fetch reaches the frame's service worker). In a
 * mock-world build the world starts after the first paint (`__cuotaMockReady`): calls wait for it, as the
 * native app's backend is always up before its login screen.
 */
export function windowFetch(target: Window): typeof fetch | undefined {
  const own = (target as Partial<Window>).fetch;
  if (typeof own !== 'function') return undefined;
  const bound = own.bind(target);
  return (input, init) => {
    const ready = target.__cuotaMockReady;
    return ready
      ? ready.then(
          () => bound(input, init),
          () => bound(input, init),
        )
      : bound(input, init);
  };
}

/** The API base of a page: its origin, whatever path the app is hosted under (wire paths start with `/api/`). */
export function pageApiBase(location: { href: string }): string {
  return new URL(location.href).origin;
}
