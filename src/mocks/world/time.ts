/**
 * The units of world time the mock world counts in (ms of the virtual clock) and Mexico City's calendar,
 * which loan dates and customer-service hours follow.
 */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Mexico City has kept UTC-6 all year since 2022 (no daylight saving time). */
export const MX_OFFSET_MS = -6 * HOUR;

/** The calendar date in Mexico City of an instant. */
export function mxDate(ms: number): string {
  return new Date(ms + MX_OFFSET_MS).toISOString().slice(0, 10);
}

function epochDay(isoDate: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) throw new RangeError(`not an ISO date: ${isoDate}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY;
}

/** The calendar date `days` after an ISO date (yyyy-mm-dd). */
export function addDays(isoDate: string, days: number): string {
  return new Date((epochDay(isoDate) + days) * DAY).toISOString().slice(0, 10);
}

/** Whole calendar days from one ISO date to another (negative when `to` is earlier). */
export function daysBetween(fromIsoDate: string, toIsoDate: string): number {
  return Math.round(epochDay(toIsoDate) - epochDay(fromIsoDate));
}
