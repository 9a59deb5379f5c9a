import { fromCents, overduePenalty, summarizeLoan, toCents } from '../../../src/domain/loan-math';
import { formatMoney, formatWholeMoney } from '../../../src/domain/money';
import { productLoanTerms, QUOTE_TOLERANCE } from '../../../src/domain/orders/loan-quote';
import type { LoanProduct } from '../../../src/domain/events';
import type { Invariant, Observation } from './observation';

/**
 * Every money figure on screen agrees with loan-math for the order it belongs to. The figures are the
 * screen's claims (`data-claim`, `data-value`, decision 0010), so the check reads what reviewers read:
 * - each money claim's text is its value written by THE money formatter (no other rounding on the way);
 * - a loan's figures (product details, an order in the records) hold loan-math's identities: what the
 *   borrower receives is the principal less fee and tax, the total is the principal plus interest; with the
 *   products on offer in the state, fee, tax, interest, net and total are within QUOTE_TOLERANCE of
 *   loan-math's summary for one of them (decision 0015: the backend's figures bind, the mock world prices
 *   with loan-math, so beyond tolerance is a defect);
 * - a repayment detail holds the repayment identities: the penalty is loan-math's overdue penalty, the
 *   total is principal + interest + penalty - deduction, what is unpaid is the total less what was repaid.
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

const cents = (n: number) => toCents(n);
const same = (a: number, b: number) => cents(a) === cents(b);
const within = (a: number, b: number) => Math.abs(a - b) <= QUOTE_TOLERANCE.moneyMxn + 1e-9;
const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

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
    const written = [formatMoney(n, o.language), ...(Number.isInteger(n) ? [formatWholeMoney(n, o.language)] : [])].map(normalize);
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

/** A loan's figures against loan-math: identities always, the product's prices when known. */
function loanDisagreement(o: Observation, n: Map<string, number>): string | null {
  const principal = n.get('amount');
  const fee = n.get('fee');
  const tax = n.get('tax');
  const interest = n.get('interest');
  if (principal === undefined || fee === undefined || tax === undefined || interest === undefined) return null;
  const net = n.get('netDisbursed');
  const total = n.get('totalRepay');
  if (net !== undefined && !same(net, fromCents(cents(principal) - cents(fee) - cents(tax))))
    return `the amount received ${net} is not principal ${principal} less fee ${fee} and tax ${tax} on ${o.route}`;
  if (total !== undefined && !same(total, fromCents(cents(principal) + cents(interest))))
    return `the total to repay ${total} is not principal ${principal} plus interest ${interest} on ${o.route}`;
  const days = n.get('tenure');
  const products = productsOf(o.state);
  if (days === undefined || products.length === 0) return null;
  const figures: Array<[string, number | undefined, keyof ReturnType<typeof summarizeLoan>]> = [
    ['interest', interest, 'interest'],
    ['fee', fee, 'fee'],
    ['tax', tax, 'tax'],
    ['netDisbursed', net, 'net'],
    ['totalRepay', total, 'totalRepay'],
  ];
  let closest: string | null = null;
  for (const product of products) {
    let summary;
    try {
      summary = summarizeLoan(productLoanTerms(product, principal, days), '2026-01-01');
    } catch {
      continue;
    }
    const off = figures.find(([, shown, key]) => shown !== undefined && !within(shown, summary[key] as number));
    if (!off) return null;
    closest ??= `"${off[0]}" ${String(off[1])} is beyond ${QUOTE_TOLERANCE.moneyMxn} MXN of loan-math's ${summary[off[2]] as number} for ${principal} MXN over ${days} days (product ${product.productId}) on ${o.route}`;
  }
  return closest;
}

/** A repayment detail's figures against loan-math's repayment rules. */
function repaymentDisagreement(o: Observation, n: Map<string, number>): string | null {
  const principal = n.get('principal');
  const interest = n.get('interest');
  const penalty = n.get('penalty');
  const deduction = n.get('penaltyDeduction') ?? 0;
  const repaid = n.get('repaid');
  const total = n.get('totalRepayment');
  const unrepaid = n.get('unrepaid');
  const overdueDays = n.get('overdueDays');
  if (principal === undefined || interest === undefined || penalty === undefined || total === undefined) return null;
  if (overdueDays !== undefined && !same(penalty, overduePenalty(principal, overdueDays)))
    return `the penalty ${penalty} is not loan-math's ${overduePenalty(principal, overdueDays)} for ${overdueDays} day(s) overdue on ${o.route}`;
  const expected = fromCents(cents(principal) + cents(interest) + cents(penalty) - cents(deduction));
  if (!same(total, expected)) return `the total ${total} is not principal + interest + penalty - deduction (${expected}) on ${o.route}`;
  if (repaid !== undefined && unrepaid !== undefined) {
    const left = fromCents(Math.max(0, cents(total) - cents(repaid)));
    if (!same(unrepaid, left)) return `what is unpaid ${unrepaid} is not the total ${total} less ${repaid} repaid (${left}) on ${o.route}`;
  }
  return null;
}

export const moneyAgrees: Invariant = {
  name: 'money-agrees',
  description: 'every money figure on screen is written as it is and agrees with loan-math for its order',
  check(o) {
    if (!o.claims || o.claims.length === 0) return null;
    const message = misformatted(o) ?? (() => {
      const n = numbersOf(o);
      return n.has('totalRepayment') ? repaymentDisagreement(o, n) : loanDisagreement(o, n);
    })();
    return message === null ? null : { invariant: this.name, message };
  },
};
