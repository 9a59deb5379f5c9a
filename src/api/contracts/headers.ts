/**
 * The request headers of spec section 7, by their spec names. Every call carries all of them but
 * `Authorization`, which only a logged-in borrower's calls carry; `appendReqHeaders` (the native app's extra
 * headers) may add others but never replace one of these.
 */
export const SPEC_HEADERS = [
  'Authorization',
  'traceId',
  'packageName',
  'android-id',
  'appName',
  'afid',
  'lang',
  'platform',
] as const;

export type SpecHeader = (typeof SPEC_HEADERS)[number];

/** The headers every call carries, logged in or not (a value may be empty: a browser has no android-id). */
export const ALWAYS_SENT_HEADERS: readonly SpecHeader[] = SPEC_HEADERS.filter(
  (name) => name !== 'Authorization',
);

/** The always-sent headers a request lacks (HTTP header names are case-insensitive). */
export function missingHeaders(headers: Headers): SpecHeader[] {
  return ALWAYS_SENT_HEADERS.filter((name) => !headers.has(name));
}

/**
 * Ours, beside the spec's headers (issue 30): the money calls (`/portal/repayment/confirm`, a repayment or an
 * extension fee) carry the IETF `Idempotency-Key` (draft-ietf-httpapi-idempotency-key-header). The key is
 * made when the borrower decides to pay and kept across retries and reloads until the outcome is known; a
 * backend answers a repeated key with the first answer, so a payment sent twice pays once.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The endpoints whose calls carry the `Idempotency-Key` (the OpenAPI document names it on them). */
export const IDEMPOTENT_ENDPOINTS: readonly string[] = ['confirmRepayment'];
