import type { Language } from './events';

/**
 * THE money formatter: every screen, every text template (product terms) and the mock world's messages
 * write pesos through these two functions, so an amount reads the same on home, records, repayment,
 * extension, borrowing, about us and the legal texts.
 *
 * Pesos are written the Mexican way in BOTH languages: `$3,000.00`. A Mexican borrower reads `$` as pesos,
 * and that is what their bank, OXXO receipts and SPEI transfers show; English's `MX$3,000.00` (what
 * Intl gives for en-US) would look foreign in a Mexican product and differ from the Spanish screens. So the
 * language does not change the output (the parameter stays so a future language can choose its own).
 */
const MONEY_LOCALE: Record<Language, string> = { es: 'es-MX', en: 'es-MX' };

const formats = new Map<string, Intl.NumberFormat>();

function moneyFormat(language: Language, decimals: 0 | 2): Intl.NumberFormat {
  const key = `${language}:${decimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(MONEY_LOCALE[language], {
      style: 'currency',
      currency: 'MXN',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formats.set(key, format);
  }
  return format;
}

/** An MXN amount with centavos: `$3,000.00` in Spanish and English alike. */
export function formatMoney(amount: number, language: Language): string {
  return moneyFormat(language, 2).format(amount);
}

/**
 * A whole MXN amount without centavos (`$3,000`): limits, steps and amounts chosen in whole pesos. The same
 * symbol and grouping as formatMoney, only without the centavos.
 */
export function formatWholeMoney(amount: number, language: Language): string {
  return moneyFormat(language, 0).format(amount);
}
