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

/**
 * The corners of the published terms at their maximum rates (36% a year on 360 days, a fee of 0.05% a day,
 * IVA 16%), worked out here from the spec's formulas (compliance.md), not with loan-math: net = principal -
 * fee - tax; CAT = ((principal + interest) / (principal - fee))^(365 / days) - 1, tax excluded, one decimal.
 */
const CORNERS = [
  // 1,000 x 0.05% x 91 = 45.50, IVA 7.28; interest 91: (1,091 / 954.50)^(365/91) - 1
  { principal: 1_000, days: 91, net: 947.22, cat: 70.9 },
  // 1,000 x 0.05% x 180 = 90.00, IVA 14.40; interest 180: (1,180 / 910)^(365/180) - 1
  { principal: 1_000, days: 180, net: 895.6, cat: 69.4 },
  { principal: 30_000, days: 91, net: 28_416.6, cat: 70.9 },
  { principal: 30_000, days: 180, net: 26_868, cat: 69.4 },
];

test('every loan the terms allow pays out a positive amount and has a CAT (compliance checklist 3)', () => {
  expect([MIN_LOAN_AMOUNT, MAX_LOAN_AMOUNT, MIN_TENURE_DAYS, MAX_TENURE_DAYS]).toEqual([
    1_000, 30_000, 91, 180,
  ]);
  expect([MAX_ANNUAL_INTEREST_RATE, MAX_DAILY_FEE_RATE, FEE_TAX_RATE, INTEREST_DAY_BASIS]).toEqual([
    0.36, 0.0005, 0.16, 360,
  ]);
  for (const corner of CORNERS) {
    const { principal, days } = corner;
    const repaid = principal * (1 + (0.36 * days) / 360);
    const received = principal * (1 - 0.0005 * days);
    expect(Math.round(((repaid / received) ** (365 / days) - 1) * 1000) / 10).toBe(corner.cat);
    expect(corner.net).toBeGreaterThan(0);
    // The app's figures for the same loan are the spec's.
    expect(netDisbursed(worst(principal, days))).toBe(corner.net);
    expect(cat(worst(principal, days))).toMatchObject({ ok: true, percent: corner.cat });
  }
});

test('the terms use the Mexican IVA and a tenure above Google Play’s 60-day minimum', () => {
  expect(FEE_TAX_RATE).toBe(MX_IVA_RATE);
  expect(MIN_TENURE_DAYS).toBeGreaterThan(MIN_TENURE_DAYS_EXCLUSIVE);
  expect(MIN_LOAN_AMOUNT).toBeLessThan(MAX_LOAN_AMOUNT);
});

test('the representative example adds up: net = principal - fee - tax, total = principal + interest', () => {
  const e = REPRESENTATIVE_EXAMPLE;
  // compliance.md's worked example at the published terms: 3,000 MXN for 91 days; CAT (3,273 / 2,863.50)^(365/91) - 1.
  expect(e).toMatchObject({
    principal: 3000,
    days: 91,
    interest: 273,
    fee: 136.5,
    tax: 21.84,
    net: 2841.66,
    totalRepay: 3273,
    cat: { ok: true, percent: 70.9 },
  });
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
  expect(es.cat).toBe('70.9%');
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
