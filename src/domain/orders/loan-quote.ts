import type { LoanOrderProfileData, LoanProduct } from '../events';
import { summarizeLoan, toCents, type LoanSummary, type LoanTerms } from '../loan-math';
import { INTEREST_DAY_BASIS } from '../product-terms';

/**
 * The terms of a loan of `principal` MXN for `days` days on a product. Products state a daily interest rate;
 * loan-math takes a yearly simple rate on a 360-day basis, so the daily rate times 360 is the same interest.
 */
export function productLoanTerms(product: LoanProduct, principal: number, days: number): LoanTerms {
  return {
    principal,
    days,
    annualInterestRate: product.dailyInterestRate * INTEREST_DAY_BASIS,
    dailyFeeRate: product.dailyFeeRate,
    feeTaxRate: product.taxRate,
    dayBasis: INTEREST_DAY_BASIS,
  };
}

/** A figure of the backend's loan-order profile that disagrees with loan-math for the same terms. */
export interface QuoteMismatch {
  field: 'principal' | 'duration' | 'fee' | 'tax' | 'interest' | 'contractAmount' | 'receivedAmount' | 'totalRepayment';
  backend: number;
  math: number;
}

/**
 * The loan-math summary of a draft order's terms and the backend profile's figures that disagree with it
 * (compared in whole centavos). The contract amount is the principal the contract lends; the amount
 * received is the net after the upfront fee and its tax. The due date is the backend's: the app does not
 * know the date the backend counts from, so it is stated, not recomputed.
 */
export function quoteLoan(
  product: LoanProduct,
  principal: number,
  days: number,
  profile: LoanOrderProfileData,
): { summary: LoanSummary; mismatches: QuoteMismatch[] } {
  const terms = productLoanTerms(product, principal, days);
  // Counting back from the backend's due date makes the summary's due date the one the backend states.
  const start = new Date(Date.parse(`${profile.dueDate}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
  const summary = summarizeLoan(terms, start);
  const pairs: [QuoteMismatch['field'], number, number][] = [
    ['principal', profile.principal, summary.principal],
    ['duration', profile.duration, summary.days],
    ['fee', profile.fee, summary.fee],
    ['tax', profile.tax, summary.tax],
    ['interest', profile.interest, summary.interest],
    ['contractAmount', profile.contractAmount, summary.principal],
    ['receivedAmount', profile.receivedAmount, summary.net],
    ['totalRepayment', profile.totalRepayment, summary.totalRepay],
  ];
  const mismatches = pairs
    .filter(([field, backend, math]) => (field === 'duration' ? backend !== math : toCents(backend) !== toCents(math)))
    .map(([field, backend, math]) => ({ field, backend, math }));
  return { summary, mismatches };
}
