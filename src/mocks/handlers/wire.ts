import { HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { findEndpointByPath } from '../../api/contracts/endpoints';
import { missingHeaders } from '../../api/contracts/headers';
import { unknownFields } from '../../api/contracts/unknown-fields';
import { EnvelopeError, decrypt, decryptJson } from '../../api/envelope';
import { DEFAULT_PACKAGE_NAME } from '../../domain/config/package-name';
import type { Language } from '../../domain/events';
import type { Fault, FaultInjector } from '../world/faults';
import type { MockWorld } from '../world/world';
import { MockApiError, type MockRoute } from './define-handler';
import { handlerContext } from './handler-context';
import { MOCK_ERRORS, mockErrorMessage, type MockErrorKey } from './mock-errors';

/**
 * The wire side of the mock backend (ARCHITECTURE 3.1): one request in, decrypted and checked, one plain
 * JSON `{ code, msg, data }` out. Strict about the wire format on purpose, so a client bug shows up as a
 * clear error message here instead of as a puzzling behaviour later.
 */

/** The package name assumed when the request has no packageName header. */
export { DEFAULT_PACKAGE_NAME };

const PAYLOAD_KEY = /^[a-z]{8}$/;
const TIMESTAMP = /^\d{9,11}$/;

/** One request as the mock backend saw it (network panel, tests). */
export interface MockTraffic {
  /** World time of the request. */
  at: number;
  method: string;
  /** The decrypted path, or null when it did not decrypt. */
  path: string | null;
  name?: string;
  payload: unknown;
  status: number;
  /** The answer's code; absent for network errors, time-outs and broken bodies. */
  code?: number;
  msg?: string;
  data?: unknown;
  fault?: Fault['kind'];
}

/** What the dispatcher needs: the current world, the faults, the routes and a traffic sink. */
export interface DispatchDeps {
  getWorld(): MockWorld;
  faults: FaultInjector;
  routes: ReadonlyMap<string, MockRoute>;
  onTraffic?: (traffic: MockTraffic) => void;
  /** Extra latency for every answer, in real ms. */
  latencyMs?: number;
}

class WireError extends Error {
  constructor(
    readonly key: MockErrorKey,
    readonly detail: string,
  ) {
    super(detail);
  }
}

function envelope(code: number, msg: string, data: unknown = null, status = 200): Response {
  return HttpResponse.json({ code, msg, data }, { status });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function bearerToken(headers: Headers): string | undefined {
  const value = headers.get('Authorization');
  const match = value ? /^Bearer\s+(\S+)$/i.exec(value.trim()) : null;
  return match?.[1];
}

function languageOf(headers: Headers): Language {
  return headers.get('lang')?.toLowerCase() === 'en' ? 'en' : 'es';
}

function decryptPayload(cipher: string, packageName: string): unknown {
  try {
    return decryptJson(cipher, packageName);
  } catch (error) {
    throw new WireError('BAD_REQUEST', `payload does not decrypt: ${(error as Error).message}`);
  }
}

/** Reads the encrypted payload of a request: GET query, JSON body or multipart fields plus files. */
async function readPayload(
  request: Request,
  url: URL,
  packageName: string,
): Promise<{ payload: unknown; files: Record<string, File> }> {
  const files: Record<string, File> = {};
  if (request.method === 'GET' || request.method === 'HEAD') {
    const keys = [...url.searchParams.keys()].filter((key) => key !== 'timestamp');
    if (keys.length === 0) return { payload: undefined, files };
    const [key] = keys;
    if (keys.length > 1 || key === undefined || !PAYLOAD_KEY.test(key)) {
      throw new WireError(
        'BAD_REQUEST',
        `query must hold only timestamp and one 8-letter key, got: ${keys.join(', ')}`,
      );
    }
    return { payload: decryptPayload(url.searchParams.get(key) ?? '', packageName), files };
  }

  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    let payload: Record<string, unknown> = {};
    let cipherKey: string | undefined;
    for (const [key, value] of form.entries()) {
      if (typeof value !== 'string') {
        files[key] = value;
      } else if (PAYLOAD_KEY.test(key) && cipherKey === undefined) {
        cipherKey = key;
        const fields = decryptPayload(value, packageName);
        if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
          throw new WireError('BAD_REQUEST', 'the encrypted multipart field must hold a JSON object');
        }
        payload = { ...(fields as Record<string, unknown>) };
      } else {
        throw new WireError(
          'BAD_REQUEST',
          `unexpected plain multipart field ${key}: fields go encrypted under one 8-letter key`,
        );
      }
    }
    return { payload: { ...payload, ...files }, files };
  }

  const text = await request.text();
  if (text.trim() === '') return { payload: undefined, files };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new WireError('BAD_REQUEST', 'body is not JSON');
  }
  const entries =
    typeof body === 'object' && body !== null && !Array.isArray(body) ? Object.entries(body) : [];
  const [entry] = entries;
  if (entries.length === 0 && typeof body === 'object' && body !== null && !Array.isArray(body))
    return { payload: undefined, files };
  if (entries.length !== 1 || !entry || !PAYLOAD_KEY.test(entry[0]) || typeof entry[1] !== 'string') {
    throw new WireError('BAD_REQUEST', 'body must be {"<8 lowercase letters>": "<cipher>"}');
  }
  return { payload: decryptPayload(entry[1], packageName), files };
}

