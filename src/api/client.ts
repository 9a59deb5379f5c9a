import { IDEMPOTENCY_KEY_HEADER, SPEC_HEADERS } from './contracts/headers.ts';
import { DEFAULT_PACKAGE_NAME } from '../domain/config/package-name.ts';
import type { SessionErrorCode } from '../domain/events.ts';
import {
  apiEnvelopeSchema,
  isFilePart,
  noPayload,
  type EndpointContract,
  type RequestOf,
  type ResponseOf,
} from './contracts/common.ts';
import { encrypt, encryptJson, randomKeyName } from './envelope.ts';
import { ExchangeAborted, exchange, type Answer } from './transport.ts';
import { changeLoading } from './loading.ts';
import { unknownFields } from './contracts/unknown-fields.ts';

export { getLoadingCount, subscribeLoading } from './loading.ts';
import {
  AbortedError,
  ApiError,
  NetworkError,
  RequestShapeError,
  ResponseShapeError,
  SessionError,
  TimeoutError,
  isApiFailure,
  isSessionErrorCode,
  toShapeIssues,
  type ApiFailure,
  type ApiFailureObject,
  type FailureOrigin,
} from './errors.ts';

/**
 * The API client, speaking the wire format of ARCHITECTURE 3.1: encrypted path, `timestamp` in whole seconds,
 * payload encrypted under a fresh 8-letter key name, plain JSON `{ code, msg, data }` back (transport.ts sends).
 */

/** VITE_API_BASE_URL of the build (vite.config.ts); not defined where Node runs this module (tsx scripts). */
declare const __API_BASE_URL__: string | undefined;

/** Request time-out of spec sections 7 and 9; an upload's counts while no bytes leave (decision 0072). */
export const API_TIMEOUT_MS = 60_000;
/**
 * Spec section 7: every call goes under `/api` of the page's origin, whatever the route or the path the app
 * is hosted under. A host whose API lives elsewhere sets VITE_API_BASE_URL at build time (an https origin
 * there is also added to the CSP's connect-src, vite.config.ts).
 */
export const DEFAULT_BASE_URL: string = apiBaseUrlFrom(
  typeof __API_BASE_URL__ === 'string' ? __API_BASE_URL__ : undefined,
);

/** The API base of a build: its VITE_API_BASE_URL without trailing slashes, or `/api`. */
export function apiBaseUrlFrom(configured: string | undefined): string {
  const trimmed = (configured ?? '').trim().replace(/\/+$/, '');
  return trimmed || '/api';
}

/**
 * The stored values the client reads. src/storage's `storedValues` satisfies it; the app passes it with
 * `configureApi({ storage: storedValues })` (src/api may not import src/storage).
 */
export interface ApiValues {
  get(key: 'token'): { Authorization: string } | null;
  get(key: 'language'): 'es' | 'en';
  get(key: 'deviceMsg'): { traceId: string; androidId: string; platform: string };
  get(key: 'packageName'): string;
  get(key: 'appName'): string;
  get(key: 'afid'): string;
  get(key: 'appendReqHeaders'): Record<string, string>;
}

/**
 * Called once per session code; the app ends the session (and clears everything when `clearAll`). `message` is the
 * backend's, empty when it sent none; `info.token` is the `Authorization` the refused request carried (left out
 * when it carried none). The handler may answer the message the borrower reads (the catalogue's, spec section 8,
 * in their language): the SessionError then carries it.
 */
export type SessionErrorHandler = (
  code: SessionErrorCode,
  message: string,
  info: { clearAll: boolean; token?: string },
) => string | void;

/** One request or its outcome, for the network panel and the journey recorder (masking is theirs). */
export type ApiTraceEntry =
  | {
      kind: 'request';
      id: number;
      at: number;
      endpoint: string;
      method: 'GET' | 'POST';
      path: string;
      /** The plain payload; file parts are replaced by their name, type and size. */
      payload: unknown;
      /** The money calls' `Idempotency-Key`, when the call carries one (the autopilot's money-once reads it). */
      idempotencyKey?: string;
    }
  | { kind: 'response'; id: number; at: number; endpoint: string; code: number; data: unknown }
  | { kind: 'failure'; id: number; at: number; endpoint: string; error: ApiFailureObject };

/** What the app (or a test) configures. */
export interface ApiConfig {
  storage?: ApiValues;
  /** Clock in epoch milliseconds (the virtual clock in the simulator). */
  now?: () => number;
  onSessionError?: SessionErrorHandler;
  baseURL?: string;
  /** Randomness for the payload key names. */
  random?: () => number;
  timeoutMs?: number;
  onTrace?: (entry: ApiTraceEntry) => void;
}

