import { isRecord } from '../../journey/format';
import type { ClaimTopic } from '../claims';
import { CITATIONS } from '../citations';
import { submitRequest, type Facts } from '../facts';
import { shownLines, type ShownLine } from '../journey-claims';
import type { ReviewCheck } from './check';

/**
 * Item 12: the carátula of CONDUSEF's transparency rules before the borrower confirms the loan: the lender's
 * registration (SIPRES folio), the adhesion contract's registration number (RECA), the ordinary rate, the
 * default (moratorio) rate, the commissions, the CAT and CONDUSEF's contact. The rates, commissions and CAT
 * count from the loan's claims (the screen's or the data it is drawn from); the registrations and the contact
 * only from text the borrower saw (a recorded screen, or the texts registry of a route visited before).
 * A mention is not enough: SIPRES and RECA need their number, CONDUSEF a phone or its website.
 */

/** One element of the carátula: its name, the loan claims that show it, and the wording that does. */
interface CaratulaItem {
  name: string;
  topics: readonly ClaimTopic[];
  text: RegExp | null;
}

const PERCENT_OR_MONEY = String.raw`[^.\n]{0,60}?(?:\d+(?:[.,]\d+)?\s*%|\$\s?\d)`;

export const CARATULA_ITEMS: readonly CaratulaItem[] = [
  { name: 'lender registration (SIPRES)', topics: [], text: /\bSIPRES\b[^.\n]{0,30}?\d{3,}/i },
  { name: 'contract registration number (RECA)', topics: [], text: /\bRECA\b[^.\n]{0,30}?\d{4,}/i },
  {
    name: 'ordinary interest rate',
    topics: ['interestRate'],
    text: new RegExp(
      String.raw`(?:tasa (?:de inter[eé]s )?ordinaria|inter[eé]s ordinario|ordinary (?:interest )?rate|ordinary interest)${PERCENT_OR_MONEY}`,
      'i',
    ),
  },
  {
    name: 'default (moratorio) rate',
    topics: ['penaltyRate'],
    text: new RegExp(
      String.raw`(?:morator|penalizaci|late interest|late fee|default (?:interest|rate)|penalty)${PERCENT_OR_MONEY}`,
      'i',
    ),
  },
  {
    name: 'commissions',
    topics: ['fee', 'feeRate'],
    text: new RegExp(
      String.raw`(?:comisi[oó]n|commission|opening fee|processing fee)${PERCENT_OR_MONEY}`,
      'i',
    ),
  },
  { name: 'CAT', topics: ['cat'], text: /\bCAT\b[^.\n]{0,20}?\d+(?:[.,]\d+)?\s*%/ },
  {
    name: 'CONDUSEF contact',
    topics: [],
    text: /CONDUSEF[^\n]{0,120}?(?:\d{2}[\s-]?\d{4}[\s-]?\d{4}|800[\s-]?\d{3}[\s-]?\d{4}|condusef\.gob\.mx)/i,
  },
];

/** The lines the borrower saw before the confirmation at `seq`. */
function linesBefore(facts: Facts, seq: number): ShownLine[] {
  const lines = shownLines(facts);
  const request = facts.file.entries[seq]?.data;
  const submitAt = isRecord(request) && typeof request.at === 'number' ? request.at : null;
  // A line placed at the confirmation's step or later appeared after it (journey-claims.ts places a line
  // after the last entry stamped before it). Screens are written when their step ends: the first one after
  // the confirmation holds the screen it was made on; its lines that no stamp places count when they
  // appeared before the confirmation's time, or when the request has none.
  const next = facts.screens.find((s) => s.seq > seq)?.seq ?? null;
  return lines.filter(
    (l) =>
      l.seq < seq ||
      (l.screenSeq === next && l.seq === next && (submitAt === null || (l.at !== null && l.at <= submitAt))),
  );
}

/** Item 12: every element of the carátula shown before the borrower confirms the loan. */
export const caratulaBeforeConfirmation: ReviewCheck = {
  id: 12,
  title:
    'Before the loan is confirmed, the carátula shows the lender’s SIPRES registration, the RECA number, ordinary and default rates, commissions, CAT and CONDUSEF’s contact',
  citation: CITATIONS.caratula,
  run({ facts, claims }) {
    const submit = submitRequest(facts);
    if (!submit)
      return {
        status: 'notReached',
        seq: null,
        explanation: 'The borrower did not confirm a loan in this journey.',
      };
    const lines = linesBefore(facts, submit.seq);
    const loanClaims = claims.filter(
      (c) => c.scope === 'loan' && c.seq < submit.seq && (c.topic !== 'cat' || c.value !== null),
    );
    const shown: string[] = [];
    const missing: string[] = [];
    for (const item of CARATULA_ITEMS) {
      const claim = loanClaims.find((c) => item.topics.includes(c.topic));
      const line = item.text ? lines.find((l) => item.text!.test(l.text)) : undefined;
      if (claim) shown.push(`${item.name} (${claim.source}, step ${claim.seq})`);
      else if (line) shown.push(`${item.name} (${line.source}, step ${line.seq})`);
      else missing.push(item.name);
    }
    if (missing.length > 0)
      return {
        status: 'fail',
        seq: submit.seq,
        explanation: `The loan was confirmed at step ${submit.seq} without the carátula's ${missing.join(', ')}.`,
        findings: [
          {
            severity: 'warning',
            seq: submit.seq,
            title: `Carátula incomplete before confirmation: ${missing.join(', ')}`,
            detail: `Not shown before the confirmation at step ${submit.seq}: ${missing.join(', ')}. Shown: ${shown.join(', ') || 'nothing'}.`,
            citation: CITATIONS.caratula,
          },
        ],
      };
    return {
      status: 'pass',
      seq: submit.seq,
      explanation: `The carátula was complete before the confirmation at step ${submit.seq}: ${shown.join(', ')}.`,
    };
  },
};
