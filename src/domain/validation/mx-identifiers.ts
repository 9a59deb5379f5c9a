import { isCurpStateCode, isUsedPostalPrefix, postalPrefixInState, stateByCode } from '../options/states';
import { isRealDate, toIsoDate } from './calendar';

/**
 * Mexican identifiers, per the product policy in shared/reference/mx-identifiers.md. Each check returns
 * the normalised value or a reason code that screens turn into a message in the user's language.
 *
 * Reason codes: 'required' (nothing entered), 'length' (wrong number of characters), 'format' (wrong
 * characters or shape), 'word' (starts with an inconvenient word), 'date' (embedded birth date not real,
 * or in the future), 'state' (unknown CURP state), 'checkDigit', 'generic' (generic RFC), 'bank' (CLABE
 * prefix of no SPEI participant), 'bankMismatch' (CLABE of another bank than the chosen one), 'service'
 * (phone), 'prefix' (postal code whose first two digits SEPOMEX does not use). Warnings (ok, but shown): 'checkDigit' (RFC), 'stateMismatch' (postal code).
 */
import type { CheckResult } from './mx-phone';

export type { CheckResult } from './mx-phone';

// The phone check lives in its own small module so the login screen does not load the bank and state lists.
export { checkMxPhone } from './mx-phone';

// The bank account checks (and the digit checks the NSS shares) live in their own module, which needs only the
// bank list: the feedback screen checks an account without loading the state and date tables.
import { checkDigits, isLuhnValid, normaliseIdentifier } from './mx-bank-accounts';
export {
  checkCardNumber,
  checkClabe,
  clabeCheckDigit,
  isLuhnValid,
  luhnCheckDigit,
  normaliseIdentifier,
} from './mx-bank-accounts';

// ---- normalisation and display ----

/** RFC normalisation: as normaliseIdentifier, but `&` is kept because it is a valid RFC character. */
export function normaliseRfc(input: string): string {
  return input
    .normalize('NFC')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}&]/gu, '');
}

const digitsOnly = (input: string): string => input.replace(/\D/g, '');

/** Joins the leading groups of `chars` (cut to the groups' total) with `sep`; partial groups allowed. */
function groups(text: string, sizes: readonly number[], sep: string): string {
  // By code point, so a pasted astral character is never cut in half.
  const chars = Array.from(text);
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= chars.length) break;
    parts.push(chars.slice(at, at + size).join(''));
    at += size;
  }
  return parts.join(sep);
}

/** CURP for display, 4-6-6-2 (names, birth date, sex/state/consonants, homonym+check): BOXW-310820-HNERXN-09. */
export function formatCurp(input: string): string {
  return groups(normaliseIdentifier(input), [4, 6, 6, 2], '-');
}

/**
 * RFC for display: the spec's dashes "after the 4th and 11th characters" count the display string, so the
 * groups are 4-6-3 (name letters, birth date, homoclave): GODE-561231-GR8.
 */
export function formatRfc(input: string): string {
  return groups(normaliseRfc(input), [4, 6, 3], '-');
}

/**
 * NSS for display: the spec's dashes "after 2, 5, 8 and 13" count display positions (dashes included), as
 * for the RFC; read that way they give 2-2-2-4-1, which is the NSS layout (subdelegation, registration
 * year, birth year, serial, check digit): 72-79-56-0804-0. Read as digit counts, 13 would be past the 11.
 */
export function formatNss(input: string): string {
  return groups(digitsOnly(input), [2, 2, 2, 4, 1], '-');
}

/** Debit card number for display, groups of 4: 4242 4242 4242 4242. */
export function formatCardNumber(input: string): string {
  return groups(digitsOnly(input), [4, 4, 4, 4], ' ');
}

/** CLABE for display, 3-3-11-1 (bank, plaza, account, check digit): 002 010 07777777777 1. */
export function formatClabe(input: string): string {
  return groups(digitsOnly(input), [3, 3, 11, 1], ' ');
}

// ---- check digits ----

const CURP_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
const RFC_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

