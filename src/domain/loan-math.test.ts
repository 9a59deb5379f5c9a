import fc from 'fast-check';
import {
  addDays,
  cat,
  catCashFlows,
  catClosedForm,
  daysBetween,
  dueDate,
  extensionFee,
  feeTax,
  interest,
  irr,
  netDisbursed,
  npv,
  overdueDays,
  overduePenalty,
  processingFee,
  roundCents,
  summarizeLoan,
  toCents,
  totalRepay,
  type LoanTerms,
} from './loan-math';

const WORKED_EXAMPLE: LoanTerms = {
  principal: 3000,
  days: 91,
  annualInterestRate: 0.36,
  dailyFeeRate: 0.0098,
  feeTaxRate: 0.18,
  dayBasis: 360,
};

const LOW_FEE: LoanTerms = { ...WORKED_EXAMPLE, dailyFeeRate: 0.0005, feeTaxRate: 0.16 };

function expectRate(result: ReturnType<typeof cat>): number {
  if (!result.ok) throw new Error(`expected a rate, got ${result.reason}`);
  return result.rate;
}

describe('the worked example of compliance.md (3,000 MXN, 91 days, 36%, 0.98%/day, 18% tax)', () => {
  test('interest is 273.00 on a 360-day basis', () => {
    expect(interest(WORKED_EXAMPLE)).toBe(273);
  });

  test('the fee is 2,675.40 and its tax 481.57', () => {
    expect(processingFee(WORKED_EXAMPLE)).toBe(2675.4);
    expect(feeTax(WORKED_EXAMPLE)).toBe(481.57);
  });

  test('the borrower would receive -156.97 and repay 3,273.00', () => {
    expect(netDisbursed(WORKED_EXAMPLE)).toBe(-156.97);
    expect(totalRepay(WORKED_EXAMPLE)).toBe(3273);
  });

  test('the CAT is not defined: a typed result, never NaN or Infinity', () => {
    expect(cat(WORKED_EXAMPLE)).toEqual({ ok: false, reason: 'nonPositiveNet' });
  });

  test('the summary shows every figure and flags the finding', () => {
    expect(summarizeLoan(WORKED_EXAMPLE, '2025-01-15')).toEqual({
      principal: 3000,
      days: 91,
      annualInterestRate: 0.36,
      dailyFeeRate: 0.0098,
      feeTaxRate: 0.18,
      interest: 273,
      fee: 2675.4,
      tax: 481.57,
      deducted: 3156.97,
      net: -156.97,
      totalRepay: 3273,
      dueDate: '2025-04-16',
      cat: { ok: false, reason: 'nonPositiveNet' },
      flags: { nonPositiveNet: true, nonMexicanTaxRate: true, tenureAtMost60Days: false },
    });
  });
});

describe('a loan with a positive net (0.05%/day fee, 16% IVA)', () => {
  test('fee, tax and net', () => {
    expect(processingFee(LOW_FEE)).toBe(136.5);
    expect(feeTax(LOW_FEE)).toBe(21.84);
    expect(netDisbursed(LOW_FEE)).toBe(2841.66);
  });

  test('the CAT uses principal - fee (tax excluded) against principal + interest', () => {
    const expected = (3273 / (3000 - 136.5)) ** (365 / 91) - 1;
    expect(expectRate(cat(LOW_FEE))).toBeCloseTo(expected, 12);
    expect(catCashFlows(LOW_FEE)).toEqual([
      { t: 0, amount: 2863.5 },
      { t: 91, amount: -3273 },
    ]);
  });

  test('the closed form and the generic IRR solver agree', () => {
    const closed = expectRate(cat(LOW_FEE));
    const solved = expectRate(irr(catCashFlows(LOW_FEE)));
    expect(Math.abs(solved - closed) / closed).toBeLessThan(1e-10);
  });

  test('the CAT is shown in percent with one decimal', () => {
    const result = cat(LOW_FEE);
    expect(result.ok && result.percent).toBe(Math.round(expectRate(result) * 1000) / 10);
  });

  test('the summary does not flag a Mexican tax rate or a positive net', () => {
    expect(summarizeLoan(LOW_FEE, '2025-01-15').flags).toEqual({
      nonPositiveNet: false,
      nonMexicanTaxRate: false,
      tenureAtMost60Days: false,
    });
  });

  test('a net of exactly zero is not a loan either', () => {
    // 1,000 for 100 days at 0.862069%/day with 16% tax deducts 1,000.00 exactly (862.07 + 137.93).
    const terms: LoanTerms = { ...LOW_FEE, principal: 1000, days: 100, dailyFeeRate: 0.00862069 };
    expect(netDisbursed(terms)).toBe(0);
    expect(cat(terms)).toEqual({ ok: false, reason: 'nonPositiveNet' });
  });
});

