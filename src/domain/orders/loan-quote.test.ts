import type { LoanOrderProfileData, LoanProduct } from '../events';
import { QUOTE_TOLERANCE, productLoanTerms, quoteLoan } from './loan-quote';

const flex: LoanProduct = {
  productId: 'flex',
  name: 'Flex',
  minAmount: 1000,
  maxAmount: 30000,
  amountStep: 100,
  terms: [91, 120],
  dailyInterestRate: 0.001,
  dailyFeeRate: 0.0005,
  taxRate: 0.16,
  dailyPenaltyRate: 0.02,
};

const profileOf = (patch: Partial<LoanOrderProfileData> = {}): LoanOrderProfileData => ({
  loanOrderId: 'o1',
  principal: 3000,
  duration: 91,
  // 3,000 x 0.05% x 91 = 136.50; IVA 16% = 21.84; interest 3,000 x 0.1% x 91 = 273.00
  fee: 136.5,
  tax: 21.84,
  interest: 273,
  contractAmount: 3000,
  receivedAmount: 2841.66,
  totalRepayment: 3273,
  dueDate: '2026-04-02',
  bankName: 'BBVA MEXICO',
  bankAccount: '**** 1234',
  ...patch,
});

test("a product's daily interest rate is its yearly simple rate on the 360-day basis", () => {
  expect(productLoanTerms(flex, 3000, 91)).toEqual({
    principal: 3000,
    days: 91,
    annualInterestRate: 0.36,
    dailyFeeRate: 0.0005,
    feeTaxRate: 0.16,
    dayBasis: 360,
  });
});

test('a profile that states what the math gives has no mismatch; the due date is the backend one', () => {
  const { summary, mismatches } = quoteLoan(flex, 3000, 91, profileOf());
  expect(mismatches).toEqual([]);
  expect(summary).toMatchObject({ net: 2841.66, totalRepay: 3273, dueDate: '2026-04-02' });
  // compliance.md's representative example: (3,273 / 2,863.50)^(365 / 91) - 1 = 70.9%, tax excluded.
  expect(summary.cat).toMatchObject({ ok: true, percent: 70.9 });
});

test('every figure that differs is named, with both values, the difference and whether it is within tolerance', () => {
  const { mismatches, beyondTolerance, otherLoan } = quoteLoan(
    flex,
    3000,
    91,
    profileOf({ fee: 140, receivedAmount: 2838.16, duration: 90 }),
  );
  expect(mismatches).toEqual([
    { field: 'duration', backend: 90, math: 91, difference: -1, withinTolerance: false },
    { field: 'fee', backend: 140, math: 136.5, difference: 3.5, withinTolerance: false },
    { field: 'receivedAmount', backend: 2838.16, math: 2841.66, difference: -3.5, withinTolerance: false },
    // The CAT of the backend's own cash flows (tax excluded) against the math's, as shown (one decimal).
    { field: 'cat', backend: 72.8, math: 70.9, difference: 1.9, withinTolerance: false },
  ]);
  expect(beyondTolerance.map((m) => m.field)).toEqual(['duration', 'fee', 'receivedAmount', 'cat']);
  // Another tenure than the one chosen: not the loan the borrower asked for.
  expect(otherLoan).toBe(true);
});

/** 0.035% a day fee and 0.095% a day interest: on 2,500 MXN for 91 days the fee and the interest end in half a centavo. */
const real: LoanProduct = { ...flex, productId: 'real', dailyFeeRate: 0.00035, dailyInterestRate: 0.00095 };
// loan-math (half away from zero): fee 79.625 -> 79.63, tax 12.74, interest 216.125 -> 216.13.
const realProfile = (patch: Partial<LoanOrderProfileData>) =>
  profileOf({
    principal: 2500,
    contractAmount: 2500,
    fee: 79.63,
    tax: 12.74,
    interest: 216.13,
    receivedAmount: 2407.63,
    totalRepayment: 2716.13,
    ...patch,
  });

