/**
 * The money oracle of the QA tools (docs/decisions/0032-money-oracle.md): every figure of a loan written
 * again from the product spec (sections 1 and 9) and /work/shared/reference/compliance.md, so that the
 * checks that judge the app's money (the autopilot's `money-agrees`, the compliance review) and the app
 * itself (src/domain/loan-math.ts) are two separate readings of the same rules. A defect in one of them
 * shows up as a disagreement instead of passing unseen.
 *
 * This module imports nothing: the product's terms come in as plain data (`OracleRates`) and the spec's
 * own figures are `SPEC_TERMS` below. It must never import src/domain (loan-math, loan-quote,
 * product-terms or anything that imports them); `loan-oracle.test.ts` walks its imports to hold that.
 *
 * Money: MXN in, MXN out; each figure is computed in centavos and rounded ONCE to a whole centavo, half
 * away from zero (the invoice rule: the tax is charged on the fee as rounded). Sums are taken in whole
 * centavos, so net + fee + tax is the principal exactly.
 */

/** The spec's figures and the conventions of compliance.md, as data. */
export const SPEC_TERMS = {
  /** Ordinary interest is simple, on a 360-day year (compliance.md: 36% a year over 91 days is 273.00 on 3,000). */
  interestDayBasis: 360,
  /** Banxico Circular 21/2009: the CAT's time is in years of 365 days. */
  catYearDays: 365,
  /** Spec sections 1 and 9: the overdue penalty is 2% of the principal per day. */
  penaltyDailyRate: 0.02,
  /** Mexico's general IVA (compliance.md). */
  ivaRate: 0.16,
  /** Mexico's IVA in the northern border zone. */
  ivaBorderRate: 0.08,
  /** Spec: interest at most 36% a year. */
  maxAnnualInterestRate: 0.36,
  /** Spec: processing fee up to 0.98% a day (compliance.md: unworkable; the product publishes 0.05%). */
  specMaxDailyFeeRate: 0.0098,
  /** Spec: "18% tax" on the fee (India's GST, not Mexico's IVA). */
  specFeeTaxRate: 0.18,
} as const;

/**
 * How far a backend's figure may be from the oracle's and still be a rounding (decision 0015): one peso per
 * money figure, the same tenure, half a point of CAT between two calculations. A CAT shown for the figures
 * next to it must be theirs to the shown decimal (`catShownPoints`).
 */
export const ORACLE_TOLERANCE = {
  moneyMxn: 1,
  days: 0,
  catPoints: 0.5,
  catShownPoints: 0.1,
} as const;

/** A product's rates as the backend states them (`/store/product/list`): fractions per day. */
export interface OracleRates {
  dailyInterestRate: number;
  /** Processing fee per day of the tenure, of the principal, deducted upfront. */
  dailyFeeRate: number;
  /** Tax on the processing fee. */
  taxRate: number;
}

/** One loan: a principal (MXN) for a tenure in whole days at a product's rates. */
export interface OracleLoan extends OracleRates {
  principal: number;
  days: number;
}

/** Every figure of one loan (MXN), and its CAT. */
export interface OracleQuote {
  principal: number;
  days: number;
  interest: number;
  fee: number;
  tax: number;
  /** Fee plus tax, taken upfront. */
  deducted: number;
  /** What the borrower receives: principal - fee - tax (may be negative). */
  net: number;
  /** What the CAT counts as received ("sin IVA"): principal - fee. */
  netBeforeTax: number;
  /** Principal plus interest, due at the end of the tenure. */
  totalRepay: number;
  cat: OracleRate;
}

/** Why no CAT exists for some cash flows. */
export type OracleRateFailure = 'nonPositiveNet' | 'noSignChange' | 'noRoot' | 'invalidFlows';

/** An annual rate (`rate` a fraction, `percent` as shown: one decimal), or why there is none. */
export type OracleRate =
  { ok: true; rate: number; percent: number } | { ok: false; reason: OracleRateFailure };

