import type { LoanProduct } from '#contracts/events';
import { PATHS } from '#contracts/paths';
import {
  claimsInText,
  markedClaim,
  offerClaims,
  profileClaims,
  scopeOfRoute,
  type Claim,
  type Contradiction,
} from './claims';
import { isRecord } from '../journey/format';
import { checkQuote } from '../oracle/quote-check';
import { draftProductId, eventsOfType, productFor, routeAt, type DeepReadonly, type Facts } from './facts';
import { routeOfTitle, routeTextLines } from './texts-registry';

/**
 * Every claim a journey showed, from its three sources in order of trust: the recorded screens, the data
 * the screens are drawn from, and the texts registry for routes visited without a screen record
 * (decision 0009).
 */

/**
 * The entry a screen's moment belongs to: screens are written when a step ends, but their rrweb times share
 * the page's clock with the recorded events and traces (`data.at`), so a line seen at time t belongs after
 * the last entry stamped at or before t (and never after its own screen entry).
 */
function timeline(file: Facts['file']): (at: number, screenSeq: number, floor: number) => number {
  const stamps: { at: number; seq: number }[] = [];
  for (const entry of file.entries) {
    const at = isRecord(entry.data) ? entry.data.at : undefined;
    if (typeof at === 'number' && entry.kind !== 'screen') stamps.push({ at, seq: entry.seq });
  }
  return (at, screenSeq, floor) => {
    let seq = floor;
    for (const s of stamps) if (s.seq > floor && s.seq < screenSeq && s.at <= at) seq = Math.max(seq, s.seq);
    return seq === floor ? screenSeq : seq;
  };
}

/** One line of text the borrower saw, with the step it belongs to and the screen it was on. */
export interface ShownLine {
  text: string;
  /** Journey entry the line belongs to. */
  seq: number;
  route: string | null;
  /** A recorded screen, or the texts registry for a route visited without a screen record. */
  source: 'screen' | 'texts';
  /** The screen the line was on: one screen entry and route, or one route of the texts registry. */
  screen: string;
  /** The entry of the recorded screen (the route's first visit for the texts registry). */
  screenSeq: number;
  /** rrweb time the line appeared (null for the texts registry). */
  at: number | null;
}

/**
 * Every line of text the journey showed: the recorded screens' lines (marked claims included), then the
 * texts registry's lines of the routes visited without a screen record. The checks that read wording
 * (statistics, promises, per-day rates, headline claims, the carátula) read these.
 */
export function shownLines(facts: Facts): ShownLine[] {
  const out: ShownLine[] = [];
  const seqAt = timeline(facts.file);
  let floor = -1;
  for (const screen of facts.screens) {
    for (const line of screen.lines) {
      const title = screen.titles.filter((t) => t.at <= line.at).at(-1)?.title ?? screen.title;
      const route = routeOfTitle(title) ?? routeAt(facts, screen.seq);
      out.push({
        text: line.text,
        seq: seqAt(line.at, screen.seq, floor),
        route,
        source: 'screen',
        screen: `screen ${screen.seq} ${route ?? ''}`,
        screenSeq: screen.seq,
        at: line.at,
      });
    }
    floor = screen.seq;
  }
  for (const { seq, route, lines } of unscreenedRoutes(facts))
    for (const text of lines)
      out.push({ text, seq, route, source: 'texts', screen: `texts ${route}`, screenSeq: seq, at: null });
  return out;
}

/**
 * The routes the journey visited without a screen record, each once (its first visit), with the lines the
 * texts registry has for it in the journey's language.
 */
function unscreenedRoutes(facts: Facts): Array<{ seq: number; route: string; lines: readonly string[] }> {
  const screened = new Set(facts.screens.flatMap((s) => s.titles.map((t) => routeOfTitle(t.title))));
  const seen = new Set<string>();
  const out: Array<{ seq: number; route: string; lines: readonly string[] }> = [];
  for (const { seq, route } of facts.routes) {
    if (screened.has(route) || seen.has(route)) continue;
    const lines = routeTextLines(route, facts.language);
    if (!lines) continue;
    seen.add(route);
    out.push({ seq, route, lines });
  }
  return out;
}

