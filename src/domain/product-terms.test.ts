import { MIN_TENURE_DAYS_EXCLUSIVE, MX_IVA_RATE, cat, netDisbursed } from './loan-math';
import {
  FEE_TAX_RATE,
  INTEREST_DAY_BASIS,
  MAX_ANNUAL_INTEREST_RATE,
  MAX_DAILY_FEE_RATE,
  MAX_LOAN_AMOUNT,
  MAX_TENURE_DAYS,
  MIN_LOAN_AMOUNT,
  MIN_TENURE_DAYS,
  REPRESENTATIVE_EXAMPLE,
  productTermValues,
  withTerms,
} from './product-terms';

const worst = (principal: number, days: number) => ({
  principal,
  days,
  annualInterestRate: MAX_ANNUAL_INTEREST_RATE,
  dailyFeeRate: MAX_DAILY_FEE_RATE,
  feeTaxRate: FEE_TAX_RATE,
  dayBasis: INTEREST_DAY_BASIS,
});

test('every loan the terms allow pays out a positive amount and has a CAT (compliance checklist 3)', () => {
  for (const principal of [MIN_LOAN_AMOUNT, MAX_LOAN_AMOUNT]) {
    for (const days of [MIN_TENURE_DAYS, MAX_TENURE_DAYS]) {
      expect(netDisbursed(worst(principal, days))).toBeGreaterThan(0);
      expect(cat(worst(principal, days)).ok).toBe(true);
    }
  }
});

test('the terms use the Mexican IVA and a tenure above Google Play’s 60-day minimum', () => {
  expect(FEE_TAX_RATE).toBe(MX_IVA_RATE);
  expect(MIN_TENURE_DAYS).toBeGreaterThan(MIN_TENURE_DAYS_EXCLUSIVE);
  expect(MIN_LOAN_AMOUNT).toBeLessThan(MAX_LOAN_AMOUNT);
});

test('the representative example adds up: net = principal - fee - tax, total = principal + interest', () => {
  const e = REPRESENTATIVE_EXAMPLE;
  expect(e.net).toBeCloseTo(e.principal - e.fee - e.tax, 2);
  expect(e.totalRepay).toBeCloseTo(e.principal + e.interest, 2);
  expect(e.flags).toEqual({ nonPositiveNet: false, nonMexicanTaxRate: false, tenureAtMost60Days: false });
});

test('the text values show the same figures in both languages', () => {
  const es = productTermValues('es');
  const en = productTermValues('en');
  expect(es.maxAmount).toBe('$30,000');
  expect(en.maxAmount).toBe('$30,000');
  expect(es.exPrincipal).toBe('$3,000.00');
  expect(en.exPrincipal).toBe('$3,000.00');
  expect(es.annualRate).toBe('36%');
  expect(es.penalty).toBe('2%');
  expect(es.tax).toBe('16%');
  expect(es.cat).toBe(en.cat);
  expect(es.cat).toMatch(/^\d+\.\d%$/);
});

test('texts are filled with the terms; an unknown placeholder stays visible', () => {
  expect(withTerms('De {{minAmount}} a {{maxAmount}}, {{minDays}}-{{maxDays}} días', 'es')).toBe(
    'De $1,000 a $30,000, 91-180 días',
  );
  expect(withTerms('{{catStatement}}', 'es')).toMatch(/^CAT \d+\.\d% sin IVA\. Para fines informativos y de comparación\.$/);
  expect(withTerms('{{email}} {{nope}}', 'en', { email: 'a@b.mx' })).toBe('a@b.mx {{nope}}');
});