type ResolvedConfig = Required<Omit<ApiConfig, 'storage' | 'onSessionError' | 'onTrace'>> &
  Pick<ApiConfig, 'storage' | 'onSessionError' | 'onTrace'>;

const DEFAULTS: ResolvedConfig = {
  now: () => Date.now(),
  baseURL: DEFAULT_BASE_URL,
  random: Math.random,
  timeoutMs: API_TIMEOUT_MS,
};

let config: ResolvedConfig = { ...DEFAULTS };

/** Sets (part of) the client's configuration; later calls override earlier ones key by key. */
export function configureApi(options: ApiConfig): void {
  config = { ...config, ...options };
}

/** Restores the default configuration (tests). */
export function resetApiConfig(): void {
  config = { ...DEFAULTS };
}

// ---- the call ----

/** Upload progress of a multipart call. */
export interface UploadProgress {
  loaded: number;
  total: number | undefined;
  /** 0..1 when the total is known. */
  ratio: number | undefined;
}

/** Per-call options. */
export interface CallOptions {
  /** Do not count this call for the spinner (polling, background refreshes). */
  silent?: boolean;
  signal?: AbortSignal;
  onUploadProgress?: (progress: UploadProgress) => void;
  /** The money calls' `Idempotency-Key` (contracts/headers.ts): the same key for every retry of one payment. */
  idempotencyKey?: string;
}

let nextTraceId = 1;

const RESERVED_HEADERS = new Set<string>(
  [...SPEC_HEADERS, IDEMPOTENCY_KEY_HEADER].map((name) => name.toLowerCase()),
);

/** RFC 9110 token characters: a name outside them makes the browser refuse the whole request. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * The native app's extra headers (stored `appendReqHeaders`) without any that would replace a spec header
 * or that the browser would refuse (a bad name, a line break in the value): one bad entry must not break
 * every request.
 */
export function extraHeaders(appended: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(appended).filter(
      ([name, value]) =>
        HEADER_NAME.test(name) && !RESERVED_HEADERS.has(name.toLowerCase()) && !/[\r\n\0]/.test(value),
    ),
  );
}

function headersFor(values: ApiValues | undefined, packageName: string): Record<string, string> {
  const device = values?.get('deviceMsg') ?? { traceId: '', androidId: '', platform: 'android' };
  const headers: Record<string, string> = {
    // HTTP names are case-insensitive: `authorization` must not slip in beside (or instead of) ours.
    ...extraHeaders(values?.get('appendReqHeaders') ?? {}),
    traceId: device.traceId,
    packageName,
    'android-id': device.androidId,
    appName: values?.get('appName') ?? 'Cuota',
    afid: values?.get('afid') ?? '',
    lang: values?.get('language') ?? 'es',
    platform: device.platform || 'android',
  };
  const token = values?.get('token');
  if (token) headers.Authorization = token.Authorization;
  return headers;
}

function describeForTrace(payload: unknown): unknown {
  if (payload === null || typeof payload !== 'object') return payload;
  return Object.fromEntries(
    Object.entries(payload).map(([key, value]) =>
      isFilePart(value)
        ? [key, { file: (value as Partial<File>).name ?? 'blob', type: value.type, size: value.size }]
        : [key, value],
    ),
  );
}

function buildMultipart(
  payload: Record<string, unknown>,
  packageName: string,
  random: () => number,
): FormData {
  const form = new FormData();
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (isFilePart(value)) {
      const name = (value as Partial<File>).name;
      if (name) form.append(key, value, name);
      else form.append(key, value);
    } else if (value !== undefined) {
      fields[key] = value;
    }
  }
  if (Object.keys(fields).length > 0) form.append(randomKeyName(random), encryptJson(fields, packageName));
  return form;
}

function parseBody(response: Answer, origin: FailureOrigin): unknown {
  try {
    return JSON.parse(response.text) as unknown;
  } catch {
    if (response.status < 200 || response.status >= 300) {
      throw new ApiError(response.status, `HTTP ${response.status}`, origin, response.status);
    }
    throw new ResponseShapeError('Response body is not JSON', [], origin);
  }
}

