import { borrowTexts } from '#contracts/texts';
import { topicName, type Claim, type ClaimTopic } from '../claims';
import { isRecord } from '../../journey/format';
import type { CheckboxState } from '../screen-text';
import {
  SUBMIT_LOAN_PATH,
  lastProfileBefore,
  seenBefore,
  submitRequests,
  type DeepReadonly,
  type Facts,
  type RequestFact,
} from '../facts';
import { CITATIONS } from '../citations';
import type { CheckOutcome, ReviewCheck } from './check';

/**
 * Item 1 over every loan confirmation of the journey. Each confirmation (a submit request) needs, since the
 * last one the backend accepted (a retry after a refused one is the same confirmation, on the same screen):
 * the nine figures shown; the terms checkbox ticked when it was sent, as a recorded screen shows it (the
 * borrower's tick, or the box shown ticked, and not cleared or gone since); and the no-cancellation notice on
 * a recorded screen. The request's `agreeTerms: true` is not evidence: the app always sends it and the API
 * accepts only `true`. What a screen recorded counts before a request as `seenBefore` (facts.ts) places it.
 */

/** The nine figures a borrower must see before confirming a loan. */
const REQUIRED_FIGURES: readonly ClaimTopic[] = [
  'amount',
  'tenure',
  'interestRate',
  'fee',
  'tax',
  'netDisbursed',
  'totalRepay',
  'dueDate',
  'cat',
];

const normal = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** The terms checkbox's link text, as the app words it (its label reads «He leído y acepto los Términos…»). */
const TERMS_LINKS: readonly string[] = [borrowTexts.es.termsLink, borrowTexts.en.termsLink].map(normal);
/** The notice the confirmation sheet shows before the request is sent (spec §1, no cancellation). */
const NO_CANCEL: readonly string[] = [borrowTexts.es.confirmNoCancel, borrowTexts.en.confirmNoCancel].map(
  normal,
);

const isTermsBox = (label: string) => TERMS_LINKS.some((link) => normal(label).includes(link));
const isNoCancelNotice = (text: string) => NO_CANCEL.some((notice) => normal(text).includes(notice));

type Submit = DeepReadonly<RequestFact>;

/** One confirmation and the last one accepted before it: what a screen recorded counts for it in between. */
interface Confirmation {
  submit: Submit;
  previous: Submit | null;
}

/** False when the backend refused the confirmation (a response with a code other than 0); true otherwise. */
function acceptedBy(facts: Facts, submit: Submit, next: Submit | undefined): boolean {
  const response = facts.responses.find(
    (r) => r.seq > submit.seq && (next === undefined || r.seq < next.seq) && r.path === SUBMIT_LOAN_PATH,
  );
  return response?.code === null || response?.code === undefined || response.code === 0;
}

/** Each confirmation with the last accepted one before it. */
function confirmations(facts: Facts): Confirmation[] {
  const submits = submitRequests(facts);
  let previous: Submit | null = null;
  return submits.map((submit, i) => {
    const c = { submit, previous };
    if (acceptedBy(facts, submit, submits[i + 1])) previous = submit;
    return c;
  });
}

function during(facts: Facts, c: Confirmation, screenSeq: number, at: number): boolean {
  return (
    seenBefore(facts, screenSeq, at, c.submit.seq) &&
    (c.previous === null || !seenBefore(facts, screenSeq, at, c.previous.seq))
  );
}

/** The terms checkbox as it last stood before the confirmation (its state, how it was seen, where). */
function termsBox(facts: Facts, c: Confirmation) {
  let last: { checked: boolean; by: CheckboxState['by']; seq: number } | null = null;
  for (const screen of facts.screens)
    for (const box of screen.checkboxes)
      if (isTermsBox(box.label) && during(facts, c, screen.seq, box.at))
        last = { checked: box.checked, by: box.by, seq: screen.seq };
  return last;
}

/** The step of the first recorded screen that showed the no-cancellation notice before the confirmation. */
function noCancelNotice(facts: Facts, c: Confirmation): number | null {
  for (const screen of facts.screens)
    for (const line of screen.lines)
      if (isNoCancelNotice(line.text) && during(facts, c, screen.seq, line.at)) return screen.seq;
  return null;
}

