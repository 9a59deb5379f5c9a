/**
 * The yearly equivalent of a rate stated per day or per month, shown beside it on the same screen (a
 * compliance reviewer flags a per-day or per-month rate without it; docs/decisions/0049). Simple, not
 * compounded: a day's rate times 365, a month's times 12 ("2% diario (730% anual)").
 */

/** The period a rate is stated for. */
export type RatePeriod = 'day' | 'month';

/** How many periods make a year. */
export const PERIODS_PER_YEAR: Readonly<Record<RatePeriod, number>> = { day: 365, month: 12 };

/** The simple yearly equivalent of a rate (a fraction: 0.02 a day gives 7.3, that is 730% a year). */
export function yearlyEquivalent(rate: number, period: RatePeriod): number {
  return rate * PERIODS_PER_YEAR[period];
}
