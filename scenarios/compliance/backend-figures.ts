import type { DomainEvent, LoanProduct, OfferExcess, QuoteMismatch } from '#contracts/events';
import { offerBeyondPublishedTerms } from '#contracts/loan-terms';
import { ORACLE_TOLERANCE, centsOf } from '../oracle/loan-oracle';
import { checkQuote, type OracleQuoteCheck } from '../oracle/quote-check';
import { mxn, pct } from './figures';
import type { Finding } from './review-types';

/**
 * The review's check of the backend's figures (docs/decisions/0015-backend-figures-are-binding.md). The app
 * shows the backend's offer and quote as binding and records where they depart from its own reading:
 * `order/quoteMismatch` (a draft's profile differs from the loan math of the loan chosen) and
 * `borrow/offerBeyondTerms` (an offered product goes beyond the published terms). Each becomes a finding
 * with the step to look at. The check does not take the app's word for it: it recomputes every quote from
 * `order/profileLoaded` with the money oracle (scenarios/oracle/, the spec's formulas written apart from the
 * app's loan-math; decision 0032), so a journey whose app did not record a difference (an older app, or a
 * bug) is still reported, and says so; and where the app's recorded calculation is not the oracle's, the
 * app's own loan math is reported (critical). Offers are read against the published terms (product-terms).
 *
 * Severity: a rounding difference within ORACLE_TOLERANCE (decision 0015's) is a warning; a figure beyond it, or a draft of
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
      ? [(n: number) => `${n} days`, `${ORACLE_TOLERANCE.days} days`]
      : m.field === 'cat'
        ? [(n: number) => `${n}%`, `${ORACLE_TOLERANCE.catPoints} points`]
        : [mxn, mxn(ORACLE_TOLERANCE.moneyMxn)];
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
  /** Figures where the app's own calculation (its recorded `math`) is not the oracle's. */
  appMath: string[];
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

/** The oracle's figure for a field of the quote. */
function oracleFigure(check: OracleQuoteCheck, field: QuoteMismatch['field']): number | null {
  const q = check.quote;
  switch (field) {
    case 'principal':
    case 'contractAmount':
      return q.principal;
    case 'duration':
      return q.days;
    case 'fee':
      return q.fee;
    case 'tax':
      return q.tax;
    case 'interest':
      return q.interest;
    case 'receivedAmount':
      return q.net;
    case 'totalRepayment':
      return q.totalRepay;
    case 'cat':
      return q.cat.ok ? q.cat.percent : null;
  }
}

/**
 * Where the app's recorded calculation differs from the oracle's: a figure it recorded with another `math`,
 * or a difference the oracle finds that the app did not record (its calculation gave the backend's figure).
 */
function appMathDifferences(recorded: readonly QuoteMismatch[], check: OracleQuoteCheck): string[] {
  const out: string[] = [];
  const same = (field: QuoteMismatch['field'], a: number, b: number) =>
    field === 'cat' ? Math.abs(a - b) < 0.05 : field === 'duration' ? a === b : centsOf(a) === centsOf(b);
  for (const m of recorded) {
    const expected = oracleFigure(check, m.field);
    if (expected !== null && !same(m.field, m.math, expected))
      out.push(`${FIELD_NAMES[m.field]}: the app computed ${m.math}, the spec's formulas give ${expected}`);
  }
  for (const m of check.mismatches) {
    if (recorded.some((r) => r.field === m.field)) continue;
    out.push(
      `${FIELD_NAMES[m.field]}: the app computed the backend's ${m.backend}, the spec's formulas give ${m.math}`,
    );
  }
  return out;
}

function quoteObservations(events: readonly JourneyEvent[]): QuoteObservation[] {
  const recorded = ofType(events, 'order/quoteMismatch');
  const profiles = ofType(events, 'order/profileLoaded');
  const used = new Set<number>();
  const out: QuoteObservation[] = [];
  profiles.forEach(({ seq, event }, i) => {
    const { profile } = event;
    // The app records its order/quoteMismatch right after the profile (before the next one).
    const next = profiles.slice(i + 1).find((p) => p.event.profile.loanOrderId === profile.loanOrderId)?.seq;
    const record = recorded.find(
      (r) =>
        r.event.loanOrderId === profile.loanOrderId && r.seq > seq && (next === undefined || r.seq < next),
    );
    if (record) used.add(record.seq);
    const choice = choiceOf(events, profile.loanOrderId, seq);
    if (!choice) return;
    const check = checkQuote(
      choice.product,
      choice.draft?.amount ?? profile.principal,
      choice.draft?.days ?? profile.duration,
      profile,
    );
    const appMath = record ? appMathDifferences(record.event.mismatches, check) : [];
    if (check.mismatches.length > 0 || appMath.length > 0)
      out.push({
        seq: record?.seq ?? seq,
        loanOrderId: profile.loanOrderId,
        mismatches: check.mismatches,
        otherLoan: check.otherLoan,
        recorded: record !== undefined,
        appMath,
      });
  });
  // A difference the app recorded for a profile this journey does not hold: as the app recorded it.
  for (const { seq, event } of recorded) {
    if (used.has(seq)) continue;
    out.push({
      seq,
      loanOrderId: event.loanOrderId,
      mismatches: event.mismatches,
      otherLoan: event.otherLoan,
      recorded: true,
      appMath: [],
    });
  }
  return out.sort((a, b) => a.seq - b.seq);
}

function signature(o: QuoteObservation): string {
  return `${o.loanOrderId}|${o.mismatches.map((m) => `${m.field}:${m.backend}:${m.math}`).join(',')}|${o.appMath.join(',')}`;
}

function quoteFindings(events: readonly JourneyEvent[]): Finding[] {
  const firsts = new Map<string, { observation: QuoteObservation; repeats: number }>();
  for (const observation of quoteObservations(events)) {
    const key = signature(observation);
    const first = firsts.get(key);
    if (first) first.repeats += 1;
    else firsts.set(key, { observation, repeats: 0 });
  }
  const findings: Finding[] = [];
  for (const { observation: o } of firsts.values()) {
    if (o.appMath.length === 0) continue;
    findings.push({
      severity: 'critical',
      seq: o.seq,
      title: 'The app’s own loan math differs from the spec’s formulas',
      detail: `Loan order ${o.loanOrderId}: ${o.appMath.join('; ')} (order/quoteMismatch against the money oracle, scenarios/oracle/).`,
    });
  }
  for (const { observation: o, repeats } of firsts.values()) {
    if (o.mismatches.length === 0) continue;
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
