import { AD_REFRESH_DAILY_LIMIT } from './product-terms';
import { MINUTE_MS } from './time';

/** The stored `adTimes` (spec section 3): trigger counters, today's refreshes and the last refresh time. */
export interface AdTimes {
  counters: Record<string, number>;
  todayRefreshTimes: number;
  lastRefreshTime: number | null;
}

/** The borrower's calendar day of an instant (yyyy-mm-dd), given the UTC offset in minutes west (Date#getTimezoneOffset). */
export function localDay(ms: number, tzOffsetMinutes: number): string {
  return new Date(ms - tzOffsetMinutes * MINUTE_MS).toISOString().slice(0, 10);
}

/** Refreshes made on the day of `now`: a count from an earlier day no longer counts. */
export function refreshesToday(times: AdTimes, now: number, tzOffsetMinutes: number): number {
  if (times.lastRefreshTime === null) return 0;
  return localDay(times.lastRefreshTime, tzOffsetMinutes) === localDay(now, tzOffsetMinutes)
    ? times.todayRefreshTimes
    : 0;
}

/** The day's limit: the backend's, never above the product's two per day (spec section 9). */
export function effectiveRefreshLimit(backendLimit: number | null | undefined): number {
  if (backendLimit === null || backendLimit === undefined || !Number.isFinite(backendLimit))
    return AD_REFRESH_DAILY_LIMIT;
  return Math.max(0, Math.min(Math.floor(backendLimit), AD_REFRESH_DAILY_LIMIT));
}

/**
 * Refreshes still allowed today: the lower of the app's own count (the day's `limit` minus the refreshes
 * adTimes counted) and the backend's `refreshesLeftToday` (decision 0038). adTimes goes at logout (one
 * borrower at a time), so after a new login only the backend's count remembers the borrower's refreshes;
 * a missing or unreadable backend count leaves the app's own.
 */
export function refreshesLeftToday(
  limit: number,
  usedToday: number,
  backendLeft: number | null | undefined,
): number {
  const own = Math.max(0, limit - usedToday);
  if (backendLeft === null || backendLeft === undefined || !Number.isFinite(backendLeft)) return own;
  return Math.max(0, Math.min(own, Math.floor(backendLeft)));
}

/** True while another refresh is allowed today. */
export function canRefreshAd(times: AdTimes, now: number, limit: number, tzOffsetMinutes: number): boolean {
  return refreshesToday(times, now, tzOffsetMinutes) < limit;
}

/** Counts one ad shown for a trigger (the first display of the page, not a refresh). */
export function recordAdTrigger(times: AdTimes, trigger: string): AdTimes {
  return { ...times, counters: { ...times.counters, [trigger]: (times.counters[trigger] ?? 0) + 1 } };
}

/** Counts one refresh at `now` (today's count starts again on a new day) and its trigger. */
export function recordAdRefresh(
  times: AdTimes,
  trigger: string,
  now: number,
  tzOffsetMinutes: number,
): AdTimes {
  return {
    ...recordAdTrigger(times, trigger),
    todayRefreshTimes: refreshesToday(times, now, tzOffsetMinutes) + 1,
    lastRefreshTime: now,
  };
}
