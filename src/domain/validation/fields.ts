import type { Option } from '../options/option';
import { CONTACT_RELATIONS, SALARY_RANGES, payDayOptionsFor } from '../options/profile-options';
import { checkCardNumber, checkClabe, checkMxPhone, normaliseIdentifier } from './mx-identifiers';

// The repayment amount and the feedback's account live apart (payment-fields.ts), so that the repayment and
// feedback screens do not load the option tables and identifier checks the application's fields need.
export { REPAYMENT_AMOUNT_FLOOR, checkFeedbackAccount, checkRepaymentAmount } from './payment-fields';

/**
 * Field rules of spec section 5 as pure functions. Each returns the normalised value (trimmed) or a reason
 * code the screens map to a message: 'required', 'format', 'tooShort', 'tooLong', 'option' (not in its
 * list), 'email' / 'email_verify' (the spec's own codes), 'tooSmall', 'belowMinimum', 'tooLarge', 'terms'.
 */
export type FieldResult<T = string> = { ok: true; value: T } | { ok: false; reason: string };

// The date helpers of section 5 live in calendar.ts (the identifiers need them too); importable from here.
export { birthdayRange, daysInMonth, isRealDate, validityRange } from './calendar';

const ok = <T>(value: T): FieldResult<T> => ({ ok: true, value });
const fail = <T = string>(reason: string): FieldResult<T> => ({ ok: false, reason });

