import { findEndpointByPath } from '../api/contracts/endpoints';
import { encryptJson, encryptedPath, randomKeyName } from '../api/envelope';
import { DEFAULT_PACKAGE_NAME } from './handlers/wire';

/**
 * A bare wire-format client for the mock backend, independent of the app's axios client: tests of the
 * handlers and the scenario backend driver use it to speak ARCHITECTURE 3.1 directly.
 */

export interface WireCallOptions {
  /** Default: the contract's method, else POST. */
  method?: 'GET' | 'POST';
  /** Raw token; sent as `Authorization: Bearer <token>`. */
  token?: string;
  lang?: 'es' | 'en';
  packageName?: string;
  /** Origin (and base prefix) of the API; default http://localhost. */
  baseUrl?: string;
  /** File parts: makes the request multipart. */
  files?: Record<string, Blob>;
  /** Unix seconds; default the real clock. */
  timestamp?: number;
  signal?: AbortSignal;
  /** Randomness for the payload key name. */
  random?: () => number;
  /** Headers beside the spec's (the money calls' `Idempotency-Key`). */
  headers?: Record<string, string>;
  /** The fetch to send with (another window's, e.g. the app frame's); default the global fetch. */
  fetch?: typeof fetch;
}

/** The raw answer: HTTP status, body text and the parsed JSON body (undefined when not JSON). */
export interface WireAnswer {
  status: number;
  text: string;
  body: unknown;
}

/** Sends one encrypted call to `/api/<cipher>`; rejects only on network errors. */
export async function wireCall(
  path: string,
  payload?: unknown,
  options: WireCallOptions = {},
): Promise<WireAnswer> {
  const packageName = options.packageName ?? DEFAULT_PACKAGE_NAME;
  const method = options.method ?? findEndpointByPath(path)?.method ?? 'POST';
  const random = options.random ?? Math.random;
  const url = new URL(
    `${(options.baseUrl ?? 'http://localhost').replace(/\/+$/, '')}${encryptedPath(path, packageName)}`,
  );
  url.searchParams.set('timestamp', String(options.timestamp ?? Math.floor(Date.now() / 1000)));

  // Every header of spec section 7 (a backend built to the spec requires them), as a browser without the
  // native app sends them: no android-id, no attribution id.
  const headers: Record<string, string> = {
    traceId: '',
    packageName,
    'android-id': '',
    appName: 'Cuota',
    afid: '',
    lang: options.lang ?? 'es',
    platform: 'android',
  };
  if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`;
  Object.assign(headers, options.headers);

  let body: BodyInit | undefined;
  if (options.files) {
    const form = new FormData();
    for (const [name, file] of Object.entries(options.files)) form.append(name, file);
    if (payload !== undefined) form.append(randomKeyName(random), encryptJson(payload, packageName));
    body = form;
  } else if (payload !== undefined) {
    const cipher = encryptJson(payload, packageName);
    if (method === 'GET') {
      url.searchParams.set(randomKeyName(random), cipher);
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify({ [randomKeyName(random)]: cipher });
    }
  }

  const send = options.fetch ?? fetch;
  const response = await send(url, {
    method,
    headers,
    ...(body ? { body } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, text, body: parsed };
}