/** One cash flow of the borrower, `days` after the contract date: positive received, negative paid. */
export interface CashFlow {
  days: number;
  amount: number;
}

// ---- centavos ----

/**
 * A centavo amount rounded to a whole centavo, half away from zero. Products of rates carry binary noise
 * (300000 * 0.0005 * 91 is 13649.999999999998): the amount is first taken to a millionth of a centavo.
 */
export function roundToCent(cents: number): number {
  if (!Number.isFinite(cents)) throw new RangeError(`not a finite amount: ${cents}`);
  const clean = Math.round(cents * 1e6) / 1e6;
  const whole = Math.floor(Math.abs(clean) + 0.5);
  return clean < 0 && whole !== 0 ? -whole : whole;
}

/** MXN to whole centavos. */
export function centsOf(mxn: number): number {
  return roundToCent(mxn * 100);
}

/** Whole centavos to MXN. */
export function mxnOf(cents: number): number {
  return cents / 100;
}

/** Two amounts are the same to the centavo. */
export function sameCents(a: number, b: number): boolean {
  return centsOf(a) === centsOf(b);
}

function assertLoan(loan: OracleLoan): void {
  if (!Number.isFinite(loan.principal) || loan.principal < 0)
    throw new RangeError(`principal must be >= 0: ${loan.principal}`);
  if (!Number.isInteger(loan.days) || loan.days < 1)
    throw new RangeError(`days must be a whole number >= 1: ${loan.days}`);
  for (const [name, rate] of Object.entries({
    dailyInterestRate: loan.dailyInterestRate,
    dailyFeeRate: loan.dailyFeeRate,
    taxRate: loan.taxRate,
  })) {
    if (!Number.isFinite(rate) || rate < 0) throw new RangeError(`${name} must be a rate >= 0: ${rate}`);
  }
}

// ---- the figures of a loan ----

/** A yearly simple rate as the daily rate of the 360-day basis (36% a year = 0.1% a day). */
export function dailyOfAnnual(annualRate: number): number {
  return annualRate / SPEC_TERMS.interestDayBasis;
}

/** A daily rate as the yearly simple rate of the 360-day basis. */
export function annualOfDaily(dailyRate: number): number {
  return dailyRate * SPEC_TERMS.interestDayBasis;
}

/**
 * Every figure of a loan (spec sections 1 and 9, compliance.md's worked example):
 * - interest = principal * daily interest rate * days (simple, 360-day basis: 36% a year is 0.1% a day);
 * - fee = principal * daily fee rate * days, deducted upfront;
 * - tax = fee (as rounded) * tax rate, deducted upfront;
 * - net disbursed = principal - fee - tax; total to repay = principal + interest;
 * - CAT: the cash flows' annual rate (`cat`), received principal - fee ("sin IVA"), repaid the total.
 */
export function quoteOf(loan: OracleLoan): OracleQuote {
  assertLoan(loan);
  const principal = centsOf(loan.principal);
  const interest = roundToCent(principal * loan.dailyInterestRate * loan.days);
  const fee = roundToCent(principal * loan.dailyFeeRate * loan.days);
  const tax = roundToCent(fee * loan.taxRate);
  const net = principal - fee - tax;
  const total = principal + interest;
  return {
    principal: mxnOf(principal),
    days: loan.days,
    interest: mxnOf(interest),
    fee: mxnOf(fee),
    tax: mxnOf(tax),
    deducted: mxnOf(fee + tax),
    net: mxnOf(net),
    netBeforeTax: mxnOf(principal - fee),
    totalRepay: mxnOf(total),
    // No CAT for a loan that pays out nothing (compliance.md checklist item 3): a rate on money never received.
    cat:
      net > 0
        ? catOfBullet(mxnOf(principal - fee), mxnOf(total), loan.days)
        : { ok: false, reason: 'nonPositiveNet' },
  };
}

