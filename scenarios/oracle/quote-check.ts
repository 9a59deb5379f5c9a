import type { LoanOrderProfileData, QuoteMismatch } from '#contracts/events';
import {
  ORACLE_TOLERANCE,
  catOfFigures,
  centsOf,
  mxnOf,
  quoteOf,
  type OracleQuote,
  type OracleRates,
} from './loan-oracle';

/**
 * A backend's loan-order profile against the money oracle's quote of the loan the borrower chose (decision
 * 0015's comparison, made by the QA tools with the oracle instead of the app's src/domain/orders/loan-quote.ts):
 * each figure that differs, judged against ORACLE_TOLERANCE. The CAT compared is the CAT of the backend's own
 * cash flows against the CAT of the oracle's quote, both as shown (one decimal).
 */
export interface OracleQuoteCheck {
  quote: OracleQuote;
  /** Every figure that differs (even by a centavo), in a fixed order. */
  mismatches: QuoteMismatch[];
  beyondTolerance: QuoteMismatch[];
  /** The backend drafted another amount or tenure than the one chosen. */
  otherLoan: boolean;
}

const LOAN_FIELDS: readonly QuoteMismatch['field'][] = ['principal', 'contractAmount', 'duration'];

/** The oracle's quote of `principal` MXN for `days` days at a product's rates, against a backend's profile. */
export function checkQuote(
  rates: OracleRates,
  principal: number,
  days: number,
  profile: Readonly<LoanOrderProfileData>,
): OracleQuoteCheck {
  const quote = quoteOf({
    principal,
    days,
    dailyInterestRate: rates.dailyInterestRate,
    dailyFeeRate: rates.dailyFeeRate,
    taxRate: rates.taxRate,
  });
  const money = (field: QuoteMismatch['field'], backend: number, math: number): QuoteMismatch | null => {
    const difference = mxnOf(centsOf(backend) - centsOf(math));
    if (difference === 0) return null;
    return {
      field,
      backend,
      math,
      difference,
      withinTolerance: Math.abs(difference) <= ORACLE_TOLERANCE.moneyMxn,
    };
  };
  const duration: QuoteMismatch | null =
    profile.duration === days
      ? null
      : {
          field: 'duration',
          backend: profile.duration,
          math: days,
          difference: profile.duration - days,
          withinTolerance: Math.abs(profile.duration - days) <= ORACLE_TOLERANCE.days,
        };
  const backendCat = catOfFigures({
    net: profile.receivedAmount,
    tax: profile.tax,
    totalRepay: profile.totalRepayment,
    days: profile.duration,
  });
  let cat: QuoteMismatch | null = null;
  if (backendCat.ok && quote.cat.ok && backendCat.percent !== quote.cat.percent) {
    const difference = Math.round((backendCat.percent - quote.cat.percent) * 10) / 10;
    cat = {
      field: 'cat',
      backend: backendCat.percent,
      math: quote.cat.percent,
      difference,
      withinTolerance: Math.abs(difference) <= ORACLE_TOLERANCE.catPoints + 1e-9,
    };
  }
  const mismatches = [
    money('principal', profile.principal, quote.principal),
    duration,
    money('fee', profile.fee, quote.fee),
    money('tax', profile.tax, quote.tax),
    money('interest', profile.interest, quote.interest),
    money('contractAmount', profile.contractAmount, quote.principal),
    money('receivedAmount', profile.receivedAmount, quote.net),
    money('totalRepayment', profile.totalRepayment, quote.totalRepay),
    cat,
  ].filter((m): m is QuoteMismatch => m !== null);
  const beyondTolerance = mismatches.filter((m) => !m.withinTolerance);
  return {
    quote,
    mismatches,
    beyondTolerance,
    otherLoan: beyondTolerance.some((m) => LOAN_FIELDS.includes(m.field)),
  };
}
