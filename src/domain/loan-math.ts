/**
 * Loan math of the compliance reference (../shared/reference/compliance.md) and spec sections 1 and 9: interest, processing fee
 * and its tax, net disbursed, total to repay, due date, overdue penalty, extension fee and the CAT.
 *
 * Money convention: inputs and outputs are MXN numbers; every figure is computed in integer centavos and
 * rounded ONCE, half away from zero, then returned as centavos / 100. Derived figures (net, total, tax on
 * the rounded fee) are sums of rounded centavos, so net + fee + tax equals the principal exactly in
 * centavos. Rates are fractions (0.36 = 36% per year, 0.0098 = 0.98% per day).
 *
 * Dates are ISO calendar dates (yyyy-mm-dd, the borrower's local date as written); no clock is read.
 */
import { DAY_MS } from './time';

/** Days in the year of the CAT's annual compounding (Banxico Circular 21/2009: time in years). */
export const CAT_YEAR_DAYS = 365;
/** Overdue penalty rate per day of the principal (spec section 9: 2% per day). */
export const OVERDUE_DAILY_RATE = 0.02;
/** Mexico's general VAT (IVA) rate. */
export const MX_IVA_RATE = 0.16;
/** Mexico's VAT rate in the northern border zone. */
export const MX_IVA_BORDER_RATE = 0.08;
/** Google Play does not allow personal loans with full repayment in this many days or less. */
export const MIN_TENURE_DAYS_EXCLUSIVE = 60;

/** The terms of one loan. */
export interface LoanTerms {
  /** MXN; rounded to centavos before use. */
  principal: number;
  /** Tenure in whole days, at least 1. */
  days: number;
  /** Simple yearly interest rate, e.g. 0.36. */
  annualInterestRate: number;
  /** Processing fee per day of the tenure, as a fraction of the principal, e.g. 0.0098. */
  dailyFeeRate: number;
  /** Tax on the processing fee, e.g. 0.16 (Mexico's IVA) or 0.18 (the spec's figure). */
  feeTaxRate: number;
  /** Day-count basis of the interest: 360 unless said. */
  dayBasis?: number;
}

/** A cash flow of the borrower: `t` days after the contract date, amount in MXN (sign marks direction). */
export interface CashFlow {
  t: number;
  amount: number;
}

/** Why a rate could not be computed. */
export type RateFailure = 'nonPositiveNet' | 'noSignChange' | 'outOfRange' | 'invalidCashFlows';

/** An annual rate, or the typed reason there is none. Never NaN or Infinity. */
export type RateResult =
  | { ok: true; rate: number; /** The rate in percent, rounded to one decimal, as shown. */ percent: number }
  | { ok: false; reason: RateFailure };

/** Every figure a screen or a reviewer shows for one loan. */
export interface LoanSummary {
  principal: number;
  days: number;
  annualInterestRate: number;
  dailyFeeRate: number;
  feeTaxRate: number;
  interest: number;
  fee: number;
  tax: number;
  /** Fee plus tax, deducted upfront. */
  deducted: number;
  /** What the borrower actually receives: principal - fee - tax; may be negative. */
  net: number;
  totalRepay: number;
  dueDate: string;
  cat: RateResult;
  /** Findings a compliance reviewer must see (compliance.md checklist items 3 and the tenure rule). */
  flags: { nonPositiveNet: boolean; nonMexicanTaxRate: boolean; tenureAtMost60Days: boolean };
}

// ---- centavos ----

/** Rounds a centavo amount to a whole centavo, half away from zero, ignoring binary floating-point noise. */
export function roundCents(cents: number): number {
  // toPrecision strips the noise of products like 300000 * 0.0098 * 91 before the half-way test.
  const clean = Number(cents.toPrecision(12));
  const rounded = Math.sign(clean) * Math.round(Math.abs(clean));
  return rounded === 0 ? 0 : rounded;
}

/** MXN to whole centavos. */
export function toCents(mxn: number): number {
  return roundCents(mxn * 100);
}

/** Whole centavos to MXN. */
export function fromCents(cents: number): number {
  return cents / 100;
}