/** The first tenure (days) at which the fee and its tax take the whole principal: the borrower gets nothing. */
export function daysUntilNothingIsPaidOut(
  rates: Pick<OracleRates, 'dailyFeeRate' | 'taxRate'>,
  principal = 3_000,
): number | null {
  for (let days = 1; days <= 3_650; days += 1) {
    if (quoteOf({ principal, days, dailyInterestRate: 0, ...rates }).net <= 0) return days;
  }
  return null;
}

// ---- penalty, repayment, extension ----

/**
 * The overdue penalty (spec sections 1 and 9): the daily rate of the principal for each whole day past the
 * due date, 2% a day unless the product says otherwise; nothing up to and on the due date.
 */
export function overduePenaltyOf(
  principal: number,
  overdueDays: number,
  dailyRate: number = SPEC_TERMS.penaltyDailyRate,
): number {
  if (!Number.isFinite(principal) || principal < 0)
    throw new RangeError(`principal must be >= 0: ${principal}`);
  if (!Number.isFinite(dailyRate) || dailyRate < 0)
    throw new RangeError(`dailyRate must be >= 0: ${dailyRate}`);
  if (!Number.isFinite(overdueDays) || overdueDays <= 0) return 0;
  return mxnOf(roundToCent(centsOf(principal) * dailyRate * Math.floor(overdueDays)));
}

/** What a repayment detail owes in all: principal + interest + penalty - the penalty waived. */
export function totalOwed(figures: {
  principal: number;
  interest: number;
  penalty: number;
  penaltyDeduction?: number;
}): number {
  return mxnOf(
    centsOf(figures.principal) +
      centsOf(figures.interest) +
      centsOf(figures.penalty) -
      centsOf(figures.penaltyDeduction ?? 0),
  );
}

/** What is left to pay: the total owed less what was repaid, never below zero. */
export function unpaidOf(totalRepayment: number, repaid: number): number {
  return mxnOf(Math.max(0, centsOf(totalRepayment) - centsOf(repaid)));
}

/** The fee of one extension (MXN): its fee, tax and total. */
export interface OracleExtensionFee {
  fee: number;
  tax: number;
  total: number;
}

/**
 * An extension's fee. The spec only says one is paid; the product's published rule (product terms) is the
 * daily processing-fee rate on the principal for each extension day, plus the fee's tax.
 */
export function extensionFeeOf(
  principal: number,
  extensionDays: number,
  rates: Pick<OracleRates, 'dailyFeeRate' | 'taxRate'>,
): OracleExtensionFee {
  if (!Number.isInteger(extensionDays) || extensionDays < 1)
    throw new RangeError(`extensionDays must be whole and >= 1: ${extensionDays}`);
  const fee = roundToCent(centsOf(principal) * rates.dailyFeeRate * extensionDays);
  const tax = roundToCent(fee * rates.taxRate);
  return { fee: mxnOf(fee), tax: mxnOf(tax), total: mxnOf(fee + tax) };
}

// ---- dates ----

