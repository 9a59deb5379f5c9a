import { MX_IVA_RATE, OVERDUE_DAILY_RATE, summarizeLoan, type LoanSummary } from './loan-math';
import type { Language, LoanProduct, OfferExcess } from './events';
import { formatMoney, formatWholeMoney } from './money';
import { yearlyEquivalent } from './rate-equivalents';
import { VERIFY_CODE_RESEND_SECONDS } from './session/session.selectors';

/**
 * The product's published terms: the ONE reading every borrower-facing text uses (FAQ, about us, legal
 * texts, landing pages). Screens and texts read these constants; nothing repeats a figure by hand.
 *
 * The spec's help texts disagree (spec sections 1 and 9, compliance.md). Every claim and the reading chosen:
 * - CLAIM amount "1,000 up to 60,000" / "up to 50,000" / "30,000"
 *   -> READING 1,000 to 30,000 MXN: the lowest maximum, so no text promises more than any quota can give.
 * - CLAIM tenure "91 to 365 days" / Spanish overview "91 to 180" / "max 180 days"
 *   -> READING 91 to 180 days (two of three texts agree; above Google Play's 60-day minimum).
 * - CLAIM interest "at most 36% per year" / "1% daily lowest" (= 365% per year)
 *   -> READING ordinary interest at most 36% per year, simple, 360-day basis (0.1% per day); "1% daily" is
 *      not used anywhere.
 * - CLAIM processing fee "up to 0.98% per day plus 18% tax, deducted upfront"
 *   -> READING at most 0.05% of the principal per day of the tenure plus IVA 16%, deducted upfront. At
 *      0.98% the fee swallows the whole principal after ~86.5 days (compliance.md), and 18% is India's GST,
 *      not Mexico's IVA. The mock world's default products (loan-lifecycle issue) must stay within these.
 * - CLAIM extension "there is none" (help text) / an extension flow exists
 *   -> READING extension offered: pay the extension fee (the daily fee rate on the principal per extension
 *      day, plus IVA, loan-math `extensionFee`), then confirm; the due date moves.
 * - CLAIM overdue penalty 2% per day -> READING 2% of the principal per overdue day (loan-math).
 * - CLAIM only one loan at a time; no cancellation after submission -> READING as stated.
 * - CLAIM applicants over 18 with a monthly income -> READING as stated (plus INE and a bank account).
 * - CLAIM customer service e-mail {email}, hours 9:00 to 18:00 -> READING the package configuration's
 *   e-mail (default below), 9:00 to 18:00 central Mexico time.
 * - CLAIM audit within 1 working day; quota review 10 to 60 minutes -> READING as stated.
 * - CLAIM quota grows by 400 to 1,000 after repayment, up to 5,000 on time -> READING not promised: texts
 *   say the quota MAY grow after on-time payment, subject to evaluation.
 * - CLAIM retention popup "90% approval rate" -> READING not repeated in any help or legal text.
 * - CLAIM unapproved user data deleted after 1 week -> READING as stated (privacy notice, FAQ).
 * - CLAIM deleting the account: "you will no longer be able to log in with this number" (delete screen)
 *   -> READING the account is gone for good, and its number cannot register again for
 *      DELETED_NUMBER_WAIT_DAYS days; after that it may open a new, empty account. The mock world enforces it.
 *
 * These terms are what the texts PUBLISH; they cap nothing. The backend's products, limits and quotes are
 * binding (docs/decisions/0015-backend-figures-are-binding.md): an offer beyond these terms is shown as the
 * backend offers it and recorded for the compliance review (`offerBeyondPublishedTerms`,
 * `borrow/offerBeyondTerms`), never cut down to a figure the backend did not give.
 */

/** Smallest loan, MXN. */
export const MIN_LOAN_AMOUNT = 1_000;
/** Largest loan, MXN (spec also says 60,000 and 50,000; see the reading above). */
export const MAX_LOAN_AMOUNT = 30_000;
/** Shortest tenure in days. */
export const MIN_TENURE_DAYS = 91;
/** Longest tenure in days (spec also says 365; see the reading above). */
export const MAX_TENURE_DAYS = 180;
/** Maximum ordinary interest, simple, per year (0.36 = 36%). */
export const MAX_ANNUAL_INTEREST_RATE = 0.36;
/** Day-count basis of the ordinary interest. */
export const INTEREST_DAY_BASIS = 360;
/** Maximum processing fee per day of the tenure, as a fraction of the principal (0.0005 = 0.05%). */
export const MAX_DAILY_FEE_RATE = 0.0005;
/** Tax on fees: Mexico's IVA (16%). */
export const FEE_TAX_RATE = MX_IVA_RATE;
/** Overdue penalty per day, as a fraction of the principal (2%). */
export const PENALTY_DAILY_RATE = OVERDUE_DAILY_RATE;
/** An extension is offered (the help text that says otherwise is not used). */
export const EXTENSION_AVAILABLE = true;
/** Loans a borrower may have open at once. */
export const MAX_OPEN_LOANS = 1;
/** An order cannot be cancelled once submitted. */
export const CANCELLABLE_AFTER_SUBMISSION = false;
/** Minimum age of an applicant. */
export const MIN_AGE = 18;
/** Working days the loan review takes at most. */
export const LOAN_REVIEW_WORKING_DAYS = 1;
/** Quota review time in minutes, from and to. */
export const QUOTA_REVIEW_MINUTES = { min: 10, max: 60 } as const;
/** Days after which the data of an applicant who was not approved is deleted. */
export const UNAPPROVED_DATA_RETENTION_DAYS = 7;
/**
 * Days a deleted account's mobile number cannot register (log in) again. 30: as long as the longest wait
 * before a rejected applicant may reapply (7 to 30 days), so deleting the account never shortens that wait,
 * and a common cooling-off period for lenders; after it the number may open a new, empty account.
 */