describe('rounding to centavos', () => {
  test('half a centavo rounds away from zero despite binary noise', () => {
    expect(roundCents(0.5)).toBe(1);
    expect(roundCents(-0.5)).toBe(-1);
    expect(roundCents(1.4999999999999998)).toBe(2); // 1.5 computed with noise
    expect(roundCents(-0)).toBe(0);
    expect(Object.is(roundCents(-0.2), 0)).toBe(true);
  });

  test('the tax is computed on the rounded fee', () => {
    // Fee 0.125 * 100 = 12.5 cents -> 13 cents; 18% of 13 cents = 2.34 -> 2 cents.
    const terms: LoanTerms = { ...WORKED_EXAMPLE, principal: 12.5, days: 1, dailyFeeRate: 0.01 };
    expect(processingFee(terms)).toBe(0.13);
    expect(feeTax(terms)).toBe(0.02);
  });

  test('a principal with sub-centavo digits is taken to the centavo first', () => {
    expect(summarizeLoan({ ...LOW_FEE, principal: 1000.004 }, '2025-01-01').principal).toBe(1000);
  });

  test('interest on another day basis', () => {
    expect(interest({ ...WORKED_EXAMPLE, dayBasis: 365 })).toBe(269.26);
  });

  test('invalid terms are a RangeError, not NaN', () => {
    expect(() => interest({ ...WORKED_EXAMPLE, days: 0 })).toThrow(RangeError);
    expect(() => interest({ ...WORKED_EXAMPLE, days: 1.5 })).toThrow(RangeError);
    expect(() => interest({ ...WORKED_EXAMPLE, principal: Number.NaN })).toThrow(RangeError);
    expect(() => processingFee({ ...WORKED_EXAMPLE, dailyFeeRate: -0.01 })).toThrow(RangeError);
  });
});

describe('dates', () => {
  test('the due date is the start date plus the tenure, across a leap day', () => {
    expect(dueDate('2024-01-01', 91)).toBe('2024-04-01');
    expect(dueDate('2025-01-01', 91)).toBe('2025-04-02');
    expect(dueDate('2024-12-31', 1)).toBe('2025-01-01');
  });

  test('a date-time keeps its calendar date as written', () => {
    expect(dueDate('2025-03-10T23:30:00-06:00', 1)).toBe('2025-03-11');
  });

  test('malformed or impossible dates are rejected', () => {
    expect(() => dueDate('10/03/2025', 1)).toThrow(RangeError);
    expect(() => dueDate('2025-02-29', 1)).toThrow(RangeError);
  });

  test('overdue days count from the day after the due date', () => {
    expect(overdueDays('2025-04-02', '2025-04-01')).toBe(0);
    expect(overdueDays('2025-04-02', '2025-04-02')).toBe(0);
    expect(overdueDays('2025-04-02', '2025-04-05')).toBe(3);
    expect(daysBetween('2025-04-05', '2025-04-02')).toBe(-3);
  });

  test('addDays goes backwards too', () => {
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });
});

describe('overdue penalty: 2% of the principal per day', () => {
  test('grows by 60.00 per day on 3,000', () => {
    expect([0, 1, 2, 3, 10].map((d) => overduePenalty(3000, d))).toEqual([0, 60, 120, 180, 600]);
  });

  test('is 730% a year', () => {
    expect(overduePenalty(1000, 365)).toBe(7300);
  });

  test('counts whole days only and nothing before the due date', () => {
    expect(overduePenalty(3000, 2.9)).toBe(120);
    expect(overduePenalty(3000, -4)).toBe(0);
  });

  test('each day adds the daily penalty, within one rounding centavo', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 6_000_000 }),
        fc.integer({ min: 0, max: 400 }),
        (cents, days) => {
          const principal = cents / 100;
          const step =
            toCents(overduePenalty(principal, days + 1)) - toCents(overduePenalty(principal, days));
          const daily = cents * 0.02;
          return step >= Math.floor(daily) - 1 && step <= Math.ceil(daily) + 1;
        },
      ),
    );
  });
});

describe('extension fee (our rule: principal * daily rate * days, plus tax on it)', () => {
  test('defaults to the daily processing-fee rate', () => {
    expect(extensionFee(LOW_FEE, 7)).toEqual({ fee: 10.5, tax: 1.68, total: 12.18 });
  });

  test('takes an explicit daily extension rate', () => {
    expect(extensionFee(WORKED_EXAMPLE, 7, 0.01)).toEqual({ fee: 210, tax: 37.8, total: 247.8 });
  });

  test('needs whole days', () => {
    expect(() => extensionFee(LOW_FEE, 0)).toThrow(RangeError);
  });
});