function valueIn(alphabet: string, c: string): number {
  const v = alphabet.indexOf(c);
  if (v < 0) throw new RangeError(`Character not allowed here: ${c}`);
  return v;
}

/** The CURP check digit (position 18) of its first 17 characters: weights 18..2 over the RENAPO table. */
export function curpCheckDigit(first17: string): string {
  if (first17.length !== 17) throw new RangeError('A CURP check digit needs 17 characters');
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += valueIn(CURP_ALPHABET, first17.charAt(i)) * (18 - i);
  return String((10 - (sum % 10)) % 10);
}

/**
 * The RFC check digit of an RFC without its last character: 12 characters for a person, 11 for a company
 * (padded with one leading space). Weights 13..2, mod 11; 10 is written A.
 */
export function rfcCheckDigit(base: string): string {
  if (base.length !== 11 && base.length !== 12)
    throw new RangeError('An RFC check digit needs 11 or 12 characters');
  const padded = base.padStart(12, ' ');
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += valueIn(RFC_ALPHABET, padded.charAt(i)) * (13 - i);
  const r = sum % 11;
  if (r === 0) return '0';
  return r === 1 ? 'A' : String(11 - r);
}

// ---- CURP ----

/** CURP shape; the date, state and word parts of the strict RENAPO regex are checked apart for their reasons. */
const CURP_SHAPE = /^[A-Z][AEIOUX][A-Z]{2}\d{6}[HMX][A-Z]{2}[B-DF-HJ-NP-TV-Z]{3}[0-9A-Z]\d$/;

/** RENAPO replaces the 2nd letter of these (python-stdnum `_name_blacklist` = npm curp `malasPalabras`). */
const CURP_WORDS = new Set(
  (
    'BACA BAKA BUEI BUEY CACA CACO CAGA CAGO CAKA CAKO COGE COGI COJA COJE COJI COJO COLA CULO FALO FETO GETA ' +
    'GUEI GUEY JETA JOTO KACA KACO KAGA KAGO KAKA KAKO KOGE KOGI KOJA KOJE KOJI KOJO KOLA KULO LILO LOCA LOCO ' +
    'LOKA LOKO MAME MAMO MEAR MEAS MEON MIAR MION MOCO MOKO MULA MULO NACA NACO PEDA PEDO PENE PIPI PITO POPO ' +
    'PUTA PUTO QULO RATA ROBA ROBE ROBO RUIN SENO TETA VACA VAGA VAGO VAKA VUEI VUEY WUEI WUEY'
  ).split(' '),
);

/** Whether the first four letters are an inconvenient word RENAPO never issues. */
export function isCurpInconvenientWord(first4: string): boolean {
  return CURP_WORDS.has(first4);
}

/** The ISO birth date a CURP encodes: char 17 a digit means 19YY, a letter 20YY (python-stdnum). */
export function curpBirthDate(curp: string): string {
  const century = /\d/.test(curp.charAt(16)) ? 1900 : 2000;
  return toIsoDate(century + Number(curp.slice(4, 6)), Number(curp.slice(6, 8)), Number(curp.slice(8, 10)));
}

/**
 * CURP (18 characters): strict RENAPO shape, sex H/M/X, a real birth date not after `today` (when given;
 * the domain has no clock), a known state code or NE, no inconvenient word, a correct check digit.
 */
export function checkCurp(input: string, options: { today?: string } = {}): CheckResult {
  if (input.trim() === '') return { ok: false, reason: 'required' };
  const value = normaliseIdentifier(input);
  if (value.length !== 18) return { ok: false, reason: value === '' ? 'format' : 'length' };
  if (!CURP_SHAPE.test(value)) return { ok: false, reason: 'format' };
  if (isCurpInconvenientWord(value.slice(0, 4))) return { ok: false, reason: 'word' };
  const birth = curpBirthDate(value);
  if (!isRealDate(birth)) return { ok: false, reason: 'date' };
  if (options.today !== undefined && birth > options.today) return { ok: false, reason: 'date' };
  if (!isCurpStateCode(value.slice(11, 13))) return { ok: false, reason: 'state' };
  if (curpCheckDigit(value.slice(0, 17)) !== value.charAt(17)) return { ok: false, reason: 'checkDigit' };
  return { ok: true, value };
}