/** The payload as its contract reads it, or why it cannot be sent (issue 29: a field it does not know). */
function checkedPayload<E extends EndpointContract>(
  endpoint: E,
  payload: RequestOf<E>,
  origin: FailureOrigin,
): { body: unknown } | RequestShapeError {
  const checked = endpoint.request.safeParse(payload);
  const unknown = checked.success ? unknownFields(payload, checked.data) : [];
  if (checked.success && unknown.length === 0) return { body: checked.data };
  const issues = checked.success
    ? unknown.map((path) => ({ path, message: 'not a field of this request' }))
    : toShapeIssues(checked.error.issues);
  return new RequestShapeError(issues, origin);
}

/**
 * The request as the wire carries it (ARCHITECTURE 3.1): the encrypted path, `timestamp` in whole seconds and,
 * for a GET, the encrypted payload under a fresh key name in the query; for a POST, in a JSON body or, beside
 * the files, in a multipart form.
 */
function wireRequest(endpoint: EndpointContract, body: unknown, packageName: string) {
  const { now, random, baseURL } = config;
  const query: Array<[string, string]> = [['timestamp', String(Math.floor(now() / 1000))]];
  let data: string | FormData | undefined;
  if (endpoint.multipart) {
    data = buildMultipart((body ?? {}) as Record<string, unknown>, packageName, random);
  } else if (body !== undefined && endpoint.request !== noPayload) {
    const cipher = encryptJson(body, packageName);
    if (endpoint.method === 'GET') query.push([randomKeyName(random), cipher]);
    else data = JSON.stringify({ [randomKeyName(random)]: cipher });
  }
  const search = query.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  const url = `${baseURL.replace(/\/+$/, '')}/${encrypt(endpoint.path, packageName)}?${search}`;
  return { url, data };
}

/**
 * The client's time-out (spec section 7: 60 s): `ms` after the start or, for an upload, after the last progress
 * event that reported more bytes sent (decision 0072), so a slow upload that moves completes and a stalled one
 * ends. Once stopped, a late progress event arms nothing.
 */
