import { DECLARED_CLAIMS, type DeclaredClaim } from '#contracts/claim-sources';
import { CITATIONS } from '../citations';
import { shownLines, type ShownLine } from '../journey-claims';
import type { Finding } from '../review-types';
import type { ReviewCheck } from './check';

/**
 * Item 9: every statistic or promise shown to the borrower ("El 90% de las solicitudes como la tuya son
 * aprobadas", "tu cupo seguirá aumentando", a loan "rápido", an approval "garantizada", a review "en 5 a 30
 * minutos") has a source the product declares: an entry of the app's table of declared claims
 * (`DECLARED_CLAIMS`, #contracts/claim-sources) whose wording matches the line. `sourcedClaimsCheck` takes
 * the table as a parameter, so the check's tests do not depend on the app's entries; `sourcedClaims` is the
 * check over the app's table.
 */

/** One declared claim: the wording it covers in each language, and where its figure or promise comes from. */
export type ClaimDeclaration = DeclaredClaim;

/** A statistic or promise found in a line. */
export interface DetectedClaim {
  kind: 'statistic' | 'promise';
  /** What was detected, for the reviewer ("approval rate 90%", "rising quota"). */
  what: string;
}

const OUTCOME_WORDS =
  /(?:aprob|approv|solicitudes|applications|clientes|customers|usuarios|users|satisf|recomiend|recommend|préstamos otorgados|loans granted)/i;
/** What follows a percent that is a rate or a tax, not a statistic. */
const RATE_AFTER =
  /^\s*(?:de\s+)?(?:diari|daily|al día|por (?:cada )?día|per day|a day|anual|al año|per year|a year|annual|yearly|mensual|al mes|por mes|per month|a month|monthly|sin IVA|del monto|of the amount|IVA|VAT|de IVA)/i;
const RATE_BEFORE =
  /(?:CAT|IVA|VAT|tasa|rate|inter[eé]s|interest|comisi[oó]n|fee|penaliz|penalty|moratori)[^%\d]{0,25}$/i;
const PERCENT = /(\d+(?:[.,]\d+)?)\s*%/g;
const ONE_IN = /\b(\d+)\s+(?:de cada|out of every|out of|in every)\s+(\d+)\b/i;
const HOW_MANY =
  /(?:más de|over|more than)\s+[\d.,]+\s*(?:mil|millones?|thousand|million)?\s*(?:de\s+)?(?:clientes|usuarios|préstamos|solicitudes|customers|users|borrowers|loans|applications)/i;
const QUOTA_RISING =
  /(?:cupo|quota|límite|limit)[^.]{0,30}(?:seguirá aumentando|seguirá creciendo|aumentará|crecerá|subirá|will keep rising|will keep growing|will rise|will grow|will increase)/i;
const GUARANTEED =
  /(?:garantizad[oa]s?|garantizamos|garantía de aprobación|guaranteed|we guarantee|100\s*% aprobad)/i;
const NEGATION_BEFORE = /\b(?:no|not|never|nunca|sin|without)\b[^.]{0,18}$/i;
const SPEED =
  /\b(?:rápid[oa]s?|rápidamente|inmediat[oa]s?|inmediatamente|al instante|en minutos|fast|quick(?:ly)?|instant(?:ly)?|immediate(?:ly)?|in minutes)\b/i;
/** Speed is a promise when it speaks of the loan, the money or the approval, not of quick answers in help. */
const LOAN_CONTEXT =
  /(?:préstamo|dinero|crédito|cupo|aprobaci|aprobad|depósito|deposit|loan|money|credit|cash|approv|quota)/i;
const TIME_PROMISE =
  /\b(?:en|de|in|within|takes?|tarda(?: de)?)\s+(?:un|one|\d+)(?:\s*(?:a|to|-|–)\s*\d+)?\s*(?:minutos?|minutes?)\b|(?:máximo|at most|within)\s+\d+\s*(?:días? hábil(?:es)?|working days?|horas?|hours?)/i;

