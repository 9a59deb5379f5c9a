import { checkInputOf } from '../review';
import { LOW_FEE_PRODUCT, SPEC_PRODUCT, borrowJourney, recorder } from '../review-fixtures';
import { SUBMIT_LOAN_PATH } from '../facts';
import { termsBeforeConfirmation } from './terms-before-confirmation';

const run = (file: Parameters<typeof checkInputOf>[0]) => termsBeforeConfirmation.run(checkInputOf(file));

describe('check 1: the full cost shown and the terms accepted before confirming', () => {
  it('is item 1', () => {
    expect(termsBeforeConfirmation.id).toBe(1);
    expect(termsBeforeConfirmation.title).toMatch(/^Amount, term, rate, fees, tax, net disbursed/);
  });

  it('is not reached without a confirmation, pointing at the loan details when they were shown', () => {
    expect(run(borrowJourney(SPEC_PRODUCT))).toMatchObject({ status: 'notReached', seq: 6 });
    expect(run(recorder().toFile())).toEqual({
      status: 'notReached',
      seq: null,
      explanation: 'The borrower did not confirm a loan in this journey.',
    });
  });

  it('passes a loan confirmed after its nine figures were shown, with agreeTerms in the request', () => {
    const outcome = run(borrowJourney(LOW_FEE_PRODUCT, { confirm: true }));
    expect(outcome.status).toBe('pass');
    expect(outcome.explanation).toContain('All nine figures were shown (data)');
    expect(outcome.explanation).toContain('(agreeTerms in the request)');
  });

  it('fails when the loan was confirmed without accepting the terms', () => {
    const file = borrowJourney(LOW_FEE_PRODUCT, {
      build: (r) =>
        r.record('request', { method: 'POST', path: SUBMIT_LOAN_PATH, payload: { loanOrderId: 'LO1' } }),
    });
    const outcome = run(file);
    expect(outcome.status).toBe('fail');
    expect(outcome.explanation).toContain('acceptance of the terms');
  });

  it('fails when the figures were not shown before the confirmation', () => {
    const r = recorder();
    r.record('request', { method: 'POST', path: SUBMIT_LOAN_PATH, payload: { agreeTerms: true } });
    const outcome = run(r.toFile());
    expect(outcome.status).toBe('fail');
    expect(outcome.explanation).toContain('not shown before confirming');
  });
});
