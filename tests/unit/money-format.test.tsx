import { screen } from '@testing-library/react';
import { formatMoney, formatWholeMoney } from '../../src/domain/money';
import { productTermValues } from '../../src/domain/product-terms';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { installMockServer } from '../../src/mocks/server';
import { renderApp } from './render-app';

/**
 * Money reads one way in each language on every screen: `$3,000.00`, in Spanish and in English (a Mexican
 * borrower reads `$` as pesos; `MX$` is what Intl's en-US would write). One formatter, src/domain/money.ts.
 */

const runtime = installMockServer({ preset: 'repaying', seed: 7 });
const session = { mobile: REGISTERED_MOBILE, token: REGISTERED_TOKEN, progress: 50 };

/** Every amount of money written on the page, as written (`$3,000.00`, `MX$52.20`, `$3,000 MXN`). */
function amountsOnScreen(): string[] {
  const text = document.body.textContent ?? '';
  return [...text.matchAll(/-?(?:MX)?\$\s?\d{1,3}(?:,\d{3})*(?:\.\d+)?(?:\s*MXN)?/g)].map((m) => m[0]);
}

test('the formatter writes pesos the same way in both languages', () => {
  for (const language of ['es', 'en'] as const) {
    expect(formatMoney(3000, language)).toBe('$3,000.00');
    expect(formatMoney(52.2, language)).toBe('$52.20');
    expect(formatMoney(1234567.5, language)).toBe('$1,234,567.50');
    expect(formatMoney(-156.97, language)).toBe('-$156.97');
    expect(formatWholeMoney(30000, language)).toBe('$30,000');
  }
  expect(productTermValues('en').exTotal).toBe(productTermValues('es').exTotal);
});

const SCREENS = [
  { name: 'home', path: '/', ready: { es: 'Tu préstamo está activo', en: 'Your loan is active' } },
  { name: 'records', path: '/records', ready: { es: 'Préstamo de $3,000.00', en: 'Loan of $3,000.00' } },
  {
    name: 'repayment',
    path: '/repay/repay_detail',
    ready: { es: 'Detalle del préstamo', en: 'Loan details' },
  },
  {
    name: 'extension',
    path: '/repay/exhibition_period_detail',
    ready: { es: 'Extiende tu fecha de pago', en: 'Extend your due date' },
  },
  { name: 'about us', path: '/user_center/about_us', ready: { es: 'Acerca de nosotros', en: 'About us' } },
] as const;

test.each(SCREENS)(
  '$name writes every amount the Mexican way, the same in Spanish and English',
  async ({ path, ready }) => {
    const seen: Record<string, string[]> = {};
    for (const language of ['es', 'en'] as const) {
      runtime.reset({ preset: 'repaying', seed: 7 });
      const view = await renderApp(path, { session, language });
      await screen.findAllByText(new RegExp(ready[language].replace(/[$.]/g, '\\$&')), {}, { timeout: 5000 });
      // Amounts arrive with the data: wait until the screen shows one.
      await screen.findAllByText(/\$\d/, {}, { timeout: 5000 });
      seen[language] = amountsOnScreen();
      view.unmount();
    }
    for (const language of ['es', 'en'] as const) {
      expect(seen[language]!.length, language).toBeGreaterThan(0);
      for (const amount of seen[language]!)
        expect(amount, language).toMatch(/^-?\$\d{1,3}(,\d{3})*(\.\d{2})?$/);
    }
    expect(seen.en).toEqual(seen.es);
  },
);

// The app's and the mock world's code and texts (tests aside), as text; money.ts is the one formatter.
const SOURCES = import.meta.glob<string>(
  ['/src/**/*.{ts,tsx,json}', '!/src/**/*.test.{ts,tsx}', '!/src/domain/money.ts'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

test('no other money formatter is left in the app, the mock world or the texts', () => {
  expect(Object.keys(SOURCES).length).toBeGreaterThan(200);
  // A currency format, a locale number format of an amount, a hand-made `$...`, an `MXN` suffix, `MX$`.
  // (`\bcurrency`: an Intl option, not a field such as AppsFlyer's `af_currency`.)
  const FORMATTER = /\bcurrency\s*:|toLocaleString\(|`\$\$\{|'\$'\s*\+|\{\{?\s*\w+\s*\}?\}\s*MXN\b|MX\$/;
  const offenders = Object.entries(SOURCES).flatMap(([file, text]) =>
    text
      .split('\n')
      .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
      .filter(({ line }) => FORMATTER.test(line))
      .map(({ line, at }) => `${at}: ${line.trim()}`),
  );
  expect(offenders).toEqual([]);
});
