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