/** Trimmed, NFC, inner runs of whitespace (pasted tabs, newlines) collapsed to one space. */
export function normaliseText(input: string): string {
  return input.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/** Every whitespace character removed (the email field strips spaces as typed, spec section 5). */
export function stripSpaces(input: string): string {
  return input.replace(/\s+/g, '');
}

/** A required text field: trimmed, not empty. */
export function checkRequired(input: string): FieldResult {
  const value = normaliseText(input);
  return value === '' ? fail('required') : ok(value);
}

/** Options of the optional fields: an empty input is then valid (value ''). */
export interface OptionalFlag {
  optional?: boolean;
}

// Latin letters (accents, ñ, ü included), spaces, apostrophes and hyphens, from a letter: no digits, emoji or
// symbols.
const NAME_CHARS = /^(?=\p{L})[\p{Script=Latin}' ’-]+$/u;
// A contact's name may carry abbreviations ("Ma. Rosa"): dots too, ending with a letter or a dot (decision 0029).
const CONTACT_NAME_CHARS = /^\p{Script=Latin}[\p{Script=Latin}' ’.-]*[\p{Script=Latin}.]$/u;
const NAME_MIN_LETTERS = 3;
const NAME_MAX = 45;
/** The bank account holder's full name (the API allows 100 characters; a full name can pass 45). */
export const HOLDER_NAME_MAX = 100;

/** A name of `chars`, at least 3 letters and at most `max` characters (required unless `optional`). */
function checkName(input: string, chars: RegExp, max: number, optional = false): FieldResult {
  const value = normaliseText(input);
  if (value === '') return optional ? ok('') : fail('required');
  if (!chars.test(value)) return fail('format');
  if ((value.match(/\p{L}/gu) ?? []).length < NAME_MIN_LETTERS) return fail('tooShort');
  if (value.length > max) return fail('tooLong');
  return ok(value);
}

/** First, middle or last name: letters, spaces, apostrophe and hyphen; at least 3 letters; at most 45. */
export function checkPersonName(input: string, options: OptionalFlag = {}): FieldResult {
  return checkName(input, NAME_CHARS, NAME_MAX, options.optional);
}

/**
 * An emergency contact's name: a person's name that may also hold dots, from a letter to a letter or a dot.
 * The screen and the mock world's handler both check with this.
 */
export function checkContactName(input: string): FieldResult {
  return checkName(input, CONTACT_NAME_CHARS, NAME_MAX);
}

/** The account holder: a person's full name (the name rules) of at most 100 characters. */
export function checkHolderName(input: string): FieldResult {
  return checkName(input, NAME_CHARS, HOLDER_NAME_MAX);
}

// The e-mail rule lives apart (email.ts), so that the customer-service page's link can use it alone.
export { checkEmail } from './email';

// No emoji or control characters in text a courier or a collector has to read.
const FREE_TEXT_FORBIDDEN = /[\p{Extended_Pictographic}\p{Cc}]/u;

/**
 * The address limit: the spec gives 2 to 100 characters in one reading and max 256 in one form. 100 is taken
 * because it satisfies both, equals the company/work address limit, and fits the API contract (<= 256).
 */
export const ADDRESS_MAX = 100;
const ADDRESS_MIN = 2;

/** Street address (also company/work address with `optional`): 2 to 100 characters. */
export function checkAddress(input: string, options: OptionalFlag = {}): FieldResult {
  const value = normaliseText(input);
  if (value === '') return options.optional ? ok('') : fail('required');
  if (FREE_TEXT_FORBIDDEN.test(value)) return fail('format');
  if (value.length < ADDRESS_MIN) return fail('tooShort');
  if (value.length > ADDRESS_MAX) return fail('tooLong');
  return ok(value);
}

const COMPANY_NAME_MAX = 45;
const COMPANY_NAME_CHARS = /^[\p{L}\p{M}\p{N} .,&'’"/()#+°-]+$/u;

/** Company name (optional): letters, digits and common punctuation, at most 45 characters. */
export function checkCompanyName(input: string): FieldResult {
  const value = normaliseText(input);
  if (value === '') return ok('');
  if (!COMPANY_NAME_CHARS.test(value)) return fail('format');
  if (value.length > COMPANY_NAME_MAX) return fail('tooLong');
  return ok(value);
}

const COMPANY_PHONE_MAX = 32;

/** Company phone (optional): digits only (spaces ignored), at most 32. */
export function checkCompanyPhone(input: string): FieldResult {
  const value = stripSpaces(input);
  if (value === '') return ok('');
  if (!/^\d+$/.test(value)) return fail('format');
  if (value.length > COMPANY_PHONE_MAX) return fail('tooLong');
  return ok(value);
}

/** A picker field: its value must be one of the list's codes ('option'), or empty when optional. */
export function checkOption(list: readonly Option[], value: string, options: OptionalFlag = {}): FieldResult {
  const v = value.trim();
  if (v === '') return options.optional ? ok('') : fail('required');
  return list.some((o) => o.value === v) ? ok(v) : fail('option');
}

/**
 * Monthly income (the monthlySalary picker): required, one of the salary ranges. The employment step and the
 * mock world's employment check both decide with it; the step words both reasons on the field.
 */
export function checkMonthlyIncome(value: string): FieldResult {
  return checkOption(SALARY_RANGES, value);
}

/**
 * The second pay day of a frequency that asks for one (biweekly, fourteen): required, one of the frequency's
 * pay days. Twice a month (biweekly) means two days of the month, so it must differ from the first
 * ('samePayday'); someone paid every fourteen days is paid on the same weekday each time, so the same weekday
 * is allowed (decision 0062). The employment screen and the mock world's employment check both decide with it.
 */
export function checkSecondPayDay(payFrequency: string, first: string, second: string): FieldResult {
  const checked = checkOption(payDayOptionsFor(payFrequency), second);
  if (!checked.ok) return checked;
  if (payFrequency === 'biweekly' && checked.value === first.trim()) return fail('samePayday');
  return checked;
}

/** Largest feedback attachment (spec section 5: 20 MB). */
export const FEEDBACK_FILE_MAX_BYTES = 20 * 1024 * 1024;

/** A feedback attachment size in bytes: at most 20 MB ('tooLarge'). */
export function checkFileSize(
  bytes: number,
  maxBytes: number = FEEDBACK_FILE_MAX_BYTES,
): FieldResult<number> {
  return bytes > maxBytes ? fail('tooLarge') : ok(bytes);
}

/** Feedback description: cannot be empty. */
export function checkFeedbackDescription(input: string): FieldResult {
  return checkRequired(input);
}

/** The terms must be accepted before the loan is confirmed ('terms'). */
export function checkTermsAccepted(accepted: boolean): FieldResult<true> {
  return accepted ? ok(true) : fail('terms');
}

// ---- emergency contacts ----

/** One emergency contact as entered. */
export interface ContactInput {
  relationship: string;
  name: string;
  phone: string;
}

/** Reason codes per field of one contact. */
export type ContactErrors = Partial<Record<keyof ContactInput, string>>;

/** Both contacts normalised, or the reasons per contact and field. */
export type ContactsResult =
  { ok: true; value: [ContactInput, ContactInput] } | { ok: false; errors: [ContactErrors, ContactErrors] };

/**
 * A person's name as compared with another (decision 0062): its words in alphabetical order, lower case,
 * one space between them, accents on vowels dropped (María = Maria, Agüero = Aguero) but ñ kept (Peña is
 * not Pena: another name).
 */
export function nameKey(name: string): string {
  return [...normaliseText(name).toLowerCase()]
    .map((c) => (c === 'ñ' ? c : c.normalize('NFD').replace(/\p{M}/gu, '')))
    .join('')
    .split(' ')
    .filter(Boolean)
    .sort()
    .join(' ');
}

/**
 * Whether two names are one person's name: the same words in any order, whatever the case, spacing and
 * accents on vowels; ñ and n differ. The emergency contacts' "names differ" rule on the screen and in the
 * mock world, and the mock world's account holder check.
 */
export function sameName(a: string, b: string): boolean {
  return nameKey(a) === nameKey(b);
}

/**
 * The two emergency contacts (spec section 5): each valid on its own, then relations differ ('sameRelation'),
 * phones differ ('samePhone'), neither phone is the login phone ('loginPhone'), names differ ('sameName').
 * A cross-rule reason sits on the second contact, except 'loginPhone' which sits on the contact that has it.
 */
export function checkEmergencyContacts(
  contacts: readonly [ContactInput, ContactInput],
  loginMobile: string,
): ContactsResult {
  const errors: [ContactErrors, ContactErrors] = [{}, {}];
  const values = contacts.map((c, i) => {
    const e = errors[i as 0 | 1];
    const relationship = checkOption(CONTACT_RELATIONS, c.relationship);
    const name = checkContactName(c.name);
    const phone = checkMxPhone(c.phone);
    if (!relationship.ok) e.relationship = relationship.reason;
    if (!name.ok) e.name = name.reason;
    if (!phone.ok) e.phone = phone.reason;
    return {
      relationship: relationship.ok ? relationship.value : null,
      name: name.ok ? name.value : null,
      phone: phone.ok ? phone.value : null,
    };
  }) as [ContactOrNull, ContactOrNull];

  const login = checkMxPhone(loginMobile);
  const loginPhone = login.ok ? login.value : loginMobile.replace(/\D/g, '');
  values.forEach((v, i) => {
    if (v.phone !== null && v.phone === loginPhone) errors[i as 0 | 1].phone = 'loginPhone';
  });

  const [a, b] = values;
  if (a.relationship !== null && a.relationship === b.relationship) errors[1].relationship = 'sameRelation';
  if (a.phone !== null && a.phone === b.phone) errors[1].phone ??= 'samePhone';
  if (a.name !== null && b.name !== null && sameName(a.name, b.name)) errors[1].name = 'sameName';

  if (Object.keys(errors[0]).length > 0 || Object.keys(errors[1]).length > 0) return { ok: false, errors };
  return { ok: true, value: values as [ContactInput, ContactInput] };
}

type ContactOrNull = { [K in keyof ContactInput]: string | null };

// ---- bank card ----

/** The bank account number and its confirmation: the checked number, or reasons per field. */
export type BankCardPairResult =
  { ok: true; value: string } | { ok: false; errors: { number?: string; confirmation?: string } };

/**
 * The account number entered twice (spec section 5): the number is checked as a CLABE (cardType 'clabe',
 * against the chosen bank's code) or a debit card ('debit'); the confirmation is required ('confirmRequired')
 * and must equal the number once both are normalised ('mismatch'). Another card type gives 'cardType'.
 */
export function checkBankCardPair(
  number: string,
  confirmation: string,
  cardType: string,
  bankCode?: string,
): BankCardPairResult {
  const errors: { number?: string; confirmation?: string } = {};
  let checked: FieldResult | undefined;
  if (cardType === 'clabe') checked = checkClabe(number, bankCode === undefined ? {} : { bankCode });
  else if (cardType === 'debit') checked = checkCardNumber(number);
  if (!checked) errors.number = 'cardType';
  else if (!checked.ok) errors.number = checked.reason;

  if (confirmation.trim() === '') errors.confirmation = 'confirmRequired';
  else if (normaliseIdentifier(confirmation) !== normaliseIdentifier(number))
    errors.confirmation = 'mismatch';

  if (errors.number !== undefined || errors.confirmation !== undefined || !checked?.ok)
    return { ok: false, errors };
  return { ok: true, value: checked.value };
}
