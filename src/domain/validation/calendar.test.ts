import fc from 'fast-check';
import {
  addYears,
  ageOn,
  birthdayRange,
  daysInMonth,
  isRealDate,
  toDayMonthYear,
  validityRange,
} from './calendar';

describe('daysInMonth', () => {
  test.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [2000, 2, 29],
    [1900, 2, 28],
    [2023, 1, 31],
    [2023, 4, 30],
    [2023, 12, 31],
    [2023, 0, 0],
    [2023, 13, 0],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});

describe('isRealDate', () => {
  test.each(['2024-02-29', '2000-02-29', '1931-08-20', '2023-12-31'])('accepts %s', (iso) => {
    expect(isRealDate(iso)).toBe(true);
  });

  test.each([
    '1989-02-29',
    '1900-02-29',
    '1931-02-31',
    '2023-04-31',
    '2023-13-01',
    '2023-00-10',
    '2023-01-00',
    '2023-1-1',
    '',
    '20230101',
  ])('rejects %j', (iso) => {
    expect(isRealDate(iso)).toBe(false);
  });

  test('agrees with the JavaScript calendar on every day of a 400-year cycle sample', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1600, max: 2399 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (y, m, d) => {
          const iso = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
          const js = new Date(Date.UTC(y, m - 1, d));
          expect(isRealDate(iso)).toBe(js.getUTCMonth() === m - 1);
        },
      ),
    );
  });
});

describe('birthdayRange', () => {
  test('covers 18 to 83 years ago (spec: from 18 years ago, back 65 years)', () => {
    expect(birthdayRange('2026-05-10')).toEqual({ min: '1943-05-10', max: '2008-05-10' });
  });

  test('moves 29 February to 28 February in a common year', () => {
    expect(birthdayRange('2024-02-29')).toEqual({ min: '1941-02-28', max: '2006-02-28' });
  });

  test('someone born on the max date is 18 and on the min date 83', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1990-01-01T00:00:00Z'),
          max: new Date('2090-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (d) => {
          const today = d.toISOString().slice(0, 10);
          const { min, max } = birthdayRange(today);
          expect(ageOn(max, today)).toBe(18);
          expect(ageOn(min, today)).toBe(83);
        },
      ),
    );
  });
});

describe('validityRange', () => {
  test('covers today to 50 years ahead', () => {
    expect(validityRange('2026-05-10')).toEqual({ min: '2026-05-10', max: '2076-05-10' });
  });
});

describe('ageOn', () => {
  test('counts whole years, the birthday itself included', () => {
    expect(ageOn('2000-05-10', '2026-05-09')).toBe(25);
    expect(ageOn('2000-05-10', '2026-05-10')).toBe(26);
    expect(ageOn('2004-02-29', '2022-02-28')).toBe(17);
    expect(ageOn('2004-02-29', '2022-03-01')).toBe(18);
  });

  test('rejects a date that is not real', () => {
    expect(() => ageOn('2001-02-29', '2026-01-01')).toThrow(RangeError);
    expect(() => addYears('2001-02-29', 1)).toThrow(RangeError);
  });
});

describe('toDayMonthYear', () => {
  test('shows an ISO date as day-month-year', () => {
    expect(toDayMonthYear('1931-08-20')).toBe('20-08-1931');
    expect(toDayMonthYear('not a date')).toBe('not a date');
  });
});
