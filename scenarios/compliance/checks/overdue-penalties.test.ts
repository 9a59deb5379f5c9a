import { checkInputOf } from '../review';
import { overdueDetail, recorder } from '../review-fixtures';
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

  it('is not reached without an overdue loan', () => {
    expect(overduePenalties.run(checkInputOf(recorder().toFile())).status).toBe('notReached');
  });
});
