import type { LoanOrderProfileData, LoanProduct } from '../events';
import { productLoanTerms, quoteLoan } from './loan-quote';

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
  expect(summary.cat.ok).toBe(true);
});

test('every figure that differs is named, with both values', () => {
  const { mismatches } = quoteLoan(flex, 3000, 91, profileOf({ fee: 140, receivedAmount: 2838.16, duration: 90 }));
  expect(mismatches).toEqual([
    { field: 'duration', backend: 90, math: 91 },
    { field: 'fee', backend: 140, math: 136.5 },
    { field: 'receivedAmount', backend: 2838.16, math: 2841.66 },
  ]);
});

test("the spec's maximum terms pay out nothing: no CAT (compliance.md worked example)", () => {
  const max: LoanProduct = { ...flex, dailyFeeRate: 0.0098, taxRate: 0.18 };
  const { summary } = quoteLoan(max, 3000, 91, profileOf({ fee: 2675.4, tax: 481.57, receivedAmount: -156.97 }));
  expect(summary.net).toBe(-156.97);
  expect(summary.cat).toEqual({ ok: false, reason: 'nonPositiveNet' });
});
