import { CITATIONS } from '../citations';
import { pct } from '../figures';
import { shownLines, type ShownLine } from '../journey-claims';
import type { Finding } from '../review-types';
import type { ReviewCheck } from './check';

/**
 * Item 10: every rate shown per day or per month ("penalización del 2% diario", "comisión 0.98% por día")
 * is shown with its yearly equivalent on the same screen (the same screen entry and route, or the same route
 * of the texts registry). The yearly equivalent is simple: per day x 365, per month x 12 (compliance.md:
 * 2% a day = 730% a year). A yearly figure shown within YEARLY_TOLERANCE of it counts; for a per-day rate
 * so does the 360-day basis the published terms use for ordinary interest ("36% anual ... (0.1% diario)").
 */

/** A shown yearly figure matches the computed one within 1% of it (and at least 0.05 points: rounding). */
export const YEARLY_TOLERANCE = { relative: 0.01, points: 0.05 } as const;

/** One rate in a line: its value (a fraction), and per what. */
export interface ShownRate {
  rate: number;
  per: 'day' | 'month' | 'year';
  text: string;
}

const PERCENT = /(\d+(?:[.,]\d+)?)\s*%/g;
const PER_DAY =
  /^[^%.;]{0,30}?(?:diari[oa]s?|daily|per day|a day|al día|por (?:cada )?día|each day|cada día)/i;
const PER_MONTH =
  /^[^%.;]{0,30}?(?:mensual(?:es)?|monthly|per month|a month|al mes|por mes|cada mes|each month)/i;
const PER_YEAR =
  /^[^%.;\d]{0,16}?(?:anual(?:es)?|al año|por año|per year|a year|yearly|annual(?:ly)?|per annum)/i;

function percentOf(text: string): number {
  const normal = /,\d{3}$/.test(text) ? text.replace(',', '') : text.replace(',', '.');
  return Number(normal) / 100;
}

/** The per-day, per-month and yearly rates a line states. */
export function ratesInText(line: string): ShownRate[] {
  const out: ShownRate[] = [];
  for (const match of line.matchAll(PERCENT)) {
    const after = line.slice(match.index + match[0].length);
    const rate = percentOf(match[1]!);
    if (PER_YEAR.test(after)) out.push({ rate, per: 'year', text: match[0] });
    else if (PER_DAY.test(after)) out.push({ rate, per: 'day', text: match[0] });
    else if (PER_MONTH.test(after)) out.push({ rate, per: 'month', text: match[0] });
  }
  return out;
}

/** The yearly equivalents a per-day or per-month rate may be shown as: simple, x 365 (or 360) and x 12. */
export function yearlyEquivalents(rate: ShownRate): number[] {
  return rate.per === 'day'
    ? [rate.rate * 365, rate.rate * 360]
    : rate.per === 'month'
      ? [rate.rate * 12]
      : [];
}

/** Whether a shown yearly figure is the equivalent of a rate. */
export function isYearlyOf(yearly: number, rate: ShownRate): boolean {
  return yearlyEquivalents(rate).some(
    (expected) =>
      Math.abs(yearly - expected) <=
      Math.max(expected * YEARLY_TOLERANCE.relative, YEARLY_TOLERANCE.points / 100) + 1e-12,
  );
}

const convention = (rate: ShownRate) =>
  rate.per === 'day' ? 'simple, per day x 365' : 'simple, per month x 12';
const unit = (rate: ShownRate) => (rate.per === 'day' ? 'per day' : 'per month');
const quote = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}…` : text);

/** Item 10: per-day and per-month rates with their yearly equivalent on the same screen. */
export const yearlyEquivalent: ReviewCheck = {
  id: 10,
  title: 'Every rate shown per day or per month is shown with its yearly equivalent on the same screen',
  citation: CITATIONS.yearlyEquivalent,
  run({ facts }) {
    const lines = shownLines(facts);
    const yearlyOn = new Map<string, number[]>();
    const periodic: { line: ShownLine; rate: ShownRate }[] = [];
    for (const line of lines)
      for (const rate of ratesInText(line.text)) {
        if (rate.per === 'year') yearlyOn.set(line.screen, [...(yearlyOn.get(line.screen) ?? []), rate.rate]);
        else periodic.push({ line, rate });
      }
    if (periodic.length === 0)
      return {
        status: 'notReached',
        seq: null,
        explanation:
          'No rate per day or per month was shown on a recorded screen or a route of the texts registry (the journey’s data alone does not say how a rate was worded).',
      };
    const findings: Finding[] = [];
    const shown: string[] = [];
    const seen = new Set<string>();
    for (const { line, rate } of periodic) {
      const key = `${line.route ?? ''}|${line.text}|${rate.text}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const yearly = (yearlyOn.get(line.screen) ?? []).find((y) => isYearlyOf(y, rate));
      if (yearly !== undefined) {
        shown.push(`${pct(rate.rate, 4)} ${unit(rate)} with ${pct(yearly)} a year (step ${line.seq})`);
        continue;
      }
      const expected = yearlyEquivalents(rate)[0]!;
      findings.push({
        severity: 'warning',
        seq: line.seq,
        title: `${pct(rate.rate, 4)} ${unit(rate)} shown without its yearly equivalent (${pct(expected)} a year)`,
        detail: `"${quote(line.text)}" (${line.route ?? 'unknown route'}, step ${line.seq}${line.source === 'texts' ? ', texts registry' : ''}) shows ${pct(rate.rate, 4)} ${unit(rate)}; the same screen shows no yearly rate of ${pct(expected)} (${convention(rate)}).`,
        citation: CITATIONS.yearlyEquivalent,
      });
    }
    if (findings.length > 0)
      return {
        status: 'fail',
        seq: findings[0]!.seq,
        explanation: `${findings.length} rate(s) per day or month without their yearly equivalent on the same screen: ${findings.map((f) => `${f.title} at step ${f.seq}`).join('; ')}.`,
        findings,
      };
    return {
      status: 'pass',
      seq: periodic[0]!.line.seq,
      explanation: `Every rate per day or month was shown with its yearly equivalent (simple: x 365 a day, x 12 a month): ${shown.join('; ')}.`,
    };
  },
};