// ---- RFC ----

const RFC_PERSON_SHAPE = /^[A-ZÑ&]{4}\d{6}[A-Z0-9]{3}$/;

/** SAT's generic RFCs (general public, foreigner): not a borrower's own RFC. */
const GENERIC_RFCS = new Set(['XAXX010101000', 'XEXX010101000']);

/** SAT replaces the 4th letter of these (python-stdnum = validate-rfc), so no RFC starts with one. */
const RFC_WORDS = new Set(
  (
    'BUEI BUEY CACA CACO CAGA CAGO CAKA CAKO COGE COJA COJE COJI COJO CULO FETO GUEY JOTO KACA KACO KAGA KAGO ' +
    'KAKA KOGE KOJO KULO MAME MAMO MEAR MEAS MEON MION MOCO MULA PEDA PEDO PENE PUTA PUTO QULO RATA RUIN'
  ).split(' '),
);

/**
 * Person RFC (13 characters, optional field: screens skip the check when empty). Format failures, an
 * inconvenient word, a date that does not exist and the generic RFCs reject; a wrong check digit is
 * accepted with warning 'checkDigit' (about 1.5% of real RFCs fail it and SAT accepts them).
 */
export function checkRfc(input: string): CheckResult {
  if (input.trim() === '') return { ok: false, reason: 'required' };
  const value = normaliseRfc(input);
  if (GENERIC_RFCS.has(value)) return { ok: false, reason: 'generic' };
  if (value.length !== 13) return { ok: false, reason: value === '' ? 'format' : 'length' };
  if (!RFC_PERSON_SHAPE.test(value)) return { ok: false, reason: 'format' };
  if (RFC_WORDS.has(value.slice(0, 4))) return { ok: false, reason: 'word' };
  // The century is not encoded; 20YY (as python-stdnum) accepts 29 February whenever 19YY or 20YY would.
  const date = toIsoDate(
    2000 + Number(value.slice(4, 6)),
    Number(value.slice(6, 8)),
    Number(value.slice(8, 10)),
  );
  if (!isRealDate(date)) return { ok: false, reason: 'date' };
  if (rfcCheckDigit(value.slice(0, 12)) !== value.charAt(12))
    return { ok: true, value, warning: 'checkDigit' };
  return { ok: true, value };
}

// ---- digit identifiers ----

/** NSS (IMSS social security number, optional field): 11 digits with a Luhn check digit. */
export function checkNss(input: string): CheckResult {
  const r = checkDigits(input, 11);
  if (r.ok && !isLuhnValid(r.value)) return { ok: false, reason: 'checkDigit' };
  return r;
}

/**
 * Postal code: 5 digits, kept as a string (CDMX codes start with 0). A code whose first two digits no entity
 * uses (00, 17, 18, 19) does not exist and is rejected ('prefix'). With `stateCode` (INEGI, CURP or ISO
 * code), a prefix of another state is accepted with warning 'stateMismatch': which state a prefix belongs
 * to is not authoritative, but the unused prefixes are (SEPOMEX assigns 01-16 and 20-99 only).
 */
export function checkPostalCode(input: string, options: { stateCode?: string } = {}): CheckResult {
  const value = input.trim();
  if (value === '') return { ok: false, reason: 'required' };
  if (!/^\d+$/.test(value)) return { ok: false, reason: 'format' };
  if (value.length !== 5) return { ok: false, reason: 'length' };
  if (!isUsedPostalPrefix(value)) return { ok: false, reason: 'prefix' };
  const state = options.stateCode ? stateByCode(options.stateCode) : undefined;
  if (state && !postalPrefixInState(state, value)) return { ok: true, value, warning: 'stateMismatch' };
  return { ok: true, value };
}