function issuePaths(error: z.core.$ZodError): PropertyKey[][] {
  return error.issues.map((issue) => issue.path);
}

/**
 * True when a path segment can be an AES ciphertext (base64url of whole 16-byte blocks). Anything else
 * under an `/api/` folder, such as the dev server's `/src/api/client.ts`, is not ours to answer.
 */
export function looksLikeCipher(segment: string): boolean {
  return (
    /^[A-Za-z0-9_-]+$/.test(segment) &&
    segment.length % 4 !== 1 &&
    Math.floor((segment.length * 3) / 4) % 16 === 0
  );
}

type RecordAnswer = (response: Response, extra?: Partial<MockTraffic>) => Response;
type AnswerError = (key: MockErrorKey, detail?: string, vars?: Record<string, string | number>) => Response;

/** The traffic record of one request, and the two ways of answering that write it: any response, or an error. */
function trafficOf(deps: DispatchDeps, world: MockWorld, request: Request, lang: Language) {
  const traffic: MockTraffic = {
    at: world.now(),
    method: request.method,
    path: null,
    payload: undefined,
    status: 200,
  };
  const record: RecordAnswer = (response, extra = {}) => {
    Object.assign(traffic, { status: response.type === 'error' ? 0 : response.status }, extra);
    deps.onTraffic?.(traffic);
    return response;
  };
  const answerError: AnswerError = (key, detail, vars) => {
    const base = mockErrorMessage(key, lang, vars);
    const msg = detail ? `${base}: ${detail}` : base;
    return record(envelope(MOCK_ERRORS[key].code, msg), { code: MOCK_ERRORS[key].code, msg });
  };
  return { traffic, record, answerError };
}

/**
 * The answer of an injected fault: no answer, a held request, an error envelope, an HTTP error or a broken
 * body (undefined for a fault that only delays, already waited).
 */
async function answerFault(deps: DispatchDeps, request: Request, injected: Fault, record: RecordAnswer) {
  const as = { fault: injected.kind };
  switch (injected.kind) {
    case 'networkError':
      return record(HttpResponse.error(), as);
    case 'timeout':
      await new Promise<void>((resolve) => {
        const release = deps.faults.hold(resolve);
        request.signal?.addEventListener('abort', () => {
          release();
          resolve();
        });
      });
      return record(HttpResponse.error(), as);
    case 'error':
      return record(envelope(injected.code, injected.msg, injected.data ?? null), {
        ...as,
        code: injected.code,
        msg: injected.msg,
      });
    case 'http':
      return record(
        new HttpResponse(injected.body ?? null, {
          status: injected.status,
          headers: { 'content-type': 'text/plain' },
        }),
        as,
      );
    case 'malformed':
      return injected.body === 'notJson'
        ? record(
            new HttpResponse('<html><body>502 Bad Gateway</body></html>', {
              status: 200,
              headers: { 'content-type': 'application/json' },
            }),
            as,
          )
        : record(HttpResponse.json({ code: 0, msg: 'success', data: 'wrong-shape' }), { ...as, code: 0 });
  }
}

type Contract = NonNullable<ReturnType<typeof findEndpointByPath>>;

