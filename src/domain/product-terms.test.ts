import { MIN_TENURE_DAYS_EXCLUSIVE, MX_IVA_BORDER_RATE, MX_IVA_RATE, cat, netDisbursed } from './loan-math';
import type { LoanProduct } from './events';
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
  offerBeyondPublishedTerms,
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
  expect(withTerms('{{catStatement}}', 'es')).toMatch(
    /^CAT \d+\.\d% sin IVA\. Para fines informativos y de comparación\.$/,
  );
  expect(withTerms('{{email}} {{nope}}', 'en', { email: 'a@b.mx' })).toBe('a@b.mx {{nope}}');
});

describe('offers beyond the published terms (decision 0015: the backend is binding, the excess is named)', () => {
  const within: LoanProduct = {
    productId: 'flex',
    name: 'Flex',
    minAmount: MIN_LOAN_AMOUNT,
    maxAmount: MAX_LOAN_AMOUNT,
    amountStep: 100,
    terms: [MIN_TENURE_DAYS, 120, MAX_TENURE_DAYS],
    // 0.1% a day x 360 = 36% a year: at the published maximum, not above it.
    dailyInterestRate: MAX_ANNUAL_INTEREST_RATE / INTEREST_DAY_BASIS,
    dailyFeeRate: MAX_DAILY_FEE_RATE,
    taxRate: FEE_TAX_RATE,
    dailyPenaltyRate: 0.02,
  };

  test('a product at the published limits, or below them (IVA of the border zone), goes beyond nothing', () => {
    expect(
      offerBeyondPublishedTerms([within, { ...within, taxRate: MX_IVA_BORDER_RATE, maxAmount: 5000 }]),
    ).toEqual([]);
  });

  test('60,000 MXN and 365 days are named against the published 30,000 and 180', () => {
    expect(offerBeyondPublishedTerms([{ ...within, maxAmount: 60_000, terms: [91, 365] }])).toEqual([
      { productId: 'flex', term: 'maxAmount', offered: 60_000, published: 30_000, direction: 'above' },
      { productId: 'flex', term: 'maxTenure', offered: 365, published: 180, direction: 'above' },
    ]);
  });

  test("the spec's maximum terms: fee and tax above the published ones; a 30-day term below the shortest", () => {
    const excesses = offerBeyondPublishedTerms([
      {
        ...within,
        productId: 'spec',
        dailyFeeRate: 0.0098,
        taxRate: 0.18,
        dailyInterestRate: 0.01,
        terms: [30, 91],
        minAmount: 500,
      },
    ]);
    expect(excesses.map((e) => [e.term, e.direction])).toEqual([
      ['minAmount', 'below'],
      ['minTenure', 'below'],
      ['annualInterestRate', 'above'],
      ['dailyFeeRate', 'above'],
      ['taxRate', 'above'],
    ]);
    expect(excesses.find((e) => e.term === 'annualInterestRate')?.offered).toBeCloseTo(3.6, 12);
  });
});
