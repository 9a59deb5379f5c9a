import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SPEC_TERMS,
  catOfBullet,
  catOfFigures,
  catOfFlows,
  centsOf,
  dateAfter,
  daysFrom,
  daysUntilNothingIsPaidOut,
  extensionFeeOf,
  overduePenaltyOf,
  presentValue,
  quoteOf,
  roundToCent,
  totalOwed,
  unpaidOf,
} from './loan-oracle';
import { importChain } from './import-graph';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The spec's maximum terms (sections 1 and 9): 36% a year, 0.98% a day fee, 18% tax. */
const SPEC_MAX = { dailyInterestRate: 0.36 / 360, dailyFeeRate: 0.0098, taxRate: 0.18 };
/** The product's published terms: 36% a year, 0.05% a day fee, IVA 16%. */
const PUBLISHED = { dailyInterestRate: 0.001, dailyFeeRate: 0.0005, taxRate: 0.16 };

describe('the oracle reproduces compliance.md’s worked examples', () => {
  it('3,000 MXN for 91 days at 36% a year (simple, 360-day basis) and 0.98% a day + 18%: 273.00 interest, 3,156.97 deducted, net -156.97', () => {
    const q = quoteOf({ principal: 3000, days: 91, ...SPEC_MAX });
    expect(q).toMatchObject({
      interest: 273,
      fee: 2675.4,
      tax: 481.57,
      deducted: 3156.97,
      net: -156.97,
      totalRepay: 3273,
    });
    // Checklist item 3: no CAT on money never received.
    expect(q.cat).toEqual({ ok: false, reason: 'nonPositiveNet' });
  });

  it('at 0.98% a day the fee takes the whole principal after about 86.5 days (88 at 16%)', () => {
    expect(daysUntilNothingIsPaidOut({ dailyFeeRate: 0.0098, taxRate: 0.18 })).toBe(87);
    expect(quoteOf({ principal: 3000, days: 86, ...SPEC_MAX }).net).toBeGreaterThan(0);
    expect(daysUntilNothingIsPaidOut({ dailyFeeRate: 0.0098, taxRate: 0.16 })).toBe(88);
    expect(1 / (0.0098 * 1.18)).toBeCloseTo(86.5, 1);
  });

  it('the overdue penalty of 2% a day is 730% a year, simple', () => {
    expect(SPEC_TERMS.penaltyDailyRate).toBe(0.02);
    expect(overduePenaltyOf(1000, 365)).toBe(7300);
    expect(overduePenaltyOf(3000, 2)).toBe(120);
    expect(overduePenaltyOf(3000, 0)).toBe(0);
    expect(overduePenaltyOf(3000, -3)).toBe(0);
    // Only whole days past the due date count.
    expect(overduePenaltyOf(3000, 2.9)).toBe(120);
  });

  it('the CAT of one disbursement and one bullet repayment is (repay / net)^(365 / days) - 1', () => {
    // The representative example: 3,000 for 91 days at the published terms.
    const q = quoteOf({ principal: 3000, days: 91, ...PUBLISHED });
    expect(q).toMatchObject({
      interest: 273,
      fee: 136.5,
      tax: 21.84,
      net: 2841.66,
      netBeforeTax: 2863.5,
      totalRepay: 3273,
    });
    const closed = (3273 / 2863.5) ** (365 / 91) - 1;
    expect(q.cat.ok && q.cat.rate).toBeCloseTo(closed, 12);
    expect(q.cat).toMatchObject({ ok: true, percent: 70.9 });
    // Annualised over 360 days it would read 69.7%: the oracle does not.
    expect(((3273 / 2863.5) ** (360 / 91) - 1) * 100).toBeCloseTo(69.7, 1);
  });

  it('taxes are excluded from the CAT ("sin IVA"): the figures count the net plus the tax as received', () => {
    const q = quoteOf({ principal: 3000, days: 91, ...PUBLISHED });
    expect(catOfFigures({ net: q.net, tax: q.tax, totalRepay: q.totalRepay, days: 91 })).toEqual(q.cat);
    expect(catOfFigures({ net: -1, tax: 10, totalRepay: 3273, days: 91 })).toEqual({
      ok: false,
      reason: 'nonPositiveNet',
    });
  });

  it('compounds yearly over 365-day years, any number of flows (Banxico’s equation)', () => {
    const flows = (...f: [number, number][]) => f.map(([days, amount]) => ({ days, amount }));
    expect(catOfFlows(flows([0, 1000], [365, -1100]))).toMatchObject({ ok: true, percent: 10 });
    const two = catOfFlows(flows([0, 1000], [730, -1100]));
    expect(two.ok && two.rate).toBeCloseTo(Math.sqrt(1.1) - 1, 12);
    // Two instalments of 550 at half a year and a year: 1000 x^2 - 550 x - 550 = 0 with x = (1+i)^(1/2).
    const halves = catOfFlows(flows([0, 1000], [182.5, -550], [365, -550]));
    const x = (550 + Math.sqrt(550 ** 2 + 4 * 1000 * 550)) / 2000;
    expect(halves.ok && halves.rate).toBeCloseTo(x * x - 1, 12);
    // A CAT above 100% a year is found too.
    expect(catOfBullet(1000, 1500, 91)).toMatchObject({ ok: true, percent: 408.5 }); // 1.5^(365/91) - 1
  });

  it('says why there is no CAT', () => {
    expect(catOfFlows([{ days: 0, amount: 1000 }])).toEqual({ ok: false, reason: 'invalidFlows' });
    expect(
      catOfFlows([
        { days: 0, amount: 1000 },
        { days: 30, amount: 5 },
      ]),
    ).toEqual({ ok: false, reason: 'noSignChange' });
    expect(catOfBullet(0, 1000, 91)).toEqual({ ok: false, reason: 'nonPositiveNet' });
    expect(
      catOfFlows([
        { days: Number.NaN, amount: 1 },
        { days: 1, amount: -1 },
      ]),
    ).toEqual({ ok: false, reason: 'invalidFlows' });
  });

  it('rounds each figure once to the centavo, half away from zero, the tax on the rounded fee', () => {
    expect(roundToCent(21612.5)).toBe(21613);
    expect(roundToCent(-21612.5)).toBe(-21613);
    expect(roundToCent(300000 * 0.0005 * 91)).toBe(13650);
    // 2,500 at 0.035% a day for 91 days: 79.625 -> 79.63, its tax 12.7408 -> 12.74.
    expect(
      quoteOf({
        principal: 2500,
        days: 91,
        dailyInterestRate: 0.00095,
        dailyFeeRate: 0.00035,
        taxRate: 0.16,
      }),
    ).toMatchObject({
      fee: 79.63,
      tax: 12.74,
      interest: 216.13,
      net: 2407.63,
      totalRepay: 2716.13,
    });
  });

  it('adds up a repayment and an extension by the product’s rules', () => {
    expect(totalOwed({ principal: 3000, interest: 273, penalty: 120, penaltyDeduction: 20 })).toBe(3373);
    expect(unpaidOf(3393, 1000)).toBe(2393);
    expect(unpaidOf(3393, 4000)).toBe(0);
    // 30 extension days at 0.05% a day of 3,000, plus IVA.
    expect(extensionFeeOf(3000, 30, PUBLISHED)).toEqual({ fee: 45, tax: 7.2, total: 52.2 });
  });

  it('counts calendar days', () => {
    expect(dateAfter('2026-01-15', 91)).toBe('2026-04-16');
    expect(dateAfter('2024-02-28', 1)).toBe('2024-02-29');
    expect(daysFrom('2026-04-16', '2026-04-21')).toBe(5);
    expect(() => dateAfter('2026-02-30', 1)).toThrow(RangeError);
  });
});