test.each([
  // Half even: 79.62, tax 12.74, interest 216.12.
  [
    'half even',
    { fee: 79.62, tax: 12.74, interest: 216.12, receivedAmount: 2407.64, totalRepayment: 2716.12 },
    ['fee', 'interest', 'receivedAmount', 'totalRepayment'],
  ],
  // Truncated: 79.62, tax 12.73 (12.7392), interest 216.12.
  [
    'truncating',
    { fee: 79.62, tax: 12.73, interest: 216.12, receivedAmount: 2407.65, totalRepayment: 2716.12 },
    ['fee', 'tax', 'interest', 'receivedAmount', 'totalRepayment'],
  ],
])(
  'a %s backend differs by centavos: every difference is within tolerance and its figures are the binding ones',
  (_, figures, fields) => {
    const quote = quoteLoan(real, 2500, 91, realProfile(figures));
    expect(quote.summary).toMatchObject({
      fee: 79.63,
      tax: 12.74,
      interest: 216.13,
      net: 2407.63,
      totalRepay: 2716.13,
    });
    expect(quote.mismatches.map((m) => m.field)).toEqual(fields);
    expect(quote.mismatches.every((m) => m.withinTolerance && Math.abs(m.difference) <= 0.02)).toBe(true);
    expect(quote.beyondTolerance).toEqual([]);
    expect(quote.otherLoan).toBe(false);
    expect(quote.binding).toMatchObject({
      principal: 2500,
      days: 91,
      fee: figures.fee,
      tax: figures.tax,
      interest: figures.interest,
      net: figures.receivedAmount,
      totalRepay: figures.totalRepayment,
      deducted: Math.round((figures.fee + figures.tax) * 100) / 100,
    });
    // The CAT shown is the one of the backend's cash flows, worked out here from compliance.md's bullet-loan
    // formula (repaid / received)^(365 / days) - 1, tax excluded: both backends state a received amount plus
    // tax of 2,420.38 (2,407.64 + 12.74; 2,407.65 + 12.73) and a total of 2,716.12 after 91 days: 58.8%.
    const received = figures.receivedAmount + figures.tax;
    expect(received).toBeCloseTo(2420.38, 9);
    expect(quote.binding.cat).toMatchObject({ ok: true, percent: 58.8 });
    const rate = quote.binding.cat.ok ? quote.binding.cat.rate : NaN;
    expect(rate).toBeCloseTo((2716.12 / 2420.38) ** (365 / 91) - 1, 9);
  },
);

test('the money tolerance is one peso per figure, whatever the size of the loan; the tenure must be the same', () => {
  expect(QUOTE_TOLERANCE).toEqual({ moneyMxn: 1, days: 0, catPoints: 0.5 });
  const within = quoteLoan(flex, 3000, 91, profileOf({ interest: 274, totalRepayment: 3274 }));
  expect(within.mismatches.filter((m) => m.field !== 'cat').every((m) => m.withinTolerance)).toBe(true);
  const beyond = quoteLoan(flex, 3000, 91, profileOf({ interest: 274.01, totalRepayment: 3274.01 }));
  expect(beyond.beyondTolerance.map((m) => m.field)).toEqual(['interest', 'totalRepayment']);
  expect(beyond.otherLoan).toBe(false);
});

test('the CAT has its own tolerance, 0.5 points: one peso more on a 1,000 MXN loan moves it 0.7', () => {
  const small = profileOf({
    principal: 1000,
    contractAmount: 1000,
    fee: 45.5,
    tax: 7.28,
    interest: 91,
    receivedAmount: 947.22,
    totalRepayment: 1091,
  });
  expect(quoteLoan(flex, 1000, 91, small).mismatches).toEqual([]);
  const { mismatches } = quoteLoan(flex, 1000, 91, { ...small, interest: 92, totalRepayment: 1092 });
  expect(mismatches).toEqual([
    { field: 'interest', backend: 92, math: 91, difference: 1, withinTolerance: true },
    { field: 'totalRepayment', backend: 1092, math: 1091, difference: 1, withinTolerance: true },
    { field: 'cat', backend: 71.6, math: 70.9, difference: 0.7, withinTolerance: false },
  ]);
});

test('a draft of another amount than the one chosen is another loan, beyond tolerance', () => {
  const other = quoteLoan(flex, 2000, 91, profileOf());
  expect(other.otherLoan).toBe(true);
  expect(other.beyondTolerance.map((m) => m.field)).toContain('principal');
  expect(other.beyondTolerance.map((m) => m.field)).toContain('contractAmount');
  // The screen still has the backend's figures to show.
  expect(other.binding).toMatchObject({ principal: 3000, net: 2841.66 });
});

test("the spec's maximum terms pay out nothing: no CAT (compliance.md worked example)", () => {
  const max: LoanProduct = { ...flex, dailyFeeRate: 0.0098, taxRate: 0.18 };
  const { summary } = quoteLoan(
    max,
    3000,
    91,
    profileOf({ fee: 2675.4, tax: 481.57, receivedAmount: -156.97 }),
  );
  expect(summary.net).toBe(-156.97);
  expect(summary.cat).toEqual({ ok: false, reason: 'nonPositiveNet' });
});

test("without a net, the backend's quote has no CAT either, and the deductions are the backend's", () => {
  const max: LoanProduct = { ...flex, dailyFeeRate: 0.0098, taxRate: 0.18 };
  const { binding } = quoteLoan(
    max,
    3000,
    91,
    profileOf({ fee: 2675.4, tax: 481.57, receivedAmount: -156.97 }),
  );
  expect(binding).toMatchObject({
    net: -156.97,
    deducted: 3156.97,
    cat: { ok: false, reason: 'nonPositiveNet' },
  });
});
