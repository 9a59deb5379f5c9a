import { SPEC_TERMS, overduePenaltyOf, sameCents, totalOwed } from '../../oracle/loan-oracle';
import { eventsOfType, productFor } from '../facts';
import { mxn, pct } from '../figures';
import { CITATIONS } from '../citations';
import type { ReviewCheck } from './check';

/**
 * Item 8: the penalty and total of an overdue loan are the loan math's, as the money oracle computes it
 * (scenarios/oracle/loan-oracle.ts, not the app's loan-math): the product's daily penalty rate (the spec's
 * 2% a day when the journey saw no product) of the principal per whole overdue day; the total is principal
 * + interest + penalty - the penalty waived.
 */
export const overduePenalties: ReviewCheck = {
  id: 8,
  title: 'Overdue and penalty amounts shown match the loan math',
  citation: CITATIONS.penalties,
  run({ facts }) {
    const overdue = eventsOfType(facts, 'repayment/detailLoaded').filter(
      (d) => d.event.detail.overdueDays > 0 || d.event.detail.status === 'overdue',
    );
    if (overdue.length === 0)
      return { status: 'notReached', seq: null, explanation: 'No overdue loan was shown.' };
    const problems: string[] = [];
    const checked: string[] = [];
    for (const { seq, event } of overdue) {
      const d = event.detail;
      const rate = productFor(facts, seq, null)?.dailyPenaltyRate ?? SPEC_TERMS.penaltyDailyRate;
      const penalty = overduePenaltyOf(d.principal, d.overdueDays, rate);
      const total = totalOwed({
        principal: d.principal,
        interest: d.interest,
        penalty,
        penaltyDeduction: d.penaltyDeduction,
      });
      if (!sameCents(penalty, d.penaltyInterest))
        problems.push(
          `step ${seq}: penalty ${mxn(d.penaltyInterest)} shown for ${d.overdueDays} day(s), loan math gives ${mxn(penalty)} (${pct(rate)} a day of ${mxn(d.principal)})`,
        );
      else if (!sameCents(total, d.totalRepayment))
        problems.push(`step ${seq}: total ${mxn(d.totalRepayment)} shown, loan math gives ${mxn(total)}`);
      else checked.push(`${d.overdueDays} day(s): ${mxn(penalty)} (step ${seq})`);
    }
    const seq = overdue[0]!.seq;
    return problems.length > 0
      ? { status: 'fail', seq, explanation: `${problems.join('; ')}.` }
      : { status: 'pass', seq, explanation: `Penalties match the loan math: ${checked.join(', ')}.` };
  },
};
