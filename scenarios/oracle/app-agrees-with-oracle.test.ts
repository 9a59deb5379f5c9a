import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  extensionFee,
  overduePenalty,
  summarizeLoan,
  OVERDUE_DAILY_RATE,
  productLoanTerms,
  PENALTY_DAILY_RATE,
  REPRESENTATIVE_EXAMPLE,
} from '#contracts/loan-terms';
import { SPEC_TERMS, extensionFeeOf, overduePenaltyOf, quoteOf } from './loan-oracle';

/**
 * The app's own loan math (src/domain/loan-math.ts, through the product terms of loan-quote.ts) against the
 * oracle, figure by figure, over many loans: the two readings of the spec must agree. A CAT annualised over
 * 360 days, a penalty at another daily rate or another rounding in the app fails here before any walk.
 */

const products = fc.record({
  productId: fc.constant('p'),
  name: fc.constant('P'),
  minAmount: fc.constant(1000),
  maxAmount: fc.constant(60000),
  amountStep: fc.constant(100),
  terms: fc.constant<number[]>([91]),
  dailyInterestRate: fc.integer({ min: 0, max: 2_000 }).map((n) => n / 1_000_000),
  dailyFeeRate: fc.integer({ min: 0, max: 1_000 }).map((n) => n / 1_000_000),
  taxRate: fc.constantFrom(0.08, 0.16, 0.18),
  dailyPenaltyRate: fc.constant(0.02),
});

describe('the app’s loan math agrees with the oracle', () => {
  it('on every figure and the CAT of a loan', () => {
    fc.assert(
      fc.property(
        products,
        fc.integer({ min: 10, max: 3_000 }),
        fc.integer({ min: 1, max: 365 }),
        (product, hundreds, days) => {
          const principal = hundreds * 10;
          const app = summarizeLoan(productLoanTerms(product, principal, days), '2026-01-15');
          const oracle = quoteOf({ principal, days, ...product });
          expect({
            interest: app.interest,
            fee: app.fee,
            tax: app.tax,
            net: app.net,
            totalRepay: app.totalRepay,
          }).toEqual({
            interest: oracle.interest,
            fee: oracle.fee,
            tax: oracle.tax,
            net: oracle.net,
            totalRepay: oracle.totalRepay,
          });
          expect(app.cat.ok).toBe(oracle.cat.ok);
          // The same rate to 1e-9 (the shown decimal could part on a rate a hair from a half-way point).
          if (app.cat.ok && oracle.cat.ok)
            expect(Math.abs(app.cat.rate - oracle.cat.rate)).toBeLessThanOrEqual(
              1e-9 * Math.max(1, Math.abs(oracle.cat.rate)),
            );
        },
      ),
    );
  });

  it('on the representative example the texts publish', () => {
    const oracle = quoteOf({
      principal: REPRESENTATIVE_EXAMPLE.principal,
      days: REPRESENTATIVE_EXAMPLE.days,
      dailyInterestRate: 0.001,
      dailyFeeRate: 0.0005,
      taxRate: 0.16,
    });
    expect(REPRESENTATIVE_EXAMPLE.cat).toMatchObject({ ok: true, percent: 70.9 });
    expect(REPRESENTATIVE_EXAMPLE.cat.ok && REPRESENTATIVE_EXAMPLE.cat.percent).toBe(
      oracle.cat.ok && oracle.cat.percent,
    );
  });

  it('on the overdue penalty: the spec’s 2% a day, and any product rate', () => {
    expect(OVERDUE_DAILY_RATE).toBe(SPEC_TERMS.penaltyDailyRate);
    expect(PENALTY_DAILY_RATE).toBe(SPEC_TERMS.penaltyDailyRate);
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 60_000 }),
        fc.integer({ min: 0, max: 120 }),
        (principal, days) => {
          expect(overduePenalty(principal, days)).toBe(overduePenaltyOf(principal, days));
          expect(overduePenalty(principal, days, 0.005)).toBe(overduePenaltyOf(principal, days, 0.005));
        },
      ),
    );
  });

  it('on the extension fee', () => {
    fc.assert(
      fc.property(
        products,
        fc.integer({ min: 100, max: 30_000 }),
        fc.integer({ min: 1, max: 60 }),
        (product, principal, days) => {
          expect(extensionFee(productLoanTerms(product, principal, 91), days)).toEqual(
            extensionFeeOf(principal, days, product),
          );
        },
      ),
    );
  });
});
