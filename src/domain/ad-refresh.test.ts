import {
  canRefreshAd,
  effectiveRefreshLimit,
  localDay,
  recordAdRefresh,
  recordAdTrigger,
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
