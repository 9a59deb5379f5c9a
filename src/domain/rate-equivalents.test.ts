import { yearlyEquivalent } from './rate-equivalents';

// Expected values are worked out here from the definition (simple: 365 days, 12 months a year), not read
// from the module under test.
describe('yearlyEquivalent', () => {
  test.each([
    [0.02, 0.02 * 365], // the overdue penalty: 2% a day is 730% a year
    [0.0005, 0.0005 * 365], // the published processing fee: 0.05% a day is 18.25% a year
    [0.001, 0.001 * 365],
    [0, 0],
  ])('%f a day is %f a year', (daily, yearly) => {
    expect(yearlyEquivalent(daily, 'day')).toBeCloseTo(yearly, 12);
  });

  test('the penalty reads 730% a year, the fee 18.25%', () => {
    expect(yearlyEquivalent(0.02, 'day') * 100).toBeCloseTo(730, 9);
    expect(yearlyEquivalent(0.0005, 'day') * 100).toBeCloseTo(18.25, 9);
  });

  test.each([
    [0.03, 0.03 * 12],
    [0.015, 0.015 * 12],
  ])('%f a month is %f a year', (monthly, yearly) => {
    expect(yearlyEquivalent(monthly, 'month')).toBeCloseTo(yearly, 12);
  });
});