describe('the generic IRR solver', () => {
  test('a one-year loan of 100 repaid with 110 is 10%', () => {
    expect(
      expectRate(
        irr([
          { t: 0, amount: 100 },
          { t: 365, amount: -110 },
        ]),
      ),
    ).toBeCloseTo(0.1, 12);
  });

  test('several repayments: NPV is zero at the solution', () => {
    const flows = [
      { t: 0, amount: 1000 },
      { t: 30, amount: -400 },
      { t: 60, amount: -400 },
      { t: 90, amount: -400 },
    ];
    const rate = expectRate(irr(flows));
    expect(Math.abs(npv(flows, rate))).toBeLessThan(1e-8);
  });

  test('the sign of the flows does not matter', () => {
    const a = expectRate(
      irr([
        { t: 0, amount: 100 },
        { t: 91, amount: -130 },
      ]),
    );
    const b = expectRate(
      irr([
        { t: 0, amount: -100 },
        { t: 91, amount: 130 },
      ]),
    );
    expect(a).toBeCloseTo(b, 12);
  });

  test('a zero-cost loan has a CAT of 0 and a negative-cost one a negative CAT', () => {
    expect(
      expectRate(
        irr([
          { t: 0, amount: 100 },
          { t: 91, amount: -100 },
        ]),
      ),
    ).toBe(0);
    expect(
      expectRate(
        irr([
          { t: 0, amount: 100 },
          { t: 365, amount: -90 },
        ]),
      ),
    ).toBeCloseTo(-0.1, 12);
  });

  test('answers typed failures instead of NaN', () => {
    expect(irr([])).toEqual({ ok: false, reason: 'invalidCashFlows' });
    expect(
      irr([
        { t: 0, amount: 100 },
        { t: Number.NaN, amount: -1 },
      ]),
    ).toEqual({ ok: false, reason: 'invalidCashFlows' });
    expect(
      irr([
        { t: 0, amount: 100 },
        { t: 30, amount: 10 },
      ]),
    ).toEqual({ ok: false, reason: 'noSignChange' });
    // Repaying a million times the loan the next day: the rate exceeds any finite number.
    expect(
      irr([
        { t: 0, amount: 1 },
        { t: 1, amount: -1e6 },
      ]),
    ).toEqual({ ok: false, reason: 'outOfRange' });
    expect(catClosedForm(1, 1e6, 1)).toEqual({ ok: false, reason: 'outOfRange' });
  });

  test('finds very large but finite rates', () => {
    const flows = [
      { t: 0, amount: 100 },
      { t: 30, amount: -200 },
    ];
    const rate = expectRate(irr(flows));
    expect(rate).toBeCloseTo(2 ** (365 / 30) - 1, 4);
    expect(Math.abs(npv(flows, rate))).toBeLessThan(1e-9);
  });
});

describe('properties', () => {
  const terms = fc.record({
    principal: fc.integer({ min: 100_000, max: 6_000_000 }).map((c) => c / 100),
    days: fc.integer({ min: 1, max: 365 }),
    annualInterestRate: fc.integer({ min: 0, max: 3650 }).map((bp) => bp / 10_000),
    dailyFeeRate: fc.integer({ min: 0, max: 98 }).map((x) => x / 10_000),
    feeTaxRate: fc.constantFrom(0.08, 0.16, 0.18),
    dayBasis: fc.constant(360),
  });

  test('net + fee + tax equals the principal to the centavo', () => {
    fc.assert(
      fc.property(terms, (t) => {
        return (
          toCents(netDisbursed(t)) + toCents(processingFee(t)) + toCents(feeTax(t)) === toCents(t.principal)
        );
      }),
    );
  });

  test('the CAT never comes out as NaN or Infinity', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const result = cat(t);
        return result.ok
          ? Number.isFinite(result.rate) && Number.isFinite(result.percent)
          : netDisbursed(t) <= 0 || result.reason === 'outOfRange';
      }),
    );
  });

  test('the CAT does not decrease as the fee rate rises', () => {
    fc.assert(
      fc.property(terms, fc.integer({ min: 1, max: 50 }), (t, bump) => {
        const higher = { ...t, dailyFeeRate: t.dailyFeeRate + bump / 100_000 };
        const a = cat(t);
        const b = cat(higher);
        if (!a.ok || !b.ok) return true;
        return processingFee(higher) > processingFee(t) ? b.rate > a.rate : b.rate >= a.rate;
      }),
    );
  });

  test('the solver matches the closed form and has NPV ~ 0 at its solution', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const closed = cat(t);
        if (!closed.ok) return true;
        const flows = catCashFlows(t);
        const solved = irr(flows);
        if (!solved.ok) return false;
        const scale = flows.reduce((s, f) => s + Math.abs(f.amount), 0);
        return (
          Math.abs(solved.rate - closed.rate) <= 1e-9 * Math.max(1, Math.abs(closed.rate)) &&
          Math.abs(npv(flows, solved.rate)) <= 1e-9 * scale
        );
      }),
    );
  });

  test('a positive net with no fee and no interest gives a CAT of 0', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const result = cat({ ...t, dailyFeeRate: 0, annualInterestRate: 0 });
        return result.ok && result.rate === 0;
      }),
    );
  });
});
