import type { Language } from '../../domain/events';
import { MX_TIME_ZONE } from '../../domain/time';

/**
 * How money, rates and dates of a loan read on screen, in one place so every screen shows a figure the same
 * way. Figures come from loan-math or the backend; these only format them.
 */

const locale = (language: Language) => (language === 'es' ? 'es-MX' : 'en-US');

// Money has ONE formatter, in src/domain/money.ts (product terms and the mock world use it too): `$3,000.00`
// in both languages, since a Mexican borrower reads `$` as pesos.
export { formatMoney, formatWholeMoney } from '../../domain/money';

/** A rate given as a fraction (0.36) in percent with up to `decimals` decimals ("36%", "0.05%"). */
export function formatRate(fraction: number, language: Language, decimals = 2): string {
  return `${new Intl.NumberFormat(locale(language), { maximumFractionDigits: decimals }).format(fraction * 100)}%`;
}

/** A percentage already in percent (the CAT's one decimal), always with that one decimal ("45.0%"). */
export function formatPercent(percent: number, language: Language): string {
  return `${new Intl.NumberFormat(locale(language), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(percent)}%`;
}

/** An ISO calendar date (yyyy-mm-dd) as written, without any time-zone shift ("16/04/2026", "04/16/2026"). */
export function formatIsoDate(isoDate: string, language: Language): string {
  const ms = Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(ms)) return isoDate;
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(ms);
}

/** An instant (epoch ms) as a date in Mexico City time. */
export function formatInstantDate(ms: number, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeZone: MX_TIME_ZONE }).format(
    ms,
  );
}