/** The statistics and promises a line of text makes (Spanish and English). */
export function statisticsAndPromises(line: string): DetectedClaim[] {
  const out: DetectedClaim[] = [];
  for (const match of line.matchAll(PERCENT)) {
    const before = line.slice(Math.max(0, match.index - 40), match.index);
    const after = line.slice(match.index + match[0].length);
    if (RATE_AFTER.test(after) || RATE_BEFORE.test(before) || !OUTCOME_WORDS.test(line)) continue;
    out.push({
      kind: 'statistic',
      what: `${/(?:aprob|approv)/i.test(line) ? 'approval rate' : 'outcome figure'} ${match[0].replace(/\s/g, '')}`,
    });
  }
  const oneIn = ONE_IN.exec(line);
  if (oneIn && OUTCOME_WORDS.test(line))
    out.push({ kind: 'statistic', what: `outcome figure ${oneIn[1]} in ${oneIn[2]}` });
  const howMany = HOW_MANY.exec(line);
  if (howMany) out.push({ kind: 'statistic', what: `count "${howMany[0]}"` });
  if (QUOTA_RISING.test(line)) out.push({ kind: 'promise', what: 'rising quota' });
  const guaranteed = GUARANTEED.exec(line);
  if (guaranteed && !NEGATION_BEFORE.test(line.slice(0, guaranteed.index)))
    out.push({ kind: 'promise', what: `guarantee "${guaranteed[0]}"` });
  for (const clause of line.split(/[.;!?¡¿]/)) {
    const speed = SPEED.exec(clause);
    if (speed && LOAN_CONTEXT.test(clause) && !NEGATION_BEFORE.test(clause.slice(0, speed.index)))
      out.push({ kind: 'promise', what: `speed "${speed[0]}"` });
  }
  const time = TIME_PROMISE.exec(line);
  if (time) out.push({ kind: 'promise', what: `time "${time[0].trim()}"` });
  return out;
}

/** Whether a pattern matches a text (a global or sticky pattern's position is not used). */
function matches(pattern: RegExp, text: string): boolean {
  return new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, '')).test(text);
}

/** The declared entry that covers a line, if any (either language's wording). */
export function declarationOf(
  declared: readonly ClaimDeclaration[],
  text: string,
): ClaimDeclaration | undefined {
  return declared.find((d) => matches(d.es, text) || matches(d.en, text));
}

interface Found {
  line: ShownLine;
  claims: DetectedClaim[];
}

const quote = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}…` : text);
const where = (line: ShownLine) =>
  `${line.route ?? 'unknown route'}, step ${line.seq}${line.source === 'texts' ? ', texts registry' : ''}`;

/** Item 9 over a table of declared claims. */
export function sourcedClaimsCheck(declared: readonly ClaimDeclaration[]): ReviewCheck {
  return {
    id: 9,
    title:
      'Every statistic or promise shown (approval rates, rising quota, speed, guarantees) has a declared source',
    citation: CITATIONS.sourcedClaims,
    run({ facts }) {
      const found = new Map<string, Found>();
      for (const line of shownLines(facts)) {
        const claims = statisticsAndPromises(line.text);
        if (claims.length > 0 && !found.has(line.text)) found.set(line.text, { line, claims });
      }
      if (found.size === 0)
        return { status: 'notReached', seq: null, explanation: 'No statistic or promise was shown.' };
      const sourced: string[] = [];
      const findings: Finding[] = [];
      for (const { line, claims } of found.values()) {
        const what = claims.map((c) => `${c.kind} (${c.what})`).join(', ');
        const declaration = declarationOf(declared, line.text);
        if (declaration) {
          sourced.push(`${what} at ${where(line)}: ${declaration.id}, from ${declaration.source}`);
          continue;
        }
        findings.push({
          severity: 'warning',
          seq: line.seq,
          title: `Unsourced ${claims[0]!.kind}: ${claims[0]!.what}`,
          detail: `"${quote(line.text)}" (${where(line)}) makes a ${what} the product declares no source for (no entry of DECLARED_CLAIMS matches it).`,
          citation: CITATIONS.sourcedClaims,
        });
      }
      const first = [...found.values()][0]!.line;
      if (findings.length > 0)
        return {
          status: 'fail',
          seq: findings[0]!.seq,
          explanation: `${findings.length} of ${found.size} line(s) with a statistic or promise have no declared source: ${findings.map((f) => f.title.replace(/^Unsourced /, '')).join('; ')}.`,
          findings,
        };
      return {
        status: 'pass',
        seq: first.seq,
        explanation: `Every statistic or promise shown has a declared source: ${sourced.join('; ')}.`,
      };
    },
  };
}

/** Item 9 over the app's table of declared claims. */
export const sourcedClaims: ReviewCheck = sourcedClaimsCheck(DECLARED_CLAIMS);
