/** Why a bridge call failed: no bridge, no answer in time, the native side said no, or an unusable answer. */
export type BridgeErrorCode = 'UNAVAILABLE' | 'TIMEOUT' | 'REJECTED' | 'BAD_RESPONSE';

/** The serialisable form of a BridgeError (for events, journeys and logs). */
export interface BridgeErrorObject {
  name: 'BridgeError';
  code: BridgeErrorCode;
  message: string;
  method?: string;
  nativeCode?: string | number;
}

/** A failed bridge call; screens pick their copy (and web fallbacks) by `code`. */
export class BridgeError extends Error {
  override readonly name = 'BridgeError';
  readonly code: BridgeErrorCode;
  readonly method?: string;
  /** The native side's own error code, for REJECTED. */
  readonly nativeCode?: string | number;

  constructor(
    code: BridgeErrorCode,
    message: string,
    options: { method?: string; nativeCode?: string | number; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    if (options.method !== undefined) this.method = options.method;
    if (options.nativeCode !== undefined) this.nativeCode = options.nativeCode;
  }

  /** A plain object with no class instance inside. */
  toObject(): BridgeErrorObject {
    const out: BridgeErrorObject = { name: 'BridgeError', code: this.code, message: this.message };
    if (this.method !== undefined) out.method = this.method;
    if (this.nativeCode !== undefined) out.nativeCode = this.nativeCode;
    return out;
  }
}

/** True for a BridgeError, optionally of one code. */
export function isBridgeError(error: unknown, code?: BridgeErrorCode): error is BridgeError {
  return error instanceof BridgeError && (code === undefined || error.code === code);
}
