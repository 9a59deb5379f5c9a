import { mxDate } from './time';

/**
 * A borrower's ad refreshes (decision 0038): the backend, which knows the borrower, counts them per day
 * (Mexico City's calendar, on the world's clock), so the daily limit of spec section 9 holds across logouts
 * and logins, which the app's stored adTimes (cleared at logout) cannot do. The count lives on the borrower
 * record (`MockUser.adRefreshes`): it is in the world's snapshot (a reload keeps it) and goes with a deleted
 * account.
 */

/** The refreshes a borrower had on one day; a count of an earlier day no longer counts. */
export interface AdRefreshDay {
  /** The calendar day in Mexico City, yyyy-mm-dd. */
  day: string;
  count: number;
}

/** The refreshes counted on the day of `now` (none yet: undefined). */
export function adRefreshesOn(record: AdRefreshDay | undefined, now: number): number {
  return record !== undefined && record.day === mxDate(now) ? record.count : 0;
}

/** How many more refreshes are allowed on the day of `now` under a daily `limit`. */
export function adRefreshesLeft(record: AdRefreshDay | undefined, now: number, limit: number): number {
  return Math.max(0, Math.floor(limit) - adRefreshesOn(record, now));
}

/** The count after one more refresh at `now` (a new day starts again at one). */
export function withAdRefresh(record: AdRefreshDay | undefined, now: number): AdRefreshDay {
  return { day: mxDate(now), count: adRefreshesOn(record, now) + 1 };
}
