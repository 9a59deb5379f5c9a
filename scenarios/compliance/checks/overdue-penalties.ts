import { OVERDUE_DAILY_RATE, overduePenalty, toCents } from '../../../src/domain/loan-math';
import { eventsOfType, productFor } from '../facts';
import { mxn, pct } from '../figures';
import type { ReviewCheck } from './check';

/** Item 8: the penalty and total of an overdue loan are the loan math's. */
export const overduePenalties: ReviewCheck = {
  id: 8,
  title: 'Overdue and penalty amounts shown match the loan math',
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
      const rate = productFor(facts, seq, null)?.dailyPenaltyRate ?? OVERDUE_DAILY_RATE;
      const penalty = overduePenalty(d.principal, d.overdueDays, rate);
      const total =
        (toCents(d.principal) + toCents(d.interest) + toCents(penalty) - toCents(d.penaltyDeduction)) / 100;
      if (toCents(penalty) !== toCents(d.penaltyInterest))
        problems.push(
          `step ${seq}: penalty ${mxn(d.penaltyInterest)} shown for ${d.overdueDays} day(s), loan math gives ${mxn(penalty)} (${pct(rate)} a day of ${mxn(d.principal)})`,
        );
      else if (toCents(total) !== toCents(d.totalRepayment))
        problems.push(`step ${seq}: total ${mxn(d.totalRepayment)} shown, loan math gives ${mxn(total)}`);
      else checked.push(`${d.overdueDays} day(s): ${mxn(penalty)} (step ${seq})`);
    }
    const seq = overdue[0]!.seq;
    return problems.length > 0
      ? { status: 'fail', seq, explanation: `${problems.join('; ')}.` }
      : { status: 'pass', seq, explanation: `Penalties match the loan math: ${checked.join(', ')}.` };
  },
};