/** The claims read from the recorded screens: the app's `data-claim` marks first, then the plain lines. */
export function screenClaims(facts: Facts): Claim[] {
  const out: Claim[] = [];
  const seqAt = timeline(facts.file);
  let floor = -1;
  for (const screen of facts.screens) {
    const at = (t: number) => seqAt(t, screen.seq, floor);
    const routeAtLine = (at: number) => {
      const title = screen.titles.filter((t) => t.at <= at).at(-1)?.title ?? screen.title;
      return routeOfTitle(title) ?? routeAt(facts, screen.seq);
    };
    for (const mark of screen.claims) {
      const route = routeAtLine(mark.at);
      for (const c of markedClaim(mark.claim, mark.value, mark.text))
        out.push({
          ...c,
          route,
          seq: at(mark.at),
          source: 'screen',
          scope: mark.claim === 'product.range' ? 'product' : scopeOfRoute(route),
        });
    }
    for (const line of screen.lines) {
      if (line.claim) continue;
      const route = routeAtLine(line.at);
      for (const c of claimsInText(line.text))
        out.push({ ...c, route, seq: at(line.at), source: 'screen', scope: scopeOfRoute(route) });
    }
    floor = screen.seq;
  }
  return out;
}

/** The published claims of routes the journey visited without a screen record (texts registry). */
export function textsClaims(facts: Facts): Claim[] {
  const out: Claim[] = [];
  for (const { seq, route, lines } of unscreenedRoutes(facts))
    for (const line of lines)
      for (const c of claimsInText(line))
        out.push({
          ...c,
          route,
          seq,
          source: 'texts',
          scope: 'published',
          note: 'from the texts registry: the journey has no screen record of this route',
        });
  return out;
}

/**
 * The loan chosen (order/drafted) against the backend's figures, priced by the money oracle (scenarios/oracle/,
 * not the app's loan-math); only what is beyond rounding (ORACLE_TOLERANCE) contradicts the product's rates. Rounding differences are findings (backend-figures.ts),
 * not contradictions: the backend's figures are binding (decision 0015).
 */
function quoteContradictions(
  facts: Facts,
  seq: number,
  profile: DeepReadonly<Parameters<typeof profileClaims>[0]>,
  product: DeepReadonly<LoanProduct>,
): Contradiction[] {
  const draft = eventsOfType(facts, 'order/drafted').find((d) => d.event.loanOrderId === profile.loanOrderId);
  const { beyondTolerance } = checkQuote(
    product,
    draft?.event.amount ?? profile.principal,
    draft?.event.days ?? profile.duration,
    profile,
  );
  return beyondTolerance.map((m) => {
    const claim: Claim = {
      topic: 'amount',
      value: m.backend,
      shown: `${m.field} ${m.backend}`,
      route: PATHS.productDetails,
      seq,
      source: 'data',
      scope: 'loan',
    };
    return {
      topic: 'amount',
      claims: [claim],
      seq,
      explanation: `The backend states ${m.field} ${m.backend} for this loan, but the loan math gives ${m.math} (beyond the tolerance of decision 0015).`,
    };
  });
}

/** The claims of the data the screens are drawn from, and the backend figures the loan math contradicts. */
export function dataClaims(facts: Facts): { claims: Claim[]; math: Contradiction[] } {
  const claims: Claim[] = [];
  const math: Contradiction[] = [];
  for (const { seq, event } of eventsOfType(facts, 'borrow/offerLoaded'))
    claims.push(
      ...offerClaims(event.products, seq, routeAt(facts, seq) === PATHS.home ? PATHS.home : PATHS.toBorrow),
    );
  for (const { seq, event } of eventsOfType(facts, 'order/profileLoaded')) {
    const product = productFor(facts, seq, draftProductId(facts, event.profile.loanOrderId));
    claims.push(...profileClaims(event.profile, product, seq));
    if (product) math.push(...quoteContradictions(facts, seq, event.profile, product));
  }
  for (const { seq, event } of eventsOfType(facts, 'repayment/detailLoaded')) {
    const d = event.detail;
    const base = { seq, route: PATHS.repayDetail, source: 'data' as const, scope: 'loan' as const };
    claims.push({ ...base, topic: 'totalRepay', value: d.totalRepayment, shown: `${d.totalRepayment}` });
    if (d.penaltyInterest > 0)
      claims.push({ ...base, topic: 'penalty', value: d.penaltyInterest, shown: `${d.penaltyInterest}` });
    if (d.extension)
      claims.push({
        ...base,
        topic: 'extension',
        value: true,
        shown: `extension of ${d.extension.days} days for ${d.extension.fee}`,
      });
  }
  for (const { seq, event } of eventsOfType(facts, 'extension/offerLoaded')) {
    claims.push({
      topic: 'extension',
      value: true,
      shown: `extension to ${event.offer.newDueDate} for ${event.offer.fee}`,
      route: PATHS.exhibitionPeriodDetail,
      seq,
      source: 'data',
      scope: 'loan',
    });
  }
  return { claims, math };
}