const loans = fc.record({
  principal: fc.integer({ min: 10, max: 60_000 }).map((n) => n * 10),
  days: fc.integer({ min: 1, max: 400 }),
  dailyInterestRate: fc.integer({ min: 0, max: 2_000 }).map((n) => n / 1_000_000),
  dailyFeeRate: fc.integer({ min: 0, max: 1_000 }).map((n) => n / 1_000_000),
  taxRate: fc.constantFrom(0.08, 0.16, 0.18),
});

describe('properties of the oracle', () => {
  it('net + fee + tax is the principal and the total is principal + interest, to the centavo', () => {
    fc.assert(
      fc.property(loans, (loan) => {
        const q = quoteOf(loan);
        expect(centsOf(q.net) + centsOf(q.fee) + centsOf(q.tax)).toBe(centsOf(loan.principal));
        expect(centsOf(q.totalRepay)).toBe(centsOf(loan.principal) + centsOf(q.interest));
        expect(centsOf(q.deducted)).toBe(centsOf(q.fee) + centsOf(q.tax));
      }),
    );
  });

  it('the CAT solves the present-value equation and equals the closed form of a bullet loan', () => {
    fc.assert(
      fc.property(loans, (loan) => {
        const q = quoteOf(loan);
        fc.pre(q.net > 0 && q.cat.ok);
        if (!q.cat.ok) return;
        const flows = [
          { days: 0, amount: q.netBeforeTax },
          { days: loan.days, amount: -q.totalRepay },
        ];
        expect(Math.abs(presentValue(flows, q.cat.rate))).toBeLessThan(1e-6 * q.totalRepay);
        const closed = (q.totalRepay / q.netBeforeTax) ** (365 / loan.days) - 1;
        expect(Math.abs(q.cat.rate - closed)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(closed)));
      }),
    );
  });

  it('a dearer fee never lowers the CAT', () => {
    fc.assert(
      fc.property(loans, fc.integer({ min: 1, max: 200 }), (loan, more) => {
        const a = quoteOf(loan);
        const b = quoteOf({ ...loan, dailyFeeRate: loan.dailyFeeRate + more / 1_000_000 });
        fc.pre(a.cat.ok && b.cat.ok);
        if (a.cat.ok && b.cat.ok) expect(b.cat.rate).toBeGreaterThanOrEqual(a.cat.rate - 1e-12);
      }),
    );
  });

  it('each overdue day adds the daily rate of the principal (to the centavo)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 60_000 }),
        fc.integer({ min: 0, max: 120 }),
        fc.constantFrom(0.01, 0.02, 0.005),
        (principal, days, rate) => {
          const step =
            centsOf(overduePenaltyOf(principal, days + 1, rate)) -
            centsOf(overduePenaltyOf(principal, days, rate));
          expect(Math.abs(step - principal * 100 * rate)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('the oracle stands on its own', () => {
  it('imports nothing (so nothing of src/domain/loan-math.ts reaches it)', () => {
    const source = readFileSync(resolve(ROOT, 'scenarios/oracle/loan-oracle.ts'), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
    expect(source).not.toMatch(/\brequire\(|\bimport\(/);
  });
});

describe('the checks price with the oracle, not with the app', () => {
  it('the autopilot’s money check never loads src/domain/loan-math.ts', () => {
    expect(
      importChain(ROOT, 'scenarios/autopilot/invariants/money-agrees.ts', 'src/domain/loan-math.ts'),
    ).toBeNull();
    expect(importChain(ROOT, 'scenarios/oracle/quote-check.ts', 'src/domain/loan-math.ts')).toBeNull();
  });

  it('the compliance checks that recompute money import neither loan-math nor loan-quote', () => {
    for (const file of [
      'scenarios/compliance/checks/cat-matches.ts',
      'scenarios/compliance/checks/overdue-penalties.ts',
      'scenarios/compliance/checks/net-disbursed-and-tax.ts',
      'scenarios/compliance/backend-figures.ts',
      'scenarios/compliance/journey-claims.ts',
      'scenarios/compliance/review-fixtures.ts',
    ]) {
      const source = readFileSync(resolve(ROOT, file), 'utf8');
      expect(source, file).not.toMatch(/from '[./]*src\/domain\/(loan-math|orders\/loan-quote)'/);
    }
  });

  it('finds a chain where there is one (the walk itself works)', () => {
    expect(importChain(ROOT, 'src/domain/orders/loan-quote.ts', 'src/domain/loan-math.ts')).toEqual([
      'src/domain/orders/loan-quote.ts',
      'src/domain/loan-math.ts',
    ]);
  });
});