function termsProblem(box: ReturnType<typeof termsBox>, submit: Submit): string | null {
  if (box?.checked) return null;
  const agreed = isRecord(submit.payload) && submit.payload.agreeTerms === true;
  const why = !box
    ? 'no recorded screen shows the terms and conditions checkbox ticked'
    : box.by === 'gone'
      ? `the terms and conditions checkbox was no longer on the screen when it was sent (gone at step ${box.seq})`
      : `the terms and conditions checkbox was not ticked when it was sent (last shown unticked at step ${box.seq})`;
  return `no acceptance of the terms was recorded before confirming: ${why}${agreed ? "; the request's agreeTerms: true is sent by the app whatever the borrower did" : ''}`;
}

/** One confirmation: its problems, or what was shown before it. */
function judge(
  facts: Facts,
  claims: readonly DeepReadonly<Claim>[],
  c: Confirmation,
): { problems: string[]; shown: string } {
  const before = claims.filter(
    (claim) =>
      claim.scope === 'loan' &&
      claim.seq <= c.submit.seq &&
      (c.previous === null || claim.seq > c.previous.seq),
  );
  const missing = REQUIRED_FIGURES.filter(
    (topic) => !before.some((claim) => claim.topic === topic && (topic !== 'cat' || claim.value !== null)),
  );
  const box = termsBox(facts, c);
  const notice = noCancelNotice(facts, c);
  const problems: string[] = [];
  if (missing.length > 0) problems.push(`not shown before confirming: ${missing.map(topicName).join(', ')}`);
  const terms = termsProblem(box, c.submit);
  if (terms) problems.push(terms);
  if (notice === null)
    problems.push('no recorded screen showed the notice that the application cannot be cancelled once sent');
  if (problems.length > 0 || !box || notice === null) return { problems, shown: '' };
  const sources = [
    ...new Set(before.filter((claim) => REQUIRED_FIGURES.includes(claim.topic)).map((claim) => claim.source)),
  ].join(' and ');
  const tick = box.by === 'input' ? 'ticked by the borrower' : 'shown ticked';
  return {
    problems,
    shown: `All nine figures were shown (${sources}) before the confirmation at step ${c.submit.seq}; the terms checkbox was ${tick} (step ${box.seq}) and the no-cancellation notice shown (step ${notice}) before it.`,
  };
}

function notReached(facts: Facts): CheckOutcome {
  const profile = lastProfileBefore(facts, Number.MAX_SAFE_INTEGER);
  return {
    status: 'notReached',
    seq: profile?.seq ?? null,
    explanation: profile
      ? `The borrower did not confirm a loan; the loan details were shown at step ${profile.seq}.`
      : 'The borrower did not confirm a loan in this journey.',
  };
}

/** Item 1: the loan's full cost is shown, its terms accepted and the no-cancellation notice shown, before each confirmation. */
export const termsBeforeConfirmation: ReviewCheck = {
  id: 1,
  title:
    'Amount, term, rate, fees, tax, net disbursed, total to repay, due date and CAT are shown before the borrower confirms the loan; terms accepted before confirmation; the no-cancellation notice shown before the request is sent',
  citation: CITATIONS.costDisclosure,
  run({ facts, claims }) {
    const all = confirmations(facts);
    if (all.length === 0) return notReached(facts);
    const verdicts = all.map((c) => ({ submit: c.submit, ...judge(facts, claims, c) }));
    const failed = verdicts.filter((v) => v.problems.length > 0);
    const first = failed[0];
    if (first)
      return {
        status: 'fail',
        seq: first.submit.seq,
        explanation: failed
          .map((v) => `The loan was confirmed at step ${v.submit.seq}, but ${v.problems.join('; ')}.`)
          .join(' '),
      };
    return {
      status: 'pass',
      seq: all[0]!.submit.seq,
      explanation: verdicts.map((v) => v.shown).join(' '),
    };
  },
};
