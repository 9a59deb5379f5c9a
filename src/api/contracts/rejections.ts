/**
 * The backend rejection codes the screens handle by code (ARCHITECTURE section 4, rule 5): a screen picks
 * the field and its own words by these, never by the message text (the client may have replaced it, and
 * the backend words it in the request's language). The mock world answers with the same codes
 * (src/mocks/handlers/application-errors.ts, loan-errors.ts), so the two cannot drift.
 */
export const REJECTION_CODES = {
  /** The SMS code is wrong (login, account deletion: under the code field). */
  codeWrong: 10020002,
  /** The SMS code has expired (under the code field). */
  codeExpired: 10020003,
  /** No SMS code was requested for this number (under the code field). */
  codeNotRequested: 10020005,
  /** The CURP is not valid (bank account step: under the CURP field). */
  invalidCurp: 10040301,
  /** The CURP is not the one on the borrower's document (bank account step: under the CURP field). */
  curpMismatch: 10040302,
  /** Bank check: the account does not belong to the chosen bank (under the card number field). */
  bankMismatch: 10040601,
  /** Bank check: the bank does not recognise the account or card number (under the card number field). */
  invalidNumber: 10040602,
  /** Bank check: the account is not in the borrower's name (under the holder's name field). */
  holderMismatch: 10040603,
  /** Repayment: the order number was empty or unknown (the cashier's own words). */
  orderIdEmpty: 10060001,
  /** Repayment: the payment order id came back empty; the borrower may retry. */
  paymentOrderIdEmpty: 10060002,
  /** Repayment: 'This order has expired, please try again' (the payment order or extension offer lapsed). */
  orderExpired: 10060003,
  /** Repayment: the payment channel is not available; the borrower chooses another. */
  channelUnavailable: 10060004,
  /**
   * Ours (decision 0038): `/store/package/get-ad-page` refuses a refresh past the borrower's daily limit (two,
   * spec section 9); the ad page then says the day's promotions are used up and turns its button off.
   */
  adRefreshLimitReached: 10080001,
} as const satisfies Record<string, number>;

/** A backend rejection a screen handles by its code. */
export type RejectionKind = keyof typeof REJECTION_CODES;

/** The rejections of the bank check, also the `reason` of `/store/bank-card/validate` when `valid` is false. */
export const BANK_CHECK_REJECTIONS = [
  'invalidNumber',
  'bankMismatch',
  'holderMismatch',
] as const satisfies readonly RejectionKind[];
export type BankCheckRejection = (typeof BANK_CHECK_REJECTIONS)[number];

const KIND_BY_CODE: ReadonlyMap<string, RejectionKind> = new Map(
  Object.entries(REJECTION_CODES).map(([kind, code]) => [String(code), kind as RejectionKind]),
);

/** Which handled rejection a failure's code (the `errorCode` of a `...Failed` event) stands for, or null. */
export function rejectionOf(errorCode: string | number): RejectionKind | null {
  return KIND_BY_CODE.get(String(errorCode)) ?? null;
}

/** The refusals of the SMS code itself, shown on the code field (decision 0068): as the failure's `errorCode`. */
export const CODE_REFUSAL_CODES: ReadonlySet<string> = new Set(
  (['codeWrong', 'codeExpired', 'codeNotRequested'] as const).map((kind) => String(REJECTION_CODES[kind])),
);