function stallTimer(ms: number, onExpire: () => void) {
  let timer = setTimeout(onExpire, ms);
  let sent = 0;
  let stopped = false;
  return {
    progressed(loaded: number): void {
      if (stopped || !(loaded > sent)) return;
      sent = loaded;
      clearTimeout(timer);
      timer = setTimeout(onExpire, ms);
    },
    stop(): void {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/**
 * Sends the request under the client's time-out and the caller's signal; any answer resolves, whatever its
 * status. No answer rejects with a TimeoutError, an AbortedError or a NetworkError. A multipart upload's
 * time-out counts while no bytes leave (stallTimer); every other call's counts from the start.
 */
async function send(
  endpoint: EndpointContract,
  request: ReturnType<typeof wireRequest>,
  headers: Record<string, string>,
  options: CallOptions,
  origin: FailureOrigin,
): Promise<Answer> {
  const { timeoutMs } = config;
  const controller = new AbortController();
  let timedOut = false;
  const timer = stallTimer(timeoutMs, () => {
    timedOut = true;
    controller.abort();
  });
  const abortFromCaller = () => controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller);
  if (options.signal?.aborted) controller.abort();
  const { onUploadProgress } = options;
  const uploading = endpoint.multipart === true;
  try {
    return await exchange({
      url: request.url,
      method: endpoint.method,
      headers,
      body: request.data,
      signal: controller.signal,
      onUploadProgress:
        uploading || onUploadProgress
          ? (loaded, total) => {
              if (uploading) timer.progressed(loaded);
              onUploadProgress?.({ loaded, total, ratio: total ? loaded / total : undefined });
            }
          : undefined,
    });
  } catch (error) {
    if (timedOut) throw new TimeoutError(timeoutMs, origin);
    if (error instanceof ExchangeAborted || options.signal?.aborted)
      throw new AbortedError('The call was aborted', origin);
    throw new NetworkError(error instanceof Error ? error.message : 'Network failure', origin);
  } finally {
    timer.stop();
    options.signal?.removeEventListener('abort', abortFromCaller);
  }
}

/** The failure a non-zero code stands for; a session code first tells the app, which ends the session. */
function failureOfCode(
  code: number,
  msg: string | null | undefined,
  origin: FailureOrigin,
  answer: { status: number; token: string | undefined },
): ApiFailure {
  const sent = msg?.trim() ?? '';
  if (!isSessionErrorCode(code)) return new ApiError(code, sent || `Error ${code}`, origin, answer.status);
  const { clearAll } = new SessionError(code, sent, origin);
  // A session code without a message: the app answers the catalogue's, not "Error 10010303".
  let shown: string | undefined;
  try {
    const info = answer.token === undefined ? { clearAll } : { clearAll, token: answer.token };
    shown = config.onSessionError?.(code, sent, info) || undefined;
  } catch {
    // The handler's own failure must not hide the session error from the caller.
  }
  return new SessionError(code, shown || sent || `Error ${code}`, origin);
}

/** The answer read with zod: the `{ code, msg, data }` envelope, then `data` by the endpoint's contract. */
function resultOf<E extends EndpointContract>(
  endpoint: E,
  answer: Answer,
  origin: FailureOrigin,
  token: string | undefined,
): { code: number; data: ResponseOf<E> } {
  const envelope = apiEnvelopeSchema.safeParse(parseBody(answer, origin));
  if (!envelope.success) {
    if (answer.status < 200 || answer.status >= 300) {
      throw new ApiError(answer.status, `HTTP ${answer.status}`, origin, answer.status);
    }
    throw new ResponseShapeError(
      'Response is not a { code, msg, data } envelope',
      toShapeIssues(envelope.error.issues),
      origin,
    );
  }
  const { code, msg, data } = envelope.data;
  if (code !== 0) throw failureOfCode(code, msg, origin, { status: answer.status, token });
  const result = endpoint.response.safeParse(data);
  if (!result.success) {
    throw new ResponseShapeError(
      `Response data of ${endpoint.name} does not match its contract`,
      toShapeIssues(result.error.issues),
      origin,
    );
  }
  return { code, data: result.data as ResponseOf<E> };
}

/**
 * Sends one call of the ENDPOINTS table and resolves with its parsed `data`, or rejects with an
 * ApiFailure. Every endpoint function is this with its contract bound.
 */
export async function call<E extends EndpointContract>(
  endpoint: E,
  payload: RequestOf<E>,
  options: CallOptions = {},
): Promise<ResponseOf<E>> {
  const origin: FailureOrigin = { endpoint: endpoint.name, path: endpoint.path };
  const { now, storage, onTrace } = config;
  const traceId = nextTraceId++;
  const trace = onTrace ?? (() => undefined);
  const failed = (error: ApiFailure) =>
    trace({ kind: 'failure', id: traceId, at: now(), endpoint: endpoint.name, error: error.toObject() });

  const checked = checkedPayload(endpoint, payload, origin);
  if (checked instanceof RequestShapeError) {
    failed(checked);
    throw checked;
  }
  const packageName = storage?.get('packageName') || DEFAULT_PACKAGE_NAME;
  const request = wireRequest(endpoint, checked.body, packageName);
  trace({
    kind: 'request',
    id: traceId,
    at: now(),
    endpoint: endpoint.name,
    method: endpoint.method,
    path: endpoint.path,
    payload: describeForTrace(checked.body),
    ...(options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}),
  });
  const headers: Record<string, string> = {
    ...headersFor(storage, packageName),
    ...(options.idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey } : {}),
  };

  if (!options.silent) changeLoading(1);
  try {
    const { code, data } = resultOf(
      endpoint,
      await send(endpoint, request, headers, options, origin),
      origin,
      headers.Authorization,
    );
    trace({ kind: 'response', id: traceId, at: now(), endpoint: endpoint.name, code, data });
    return data;
  } catch (error) {
    // Anything but an ApiFailure is a bug in this module; still reject typed so no stream dies on it.
    const failure: ApiFailure = isApiFailure(error)
      ? error
      : new NetworkError(error instanceof Error ? error.message : String(error), origin);
    failed(failure);
    throw failure;
  } finally {
    if (!options.silent) changeLoading(-1);
  }
}

/** The function type of an endpoint: no payload argument when it sends none, optional when optional. */
export type EndpointFunction<E extends EndpointContract> = [RequestOf<E>] extends [undefined]
  ? (options?: CallOptions) => Promise<ResponseOf<E>>
  : undefined extends RequestOf<E>
    ? (payload?: RequestOf<E>, options?: CallOptions) => Promise<ResponseOf<E>>
    : (payload: RequestOf<E>, options?: CallOptions) => Promise<ResponseOf<E>>;

/** Binds an endpoint contract to `call`, giving the typed endpoint function. */
export function bindEndpoint<E extends EndpointContract>(endpoint: E): EndpointFunction<E> {
  if (endpoint.request === noPayload) {
    return ((options?: CallOptions) =>
      call(endpoint, undefined as RequestOf<E>, options)) as EndpointFunction<E>;
  }
  return ((payload: RequestOf<E>, options?: CallOptions) =>
    call(endpoint, payload, options)) as EndpointFunction<E>;
}
