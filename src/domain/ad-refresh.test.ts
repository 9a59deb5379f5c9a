import {
  canRefreshAd,
  effectiveRefreshLimit,
  localDay,
  recordAdRefresh,
  recordAdTrigger,
  refreshesLeftToday,
  refreshesToday,
  type AdTimes,
} from './ad-refresh';

const MX = 360; // Mexico City: UTC-6, no daylight saving time
const empty: AdTimes = { counters: {}, todayRefreshTimes: 0, lastRefreshTime: null };
// 2026-03-10 23:30 in Mexico City is 2026-03-11 05:30 UTC.
const lateEvening = Date.UTC(2026, 2, 11, 5, 30);
const nextMorning = Date.UTC(2026, 2, 11, 14, 0);

test('the borrower’s day is the local one, not UTC', () => {
  expect(localDay(lateEvening, MX)).toBe('2026-03-10');
  expect(localDay(nextMorning, MX)).toBe('2026-03-11');
  expect(localDay(lateEvening, 0)).toBe('2026-03-11');
});

test('two refreshes a day, the third is refused the same day and allowed the next day', () => {
  let times = empty;
  const at = Date.UTC(2026, 2, 10, 16, 0);
  for (let i = 0; i < 2; i += 1) {
    expect(canRefreshAd(times, at + i, 2, MX)).toBe(true);
    times = recordAdRefresh(times, 'refresh', at + i, MX);
  }
  expect(times.todayRefreshTimes).toBe(2);
  expect(canRefreshAd(times, lateEvening, 2, MX)).toBe(false);
  expect(refreshesToday(times, nextMorning, MX)).toBe(0);
  expect(canRefreshAd(times, nextMorning, 2, MX)).toBe(true);
  expect(recordAdRefresh(times, 'refresh', nextMorning, MX).todayRefreshTimes).toBe(1);
});

test('trigger counters add up across days and the first display is not a refresh', () => {
  let times = recordAdTrigger(empty, 'open');
  times = recordAdRefresh(times, 'refresh', lateEvening, MX);
  times = recordAdRefresh(times, 'refresh', nextMorning, MX);
  times = recordAdTrigger(times, 'open');
  expect(times.counters).toEqual({ open: 2, refresh: 2 });
  expect(times.todayRefreshTimes).toBe(1);
});

test('the backend may lower the daily limit but never raise it above two', () => {
  expect(effectiveRefreshLimit(5)).toBe(2);
  expect(effectiveRefreshLimit(1)).toBe(1);
  expect(effectiveRefreshLimit(0)).toBe(0);
  expect(effectiveRefreshLimit(-3)).toBe(0);
  expect(effectiveRefreshLimit(undefined)).toBe(2);
  expect(effectiveRefreshLimit(Number.NaN)).toBe(2);
});

test('the refreshes left are the lower of the app’s own count and the backend’s (decision 0038)', () => {
  // After a logout and a new login adTimes is empty: only the backend remembers the day's two.
  expect(refreshesLeftToday(2, 0, 0)).toBe(0);
  expect(refreshesLeftToday(2, 0, 1)).toBe(1);
  // The backend knows no borrower (no login) and answers the full limit: the app's own count holds.
  expect(refreshesLeftToday(2, 2, 2)).toBe(0);
  expect(refreshesLeftToday(2, 1, 5)).toBe(1);
  expect(refreshesLeftToday(2, 3, 2)).toBe(0);
  // No readable backend count: the app's own.
  expect(refreshesLeftToday(2, 1, undefined)).toBe(1);
  expect(refreshesLeftToday(2, 0, Number.NaN)).toBe(2);
  expect(refreshesLeftToday(2, 0, -1)).toBe(0);
});
