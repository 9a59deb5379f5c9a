import { checkInputOf } from '../review';
import { LOW_FEE_PRODUCT, SPEC_PRODUCT, borrowJourney, profileOf, recorder } from '../review-fixtures';
import { netDisbursedAndTax } from './net-disbursed-and-tax';

const run = (file: Parameters<typeof checkInputOf>[0]) => netDisbursedAndTax.run(checkInputOf(file));

describe('check 3: a positive net disbursement at Mexico’s tax rate', () => {
  it('is item 3', () => {
    expect(netDisbursedAndTax.id).toBe(3);
    expect(netDisbursedAndTax.title).toBe('Net disbursed is positive; tax rate is the Mexican one');
  });

  it("fails the spec's maximum terms: net disbursed -156.97 and an 18% tax", () => {
    const outcome = run(borrowJourney(SPEC_PRODUCT));
    expect(outcome.status).toBe('fail');
    expect(outcome.explanation).toContain('-156.97');
    expect(outcome.explanation).toContain('18%');
    expect(outcome.seq).toBe(6);
  });

  it('passes a valid loan', () => {
    expect(run(borrowJourney(LOW_FEE_PRODUCT))).toMatchObject({ status: 'pass', seq: 6 });
  });

  it('judges the offered products when no loan figures were shown', () => {
    const offerOnly = (product: typeof SPEC_PRODUCT) => {
      const r = recorder();
      r.record('event', {
        type: 'borrow/offerLoaded',
        products: [product],
        availableAmount: 3000,
        quotaHistory: [],
      });
      return r.toFile();
    };
    expect(run(offerOnly(LOW_FEE_PRODUCT)).explanation).toBe(
      "1 offered product(s): positive and at Mexico's rate.",
    );
    const spec = run(offerOnly(SPEC_PRODUCT));
    expect(spec.status).toBe('fail');
    expect(spec.explanation).toContain('charges 18% tax');
    expect(spec.explanation).toContain('net disbursed not positive');
    expect(run(recorder().toFile()).status).toBe('notReached');
  });

  it('fails an amount received that is not the principal less fee and tax', () => {
    const r = recorder();
    r.record('event', {
      type: 'order/profileLoaded',
      profile: {
        loanOrderId: 'LO1',
        principal: 3000,
        duration: 91,
        fee: 136.5,
        tax: 21.84,
        interest: 273,
        contractAmount: 3000,
        receivedAmount: 2863.5,
        totalRepayment: 3273,
        dueDate: '2026-04-16',
        bankName: 'BBVA',
        bankAccount: '****7105',
      },
      at: 1,
    });
    const outcome = run(r.toFile());
    expect(outcome.status).toBe('fail');
    expect(outcome.explanation).toContain(
      'the amount received 2,863.50 MXN is not the principal less fee and tax (2,841.66 MXN)',
    );
  });

  it('checks every loan shown, not only the last one', () => {
    // The spec's terms shown first (step 6), then a valid loan (step 8) of another product.
    const file = borrowJourney(SPEC_PRODUCT, {
      build: (r) => {
        r.record('event', {
          type: 'order/drafted',
          loanOrderId: 'LO2',
          productId: LOW_FEE_PRODUCT.productId,
          amount: 3000,
          days: 91,
          at: 1,
        });
        r.record('event', {
          type: 'order/profileLoaded',
          profile: { ...profileOf(LOW_FEE_PRODUCT, 3000, 91), loanOrderId: 'LO2' },
          at: 2,
        });
      },
    });
    const outcome = run(file);
    expect(outcome).toMatchObject({ status: 'fail', seq: 6 });
    expect(outcome.explanation).toMatch(/^loan LO1 at step 6: net disbursed -156\.97/);
    expect(outcome.explanation).not.toContain('LO2');
    const twoValid = borrowJourney(LOW_FEE_PRODUCT, {
      build: (r) =>
        r.record('event', {
          type: 'order/profileLoaded',
          profile: { ...profileOf(LOW_FEE_PRODUCT, 5000, 120), loanOrderId: 'LO2' },
          at: 2,
        }),
    });
    expect(run(twoValid)).toMatchObject({ status: 'pass', seq: 7 });
    expect(run(twoValid).explanation).toMatch(/^loan LO1 at step 6: .*; loan LO2 at step 7: /);
  });
});
