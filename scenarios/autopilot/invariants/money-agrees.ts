import { formatMoney, formatWholeMoney } from '#contracts/loan-terms';
import type { LoanProduct } from '#contracts/events';
import {
  ORACLE_TOLERANCE,
  SPEC_TERMS,
  catOfFigures,
  centsOf,
  mxnOf,
  overduePenaltyOf,
  quoteOf,
  sameCents,
  totalOwed,
  unpaidOf,
  type OracleQuote,
} from '../../oracle/loan-oracle';
import type { Invariant, Observation } from './observation';

/**
 * Every money figure on screen agrees with the money oracle (scenarios/oracle/loan-oracle.ts, the spec's
 * formulas written apart from the app's src/domain/loan-math.ts; decision 0032) for the order it belongs to.
 * The figures are the screen's claims (`data-claim`, `data-value`, decision 0010), so the check reads what
 * reviewers read:
 * - each money claim's text is its value written by THE money formatter (no other rounding on the way);
 * - a loan's figures (product details, an order in the records) hold the identities: what the borrower
 *   receives is the principal less fee and tax, the total is the principal plus interest; with the products
 *   on offer in the state, fee, tax, interest, net and total are within ORACLE_TOLERANCE of the oracle's
 *   quote for one of them (decision 0015: the backend's figures bind, beyond tolerance is a defect);
 * - the CAT shown is the CAT of the figures shown next to it (received: net + tax, "sin IVA"; repaid: the
 *   total at the end of the tenure; 365-day years), to its shown decimal; none is shown only where none exists;
 * - a repayment detail holds the repayment identities: the penalty is the oracle's overdue penalty at the
 *   product's daily rate (the spec's 2% unless a product on offer says otherwise), the total is principal +
 *   interest + penalty - deduction, what is unpaid is the total less what was repaid;
 * - a penalty rate stated on screen is the spec's (2% a day) or an offered product's.
 */

/** Claims whose value is an amount of pesos. */
const MONEY_CLAIMS = new Set([
  'amount',
  'interest',
  'fee',
  'tax',
  'contractAmount',
  'netDisbursed',
  'totalRepay',
  'totalAmount',
  'totalRepayment',
  'principal',
  'penalty',
  'repaid',
  'unrepaid',
  'serviceFee',
  'penaltyDeduction',
  'quota.available',
]);

const within = (a: number, b: number) => Math.abs(a - b) <= ORACLE_TOLERANCE.moneyMxn + 1e-9;
const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();
const percent = (fraction: number) => `${Math.round(fraction * 1e6) / 1e4}%`;

/** The numeric claims of the screen, by claim name (the first of each name). */
function numbersOf(o: Observation): Map<string, number> {
  const out = new Map<string, number>();
  for (const c of o.claims ?? []) {
    if (c.value === null || c.value === '' || out.has(c.claim)) continue;
    const n = Number(c.value);
    if (Number.isFinite(n)) out.set(c.claim, n);
  }
  return out;
}

/** A claim whose text does not write its value as the money formatter does. */
function misformatted(o: Observation): string | null {
  for (const c of o.claims ?? []) {
    if (!MONEY_CLAIMS.has(c.claim) || c.value === null || c.value === '' || !c.text.includes('$')) continue;
    const n = Number(c.value);
    if (!Number.isFinite(n)) continue;
    const text = normalize(c.text);
    // Whole pesos only for a whole figure: `$137` for 136.50 is a rounding on the way.
    const written = [
      formatMoney(n, o.language),
      ...(Number.isInteger(n) ? [formatWholeMoney(n, o.language)] : []),
    ].map(normalize);
    // The whole text of the figure: `$137` inside `$137.00` is another figure.
    const shows = (w: string) => {
      const at = text.indexOf(w);
      return at >= 0 && !/^[.,]?\d/.test(text.slice(at + w.length));
    };
    if (!written.some(shows))
      return `"${c.claim}" reads "${c.text}" but its figure is ${n} (${written[0]}) on ${o.route}`;
  }
  return null;
}

/** The products on offer in the app's state (`loanDraft.products`). */
function productsOf(state: unknown): LoanProduct[] {
  const products = (state as { loanDraft?: { products?: unknown } } | null)?.loanDraft?.products;
  return Array.isArray(products) ? (products as LoanProduct[]) : [];
}

/** A loan's figures against the oracle: identities always, the product's prices when known. */
function loanDisagreement(o: Observation, n: Map<string, number>): string | null {
  const principal = n.get('amount');
  const fee = n.get('fee');
  const tax = n.get('tax');
  const interest = n.get('interest');
  if (principal === undefined || fee === undefined || tax === undefined || interest === undefined)
    return null;
  const net = n.get('netDisbursed');
  const total = n.get('totalRepay');
  if (net !== undefined && !sameCents(net, mxnOf(centsOf(principal) - centsOf(fee) - centsOf(tax))))
    return `the amount received ${net} is not principal ${principal} less fee ${fee} and tax ${tax} on ${o.route}`;
  if (total !== undefined && !sameCents(total, mxnOf(centsOf(principal) + centsOf(interest))))
    return `the total to repay ${total} is not principal ${principal} plus interest ${interest} on ${o.route}`;
  const days = n.get('tenure');
  const products = productsOf(o.state);
  if (days === undefined || products.length === 0) return null;
  const figures: Array<[string, number | undefined, keyof OracleQuote]> = [
    ['interest', interest, 'interest'],
    ['fee', fee, 'fee'],
    ['tax', tax, 'tax'],
    ['netDisbursed', net, 'net'],
    ['totalRepay', total, 'totalRepay'],
  ];
  let closest: string | null = null;
  for (const product of products) {
    let quote: OracleQuote;
    try {
      quote = quoteOf({ principal, days, ...product });
    } catch {
      continue;
    }
    const off = figures.find(([, shown, key]) => shown !== undefined && !within(shown, quote[key] as number));
    if (!off) return null;
    closest ??= `"${off[0]}" ${String(off[1])} is beyond ${ORACLE_TOLERANCE.moneyMxn} MXN of the oracle's ${quote[off[2]] as number} for ${principal} MXN over ${days} days (product ${product.productId}) on ${o.route}`;
  }
  return closest;
}

