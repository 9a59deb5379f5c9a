import type * as z from 'zod/mini';
import {
  ENDPOINTS,
  findEndpointByPath,
  type EndpointName,
  type EndpointOf,
} from '../../api/contracts/endpoints';
import type { Language } from '../../domain/events';
import type { MockUser, MockWorld } from '../world/world';
import { APPLICATION_ERRORS } from './application-errors';
import { FEEDBACK_ERRORS } from './feedback-errors';
import { LOAN_ERRORS } from './loan-errors';

/**
 * The building block of the mock backend: `defineHandler(endpoint, (ctx) => data)`. The dispatcher
 * (wire.ts) decrypts the path and payload, applies faults, checks the payload against the endpoint's
 * contract, calls the handler and wraps what it returns as `{ code: 0, msg, data }`, checked against the
 * contract's response schema. A handler fails by throwing through `ctx.error(...)` or `ctx.fail(...)`.
 */

/** The mock backend's own error codes, with their Spanish and English messages. */
export const MOCK_ERRORS = {
  BAD_REQUEST: { code: 10000400, es: 'Solicitud no válida', en: 'Invalid request' },
  NOT_FOUND: { code: 10000404, es: 'Servicio no disponible', en: 'Service not available' },
  CONTRACT_MISMATCH: { code: 10000500, es: 'Error interno del servidor', en: 'Internal server error' },
  INVALID_MOBILE: {
    code: 10020001,
    es: 'Ingresa un número de celular válido de 10 dígitos',
    en: 'Please enter a valid 10-digit mobile number',
  },
  CODE_WRONG: {
    code: 10020002,
    es: 'El código de verificación es incorrecto',
    en: 'The verification code is incorrect',
  },
  CODE_EXPIRED: {
    code: 10020003,
    es: 'El código de verificación ha expirado, solicita uno nuevo',
    en: 'The verification code has expired, please request a new one',
  },
  CODE_TOO_FREQUENT: {
    code: 10020004,
    es: 'Espera {seconds} segundos para solicitar otro código',
    en: 'Please wait {seconds} seconds before requesting another code',
  },
  CODE_NOT_REQUESTED: {
    code: 10020005,
    es: 'Primero solicita un código de verificación',
    en: 'Please request a verification code first',
  },
  NUMBER_RECENTLY_DELETED: {
    code: 10020006,
    es: 'La cuenta de este número se eliminó. Podrás registrarte de nuevo con él a partir del {date}.',
    en: 'The account of this number was deleted. You can register with it again from {date}.',
  },
  DELETE_BLOCKED: {
    code: 10030001,
    es: 'No puedes eliminar tu cuenta mientras tengas préstamos sin pagar o solicitudes pendientes',
    en: 'You cannot delete your account while you have unpaid loans or pending applications',
  },
  USER_CANNOT_LOG_IN: {
    code: 10010301,
    es: 'El usuario no puede iniciar sesión',
    en: 'The user cannot log in',
  },
  TOKEN_EXPIRED: {
    code: 10010303,
    es: 'La sesión ha expirado, inicia sesión de nuevo',
    en: 'Token is expired, please log in again',
  },
  OTHER_DEVICE: {
    code: 10010304,
    es: 'La cuenta está registrada en otro dispositivo',
    en: 'The account is registered by another device',
  },
  INVALID_TOKEN: {
    code: 100103,
    es: 'Token inválido, inicia sesión de nuevo',
    en: 'Invalid token, please log in again',
  },
  ...APPLICATION_ERRORS,
  ...FEEDBACK_ERRORS,
  ...LOAN_ERRORS,
} as const;

/** A key of the mock error catalogue. */
export type MockErrorKey = keyof typeof MOCK_ERRORS;

/** The message of a catalogued error in a language, with `{name}` placeholders filled. */
export function mockErrorMessage(
  key: MockErrorKey,
  lang: Language,
  vars: Record<string, string | number> = {},
): string {
  const template: string = MOCK_ERRORS[key][lang];
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}

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