/**
 * Checks a request as a backend built to the spec would (timestamp, headers, method, payload against the
 * contract, no unknown field) and reads its payload; an error answer when it does not pass.
 */
async function checkedPayload(
  request: Request,
  path: string,
  contract: Contract | undefined,
  route: MockRoute,
  packageName: string,
  answerError: AnswerError,
  traffic: MockTraffic,
): Promise<Response | { payload: unknown; files: Record<string, File> }> {
  const url = new URL(request.url);
  if (!TIMESTAMP.test(url.searchParams.get('timestamp') ?? '')) {
    throw new WireError('BAD_REQUEST', 'query parameter timestamp (Unix seconds) is missing or malformed');
  }
  // Like a backend built to the spec: every call carries the spec's headers (issue 29).
  const missing = missingHeaders(request.headers);
  if (missing.length > 0) return answerError('MISSING_HEADER', undefined, { header: missing.join(', ') });
  if (contract && contract.method !== request.method) {
    throw new WireError('BAD_REQUEST', `${path} expects ${contract.method}, got ${request.method}`);
  }
  const { payload: raw, files } = await readPayload(request, url, packageName);
  traffic.payload = raw;
  if (!contract) return { payload: raw, files };
  const parsed = contract.request.safeParse(raw);
  if (!parsed.success) {
    const choose = route.options.invalidRequest ?? 'BAD_REQUEST';
    const chosen = typeof choose === 'function' ? choose(issuePaths(parsed.error)) : choose;
    const { key, vars } = typeof chosen === 'string' ? { key: chosen, vars: undefined } : chosen;
    return answerError(key, key === 'BAD_REQUEST' ? z.prettifyError(parsed.error) : undefined, vars);
  }
  // Like a strict backend: a field the contract does not know is refused, by name (issue 29).
  const unknown = unknownFields(raw, parsed.data);
  if (unknown.length > 0) return answerError('UNKNOWN_FIELD', undefined, { field: unknown.join(', ') });
  return { payload: parsed.data, files };
}

/** Answers one `/api/:cipher` request. */
export async function dispatch(deps: DispatchDeps, request: Request, cipher: string): Promise<Response> {
  const world = deps.getWorld();
  const headers = request.headers;
  const packageName = headers.get('packageName') || DEFAULT_PACKAGE_NAME;
  const lang = languageOf(headers);
  const { traffic, record, answerError } = trafficOf(deps, world, request, lang);

  let path: string;
  try {
    path = decrypt(cipher, packageName);
  } catch (error) {
    const reason = error instanceof EnvelopeError ? error.message : 'unknown';
    return answerError('BAD_REQUEST', `path does not decrypt with package ${packageName} (${reason})`);
  }
  traffic.path = path;
  const contract = findEndpointByPath(path);
  const route = deps.routes.get(path);
  const name = contract?.name ?? route?.name;
  if (name !== undefined) traffic.name = name;

  const plan = deps.faults.take(path, name);
  const delayMs = plan.delayMs + (deps.latencyMs ?? 0);
  if (delayMs > 0) await sleep(delayMs);
  const faulted = plan.fault ? await answerFault(deps, request, plan.fault, record) : undefined;
  if (faulted) return faulted;

  if (!route) {
    console.warn(`[mock] no handler for ${request.method} ${path}`);
    return answerError('NOT_FOUND', path);
  }
  try {
    const checked = await checkedPayload(request, path, contract, route, packageName, answerError, traffic);
    if (checked instanceof Response) return checked;
    const token = bearerToken(headers);
    const ctx = handlerContext({ world, request, path, ...checked, lang, packageName, token });
    const data: unknown = await route.resolve(ctx);
    if (contract) {
      const checkedData = contract.response.safeParse(data);
      if (!checkedData.success) {
        const detail = `mock data for ${path} breaks its contract: ${z.prettifyError(checkedData.error)}`;
        console.error(`[mock] ${detail}`);
        return answerError('CONTRACT_MISMATCH', detail);
      }
    }
    return record(envelope(0, 'success', data ?? null), { code: 0, msg: 'success', data: data ?? null });
  } catch (error) {
    if (error instanceof WireError) return answerError(error.key, error.detail);
    if (error instanceof MockApiError) {
      return record(envelope(error.code, error.message, error.data), {
        code: error.code,
        msg: error.message,
      });
    }
    throw error;
  }
}
