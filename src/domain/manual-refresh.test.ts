import {
  MANUAL_REFRESH_HINT_AT,
  manualRefreshesToday,
  recordManualRefresh,
  refreshedOften,
  type ManualRefreshTimes,
} from './manual-refresh';

const MX = 360; // Mexico City: UTC-6, no daylight saving time
const empty: ManualRefreshTimes = { lastTime: null, day: null, counts: {} };
// 2026-03-10 23:30 in Mexico City is 2026-03-11 05:30 UTC.
const lateEvening = Date.UTC(2026, 2, 11, 5, 30);
const nextMorning = Date.UTC(2026, 2, 11, 14, 0);
const afternoon = Date.UTC(2026, 2, 10, 22, 0);

test('each refresh counts under its screen’s name, on the borrower’s local day', () => {
  let times = recordManualRefresh(empty, 'home', afternoon, MX);
  times = recordManualRefresh(times, 'home', afternoon + 60_000, MX);
  times = recordManualRefresh(times, 'records', afternoon + 120_000, MX);
  times = recordManualRefresh(times, 'feedback', lateEvening, MX);
  expect(times).toEqual({
    lastTime: lateEvening,
    day: '2026-03-10',
    counts: { home: 2, records: 1, feedback: 1 },
  });
  expect(manualRefreshesToday(times, 'home', lateEvening, MX)).toBe(2);
  expect(manualRefreshesToday(times, 'deal', lateEvening, MX)).toBe(0);
});

test('a new day starts the counts again', () => {
  const yesterday = recordManualRefresh(
    recordManualRefresh(empty, 'home', afternoon, MX),
    'deal',
    lateEvening,
    MX,
  );
  expect(manualRefreshesToday(yesterday, 'home', nextMorning, MX)).toBe(0);
  const today = recordManualRefresh(yesterday, 'deal', nextMorning, MX);
  expect(today).toEqual({ lastTime: nextMorning, day: '2026-03-11', counts: { deal: 1 } });
  // In UTC the late evening was already the next day: the day is the borrower's, not UTC's.
  expect(recordManualRefresh(empty, 'home', lateEvening, 0).day).toBe('2026-03-11');
});

test('from the fifth refresh of one screen in a day, the screen says changes take minutes', () => {
  expect(MANUAL_REFRESH_HINT_AT).toBe(5);
  let times = empty;
  for (let n = 1; n <= 4; n += 1) times = recordManualRefresh(times, 'home', afternoon + n * 1_000, MX);
  expect(refreshedOften(times, 'home', afternoon + 4_000, MX)).toBe(false);
  // Other screens' refreshes do not count for this one.
  times = recordManualRefresh(times, 'records', afternoon + 5_000, MX);
  expect(refreshedOften(times, 'home', afternoon + 5_000, MX)).toBe(false);
  times = recordManualRefresh(times, 'home', afternoon + 6_000, MX);
  expect(refreshedOften(times, 'home', afternoon + 6_000, MX)).toBe(true);
  expect(refreshedOften(times, 'records', afternoon + 6_000, MX)).toBe(false);
  // The next local day starts again.
  expect(refreshedOften(times, 'home', nextMorning, MX)).toBe(false);
});