function assertTerms(terms: LoanTerms): void {
  const { principal, days, annualInterestRate, dailyFeeRate, feeTaxRate, dayBasis = 360 } = terms;
  if (!Number.isFinite(principal) || principal < 0)
    throw new RangeError(`principal must be >= 0: ${principal}`);
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`days must be a whole number >= 1: ${days}`);
  for (const [name, rate] of [
    ['annualInterestRate', annualInterestRate],
    ['dailyFeeRate', dailyFeeRate],
    ['feeTaxRate', feeTaxRate],
  ] as const) {
    if (!Number.isFinite(rate) || rate < 0)
      throw new RangeError(`${name} must be a finite rate >= 0: ${rate}`);
  }
  if (!Number.isFinite(dayBasis) || dayBasis <= 0) throw new RangeError(`dayBasis must be > 0: ${dayBasis}`);
}

function interestCents(terms: LoanTerms): number {
  return roundCents(
    (toCents(terms.principal) * terms.annualInterestRate * terms.days) / (terms.dayBasis ?? 360),
  );
}

function feeCents(terms: LoanTerms): number {
  return roundCents(toCents(terms.principal) * terms.dailyFeeRate * terms.days);
}

function taxCents(terms: LoanTerms): number {
  // The tax is charged on the fee as rounded, the way an invoice shows it.
  return roundCents(feeCents(terms) * terms.feeTaxRate);
}

// ---- the figures ----

/** Simple interest over the tenure on the day basis (360 unless said): principal * rate * days / basis. */
export function interest(terms: LoanTerms): number {
  assertTerms(terms);
  return fromCents(interestCents(terms));
}

/** The processing fee deducted upfront: principal * daily fee rate * days. */
export function processingFee(terms: LoanTerms): number {
  assertTerms(terms);
  return fromCents(feeCents(terms));
}

/** The tax on the processing fee, also deducted upfront. */
export function feeTax(terms: LoanTerms): number {
  assertTerms(terms);
  return fromCents(taxCents(terms));
}

/** What the borrower receives: principal - fee - tax. Negative when the deductions exceed the principal. */
export function netDisbursed(terms: LoanTerms): number {
  assertTerms(terms);
  return fromCents(toCents(terms.principal) - feeCents(terms) - taxCents(terms));
}

/** What the borrower repays at the due date: principal + interest (the fee was taken upfront). */
export function totalRepay(terms: LoanTerms): number {
  assertTerms(terms);
  return fromCents(toCents(terms.principal) + interestCents(terms));
}

// ---- dates ----