/** The CAT shown against the CAT of the figures shown next to it (Banxico's method, tax excluded). */
function catDisagreement(o: Observation, n: Map<string, number>): string | null {
  const claim = (o.claims ?? []).find((c) => c.claim === 'cat');
  const net = n.get('netDisbursed');
  const tax = n.get('tax');
  const totalRepay = n.get('totalRepay');
  const days = n.get('tenure');
  if (!claim || net === undefined || tax === undefined || totalRepay === undefined || days === undefined)
    return null;
  const expected = catOfFigures({ net, tax, totalRepay, days });
  const shown = claim.value === null || claim.value === '' ? null : Number(claim.value);
  const flows = `received ${mxnOf(centsOf(net) + centsOf(tax))} (net + tax), repaid ${totalRepay} after ${days} days`;
  if (shown === null || !Number.isFinite(shown)) {
    return expected.ok
      ? `no CAT is shown, but the figures give ${expected.percent}% (${flows}) on ${o.route}`
      : null;
  }
  if (!expected.ok)
    return `a CAT of ${shown}% is shown, but the figures give none (the borrower receives ${net}) on ${o.route}`;
  if (Math.abs(shown - expected.percent) > ORACLE_TOLERANCE.catShownPoints + 1e-9)
    return `the CAT shown ${shown}% is not the oracle's ${expected.percent}% for the figures on screen (${flows}, ${SPEC_TERMS.catYearDays}-day years) on ${o.route}`;
  return null;
}

/** The daily penalty rates a screen may state or charge: the spec's and the offered products'. */
function penaltyRates(o: Observation): number[] {
  const rates: number[] = [SPEC_TERMS.penaltyDailyRate];
  for (const p of productsOf(o.state))
    if (Number.isFinite(p.dailyPenaltyRate) && !rates.includes(p.dailyPenaltyRate))
      rates.push(p.dailyPenaltyRate);
  return rates;
}

/** A repayment detail's figures against the oracle's repayment rules. */
function repaymentDisagreement(o: Observation, n: Map<string, number>): string | null {
  const principal = n.get('principal');
  const interest = n.get('interest');
  const penalty = n.get('penalty');
  const deduction = n.get('penaltyDeduction') ?? 0;
  const repaid = n.get('repaid');
  const total = n.get('totalRepayment');
  const unrepaid = n.get('unrepaid');
  const overdueDays = n.get('overdueDays');
  if (principal === undefined || interest === undefined || penalty === undefined || total === undefined)
    return null;
  if (overdueDays !== undefined) {
    const rates = penaltyRates(o);
    if (!rates.some((rate) => sameCents(penalty, overduePenaltyOf(principal, overdueDays, rate))))
      return `the penalty ${penalty} is not the oracle's ${overduePenaltyOf(principal, overdueDays, rates[0])} (${percent(rates[0]!)} a day of ${principal}) for ${overdueDays} day(s) overdue on ${o.route}`;
  }
  const expected = totalOwed({ principal, interest, penalty, penaltyDeduction: deduction });
  if (!sameCents(total, expected))
    return `the total ${total} is not principal + interest + penalty - deduction (${expected}) on ${o.route}`;
  if (repaid !== undefined && unrepaid !== undefined) {
    const left = unpaidOf(total, repaid);
    if (!sameCents(unrepaid, left))
      return `what is unpaid ${unrepaid} is not the total ${total} less ${repaid} repaid (${left}) on ${o.route}`;
  }
  return null;
}

/** A penalty rate stated on screen that is neither the spec's nor an offered product's. */
function penaltyRateDisagreement(o: Observation): string | null {
  const rates = penaltyRates(o);
  for (const c of o.claims ?? []) {
    if (c.claim !== 'penaltyRate' || c.value === null || c.value === '') continue;
    const rate = Number(c.value);
    if (Number.isFinite(rate) && !rates.some((r) => Math.abs(r - rate) < 1e-12))
      return `the penalty rate shown, ${percent(rate)} a day ("${normalize(c.text)}"), is not the product's ${rates.map(percent).join(' or ')} a day on ${o.route}`;
  }
  return null;
}

export const moneyAgrees: Invariant = {
  name: 'money-agrees',
  description:
    'every money figure on screen is written as it is and agrees with the money oracle for its order',
  check(o) {
    if (!o.claims || o.claims.length === 0) return null;
    const message =
      misformatted(o) ??
      (() => {
        const n = numbersOf(o);
        if (n.has('totalRepayment')) return repaymentDisagreement(o, n);
        return loanDisagreement(o, n) ?? catDisagreement(o, n);
      })() ??
      penaltyRateDisagreement(o);
    return message === null ? null : { invariant: this.name, message };
  },
};
