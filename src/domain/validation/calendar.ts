/**
 * Calendar helpers for the date pickers and the identifiers' birth dates. Dates are ISO calendar dates
 * (yyyy-mm-dd); "today" is always passed in, the domain never reads the clock.
 */

/** An inclusive ISO date range. */
export interface DateRange {
  min: string;
  max: string;
}

/** Whether `year` is a Gregorian leap year. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Days in `month` (1-12) of `year`, leap years included (the spec's "February has 28 days in the picker"
 * describes the old app's bug; a borrower born on 29 February must be able to pick it). 0 for a bad month.
 */
export function daysInMonth(year: number, month: number): number {
  if (!Number.isInteger(month) || month < 1 || month > 12) return 0;
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Parses yyyy-mm-dd into numbers when it names a real calendar day. */
export function parseIsoDate(iso: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Whether `iso` is a yyyy-mm-dd string naming a real calendar day. */
export function isRealDate(iso: string): boolean {
  return parseIsoDate(iso) !== null;
}

/** Formats numbers as yyyy-mm-dd. */
export function toIsoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `iso` moved by whole years; 29 February falls back to 28 February in a common year. */
export function addYears(iso: string, years: number): string {
  const d = parseIsoDate(iso);
  if (!d) throw new RangeError(`Not an ISO date: ${iso}`);
  const year = d.year + years;
  return toIsoDate(year, d.month, Math.min(d.day, daysInMonth(year, d.month)));
}

/** Youngest and oldest borrower age the birthday picker allows (spec: 18 years ago, back 65 years). */
export const MIN_BORROWER_AGE = 18;
/** 18 + 65: the oldest birthday the picker offers is this many years ago. */
export const MAX_BORROWER_AGE = 83;
/** The valid-period picker covers this many years ahead (spec section 5). */
export const VALIDITY_YEARS_AHEAD = 50;

/** The birthday picker's range: from 83 years ago (min) to 18 years ago (max), both inclusive. */
export function birthdayRange(todayIso: string): DateRange {
  return { min: addYears(todayIso, -MAX_BORROWER_AGE), max: addYears(todayIso, -MIN_BORROWER_AGE) };
}

/** The valid-period picker's range: from today to 50 years ahead. */
export function validityRange(todayIso: string): DateRange {
  return { min: todayIso, max: addYears(todayIso, VALIDITY_YEARS_AHEAD) };
}

/** Age in whole years on `todayIso` of someone born on `birthIso` (a 29 February birthday counts on 1 March). */
export function ageOn(birthIso: string, todayIso: string): number {
  const b = parseIsoDate(birthIso);
  const t = parseIsoDate(todayIso);
  if (!b || !t) throw new RangeError(`Not ISO dates: ${birthIso}, ${todayIso}`);
  const hadBirthday = t.month > b.month || (t.month === b.month && t.day >= b.day);
  return t.year - b.year - (hadBirthday ? 0 : 1);
}

/** yyyy-mm-dd shown as dd-mm-yyyy (the birthday field's display, spec section 3); other input unchanged. */
export function toDayMonthYear(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : iso;
}
