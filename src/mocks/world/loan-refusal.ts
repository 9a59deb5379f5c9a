import type { MockErrorKey } from '../handlers/mock-errors';

/**
 * How the loan lifecycle says no: it throws a LoanRefusal naming a key of the mock error catalogue, and
 * the handlers answer it as that catalogued error (the loan lifecycle's own keys are in
 * handlers/loan-errors.ts).
 */

/** A key of the error catalogue. */
export type LoanErrorKey = MockErrorKey;

/** Thrown by the lifecycle when a request must be refused; handlers answer it as a catalogued error. */
export class LoanRefusal extends Error {
  override readonly name = 'LoanRefusal';
  constructor(
    readonly key: LoanErrorKey,
    readonly vars: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

/** Refuses the request with a catalogued error. */
export function refuse(key: LoanErrorKey, vars?: Record<string, string | number>): never {
  throw new LoanRefusal(key, vars);
}
