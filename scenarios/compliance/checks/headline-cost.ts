import { catOfFigures } from '../../oracle/loan-oracle';
import { claimsInText, scopeOfRoute } from '../claims';
import { CITATIONS } from '../citations';
import { eventsOfType } from '../facts';
import { mxn, pct } from '../figures';
import { shownLines, type ShownLine } from '../journey-claims';
import type { Finding } from '../review-types';
import type { CheckInput, ReviewCheck } from './check';

/**
 * Item 11: a headline rate or cost claim (a landing page's "interés de hasta 36% anual", "sin costos
 * ocultos", "tasa baja") shown outside the loan's own screens, held against the real cost of the loans the
 * journey showed: the CAT the money oracle computes from each loan's cash flows (and the CAT shown), and
 * what the borrower receives. "Far below the real cost" (decision 0048):
 * - a headline rate when a loan's CAT is more than HEADLINE_FACTOR times it;
 * - any headline when a loan's fee and tax leave nothing to receive (no CAT exists);
 * - a cost claim ("sin costos ocultos", "tasa baja") when no CAT exists or none was shown.
 */

/** A loan's CAT more than this many times the headline rate is far above it. */
export const HEADLINE_FACTOR = 2;

/** Cost claims without a figure: no hidden costs, no fees, no interest, a low rate. */
const COST_WORDING =
  /(?:sin costos? ocultos|sin cargos ocultos|no hidden (?:costs?|fees?|charges?)|sin comisiones|no fees|sin intereses|interest[- ]free|0\s*% de inter[eé]s|0\s*% interest|tasas? bajas?|baja tasa|low (?:rates?|interest|cost)|bajo costo|el más barato|the cheapest)/i;

/** A headline: a yearly interest rate (fraction) or a cost claim without a figure, where it was shown. */
export interface Headline {
  line: ShownLine;
  rate: number | null;
  wording: string | null;
}

/** The headlines of a journey: lines outside the loan's own screens that state a rate or a cost claim. */
export function headlinesOf(lines: readonly ShownLine[]): Headline[] {
  const out: Headline[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    if (scopeOfRoute(line.route) === 'loan' || seen.has(line.text)) continue;
    const rates = claimsInText(line.text).filter((c) => c.topic === 'interestRate');
    const wording = COST_WORDING.exec(line.text)?.[0] ?? null;
    if (rates.length === 0 && wording === null) continue;
    seen.add(line.text);
    if (rates.length === 0) out.push({ line, rate: null, wording });
    for (const rate of new Set(rates.map((r) => r.value as number))) out.push({ line, rate, wording });
  }
  return out;
}

/** One loan the journey showed, with its real cost. */
interface ShownLoan {
  seq: number;
  principal: number;
  days: number;
  net: number;
  /** The oracle's CAT in percent, or null when none exists. */
  cat: number | null;
}

function loansOf(input: CheckInput): ShownLoan[] {
  return eventsOfType(input.facts, 'order/profileLoaded').map(({ seq, event: { profile } }) => {
    const rate = catOfFigures({
      net: profile.receivedAmount,
      tax: profile.tax,
      totalRepay: profile.totalRepayment,
      days: profile.duration,
    });
    return {
      seq,
      principal: profile.principal,
      days: profile.duration,
      net: profile.receivedAmount,
      cat: rate.ok ? rate.percent : null,
    };
  });
}

const quote = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}…` : text);
const loanName = (loan: ShownLoan) =>
  `the loan of ${mxn(loan.principal)} for ${loan.days} days (step ${loan.seq})`;

/** Item 11: headline rates and cost claims against the CAT and the net amount of the loans shown. */
export const headlineCost: ReviewCheck = {
  id: 11,
  title:
    'A headline rate or cost claim is not far below the real cost (CAT, amount received) of the loans shown',
  citation: CITATIONS.headlineCost,
  run(input) {
    const headlines = headlinesOf(shownLines(input.facts));
    if (headlines.length === 0)
      return { status: 'notReached', seq: null, explanation: 'No headline rate or cost claim was shown.' };
    const loans = loansOf(input);
    const named = headlines.map((h) => `"${quote(h.line.text)}" (step ${h.line.seq})`);
    if (loans.length === 0)
      return {
        status: 'notReached',
        seq: headlines[0]!.line.seq,
        explanation: `Headline(s) ${named.join(', ')} were shown, but no loan figures to hold them against.`,
      };
    const shownCat = input.cat.shown?.percent ?? null;
    const findings: Finding[] = [];
    const finding = (h: Headline, title: string, detail: string) =>
      findings.push({
        severity: 'warning',
        seq: h.line.seq,
        title,
        detail: `"${quote(h.line.text)}" (${h.line.route ?? 'unknown route'}, step ${h.line.seq}): ${detail}`,
        citation: CITATIONS.headlineCost,
      });
    const dearest = loans.filter((l) => l.cat !== null).sort((a, b) => b.cat! - a.cat!)[0];
    const empty = loans.filter((l) => !(l.net > 0)).sort((a, b) => a.net - b.net)[0];
    for (const h of headlines) {
      const claim = h.rate !== null ? `a rate of ${pct(h.rate)} a year` : `"${h.wording}"`;
      if (empty) {
        finding(
          h,
          `Headline ${claim}, but a loan shown pays out ${mxn(empty.net)}`,
          `claims ${claim}, but ${loanName(empty)} pays out ${mxn(empty.net)} after fee and tax: no CAT exists.`,
        );
        continue;
      }
      if (h.rate !== null && dearest && dearest.cat! / 100 > HEADLINE_FACTOR * h.rate) {
        finding(
          h,
          `Headline rate ${pct(h.rate)} a year against a CAT of ${dearest.cat}%`,
          `claims ${claim}; the CAT of ${loanName(dearest)} is ${dearest.cat}% (recomputed from its cash flows${shownCat !== null ? `; ${shownCat}% shown` : ''}), more than ${HEADLINE_FACTOR} times the headline.`,
        );
        continue;
      }
      if (h.rate === null && input.cat.status === 'notShown')
        finding(
          h,
          `Cost claim "${h.wording}" with no CAT shown`,
          `claims "${h.wording}", but the loan's CAT (${dearest?.cat ?? '?'}% recomputed) was not shown.`,
        );
    }
    if (findings.length > 0)
      return {
        status: 'fail',
        seq: findings[0]!.seq,
        explanation: `${findings.length} headline(s) far below the real cost: ${findings.map((f) => f.title).join('; ')}.`,
        findings,
      };
    const cost = dearest ? `a CAT of at most ${dearest.cat}% (${loanName(dearest)})` : 'no CAT';
    return {
      status: 'pass',
      seq: headlines[0]!.line.seq,
      explanation: `Headline(s) ${named.join(', ')} against the loans shown: ${cost}, every loan paying out more than nothing; no CAT above ${HEADLINE_FACTOR} times a headline rate.`,
    };
  },
};
