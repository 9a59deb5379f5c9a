import { checkInputOf } from '../review';
import { LOW_FEE_PRODUCT, overdueDetail, recorder } from '../review-fixtures';
import { overduePenalties } from './overdue-penalties';

function run(penaltyInterest: number, totalRepayment: number) {
  const r = recorder();
  r.record('event', {
    type: 'repayment/detailLoaded',
    detail: overdueDetail(penaltyInterest, totalRepayment),
    at: 1,
  });
  return overduePenalties.run(checkInputOf(r.toFile()));
}

describe('check 8: overdue penalties match the loan math', () => {
  it('is item 8', () => {
    expect(overduePenalties.id).toBe(8);
    expect(overduePenalties.title).toBe('Overdue and penalty amounts shown match the loan math');
  });

  it('passes the loan math’s penalty and total, fails another penalty or total', () => {
    expect(run(120, 3393).status).toBe('pass');
    const wrongPenalty = run(100, 3373);
    expect(wrongPenalty.status).toBe('fail');
    expect(wrongPenalty.explanation).toContain('120.00 MXN');
    expect(run(120, 3400).explanation).toContain('total 3,400.00 MXN shown, loan math gives 3,393.00 MXN');
  });

  it('fails a penalty of 1% a day where the product charges 2% (60.00 for two days on 3,000)', () => {
    const outcome = run(60, 3333);
    expect(outcome.status).toBe('fail');
    expect(outcome.explanation).toBe(
      'step 1: penalty 60.00 MXN shown for 2 day(s), loan math gives 120.00 MXN (2% a day of 3,000.00 MXN).',
    );
  });

  it('takes the product’s own daily rate when the journey saw the offer', () => {
    const r = recorder();
    r.record('event', {
      type: 'borrow/offerLoaded',
      products: [{ ...LOW_FEE_PRODUCT, dailyPenaltyRate: 0.01 }],
      availableAmount: 3000,
      quotaHistory: [],
    });
    r.record('event', { type: 'repayment/detailLoaded', detail: overdueDetail(60, 3333), at: 1 });
    expect(overduePenalties.run(checkInputOf(r.toFile())).status).toBe('pass');
  });

  it('is not reached without an overdue loan', () => {
    expect(overduePenalties.run(checkInputOf(recorder().toFile())).status).toBe('notReached');
  });
});
