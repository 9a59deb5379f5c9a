import type { DomainEvent, LoanProduct, OfferExcess, QuoteMismatch } from '../../src/domain/events';
import { QUOTE_TOLERANCE, quoteLoan } from '../../src/domain/orders/loan-quote';
import { offerBeyondPublishedTerms } from '../../src/domain/product-terms';
import { mxn, pct } from './figures';
import type { Finding } from './review-types';

/**
 * The review's check of the backend's figures (docs/decisions/0015-backend-figures-are-binding.md). The app
 * shows the backend's offer and quote as binding and records where they depart from its own reading:
 * `order/quoteMismatch` (a draft's profile differs from the loan math of the loan chosen) and
 * `borrow/offerBeyondTerms` (an offered product goes beyond the published terms). Each becomes a finding
 * with the step to look at. The check does not take the app's word for it: it recomputes both from
 * `order/profileLoaded` and `borrow/offerLoaded` with the same domain functions, so a journey whose app did
 * not record a difference (an older app, or a bug) is still reported, and says so.
 *
 * Severity: a rounding difference within QUOTE_TOLERANCE is a warning; a figure beyond it, or a draft of
 * another loan than the one chosen, is critical (the borrower was shown figures the product's own rates do
 * not give). An amount or tenure beyond the published ones is a warning (the texts promise less than is
 * offered); a cost (interest, fee, tax, penalty) above the published maximum is critical.
 */

/** An event of the journey with its step. */
export interface JourneyEvent {
  seq: number;
  event: DomainEvent;
}

function ofType<T extends DomainEvent['type']>(events: readonly JourneyEvent[], type: T) {
  return events.filter((e) => e.event.type === type) as {
    seq: number;
    event: Extract<DomainEvent, { type: T }>;
  }[];
}

const FIELD_NAMES: Record<QuoteMismatch['field'], string> = {
  principal: 'principal',
  duration: 'tenure',
  fee: 'fee',
  tax: 'tax',
  interest: 'interest',
  contractAmount: 'contract amount',
  receivedAmount: 'amount received',
  totalRepayment: 'total to repay',
  cat: 'CAT',
};

function describeMismatch(m: QuoteMismatch): string {
  const [value, tolerance] =
    m.field === 'duration'
      ? [(n: number) => `${n} days`, `${QUOTE_TOLERANCE.days} days`]
      : m.field === 'cat'
        ? [(n: number) => `${n}%`, `${QUOTE_TOLERANCE.catPoints} points`]
        : [mxn, mxn(QUOTE_TOLERANCE.moneyMxn)];
  const sign = m.difference > 0 ? '+' : '-';
  const difference =
    m.field === 'duration'
      ? `${sign}${Math.abs(m.difference)} days`
      : m.field === 'cat'
        ? `${sign}${Math.abs(m.difference)} points`
        : `${sign}${mxn(Math.abs(m.difference))}`;
  return `${FIELD_NAMES[m.field]} ${value(m.backend)} by the backend, ${value(m.math)} by the loan math (${difference}, ${m.withinTolerance ? 'within' : 'beyond'} ${tolerance})`;
}

interface QuoteObservation {
  seq: number;
  loanOrderId: string;
  mismatches: QuoteMismatch[];
  otherLoan: boolean;
  recorded: boolean;
}

/** The product and the loan chosen for a draft, as the journey saw them before `seq`. */
function choiceOf(events: readonly JourneyEvent[], loanOrderId: string, seq: number) {
  const draft = ofType(events, 'order/drafted').find(
    (d) => d.event.loanOrderId === loanOrderId && d.seq <= seq,
  );
  const offers = ofType(events, 'borrow/offerLoaded').filter((o) => o.seq <= seq);
  let product: LoanProduct | undefined;
  for (const offer of offers.reverse()) {
    product = offer.event.products.find((p) => draft === undefined || p.productId === draft.event.productId);
    if (product) break;
  }
  return product ? { product, draft: draft?.event ?? null } : null;
}

function quoteObservations(events: readonly JourneyEvent[]): QuoteObservation[] {
  const recorded = ofType(events, 'order/quoteMismatch');
  const profiles = ofType(events, 'order/profileLoaded');
  const out: QuoteObservation[] = recorded.map(({ seq, event }) => ({
    seq,
    loanOrderId: event.loanOrderId,
    mismatches: event.mismatches,
    otherLoan: event.otherLoan,
    recorded: true,
  }));
  profiles.forEach(({ seq, event }, i) => {
    const { profile } = event;
    // The app records its order/quoteMismatch right after the profile (before the next one).
    const next = profiles.slice(i + 1).find((p) => p.event.profile.loanOrderId === profile.loanOrderId)?.seq;
    const seen = recorded.some(
      (r) =>
        r.event.loanOrderId === profile.loanOrderId && r.seq > seq && (next === undefined || r.seq < next),
    );
    if (seen) return;
    const choice = choiceOf(events, profile.loanOrderId, seq);
    if (!choice) return;
    const quote = quoteLoan(
      choice.product,
      choice.draft?.amount ?? profile.principal,
      choice.draft?.days ?? profile.duration,
      profile,
    );
    if (quote.mismatches.length > 0)
      out.push({
        seq,
        loanOrderId: profile.loanOrderId,
        mismatches: quote.mismatches,
        otherLoan: quote.otherLoan,
        recorded: false,
      });
  });
  return out.sort((a, b) => a.seq - b.seq);
}

