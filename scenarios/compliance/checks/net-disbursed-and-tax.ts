import { centsOf, isMexicanIva, mxnOf, quoteOf, sameCents } from '../../oracle/loan-oracle';
import type { DomainEvent } from '#contracts/events';
import {
  eventsOfType,
  draftProductId,
  productFor,
  type DeepReadonly,
  type EventFact,
  type Facts,
} from '../facts';
import { mxn, pct } from '../figures';
import { CITATIONS } from '../citations';
import type { CheckOutcome, ReviewCheck } from './check';

/**
 * Item 3, with the money oracle's figures (scenarios/oracle/loan-oracle.ts, not the app's loan-math): Mexico's
 * IVA is 16% (8% in the border zone); a product's net at its shortest term is the oracle's quote.
 */

/** Without loan figures: each offered product, at its shortest term. */
function offerOutcome(facts: Facts): CheckOutcome {
  const offer = eventsOfType(facts, 'borrow/offerLoaded').find((o) => o.event.products.length > 0);
  if (!offer)
    return { status: 'notReached', seq: null, explanation: 'No loan offer or loan figures were shown.' };
  const problems: string[] = [];
  for (const p of offer.event.products) {
    if (!isMexicanIva(p.taxRate))
      problems.push(
        `product ${p.productId} charges ${pct(p.taxRate)} tax, not Mexico's IVA (16%, 8% border)`,
      );
    if (p.terms.length === 0) continue;
    const quote = quoteOf({ ...p, principal: p.maxAmount, days: Math.min(...p.terms) });
    if (!(quote.net > 0))
      problems.push(
        `product ${p.productId} deducts ${pct(quote.deducted / quote.principal)} of the principal upfront at its shortest term: net disbursed not positive`,
      );
  }
  return verdict(problems, offer.seq, `${offer.event.products.length} offered product(s)`);
}

function verdict(problems: readonly string[], seq: number, checked: string): CheckOutcome {
  return problems.length > 0
    ? { status: 'fail', seq, explanation: `${problems.join('; ')}.` }
    : { status: 'pass', seq, explanation: `${checked}: positive and at Mexico's rate.` };
}

type ShownProfile = EventFact<DeepReadonly<Extract<DomainEvent, { type: 'order/profileLoaded' }>>>;

/** One loan's figures as shown: what is wrong with them, and what was checked. */
function judgeLoan(facts: Facts, { seq, event }: ShownProfile): { problems: string[]; checked: string } {
  const { profile } = event;
  const product = productFor(facts, seq, draftProductId(facts, profile.loanOrderId));
  const taxRate = product
    ? product.taxRate
    : profile.fee > 0
      ? Math.round((profile.tax / profile.fee) * 1000) / 1000
      : null;
  const problems: string[] = [];
  const net = mxnOf(centsOf(profile.principal) - centsOf(profile.fee) - centsOf(profile.tax));
  if (!sameCents(net, profile.receivedAmount))
    problems.push(
      `the amount received ${mxn(profile.receivedAmount)} is not the principal less fee and tax (${mxn(net)})`,
    );
  if (!(profile.receivedAmount > 0))
    problems.push(
      `net disbursed ${mxn(profile.receivedAmount)} (${mxn(profile.principal)} - fee ${mxn(profile.fee)} - tax ${mxn(profile.tax)}) is not positive`,
    );
  if (taxRate !== null && !isMexicanIva(taxRate))
    problems.push(`tax rate ${pct(taxRate)} is not Mexico's IVA (16%, 8% in the border zone)`);
  const checked = `net disbursed ${mxn(profile.receivedAmount)}${taxRate === null ? '' : `, tax rate ${pct(taxRate)}`}`;
  return { problems, checked };
}

/** Every loan shown (its figures loaded), each once: a loan shown again with the same figures is the same loan. */
function shownLoans(facts: Facts): ShownProfile[] {
  const seen = new Set<string>();
  return eventsOfType(facts, 'order/profileLoaded').filter(({ event }) => {
    const key = JSON.stringify(event.profile);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Item 3: the borrower receives something, and the tax is Mexico's IVA, on every loan shown. */
export const netDisbursedAndTax: ReviewCheck = {
  id: 3,
  title: 'Net disbursed is positive; tax rate is the Mexican one',
  citation: CITATIONS.netAndTax,
  run({ facts }) {
    const loans = shownLoans(facts);
    if (loans.length === 0) return offerOutcome(facts);
    const judged = loans.map((loan) => ({ loan, ...judgeLoan(facts, loan) }));
    // One loan reads as before; several name each loan and its step.
    const name = ({ loan }: (typeof judged)[number]) =>
      judged.length === 1 ? '' : `loan ${loan.event.profile.loanOrderId} at step ${loan.seq}: `;
    const failed = judged.filter((j) => j.problems.length > 0);
    if (failed.length > 0)
      return verdict(
        failed.map((j) => `${name(j)}${j.problems.join('; ')}`),
        failed[0]!.loan.seq,
        '',
      );
    return verdict([], judged.at(-1)!.loan.seq, judged.map((j) => `${name(j)}${j.checked}`).join('; '));
  },
};
