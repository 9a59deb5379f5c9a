import type * as z from 'zod/mini';
import {
  ENDPOINTS,
  findEndpointByPath,
  type EndpointName,
  type EndpointOf,
} from '../../api/contracts/endpoints';
import type { Language } from '../../domain/events';
import type { MockUser } from '../world/records';
import type { MockWorld } from '../world/world';
import type { MockErrorKey } from './mock-errors';

/**
 * The building block of the mock backend: `defineHandler(endpoint, (ctx) => data)`. The dispatcher
 * (wire.ts) decrypts the path and payload, applies faults, checks the payload against the endpoint's
 * contract, calls the handler and wraps what it returns as `{ code: 0, msg, data }`, checked against the
 * contract's response schema. A handler fails by throwing through `ctx.error(...)` or `ctx.fail(...)`.
 */

/** Thrown by a handler to answer `{ code, msg, data }` with a non-zero code. */
export class MockApiError extends Error {
  override readonly name = 'MockApiError';
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** What a handler gets for one request. */
export interface HandlerContext<TPayload = unknown> {
  world: MockWorld;
  /** The decrypted endpoint path. */
  path: string;
  method: string;
  /** The decrypted payload, checked against the contract (multipart: the JSON fields plus the files). */
  payload: TPayload;
  /** The file parts of a multipart request, by field name. */
  files: Record<string, File>;
  lang: Language;
  packageName: string;
  headers: Headers;
  request: Request;
  /** The raw token of `Authorization: Bearer <token>`, if sent. */
  token: string | undefined;
  /** The borrower the token belongs to; otherwise throws 100103 (or 10010303 for an expired token). */
  requireUser(): MockUser;
  /** Answers a catalogued error in the request's language. */
  error(key: MockErrorKey, vars?: Record<string, string | number>): never;
  /** Answers any code and message. */
  fail(code: number, msg: string, data?: unknown): never;
  /** Picks the text for the request's language. */
  t(es: string, en: string): string;
}

/** A handler: returns `data` (or a promise of it). */
export type MockResolver<TPayload, TData> = (ctx: HandlerContext<TPayload>) => TData | Promise<TData>;

export interface HandlerOptions {
  /**
   * The catalogued error answered when the payload fails the contract (default BAD_REQUEST); a function
   * may also give the variables of the message.
   */
  invalidRequest?:
    | MockErrorKey
    | ((
        issuePaths: PropertyKey[][],
      ) => MockErrorKey | { key: MockErrorKey; vars: Record<string, string | number> });
}

/** One route of the mock backend. */
export interface MockRoute {
  /** The plain endpoint path (`/security/login`). */
  path: string;
  /** The contract's name, when the contracts know the path. */
  name?: string;
  resolve: MockResolver<unknown, unknown>;
  options: HandlerOptions;
}

/** Defines a route by endpoint name, typed from its contract (payload in, `data` out). */
export function defineHandler<N extends EndpointName>(
  endpoint: N,
  resolve: MockResolver<z.output<EndpointOf<N>['request']>, z.input<EndpointOf<N>['response']>>,
  options?: HandlerOptions,
): MockRoute;
/** Defines a route by plain path, for endpoints the contracts do not know yet. */
export function defineHandler(
  endpoint: `/${string}`,
  resolve: MockResolver<unknown, unknown>,
  options?: HandlerOptions,
): MockRoute;
export function defineHandler(
  endpoint: string,
  resolve: MockResolver<never, unknown>,
  options: HandlerOptions = {},
): MockRoute {
  const route = { resolve: resolve as MockResolver<unknown, unknown>, options };
  if (endpoint.startsWith('/')) {
    const name = findEndpointByPath(endpoint)?.name;
    return name === undefined ? { path: endpoint, ...route } : { path: endpoint, name, ...route };
  }
  const contract = (ENDPOINTS as Record<string, { path: string; name: string } | undefined>)[endpoint];
  if (!contract) throw new Error(`defineHandler: no endpoint named ${endpoint}`);
  return { path: contract.path, name: contract.name, ...route };
}
