import fc from 'fast-check';
import { BANKS } from '../options/banks';
import { clabeCheckDigit, luhnCheckDigit } from '../validation/mx-bank-accounts';

/**
 * fast-check generators of the digit identifiers, shared by the tests of src/domain/validation: any one
 * of a set of characters, digit strings, and valid card numbers, NSS and CLABE.
 */

/** One character of `s`. */
export const chars = (s: string) => fc.constantFrom(...s.split(''));
export const DIGIT = chars('0123456789');
/** `n` digits. */
export const digitString = (n: number) =>
  fc.array(DIGIT, { minLength: n, maxLength: n }).map((a) => a.join(''));
/** A 16-digit card number with its Luhn check digit. */
export const validCard = digitString(15).map((p) => p + luhnCheckDigit(p));
/** An 11-digit NSS with its Luhn check digit. */
export const validNss = digitString(10).map((p) => p + luhnCheckDigit(p));
/** An 18-digit CLABE of a listed bank with its check digit. */
export const validClabe = fc
  .tuple(fc.constantFrom(...BANKS.map((b) => b.prefix)), digitString(14))
  .map(([prefix, rest]) => prefix + rest + clabeCheckDigit(prefix + rest));

/** `s` with the digit at `i` replaced by a different digit `d` (d in 1..9 is added mod 10). */
export const changeDigit = (s: string, i: number, d: number) =>
  s.slice(0, i) + String((Number(s.charAt(i)) + d) % 10) + s.slice(i + 1);
