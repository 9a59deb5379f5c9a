import type { LoanOrderProfileData, LoanProduct, QuoteMismatch } from '../events';
import {
  addDays,
  catClosedForm,
  fromCents,
  summarizeLoan,
  toCents,
  type LoanSummary,
  type LoanTerms,
  type RateFailure,
  type RateResult,
} from '../loan-math';
import { INTEREST_DAY_BASIS } from '../product-terms';

export type { QuoteMismatch } from '../events';

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

/**
 * How far the backend's figures may be from the app's own calculation and still be a rounding difference
 * (docs/decisions/0015-backend-figures-are-binding.md). Each figure is judged on its own:
 * - every money figure (principal, contract amount, fee, tax, interest, amount received, total to repay)
 *   within 1.00 MXN, whatever the size of the loan: any rounding rule (half up, half even, truncation,
 *   whole pesos, tax on the unrounded fee) moves a figure by centavos, so one peso leaves room for a
 *   backend's chain of roundings while any pricing difference (another rate, day count or fee base) on a
 *   1,000 MXN loan or more is well above it. No relative part: 0.5% of a 33,000 MXN total would hide a
 *   165 MXN pricing difference;
 * - the tenure: the same number of days;
 * - the CAT (from the backend's cash flows, against the CAT of the app's calculation, both as shown with
 *   one decimal) within 0.5 percentage points: centavo roundings move it by less than 0.05 points even on
 *   the smallest loan.
 * Beyond tolerance the backend's figures are still the ones shown and confirmed (with a note), except when
 * the backend drafted another amount or tenure than the one chosen (`otherLoan`).
 */
export const QUOTE_TOLERANCE = {
  /** MXN, per money figure. */
  moneyMxn: 1,
  /** Days of the tenure. */
  days: 0,
  /** Percentage points of the CAT. */
  catPoints: 0.5,
} as const;

/** The figures the borrower is shown and confirms: the backend's (binding), with the CAT of its cash flows. */
export interface BindingQuote {
  principal: number;
  days: number;
  interest: number;
  fee: number;
  tax: number;
  /** Fee plus tax, deducted upfront. */
  deducted: number;
  contractAmount: number;
  /** What the borrower receives (the backend's `receivedAmount`). */
  net: number;
  totalRepay: number;
  dueDate: string;
  /** The CAT of the backend's own cash flows (tax excluded), or why there is none. */
  cat: RateResult;
}

/** A draft's quote: the backend's binding figures, the app's own calculation, and where they differ. */
export interface LoanQuote {
  /** loan-math for the chosen terms and the product's rates (the app's own calculation). */
  summary: LoanSummary;
  /** The backend's figures: what the screen shows and the borrower confirms. */
  binding: BindingQuote;
  /** Every figure that differs (even by a centavo), in a fixed order. */
  mismatches: QuoteMismatch[];
  /** The mismatches beyond QUOTE_TOLERANCE. */
  beyondTolerance: QuoteMismatch[];
  /** The backend drafted another amount or tenure than the one chosen: there is nothing to confirm. */
  otherLoan: boolean;
}

/**
 * The CAT of a backend profile's own cash flows, tax excluded ("CAT sin IVA", compliance.md): the borrower
 * receives the amount received plus the tax (the principal less the fee) and repays the total at the end of
 * the tenure. None when the borrower receives nothing.
 */
export function profileCat(profile: LoanOrderProfileData): RateResult {
  if (!(profile.receivedAmount > 0)) return { ok: false, reason: 'nonPositiveNet' };
  const beforeTax = fromCents(toCents(profile.receivedAmount) + toCents(profile.tax));
  return catClosedForm(beforeTax, profile.totalRepayment, profile.duration);
}

/** The backend's figures as the screen shows them. */
export function bindingQuote(profile: LoanOrderProfileData): BindingQuote {
  return {
    principal: profile.principal,
    days: profile.duration,
    interest: profile.interest,
    fee: profile.fee,
    tax: profile.tax,
    deducted: fromCents(toCents(profile.fee) + toCents(profile.tax)),
    contractAmount: profile.contractAmount,
    net: profile.receivedAmount,
    totalRepay: profile.totalRepayment,
    dueDate: profile.dueDate,
    cat: profileCat(profile),
  };
}

/** Fields that name the loan itself: beyond tolerance, the backend drafted another loan. */
const LOAN_FIELDS: readonly QuoteMismatch['field'][] = ['principal', 'contractAmount', 'duration'];

/**
 * The quote of a draft order: the backend profile's figures (binding), loan-math's summary of the terms
 * the borrower chose, and every figure where they differ, each judged against QUOTE_TOLERANCE. The
 * contract amount is the principal the contract lends; the amount received is the net after the upfront
 * fee and its tax. The due date is the backend's: the app does not know the date the backend counts from,
 * so it is stated, not recomputed.
 */