function signature(loanOrderId: string, mismatches: readonly QuoteMismatch[]): string {
  return `${loanOrderId}|${mismatches.map((m) => `${m.field}:${m.backend}:${m.math}`).join(',')}`;
}

function quoteFindings(events: readonly JourneyEvent[]): Finding[] {
  const firsts = new Map<string, { observation: QuoteObservation; repeats: number }>();
  for (const observation of quoteObservations(events)) {
    const key = signature(observation.loanOrderId, observation.mismatches);
    const first = firsts.get(key);
    if (first) first.repeats += 1;
    else firsts.set(key, { observation, repeats: 0 });
  }
  const findings: Finding[] = [];
  for (const { observation: o, repeats } of firsts.values()) {
    const beyond = o.mismatches.some((m) => !m.withinTolerance);
    const confirmed = ofType(events, 'order/created').find(
      (c) => c.seq > o.seq && c.event.order.orderId === o.loanOrderId,
    );
    const title = o.otherLoan
      ? 'Backend drafted another loan than the one chosen'
      : beyond
        ? 'Backend loan figures beyond the tolerance of the loan math'
        : 'Backend loan figures rounded differently from the loan math (within tolerance)';
    const outcome = o.otherLoan
      ? 'The screen showed the backend’s figures and did not let the borrower confirm.'
      : `The screen showed the backend’s figures as binding (decision 0015)${beyond ? ' with a note naming them' : ''}; ${
          confirmed
            ? `the borrower confirmed the loan at step ${confirmed.seq}`
            : 'the loan was not confirmed in this journey'
        }.`;
    const source = o.recorded
      ? 'Recorded by the app (order/quoteMismatch)'
      : 'NOT recorded by the app: recomputed from order/profileLoaded';
    findings.push({
      severity: o.otherLoan || beyond ? 'critical' : 'warning',
      seq: o.seq,
      title,
      detail: `Loan order ${o.loanOrderId}: ${o.mismatches.map(describeMismatch).join('; ')}. ${outcome} ${source}${
        repeats > 0 ? `, seen ${repeats + 1} times` : ''
      }.`,
    });
  }
  return findings;
}

const TERM_NAMES: Record<OfferExcess['term'], string> = {
  minAmount: 'minimum amount',
  maxAmount: 'maximum amount',
  minTenure: 'shortest tenure',
  maxTenure: 'longest tenure',
  annualInterestRate: 'interest rate (yearly)',
  dailyFeeRate: 'processing fee (daily)',
  taxRate: 'tax on the fee',
  dailyPenaltyRate: 'overdue penalty (daily)',
};

/** Terms whose excess costs the borrower more than published. */
const COST_TERMS: readonly OfferExcess['term'][] = [
  'annualInterestRate',
  'dailyFeeRate',
  'taxRate',
  'dailyPenaltyRate',
];

function termValue(term: OfferExcess['term'], n: number): string {
  if (term === 'minAmount' || term === 'maxAmount') return mxn(n);
  if (term === 'minTenure' || term === 'maxTenure') return `${n} days`;
  return pct(n, 4);
}

function offerFindings(events: readonly JourneyEvent[]): Finding[] {
  const recorded = ofType(events, 'borrow/offerBeyondTerms');
  const offers = ofType(events, 'borrow/offerLoaded');
  const observed: { seq: number; excess: OfferExcess; recorded: boolean }[] = [];
  for (const { seq, event } of recorded)
    for (const excess of event.excesses) observed.push({ seq, excess, recorded: true });
  offers.forEach(({ seq }, i) => {
    // The app records its borrow/offerBeyondTerms right after the offer (before the next one).
    const next = offers[i + 1]?.seq;
    if (recorded.some((r) => r.seq > seq && (next === undefined || r.seq < next))) return;
    for (const excess of offerBeyondPublishedTerms(offers[i]!.event.products))
      observed.push({ seq, excess, recorded: false });
  });
  observed.sort((a, b) => a.seq - b.seq);
  const firsts = new Map<string, { seq: number; excess: OfferExcess; recorded: boolean; repeats: number }>();
  for (const o of observed) {
    const key = `${o.excess.productId}|${o.excess.term}|${o.excess.offered}`;
    const first = firsts.get(key);
    if (first) {
      first.repeats += 1;
      first.recorded ||= o.recorded;
    } else firsts.set(key, { ...o, repeats: 0 });
  }
  return [...firsts.values()].map(({ seq, excess: e, recorded: byApp, repeats }) => ({
    severity: COST_TERMS.includes(e.term) ? ('critical' as const) : ('warning' as const),
    seq,
    title: `Offer beyond the published terms: ${TERM_NAMES[e.term]} of ${e.productId}`,
    detail: `The backend offers ${termValue(e.term, e.offered)}, ${e.direction} the published ${termValue(e.term, e.published)} (src/domain/product-terms.ts). The app showed the offer as the backend made it (decision 0015); the published texts say otherwise. ${
      byApp
        ? 'Recorded by the app (borrow/offerBeyondTerms)'
        : 'NOT recorded by the app: recomputed from borrow/offerLoaded'
    }${repeats > 0 ? `, offered ${repeats + 1} times` : ''}.`,
  }));
}

/** The findings of the backend's figures: quotes that differ from the loan math, offers beyond the published terms. */
export function backendFigureFindings(events: readonly JourneyEvent[]): Finding[] {
  return [...quoteFindings(events), ...offerFindings(events)].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}