function epochDay(iso: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.slice(0, 10));
  if (!m) throw new RangeError(`not an ISO date: ${iso}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  if (new Date(ms).toISOString().slice(0, 10) !== iso.slice(0, 10))
    throw new RangeError(`not a calendar date: ${iso}`);
  return ms / 86_400_000;
}

/** The calendar date `days` after an ISO date. */
export function dateAfter(isoDate: string, days: number): string {
  return new Date((epochDay(isoDate) + days) * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from one ISO date to another. */
export function daysFrom(fromIsoDate: string, toIsoDate: string): number {
  return epochDay(toIsoDate) - epochDay(fromIsoDate);
}

// ---- the CAT (Banxico Circular 21/2009, compliance.md) ----

function rateOf(rate: number): OracleRate {
  if (!Number.isFinite(rate)) return { ok: false, reason: 'noRoot' };
  // As shown: one decimal of percent, half away from zero (and never a negative zero: -0.0% reads 0.0%).
  return { ok: true, rate, percent: (Math.sign(rate) * Math.round(Math.abs(rate) * 1000)) / 10 || 0 };
}

/**
 * Net present value of the borrower's cash flows at an annual rate, compounded yearly, time in years of
 * 365 days: sum(amount / (1 + rate)^(days / 365)).
 */
export function presentValue(flows: readonly CashFlow[], annualRate: number): number {
  let sum = 0;
  for (const { days, amount } of flows)
    sum += amount / Math.pow(1 + annualRate, days / SPEC_TERMS.catYearDays);
  return sum;
}

/**
 * The CAT of any cash flows: the annual rate `i` with sum(A_j / (1+i)^t_j) = sum(B_k / (1+i)^s_k), `t`
 * and `s` in years of 365 days (received amounts positive, payments negative). Solved numerically: the rate
 * is bracketed between -99.9999% and a doubling upper bound until the present value changes sign, then
 * halved down to a relative width of 1e-13. Flows where the borrower receives first and pays later have
 * exactly one root.
 */
export function catOfFlows(flows: readonly CashFlow[]): OracleRate {
  if (
    flows.length < 2 ||
    flows.some((f) => !Number.isFinite(f.days) || f.days < 0 || !Number.isFinite(f.amount))
  )
    return { ok: false, reason: 'invalidFlows' };
  if (!flows.some((f) => f.amount > 0) || !flows.some((f) => f.amount < 0))
    return { ok: false, reason: 'noSignChange' };
  let lo = -0.999999;
  let hi = 1;
  let fLo = presentValue(flows, lo);
  let fHi = presentValue(flows, hi);
  while (Math.sign(fLo) === Math.sign(fHi)) {
    if (hi > 1e15) return { ok: false, reason: 'noRoot' };
    lo = hi;
    fLo = fHi;
    hi *= 2;
    fHi = presentValue(flows, hi);
    if (!Number.isFinite(fHi)) return { ok: false, reason: 'noRoot' };
  }
  for (let i = 0; i < 400 && hi - lo > 1e-13 * Math.max(1, Math.abs(lo)); i += 1) {
    const mid = (lo + hi) / 2;
    const fMid = presentValue(flows, mid);
    if (fMid === 0) return rateOf(mid);
    if (Math.sign(fMid) === Math.sign(fLo)) {
      lo = mid;
      fLo = fMid;
    } else hi = mid;
  }
  return rateOf((lo + hi) / 2);
}

/**
 * The CAT of one amount received at the start and one repayment `days` later. Solved as any cash flows
 * (`catOfFlows`); compliance.md's closed form (repay / received)^(365 / days) - 1 is the test's check.
 */
export function catOfBullet(received: number, repaid: number, days: number): OracleRate {
  if (!(received > 0)) return { ok: false, reason: 'nonPositiveNet' };
  if (!(repaid > 0) || !(days > 0)) return { ok: false, reason: 'invalidFlows' };
  return catOfFlows([
    { days: 0, amount: received },
    { days, amount: -repaid },
  ]);
}

/**
 * The CAT of a loan's figures as a backend or a screen states them: the borrower receives the net plus the
 * tax (the CAT leaves the IVA out) and repays the total at the end of the tenure. None when the net is not
 * positive.
 */
export function catOfFigures(figures: {
  net: number;
  tax: number;
  totalRepay: number;
  days: number;
}): OracleRate {
  if (!(figures.net > 0)) return { ok: false, reason: 'nonPositiveNet' };
  return catOfBullet(mxnOf(centsOf(figures.net) + centsOf(figures.tax)), figures.totalRepay, figures.days);
}

/** A tax rate that is Mexico's IVA (16%, or 8% in the northern border zone). */
export function isMexicanIva(rate: number): boolean {
  return Math.abs(rate - SPEC_TERMS.ivaRate) < 1e-12 || Math.abs(rate - SPEC_TERMS.ivaBorderRate) < 1e-12;
}