function parseIsoDate(iso: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) throw new RangeError(`not an ISO date: ${iso}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  // Date.UTC rolls 2024-02-30 over to March; a real date must read back the same.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) {
    throw new RangeError(`not a calendar date: ${iso}`);
  }
  return ms;
}

function formatIsoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The calendar date `days` after an ISO date (its date part, as written; no time-zone shift). */
export function addDays(isoDate: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`days must be whole: ${days}`);
  return formatIsoDate(parseIsoDate(isoDate) + days * DAY_MS);
}

/** Whole calendar days from one ISO date to another (negative when `to` is earlier). */
export function daysBetween(fromIsoDate: string, toIsoDate: string): number {
  return Math.round((parseIsoDate(toIsoDate) - parseIsoDate(fromIsoDate)) / DAY_MS);
}

/** The due date: the start (disbursement) date plus the tenure in days. */
export function dueDate(startIsoDate: string, days: number): string {
  return addDays(startIsoDate, days);
}

/** Days overdue on a given day: 0 up to and including the due date. */
export function overdueDays(dueIsoDate: string, todayIsoDate: string): number {
  return Math.max(0, daysBetween(dueIsoDate, todayIsoDate));
}

// ---- penalty and extension ----

/** Overdue penalty: the daily rate (2% by default) of the principal per overdue day; 0 when not overdue. */
export function overduePenalty(
  principal: number,
  daysOverdue: number,
  dailyRate: number = OVERDUE_DAILY_RATE,
): number {
  if (!Number.isFinite(principal) || principal < 0)
    throw new RangeError(`principal must be >= 0: ${principal}`);
  if (!Number.isFinite(dailyRate) || dailyRate < 0)
    throw new RangeError(`dailyRate must be >= 0: ${dailyRate}`);
  if (!Number.isFinite(daysOverdue) || daysOverdue <= 0) return 0;
  // Only whole days past the due date count.
  return fromCents(roundCents(toCents(principal) * dailyRate * Math.floor(daysOverdue)));
}

/** The fee of one extension, its tax and their total (MXN). */
export interface ExtensionFee {
  fee: number;
  tax: number;
  total: number;
}

/**
 * Extension fee. The spec gives no rule, so this is ours: principal * daily extension rate * extension days,
 * rounded to centavos, plus tax on that fee at the loan's fee tax rate. The daily extension rate defaults to
 * the loan's daily processing-fee rate. The principal and interest stay owed at the new due date.
 */
export function extensionFee(
  terms: LoanTerms,
  extensionDays: number,
  dailyExtensionRate?: number,
): ExtensionFee {
  assertTerms(terms);
  if (!Number.isInteger(extensionDays) || extensionDays < 1) {
    throw new RangeError(`extensionDays must be a whole number >= 1: ${extensionDays}`);
  }
  const rate = dailyExtensionRate ?? terms.dailyFeeRate;
  if (!Number.isFinite(rate) || rate < 0) throw new RangeError(`dailyExtensionRate must be >= 0: ${rate}`);
  const fee = roundCents(toCents(terms.principal) * rate * extensionDays);
  const tax = roundCents(fee * terms.feeTaxRate);
  return { fee: fromCents(fee), tax: fromCents(tax), total: fromCents(fee + tax) };
}

// ---- CAT ----

function rateOk(rate: number): RateResult {
  if (!Number.isFinite(rate)) return { ok: false, reason: 'outOfRange' };
  return { ok: true, rate, percent: Math.round(rate * 1000) / 10 };
}

/** Net present value of cash flows at an annual rate compounded yearly (t in days, 365-day years). */
export function npv(flows: readonly CashFlow[], annualRate: number): number {
  const x = Math.log1p(annualRate);
  let sum = 0;
  for (const { t, amount } of flows) sum += amount * Math.exp((-x * t) / CAT_YEAR_DAYS);
  return sum;
}

// Search happens in x = ln(1 + i): the NPV is smooth there and i > -1 holds for every x.
// x in [-20, 709] covers rates from -99.9999998% up to the largest finite double.
const X_GRID = [
  -20, -10, -5, -2, -1, -0.5, -0.2, -0.1, -0.05, -0.02, -0.01, 0, 0.01, 0.02, 0.05, 0.1, 0.2, 0.35, 0.5, 0.75,
  1, 1.5, 2, 3, 5, 7.5, 10, 15, 20, 30, 50, 75, 100, 150, 200, 300, 450, 600, 709,
];

function npvAtX(flows: readonly CashFlow[], x: number): number {
  let sum = 0;
  for (const { t, amount } of flows) sum += amount * Math.exp((-x * t) / CAT_YEAR_DAYS);
  return sum;
}

/**
 * The internal rate of return of cash flows, annual compounding over 365-day years: the rate `i` with
 * sum(amount / (1+i)^(t/365)) = 0. Robust bisection on ln(1+i) after a bracketing scan from low to high
 * rates; the first root found is returned (flows of receipts followed by payments have exactly one).
 */
export function irr(flows: readonly CashFlow[]): RateResult {
  if (flows.length < 2) return { ok: false, reason: 'invalidCashFlows' };
  for (const { t, amount } of flows) {
    if (!Number.isFinite(t) || t < 0 || !Number.isFinite(amount))
      return { ok: false, reason: 'invalidCashFlows' };
  }
  if (!flows.some((f) => f.amount > 0) || !flows.some((f) => f.amount < 0))
    return { ok: false, reason: 'noSignChange' };

  let lo = Number.NaN;
  let hi = Number.NaN;
  let fLo = Number.NaN;
  let prevX = Number.NaN;
  let prevF = Number.NaN;
  for (const x of X_GRID) {
    const f = npvAtX(flows, x);
    if (!Number.isFinite(f)) continue;
    if (f === 0) return rateOk(Math.expm1(x));
    if (Number.isFinite(prevF) && Math.sign(f) !== Math.sign(prevF)) {
      lo = prevX;
      hi = x;
      fLo = prevF;
      break;
    }
    prevX = x;
    prevF = f;
  }
  if (Number.isNaN(lo)) return { ok: false, reason: 'outOfRange' };

  for (let i = 0; i < 200 && hi - lo > 1e-15 * Math.max(1, Math.abs(lo)); i += 1) {
    const mid = (lo + hi) / 2;
    const fMid = npvAtX(flows, mid);
    if (fMid === 0) return rateOk(Math.expm1(mid));
    if (Math.sign(fMid) === Math.sign(fLo)) {
      lo = mid;
      fLo = fMid;
    } else {
      hi = mid;
    }
  }
  return rateOk(Math.expm1((lo + hi) / 2));
}

/** CAT of one disbursement and one bullet repayment: (repay / net)^(365 / days) - 1. */
export function catClosedForm(net: number, repay: number, days: number): RateResult {
  if (!(net > 0)) return { ok: false, reason: 'nonPositiveNet' };
  if (!(repay > 0) || !Number.isFinite(repay) || !Number.isFinite(net) || !(days > 0)) {
    return { ok: false, reason: 'invalidCashFlows' };
  }
  // Through logs, so a huge CAT overflows to a typed failure instead of Infinity.
  return rateOk(Math.expm1((CAT_YEAR_DAYS / days) * Math.log(repay / net)));
}

/**
 * The borrower's cash flows for the CAT, without tax ("CAT sin IVA"): at day 0 the principal less the
 * processing fee (the amount received, leaving the IVA out of the figure as Circular 21/2009 asks), and at
 * the due date the principal plus interest.
 */
export function catCashFlows(terms: LoanTerms): CashFlow[] {
  assertTerms(terms);
  const principal = toCents(terms.principal);
  return [
    { t: 0, amount: fromCents(principal - feeCents(terms)) },
    { t: terms.days, amount: -fromCents(principal + interestCents(terms)) },
  ];
}

/**
 * The CAT of a loan: the annual-compounding IRR of `catCashFlows` (tax excluded). When the borrower
 * actually receives nothing (net disbursed after fee AND tax <= 0) there is no loan to price and the CAT
 * is undefined: `{ ok: false, reason: 'nonPositiveNet' }`, even if principal - fee alone is positive,
 * because a rate on money never received would mislead (compliance.md, checklist item 3).
 */
export function cat(terms: LoanTerms): RateResult {
  assertTerms(terms);
  if (!(netDisbursed(terms) > 0)) return { ok: false, reason: 'nonPositiveNet' };
  const [received, repaid] = catCashFlows(terms) as [CashFlow, CashFlow];
  return catClosedForm(received.amount, -repaid.amount, terms.days);
}

/** Every figure of a loan that a screen shows, and the compliance flags, for a start (disbursement) date. */
export function summarizeLoan(terms: LoanTerms, startIsoDate: string): LoanSummary {
  assertTerms(terms);
  const principal = toCents(terms.principal);
  const fee = feeCents(terms);
  const tax = taxCents(terms);
  const net = principal - fee - tax;
  return {
    principal: fromCents(principal),
    days: terms.days,
    annualInterestRate: terms.annualInterestRate,
    dailyFeeRate: terms.dailyFeeRate,
    feeTaxRate: terms.feeTaxRate,
    interest: fromCents(interestCents(terms)),
    fee: fromCents(fee),
    tax: fromCents(tax),
    deducted: fromCents(fee + tax),
    net: fromCents(net),
    totalRepay: fromCents(principal + interestCents(terms)),
    dueDate: dueDate(startIsoDate, terms.days),
    cat: cat(terms),
    flags: {
      nonPositiveNet: net <= 0,
      nonMexicanTaxRate: terms.feeTaxRate !== MX_IVA_RATE && terms.feeTaxRate !== MX_IVA_BORDER_RATE,
      tenureAtMost60Days: terms.days <= MIN_TENURE_DAYS_EXCLUSIVE,
    },
  };
}
