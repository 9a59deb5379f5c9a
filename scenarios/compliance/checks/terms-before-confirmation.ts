import { topicName, type ClaimTopic } from '../claims';
import { isRecord } from '../../journey/format';
import { lastProfileBefore, submitRequest } from '../facts';
import { CITATIONS } from '../citations';
import type { ReviewCheck } from './check';

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

/** Item 1: the loan's full cost is shown, and its terms accepted, before the borrower confirms. */
export const termsBeforeConfirmation: ReviewCheck = {
  id: 1,
  title:
    'Amount, term, rate, fees, tax, net disbursed, total to repay, due date and CAT are shown before the borrower confirms the loan; terms accepted before confirmation',
  citation: CITATIONS.costDisclosure,
  run({ facts, claims }) {
    const submit = submitRequest(facts);
    if (!submit) {
      const profile = lastProfileBefore(facts, Number.MAX_SAFE_INTEGER);
      return {
        status: 'notReached',
        seq: profile?.seq ?? null,
        explanation: profile
          ? `The borrower did not confirm a loan; the loan details were shown at step ${profile.seq}.`
          : 'The borrower did not confirm a loan in this journey.',
      };
    }
    const before = claims.filter((c) => c.scope === 'loan' && c.seq <= submit.seq);
    const missing = REQUIRED_FIGURES.filter(
      (topic) => !before.some((c) => c.topic === topic && (topic !== 'cat' || c.value !== null)),
    );
    const agreed = isRecord(submit.payload) && submit.payload.agreeTerms === true;
    const ticked = facts.screens.some(
      (s) => s.seq <= submit.seq + 3 && s.checked.some((c) => /t[ée]rminos|terms/i.test(c.label)),
    );
    const problems: string[] = [];
    if (missing.length > 0)
      problems.push(`not shown before confirming: ${missing.map(topicName).join(', ')}`);
    if (!agreed && !ticked) problems.push('no acceptance of the terms was recorded before confirming');
    const sources = [
      ...new Set(before.filter((c) => REQUIRED_FIGURES.includes(c.topic)).map((c) => c.source)),
    ].join(' and ');
    return problems.length > 0
      ? {
          status: 'fail',
          seq: submit.seq,
          explanation: `The loan was confirmed at step ${submit.seq}, but ${problems.join('; ')}.`,
        }
      : {
          status: 'pass',
          seq: submit.seq,
          explanation: `All nine figures were shown (${sources}) before the confirmation at step ${submit.seq}; the terms were accepted${agreed ? ' (agreeTerms in the request)' : ''}${ticked ? ' (checkbox ticked on screen)' : ''}.`,
        };
  },
};
