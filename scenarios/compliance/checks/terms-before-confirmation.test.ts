import { checkInputOf } from '../review';
import {
  CONFIRM_SCREEN_AT,
  LOW_FEE_PRODUCT,
  SPEC_PRODUCT,
  borrowJourney,
  profileOf,
  recordConfirmation,
  recorder,
  type ConfirmOptions,
} from '../review-fixtures';
import { SUBMIT_LOAN_PATH } from '../facts';
import { termsBeforeConfirmation } from './terms-before-confirmation';

const run = (file: Parameters<typeof checkInputOf>[0]) => termsBeforeConfirmation.run(checkInputOf(file));
const confirmed = (confirm: ConfirmOptions) => run(borrowJourney(LOW_FEE_PRODUCT, { confirm }));

describe('check 1: the full cost shown, the terms accepted and no cancellation told before confirming', () => {
  it('is item 1, and names the no-cancellation notice', () => {
    expect(termsBeforeConfirmation.id).toBe(1);
    expect(termsBeforeConfirmation.title).toMatch(/^Amount, term, rate, fees, tax, net disbursed/);
    expect(termsBeforeConfirmation.title).toContain('no-cancellation notice');
  });

  it('is not reached without a confirmation, pointing at the loan details when they were shown', () => {
    expect(run(borrowJourney(SPEC_PRODUCT))).toMatchObject({ status: 'notReached', seq: 6 });
    expect(run(recorder().toFile())).toEqual({
      status: 'notReached',
      seq: null,
      explanation: 'The borrower did not confirm a loan in this journey.',
    });
  });

  it('passes a loan confirmed after its figures, the borrower ticking the terms and the notice shown', () => {
    const outcome = confirmed({});
    expect(outcome.status).toBe('pass');
    expect(outcome.seq).toBe(8);
    expect(outcome.explanation).toBe(
      'All nine figures were shown (data) before the confirmation at step 8; the terms checkbox was ticked by the borrower (step 7) and the no-cancellation notice shown (step 7) before it.',
    );
  });

  it('passes a terms checkbox a recorded screen shows ticked', () => {
    const outcome = confirmed({ terms: 'shown' });
    expect(outcome.status).toBe('pass');
    expect(outcome.explanation).toContain('the terms checkbox was shown ticked (step 7)');
  });

  it('fails a journey whose screens never show the box ticked, though the request carries agreeTerms: true', () => {
    const file = borrowJourney(LOW_FEE_PRODUCT, { confirm: { terms: 'never' } });
    const request = file.entries.find((e) => e.kind === 'request')!;
    expect(request.data).toMatchObject({ path: SUBMIT_LOAN_PATH, payload: { agreeTerms: true } });
    const outcome = run(file);
    expect(outcome).toMatchObject({ status: 'fail', seq: 8 });
    expect(outcome.explanation).toBe(
      "The loan was confirmed at step 8, but no acceptance of the terms was recorded before confirming: the terms and conditions checkbox was not ticked when it was sent (last shown unticked at step 7); the request's agreeTerms: true is sent by the app whatever the borrower did.",
    );
  });

  it('fails agreeTerms: true with no recorded screen at all', () => {
    const r = recorder();
    r.record('event', { type: 'order/profileLoaded', profile: profileOf(LOW_FEE_PRODUCT, 3000, 91), at: 1 });
    r.record('request', { method: 'POST', path: SUBMIT_LOAN_PATH, payload: { agreeTerms: true } });
    const outcome = run(r.toFile());
    expect(outcome.status).toBe('fail');
    expect(outcome.explanation).toContain(
      'no recorded screen shows the terms and conditions checkbox ticked',
    );
  });

  it('fails a box ticked only after the request was sent, or ticked and cleared again', () => {
    // The simulator: the tick in a screen written after the request (which has no stamp).
    const after = confirmed({ terms: 'after' });
    expect(after.status).toBe('fail');
    expect(after.explanation).toContain('not ticked when it was sent (last shown unticked at step 7)');
    const cleared = confirmed({ terms: 'cleared' });
    expect(cleared.status).toBe('fail');
    expect(cleared.explanation).toContain('not ticked when it was sent');
  });

  it('reads the screen the runner writes after the request up to the request’s own time', () => {
    // The tick at +10 and the notice at +20: before a request stamped +30, after one stamped +5.
    const sent = (requestAt: number) => confirmed({ screenAfter: true, requestAt });
    expect(sent(CONFIRM_SCREEN_AT + 30).status).toBe('pass');
    const early = sent(CONFIRM_SCREEN_AT + 5);
    expect(early.status).toBe('fail');
    // Request 7, its screen 8: the box shown unticked at +0, ticked at +10, after the request.
    expect(early.explanation).toContain('not ticked when it was sent (last shown unticked at step 8)');
    expect(early.explanation).toContain('cannot be cancelled');
    // Without a stamp, what the screen after the request holds does not count.
    expect(confirmed({ screenAfter: true }).status).toBe('fail');
  });

  it('fails when the no-cancellation notice was not shown before the request', () => {
    const outcome = confirmed({ notice: false });
    expect(outcome.status).toBe('fail');
    expect(outcome.explanation).toBe(
      'The loan was confirmed at step 8, but no recorded screen showed the notice that the application cannot be cancelled once sent.',
    );
  });

  it('checks every confirmation: the terms ticked for the first loan do not count for the second', () => {
    const twice = (second: 'confirmed' | 'bare') =>
      borrowJourney(LOW_FEE_PRODUCT, {
        build: (r) => {
          recordConfirmation(r, {}, 'LO0'); // screen 7, request 8, response 9
          r.record('event', {
            type: 'order/profileLoaded',
            profile: profileOf(LOW_FEE_PRODUCT, 3000, 91),
            at: 2,
          });
          if (second === 'confirmed')
            recordConfirmation(r, {}, 'LO1'); // screen 11, request 12
          else r.record('request', { method: 'POST', path: SUBMIT_LOAN_PATH, payload: { agreeTerms: true } });
        },
      });
    const both = run(twice('confirmed'));
    expect(both.status).toBe('pass');
    expect(both.explanation).toContain('before the confirmation at step 8;');
    expect(both.explanation).toContain('before the confirmation at step 12;');
    const bare = run(twice('bare'));
    expect(bare).toMatchObject({ status: 'fail', seq: 11 });
    expect(bare.explanation).toMatch(/^The loan was confirmed at step 11, but no acceptance of the terms/);
    expect(bare.explanation).toContain('no recorded screen shows the terms and conditions checkbox ticked');
    expect(bare.explanation).not.toContain('step 8');
  });

  it('takes a retry after a refused confirmation as the same one, on the same screen', () => {
    const file = borrowJourney(LOW_FEE_PRODUCT, {
      build: (r) => {
        recordConfirmation(r, { responseCode: 500 }); // refused: the borrower taps «Enviar» again
        r.record('request', { method: 'POST', path: SUBMIT_LOAN_PATH, payload: { agreeTerms: true } });
      },
    });
    const outcome = run(file);
    expect(outcome.status).toBe('pass');
    expect(outcome.explanation).toContain('before the confirmation at step 10;');
  });

  it('fails when the figures were not shown before the confirmation', () => {
    const r = recorder();
    r.record('request', { method: 'POST', path: SUBMIT_LOAN_PATH, payload: { agreeTerms: true } });
    const outcome = run(r.toFile());
    expect(outcome.status).toBe('fail');
    expect(outcome.explanation).toContain('not shown before confirming');
  });
});