export const DELETED_NUMBER_WAIT_DAYS = 30;
/** Customer service opening hours (central Mexico time). */
export const CUSTOMER_SERVICE_HOURS = { open: '9:00', close: '18:00' } as const;
/** Customer service e-mail until the package configuration gives one. */
export const DEFAULT_CUSTOMER_SERVICE_EMAIL = 'soporte@cuota.mx';
/** Ad refreshes allowed per day (spec section 9). */
export const AD_REFRESH_DAILY_LIMIT = 2;

/**
 * The lender's brand and public contact. Its registered identity (legal name, address, registration) is
 * not written here: it comes from the package configuration (`lender`, src/domain/lender.ts), so no
 * provisional name or address can ship.
 */
export const LENDER = {
  brand: 'Cuota',
  privacyEmail: 'privacidad@cuota.mx',
  website: 'https://www.cuota.mx',
} as const;

/** CONDUSEF's public contact (the consumer-finance regulator). */
export const CONDUSEF = {
  phone: '55 5340 0999',
  website: 'https://www.condusef.gob.mx',
  sipres: 'https://sipres.condusef.gob.mx',
} as const;

/** The representative example shown with the CAT: the shortest tenure at the maximum rates. */
export const REPRESENTATIVE_LOAN = { principal: 3_000, days: MIN_TENURE_DAYS } as const;

/** Every figure of the representative example (loan-math; the start date only sets the due date). */
export const REPRESENTATIVE_EXAMPLE: LoanSummary = summarizeLoan(
  {
    principal: REPRESENTATIVE_LOAN.principal,
    days: REPRESENTATIVE_LOAN.days,
    annualInterestRate: MAX_ANNUAL_INTEREST_RATE,
    dailyFeeRate: MAX_DAILY_FEE_RATE,
    feeTaxRate: FEE_TAX_RATE,
    dayBasis: INTEREST_DAY_BASIS,
  },
  '2026-01-01',
);

function percent(fraction: number, language: Language, decimals = 0): string {
  return `${new Intl.NumberFormat(language === 'es' ? 'es-MX' : 'en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(fraction * 100)}%`;
}

/** A rate in percent with at most two decimals ("730%", "18.25%"): the yearly equivalents of daily rates. */
function yearlyPercent(dailyRate: number, language: Language): string {
  return `${new Intl.NumberFormat(language === 'es' ? 'es-MX' : 'en-US', { maximumFractionDigits: 2 }).format(
    yearlyEquivalent(dailyRate, 'day') * 100,
  )}%`;
}

/** productTermValues' figures per language, formatted once (issue 32, decision 0054). */
const termValuesByLanguage = new Map<Language, Readonly<Record<string, string>>>();

/**
 * The terms as strings for text templates (`{{maxAmount}}` ...), formatted for a language. Texts only
 * interpolate these, so every screen shows the same figures. They depend on constants alone, so they are
 * formatted once per language: formatting them (some twenty Intl formatters) on every `withTerms` made the
 * landing pitch's renders the longest tasks of /yx3's load (decision 0054).
 */
export function productTermValues(language: Language): Record<string, string> {
  let values = termValuesByLanguage.get(language);
  if (!values) {
    values = formatTermValues(language);
    termValuesByLanguage.set(language, values);
  }
  return { ...values };
}

