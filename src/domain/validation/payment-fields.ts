import type { FieldResult } from './fields';
import { checkClabe } from './mx-bank-accounts';

/**
 * The money fields of the screens outside the application (spec section 5): the repayment amount and the
 * account of a feedback request. Apart from fields.ts (which re-exports them), so that the repayment and
 * feedback screens do not load the option tables and the CURP and RFC checks of the application's fields.
 */

const ok = <T>(value: T): FieldResult<T> => ({ ok: true, value });
const fail = <T = string>(reason: string): FieldResult<T> => ({ ok: false, reason });

/** The repayment amount must be above this (spec section 5). */
export const REPAYMENT_AMOUNT_FLOOR = 10;

/**
 * Repayment amount (spec section 5): a whole number of pesos above 10 and above `minimum`, the minimum
 * shown (equal is not enough). `payOff`, when given, is the whole amount that settles everything owed: it
 * is accepted however small, so a balance of 10 or less, or one under the minimum, can still be paid in
 * full. A typed string may carry a leading $, spaces and thousands commas. Reasons: 'required', 'format',
 * 'tooSmall', 'belowMinimum'.
 */
export function checkRepaymentAmount(
  amount: string | number,
  minimum: number,
  options: { payOff?: number } = {},
): FieldResult<number> {
  let n: number;
  if (typeof amount === 'number') {
    if (!Number.isInteger(amount)) return fail('format');
    n = amount;
  } else {
    const s = amount.trim().replace(/^\$/, '').replace(/[\s,]/g, '');
    if (s === '') return fail('required');
    if (!/^\d+$/.test(s)) return fail('format');
    n = Number(s);
  }
  if (options.payOff !== undefined && n > 0 && n === options.payOff) return ok(n);
  if (n <= REPAYMENT_AMOUNT_FLOOR) return fail('tooSmall');
  if (n <= minimum) return fail('belowMinimum');
  return ok(n);
}

/**
 * The `account` of a feedback request (spec section 3), optional: the bank account the request is about
 * (the one the borrower paid from, or the one the loan should reach). Either an 18-digit CLABE (correct
 * check digit, a current SPEI participant) or only the last 4 digits of a debit card: a full card number
 * has no place in a support request, so 16 digits are refused with 'fullCard'. Spaces and dashes are
 * ignored. Empty gives ''. Reasons: 'format', 'fullCard', 'clabe'.
 */
export function checkFeedbackAccount(input: string): FieldResult {
  const value = input.replace(/[\s\-.]/g, '');
  if (value === '') return ok('');
  if (!/^\d+$/.test(value)) return fail('format');
  if (value.length === 4) return ok(value);
  if (value.length === 16) return fail('fullCard');
  if (value.length === 18) return checkClabe(value).ok ? ok(value) : fail('clabe');
  return fail('format');
}
