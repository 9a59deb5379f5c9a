import { SESSION_ERROR_CODES, type SessionErrorCode } from '../domain/events.ts';

/**
 * The typed failures of an API call (ARCHITECTURE 3.1 and section 4, rule 5). Each class has a literal
 * `code` that screens pick their copy by, and `toObject()` gives a plain serialisable record for
 * `...Failed` events and journeys.
 */

/** Where a failure happened: the endpoint name and its plain path. */
export interface FailureOrigin {
  endpoint: string;
  path: string;
}

/** Plain form of an ApiFailure, safe to put in events and journey files. */
export interface ApiFailureObject {
  name: string;
  code: ApiFailureCode;
  message: string;
  endpoint: string;
  path: string;
  [detail: string]: unknown;
}

abstract class ApiFailureBase extends Error {
  abstract readonly code: ApiFailureCode;
  readonly endpoint: string;
  readonly path: string;

  constructor(message: string, origin: FailureOrigin) {
    super(message);
    this.endpoint = origin.endpoint;
    this.path = origin.path;
  }

  protected details(): Record<string, unknown> {
    return {};
  }

  /** Plain serialisable record of this failure. */
  toObject(): ApiFailureObject {
    return {
      name: this.name,
      code: this.code,
      message: this.message,
      endpoint: this.endpoint,
      path: this.path,
      ...this.details(),
    };
  }
}

/** The backend answered with a non-zero, non-session `code`; `message` is its `msg`, for the screen. */
export class ApiError extends ApiFailureBase {
  readonly code = 'API_ERROR' as const;
  override readonly name = 'ApiError';
  /** The backend's `code` (the HTTP status when the body was not an envelope). */
  readonly backendCode: number;
  readonly httpStatus: number;

  constructor(backendCode: number, message: string, origin: FailureOrigin, httpStatus = 200) {
    super(message, origin);
    this.backendCode = backendCode;
    this.httpStatus = httpStatus;
  }

  protected override details() {
    return { backendCode: this.backendCode, httpStatus: this.httpStatus };
  }
}

/** One of the four session codes of spec section 8: the session is over; 10010301 also clears all data. */
export class SessionError extends ApiFailureBase {
  readonly code = 'SESSION_ENDED' as const;
  override readonly name = 'SessionError';
  readonly backendCode: SessionErrorCode;
  /** True for 10010301 ("the user cannot log in"): every local value is cleared, not only the session. */
  readonly clearAll: boolean;

  constructor(backendCode: SessionErrorCode, message: string, origin: FailureOrigin) {
    super(message, origin);
    this.backendCode = backendCode;
    this.clearAll = backendCode === 10010301;
  }

  protected override details() {
    return { backendCode: this.backendCode, clearAll: this.clearAll };
  }
}

/** No response arrived (offline, DNS, connection reset, CORS). */
export class NetworkError extends ApiFailureBase {
  readonly code = 'NETWORK_ERROR' as const;
  override readonly name = 'NetworkError';
}

/** No response within the time-out (60 s). */
export class TimeoutError extends ApiFailureBase {
  readonly code = 'TIMEOUT' as const;
  override readonly name = 'TimeoutError';
  readonly timeoutMs: number;

  constructor(timeoutMs: number, origin: FailureOrigin) {
    super(`No response within ${timeoutMs} ms`, origin);
    this.timeoutMs = timeoutMs;
  }

  protected override details() {
    return { timeoutMs: this.timeoutMs };
  }
}

/** One schema issue, flattened to plain data. */
export interface ShapeIssue {
  path: string;
  message: string;
}

/** The response was not JSON, not an envelope, or its `data` failed the endpoint's schema. */
export class ResponseShapeError extends ApiFailureBase {
  readonly code = 'RESPONSE_SHAPE' as const;
  override readonly name = 'ResponseShapeError';
  readonly issues: readonly ShapeIssue[];

  constructor(message: string, issues: readonly ShapeIssue[], origin: FailureOrigin) {
    super(message, origin);
    this.issues = issues;
  }

  protected override details() {
    return { issues: this.issues.map((issue) => ({ ...issue })) };
  }
}

/** The payload failed the endpoint's request schema, so nothing was sent. */
export class RequestShapeError extends ApiFailureBase {
  readonly code = 'REQUEST_SHAPE' as const;
  override readonly name = 'RequestShapeError';
  readonly issues: readonly ShapeIssue[];

  constructor(issues: readonly ShapeIssue[], origin: FailureOrigin) {
    super(`Invalid payload for ${origin.endpoint}`, origin);
    this.issues = issues;
  }

  protected override details() {
    return { issues: this.issues.map((issue) => ({ ...issue })) };
  }
}

/** The caller aborted the call (its AbortSignal fired). */
export class AbortedError extends ApiFailureBase {
  readonly code = 'ABORTED' as const;
  override readonly name = 'AbortedError';
}

/** Every typed failure an API call rejects with. */
export type ApiFailure =
  | ApiError
  | SessionError
  | NetworkError
  | TimeoutError
  | ResponseShapeError
  | RequestShapeError
  | AbortedError;

/** The literal codes of ApiFailure. */
export type ApiFailureCode =
  | 'API_ERROR'
  | 'SESSION_ENDED'
  | 'NETWORK_ERROR'
  | 'TIMEOUT'
  | 'RESPONSE_SHAPE'
  | 'REQUEST_SHAPE'
  | 'ABORTED';

/** True for any typed API failure. */
export function isApiFailure(error: unknown): error is ApiFailure {
  return error instanceof ApiFailureBase;
}

/** True for one of the four session codes of spec section 8. */
export function isSessionErrorCode(code: number): code is SessionErrorCode {
  return (SESSION_ERROR_CODES as readonly number[]).includes(code);
}

/** Flattens schema issues (zod's `error.issues`) to plain path/message pairs. */
export function toShapeIssues(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): ShapeIssue[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}