function formatTermValues(language: Language): Record<string, string> {
  const example = REPRESENTATIVE_EXAMPLE;
  return {
    // Money as every screen writes it (money.ts): limits in whole pesos as home and borrowing show them.
    minAmount: formatWholeMoney(MIN_LOAN_AMOUNT, language),
    maxAmount: formatWholeMoney(MAX_LOAN_AMOUNT, language),
    minDays: String(MIN_TENURE_DAYS),
    maxDays: String(MAX_TENURE_DAYS),
    annualRate: percent(MAX_ANNUAL_INTEREST_RATE, language),
    dailyRate: percent(MAX_ANNUAL_INTEREST_RATE / INTEREST_DAY_BASIS, language, 1),
    dailyFee: percent(MAX_DAILY_FEE_RATE, language, 2),
    // Beside every per-day rate, its yearly equivalent (x365, simple; decision 0049).
    dailyFeeYearly: yearlyPercent(MAX_DAILY_FEE_RATE, language),
    tax: percent(FEE_TAX_RATE, language),
    penalty: percent(PENALTY_DAILY_RATE, language),
    penaltyYearly: yearlyPercent(PENALTY_DAILY_RATE, language),
    minAge: String(MIN_AGE),
    reviewDays: String(LOAN_REVIEW_WORKING_DAYS),
    quotaMin: String(QUOTA_REVIEW_MINUTES.min),
    quotaMax: String(QUOTA_REVIEW_MINUTES.max),
    retentionDays: String(UNAPPROVED_DATA_RETENTION_DAYS),
    deletedNumberWaitDays: String(DELETED_NUMBER_WAIT_DAYS),
    open: CUSTOMER_SERVICE_HOURS.open,
    close: CUSTOMER_SERVICE_HOURS.close,
    resendSeconds: String(VERIFY_CODE_RESEND_SECONDS),
    exPrincipal: formatMoney(example.principal, language),
    exDays: String(example.days),
    exInterest: formatMoney(example.interest, language),
    exFee: formatMoney(example.fee, language),
    exTax: formatMoney(example.tax, language),
    exNet: formatMoney(example.net, language),
    exTotal: formatMoney(example.totalRepay, language),
    cat: example.cat.ok ? percent(example.cat.percent / 100, language, 1) : '—',
    privacyEmail: LENDER.privacyEmail,
    website: LENDER.website,
    condusefPhone: CONDUSEF.phone,
    condusefWebsite: CONDUSEF.website,
    sipres: CONDUSEF.sipres,
  };
}

/**
 * The CAT statement in the wording compliance.md requires ("CAT ...% sin IVA. Para fines informativos y
 * de comparación"), for the representative example; the English text is its translation.
 */
export function catStatement(language: Language): string {
  const cat = productTermValues(language).cat;
  return language === 'es'
    ? `CAT ${cat} sin IVA. Para fines informativos y de comparación.`
    : `CAT (total annual cost) ${cat} without VAT. For information and comparison purposes only.`;
}

/**
 * Fills a text's `{{name}}` placeholders with the product terms for a language (plus `extra` values, such
 * as the configured e-mail); unknown placeholders stay as written so a missing value is visible in review.
 */
export function withTerms(template: string, language: Language, extra: Record<string, string> = {}): string {
  const values: Record<string, string> = {
    ...productTermValues(language),
    catStatement: catStatement(language),
    ...extra,
  };
  return template.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) => values[name] ?? whole);
}

/** Rates compare with this slack, so a daily rate times 360 that lands a hair above 36% is not an excess. */
const RATE_EPSILON = 1e-9;

/**
 * Where offered products go beyond the published terms: an amount or tenure outside 1,000-30,000 MXN and
 * 91-180 days, an interest above 36% a year, a fee above 0.05% a day, a tax above IVA 16%, a penalty above
 * 2% a day. The app shows such an offer as the backend makes it; this only names the excesses for review.
 */
export function offerBeyondPublishedTerms(products: readonly LoanProduct[]): OfferExcess[] {
  const out: OfferExcess[] = [];
  for (const p of products) {
    const excess = (
      term: OfferExcess['term'],
      offered: number,
      published: number,
      direction: OfferExcess['direction'],
    ) => {
      const beyond =
        direction === 'above' ? offered > published + RATE_EPSILON : offered < published - RATE_EPSILON;
      if (beyond) out.push({ productId: p.productId, term, offered, published, direction });
    };
    excess('minAmount', p.minAmount, MIN_LOAN_AMOUNT, 'below');
    excess('maxAmount', p.maxAmount, MAX_LOAN_AMOUNT, 'above');
    if (p.terms.length > 0) {
      excess('minTenure', Math.min(...p.terms), MIN_TENURE_DAYS, 'below');
      excess('maxTenure', Math.max(...p.terms), MAX_TENURE_DAYS, 'above');
    }
    excess('annualInterestRate', p.dailyInterestRate * INTEREST_DAY_BASIS, MAX_ANNUAL_INTEREST_RATE, 'above');
    excess('dailyFeeRate', p.dailyFeeRate, MAX_DAILY_FEE_RATE, 'above');
    excess('taxRate', p.taxRate, FEE_TAX_RATE, 'above');
    excess('dailyPenaltyRate', p.dailyPenaltyRate, PENALTY_DAILY_RATE, 'above');
  }
  return out;
}