export function quoteLoan(
  product: LoanProduct,
  principal: number,
  days: number,
  profile: LoanOrderProfileData,
): LoanQuote {
  const terms = productLoanTerms(product, principal, days);
  // Counting back from the backend's due date makes the summary's due date the one the backend states.
  const start = addDays(profile.dueDate, -days);
  const summary = summarizeLoan(terms, start);
  const binding = bindingQuote(profile);
  const money = (field: QuoteMismatch['field'], backend: number, math: number): QuoteMismatch | null => {
    const difference = fromCents(toCents(backend) - toCents(math));
    if (difference === 0) return null;
    return {
      field,
      backend,
      math,
      difference,
      withinTolerance: Math.abs(difference) <= QUOTE_TOLERANCE.moneyMxn,
    };
  };
  const duration: QuoteMismatch | null =
    profile.duration === summary.days
      ? null
      : {
          field: 'duration',
          backend: profile.duration,
          math: summary.days,
          difference: profile.duration - summary.days,
          withinTolerance: Math.abs(profile.duration - summary.days) <= QUOTE_TOLERANCE.days,
        };
  // The CAT as shown (one decimal); compared when both can be computed (a net at or below zero is a money
  // mismatch of the amount received already, and no CAT is shown then).
  let cat: QuoteMismatch | null = null;
  if (binding.cat.ok && summary.cat.ok && binding.cat.percent !== summary.cat.percent) {
    const difference = Math.round((binding.cat.percent - summary.cat.percent) * 10) / 10;
    cat = {
      field: 'cat',
      backend: binding.cat.percent,
      math: summary.cat.percent,
      difference,
      withinTolerance: Math.abs(difference) <= QUOTE_TOLERANCE.catPoints + 1e-9,
    };
  }
  const mismatches = [
    money('principal', profile.principal, summary.principal),
    duration,
    money('fee', profile.fee, summary.fee),
    money('tax', profile.tax, summary.tax),
    money('interest', profile.interest, summary.interest),
    money('contractAmount', profile.contractAmount, summary.principal),
    money('receivedAmount', profile.receivedAmount, summary.net),
    money('totalRepayment', profile.totalRepayment, summary.totalRepay),
    cat,
  ].filter((m): m is QuoteMismatch => m !== null);
  const beyondTolerance = mismatches.filter((m) => !m.withinTolerance);
  return {
    summary,
    binding,
    mismatches,
    beyondTolerance,
    otherLoan: beyondTolerance.some((m) => LOAN_FIELDS.includes(m.field)),
  };
}

/** The loan the borrower chose for a draft order (order/drafted): what its profile is checked against. */
export interface DraftChoice {
  loanOrderId: string;
  productId: string;
  amount: number;
  days: number;
}

/**
 * A CAT as the screen shows it: its percent (one decimal), or why there is none. The state keeps no raw rate:
 * its sixteen digits would read as a card number to the journeys' personal-data check.
 */
export type ShownCat = { ok: true; percent: number } | { ok: false; reason: RateFailure };

/**
 * A draft's quote: computed once per draft profile, choice and product by `selectDraftQuote`
 * (./draft-quote.ts) from what the loan-draft slice folded. The confirmation screen shows it and the borrow
 * effect records its mismatches (order/quoteMismatch) from it (decision 0057).
 */
export interface DraftQuote extends DraftChoice {
  /** The product on offer when the profile arrived (its name and default rate are shown). */
  product: LoanProduct;
  /** The backend's profile of the draft (its bank and account are shown). */
  profile: LoanOrderProfileData;
  /** The product's rates, as the app's own calculation states them. */
  rates: { annualInterestRate: number; dailyFeeRate: number; feeTaxRate: number };
  /** The backend's figures (binding), with the CAT as shown. */
  binding: Omit<BindingQuote, 'cat'> & { cat: ShownCat };
  mismatches: QuoteMismatch[];
  beyondTolerance: QuoteMismatch[];
  otherLoan: boolean;
}

/** The quote of a draft: `quoteLoan` of the choice, in the form the state keeps (plain data, field by field). */
export function draftQuote(
  choice: DraftChoice,
  product: LoanProduct,
  profile: LoanOrderProfileData,
): DraftQuote {
  const quote = quoteLoan(product, choice.amount, choice.days, profile);
  const { annualInterestRate, dailyFeeRate, feeTaxRate } = quote.summary;
  const { cat } = quote.binding;
  return {
    loanOrderId: choice.loanOrderId,
    productId: choice.productId,
    amount: choice.amount,
    days: choice.days,
    product: { ...product, terms: [...product.terms] },
    profile: { ...profile },
    rates: { annualInterestRate, dailyFeeRate, feeTaxRate },
    binding: {
      ...quote.binding,
      cat: cat.ok ? { ok: true, percent: cat.percent } : { ok: false, reason: cat.reason },
    },
    mismatches: quote.mismatches,
    beyondTolerance: quote.beyondTolerance,
    otherLoan: quote.otherLoan,
  };
}
