import { bankByPrefix } from '../options/banks';
import type { CheckResult } from './mx-phone';

/**
 * Mexican bank account numbers (CLABE, debit card), per the product policy in shared/reference/mx-identifiers.md,
 * with the digit checks the NSS shares: apart from the CURP and RFC checks (mx-identifiers.ts, which re-exports
 * these), so that a screen checking an account (feedback) does not load the state and date tables. Reason
 * codes as in mx-identifiers.ts.
 */

/**
 * Policy normalisation of CURP, NSS, CLABE and card numbers: upper-cased, and every character that is not a
 * letter or digit (spaces, dashes, dots, emoji...) removed. Accented letters and Ñ are kept so they fail.
 */
export function normaliseIdentifier(input: string): string {
  return input
    .normalize('NFC')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** Shared shape of the all-digit identifiers (CLABE, card, NSS): required, digits only, exact length. */
export function checkDigits(input: string, length: number): CheckResult {
  if (input.trim() === '') return { ok: false, reason: 'required' };
  const value = normaliseIdentifier(input);
  if (value === '' || !/^\d+$/.test(value)) return { ok: false, reason: 'format' };
  if (value.length !== length) return { ok: false, reason: 'length' };
  return { ok: true, value };
}

/** The Luhn check digit to append to `payload` (digits). */
export function luhnCheckDigit(payload: string): string {
  let sum = 0;
  // The digit next to the (future) check digit is doubled, then every second one going left.
  for (let i = payload.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = Number(payload.charAt(i)) * (double ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/** Whether a digit string passes the Luhn check (last digit = check digit). */
export function isLuhnValid(digits: string): boolean {
  return /^\d{2,}$/.test(digits) && luhnCheckDigit(digits.slice(0, -1)) === digits.slice(-1);
}

/** The CLABE check digit of its first 17 digits: weights 3, 7, 1, each product mod 10. */
export function clabeCheckDigit(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new RangeError('A CLABE check digit needs 17 digits');
  const weights = [3, 7, 1];
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (Number(first17.charAt(i)) * (weights[i % 3] ?? 0)) % 10;
  return String((10 - (sum % 10)) % 10);
}

/**
 * CLABE: 18 digits, correct check digit, a prefix of a current SPEI participant and, when the user chose a
 * bank (`bankCode`: its 5-digit Banxico code or 3-digit prefix), that bank's prefix ('bankMismatch').
 */
export function checkClabe(input: string, options: { bankCode?: string } = {}): CheckResult {
  const r = checkDigits(input, 18);
  if (!r.ok) return r;
  if (clabeCheckDigit(r.value.slice(0, 17)) !== r.value.charAt(17))
    return { ok: false, reason: 'checkDigit' };
  const prefix = r.value.slice(0, 3);
  if (!bankByPrefix(prefix)) return { ok: false, reason: 'bank' };
  const chosen = options.bankCode?.trim() ?? '';
  if (chosen !== '' && chosen.slice(-3) !== prefix) return { ok: false, reason: 'bankMismatch' };
  return r;
}

/** Debit card number: 16 digits with a Luhn check digit. */
export function checkCardNumber(input: string): CheckResult {
  const r = checkDigits(input, 16);
  if (r.ok && !isLuhnValid(r.value)) return { ok: false, reason: 'checkDigit' };
  return r;
}
