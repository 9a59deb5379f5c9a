import { localDay } from './ad-refresh';

/**
 * The borrower's manual refreshes (the "Actualizar" buttons), as the stored `lastRefreshTime` of spec
 * section 3 keeps them: the time of the last one, and today's count by screen (decision 0039).
 */

/** The screens with an "Actualizar" button: the names the counts are kept under. */
export type ManualRefreshName = 'home' | 'records' | 'feedback' | 'deal';

/** The stored `lastRefreshTime`. */
export interface ManualRefreshTimes {
  /** When the last manual refresh brought fresh data (epoch ms); null before the first. */
  lastTime: number | null;
  /** The borrower's local day (yyyy-mm-dd) `counts` belong to. */
  day: string | null;
  /** Manual refreshes of that day, by screen name. */
  counts: Record<string, number>;
}

/**
 * From this many manual refreshes of one screen in a day, the screen adds a calm word after the refresh:
 * changes (a review, a payout) take minutes, and the screen updates itself whenever it opens. The refresh
 * itself always goes: a borrower is never refused fresh data, and a QA world whose clock jumps ahead sees it.
 */
export const MANUAL_REFRESH_HINT_AT = 5;

/** Today's manual refreshes of one screen: counts of an earlier day no longer count. */
export function manualRefreshesToday(
  times: ManualRefreshTimes,
  name: ManualRefreshName,
  now: number,
  tzOffsetMinutes: number,
): number {
  return times.day === localDay(now, tzOffsetMinutes) ? (times.counts[name] ?? 0) : 0;
}

/**
 * Records one manual refresh of `name` at `now`: the last time moves to `now` and the screen's count of the
 * day goes up by one; on a new local day every count starts again.
 */
export function recordManualRefresh(
  times: ManualRefreshTimes,
  name: ManualRefreshName,
  now: number,
  tzOffsetMinutes: number,
): ManualRefreshTimes {
  const day = localDay(now, tzOffsetMinutes);
  const counts = times.day === day ? { ...times.counts } : {};
  counts[name] = (counts[name] ?? 0) + 1;
  return { lastTime: now, day, counts };
}

/** True once the borrower refreshed this screen MANUAL_REFRESH_HINT_AT times or more today. */
export function refreshedOften(
  times: ManualRefreshTimes,
  name: ManualRefreshName,
  now: number,
  tzOffsetMinutes: number,
): boolean {
  return manualRefreshesToday(times, name, now, tzOffsetMinutes) >= MANUAL_REFRESH_HINT_AT;
}
