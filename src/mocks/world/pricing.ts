/**
 * The mock backend's pricing (docs/decisions/0032-money-oracle.md): what a real lender's backend computes
 * from the product's terms, in its own code. The app's src/domain/loan-math.ts is the code the QA tools
 * check; a mock world priced with it would agree with any defect planted there, so nothing in the mock world
 * imports it (`pricing.test.ts` holds that).
 *
 * The terms are data: each product's rates (loan-config.ts, the wire product of `/store/product/list`) and
 * the contract's conventions in PRODUCT_TERMS (spec sections 1 and 9, compliance.md, the product's
 * published reading of them in src/domain/product-terms.ts, which the tests compare with).
 *
 * Money: pesos on the wire; every figure computed in centavos and rounded ONCE to a whole centavo (half away
 * from zero unless the world is set to round another way, `quoteRounding`); sums in whole centavos.
 */

/** The contract's terms as the lender publishes them. Rates are fractions. */
export const PRODUCT_TERMS = {
  minAmount: 1_000,
  maxAmount: 30_000,
  minTenureDays: 91,
  maxTenureDays: 180,
  /** Ordinary interest at most 36% a year, simple, on a 360-day year. */
  maxAnnualInterestRate: 0.36,
  interestDayBasis: 360,
  /** Processing fee at most 0.05% of the principal per day of the tenure, deducted upfront. */
  maxDailyFeeRate: 0.0005,
  /** Tax on fees: Mexico's IVA. */
  ivaRate: 0.16,
  /** Overdue penalty: 2% of the principal per day past the due date (spec sections 1 and 9). */
  penaltyDailyRate: 0.02,
} as const;

/** How a backend rounds a figure to centavos: half away from zero, half to even, or cut off. */
export type QuoteRounding = 'halfUp' | 'halfEven' | 'truncate';

/** The terms of one loan as an order keeps them (pesos; rates as fractions; interest yearly on `dayBasis`). */
export interface LoanTerms {
  principal: number;
  /** Tenure in whole days. */
  days: number;
  annualInterestRate: number;
  /** Processing fee per day of the tenure, of the principal. */
  dailyFeeRate: number;
  /** Tax on the processing fee. */
  feeTaxRate: number;
  /** Day-count basis of the interest (360). */
  dayBasis?: number;
}

/** The fee of one extension, its tax and their total (pesos). */
export interface ExtensionFee {
  fee: number;
  tax: number;
  total: number;
}

// ---- centavos ----

/** Whole centavos from a computed (fractional) centavo amount, by a rounding rule. */
export function roundCentsBy(rounding: QuoteRounding, cents: number): number {
  // Products like 130000 * 0.00035 * 91 carry binary noise: keep twelve significant digits first.
  const clean = Number(cents.toPrecision(12));
  if (rounding === 'truncate') return Math.trunc(clean) || 0;
  if (rounding === 'halfUp') return (clean < 0 ? -Math.round(-clean) : Math.round(clean)) || 0;
  const floor = Math.floor(clean);
  const rest = clean - floor;
  const rounded = rest > 0.5 ? floor + 1 : rest < 0.5 ? floor : floor % 2 === 0 ? floor : floor + 1;
  return rounded || 0;
}

/** Pesos to whole centavos (half away from zero). */
export function centsOf(pesos: number): number {
  return roundCentsBy('halfUp', pesos * 100);
}

/** Whole centavos to pesos. */
export function pesosOf(cents: number): number {
  return cents / 100;
}

// ---- a loan ----

/** The terms of a loan of `principal` pesos for `days` days on a product (daily interest x 360 a year). */
export function loanTermsOf(
  product: { dailyInterestRate: number; dailyFeeRate: number; taxRate: number },
  principal: number,
  days: number,
): LoanTerms {
  return {
    principal,
    days,
    annualInterestRate: product.dailyInterestRate * PRODUCT_TERMS.interestDayBasis,
    dailyFeeRate: product.dailyFeeRate,
    feeTaxRate: product.taxRate,
    dayBasis: PRODUCT_TERMS.interestDayBasis,
  };
}

/** A loan's figures in whole centavos. */
export interface LoanPriceCents {
  principal: number;
  interest: number;
  fee: number;
  tax: number;
  /** What the borrower receives: principal - fee - tax. */
  net: number;
  /** Principal + interest, due at the end of the tenure. */
  total: number;
}

/**
 * A loan's price: simple interest on the day basis, the processing fee on the principal for the tenure,
 * the tax on the fee as rounded; each rounded once by `rounding`.
 */
export function priceCents(terms: LoanTerms, rounding: QuoteRounding = 'halfUp'): LoanPriceCents {
  const principal = centsOf(terms.principal);
  const interest = roundCentsBy(
    rounding,
    (principal * terms.annualInterestRate * terms.days) / (terms.dayBasis ?? PRODUCT_TERMS.interestDayBasis),
  );
  const fee = roundCentsBy(rounding, principal * terms.dailyFeeRate * terms.days);
  const tax = roundCentsBy(rounding, fee * terms.feeTaxRate);
  return { principal, interest, fee, tax, net: principal - fee - tax, total: principal + interest };
}

/** A loan's figures in pesos. */
export function priceOf(terms: LoanTerms, rounding: QuoteRounding = 'halfUp') {
  const c = priceCents(terms, rounding);
  return {
    principal: pesosOf(c.principal),
    interest: pesosOf(c.interest),
    fee: pesosOf(c.fee),
    tax: pesosOf(c.tax),
    /** Fee and tax, deducted upfront. */
    serviceFee: pesosOf(c.fee + c.tax),
    net: pesosOf(c.net),
    totalRepay: pesosOf(c.total),
  };
}

/** The overdue penalty: the daily rate of the principal for each whole day past the due date. */
export function penaltyOf(
  principal: number,
  daysOverdue: number,
  dailyRate: number = PRODUCT_TERMS.penaltyDailyRate,
): number {
  if (!(daysOverdue > 0)) return 0;
  return pesosOf(roundCentsBy('halfUp', centsOf(principal) * dailyRate * Math.floor(daysOverdue)));
}

/**
 * The fee of one extension (the lender's published rule): the daily processing-fee rate on the principal for
 * each extension day, plus the fee's tax. The principal and interest stay owed at the new due date.
 */
export function extensionFeeOf(terms: LoanTerms, extensionDays: number): ExtensionFee {
  const fee = roundCentsBy('halfUp', centsOf(terms.principal) * terms.dailyFeeRate * extensionDays);
  const tax = roundCentsBy('halfUp', fee * terms.feeTaxRate);
  return { fee: pesosOf(fee), tax: pesosOf(tax), total: pesosOf(fee + tax) };
}
