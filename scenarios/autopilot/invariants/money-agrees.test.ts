import { describe, expect, test } from 'vitest';
import { formatMoney } from '#contracts/loan-terms';
import { moneyAgrees } from './money-agrees';
import { goodObservation, type Observation } from './observation';

const claim = (
  name: string,
  value: number | string,
  text = typeof value === 'number' ? formatMoney(value, 'es') : String(value),
) => ({
  claim: name,
  value: String(value),
  text,
});

/** A product whose figures are known: 0.1% interest a day, 0.05% fee a day, IVA 16%. */
const product = {
  productId: 'p1',
  name: 'Cuota 91',
  dailyInterestRate: 0.001,
  dailyFeeRate: 0.0005,
  taxRate: 0.16,
  dailyPenaltyRate: 0.02,
  minAmount: 1000,
  maxAmount: 30000,
  terms: [91],
};
// 3,000 MXN for 91 days: interest 273.00, fee 136.50, tax 21.84, received 2,841.66, total 3,273.00.
const details = (overrides: Record<string, number> = {}) => {
  const f = {
    amount: 3000,
    tenure: 91,
    interest: 273,
    fee: 136.5,
    tax: 21.84,
    netDisbursed: 2841.66,
    totalRepay: 3273,
    ...overrides,
  };
  return Object.entries(f).map(([k, v]) => (k === 'tenure' ? claim(k, v, `${v} días`) : claim(k, v)));
};
const onDetails = (claims: Observation['claims'], withProducts = true): Observation =>
  goodObservation({
    route: '/borrow/product_details',
    claims,
    state: withProducts ? { loanDraft: { products: [product], profile: null } } : null,
  });

describe('money-agrees', () => {
  test('passes figures written by the money formatter that agree with the oracle', () => {
    expect(moneyAgrees.check(onDetails(details()))).toBeNull();
    expect(moneyAgrees.check(goodObservation())).toBeNull();
    // Within the tolerance of decision 0015 (a backend rounding its own way) the figures still agree.
    expect(moneyAgrees.check(onDetails(details({ fee: 136, netDisbursed: 2842.16 })))).toBeNull();
  });

  test('catches a figure written with another rounding than its value', () => {
    const v = moneyAgrees.check(
      onDetails([...details().filter((c) => c.claim !== 'fee'), claim('fee', 136.5, '$137.00')]),
    );
    expect(v?.message).toMatch(/"fee" reads "\$137.00" but its figure is 136.5/);
  });

  test('catches a loan whose amount received is not the principal less fee and tax', () => {
    expect(moneyAgrees.check(onDetails(details({ netDisbursed: 2863.5 }), false))?.message).toMatch(
      /amount received/,
    );
  });

  test('catches a fee beyond tolerance of the oracle for every product on offer', () => {
    const v = moneyAgrees.check(onDetails(details({ fee: 150, netDisbursed: 2828.16 })));
    expect(v?.message).toMatch(/"fee" 150 is beyond 1 MXN of the oracle's 136.5/);
  });

  // The CAT of 3,000 MXN for 91 days: received 2,863.50 (net + tax), repaid 3,273.00: 70.9% over 365-day years.
  const withCat = (value: string, overrides: Record<string, number> = {}) => [
    ...details(overrides),
    { claim: 'cat', value, text: value === '' ? 'CAT no disponible' : `CAT ${value}% sin IVA` },
  ];

  test('passes the CAT of the figures shown, to its shown decimal', () => {
    expect(moneyAgrees.check(onDetails(withCat('70.9')))).toBeNull();
    expect(moneyAgrees.check(onDetails(withCat('70.9'), false))).toBeNull();
  });

  test('catches a CAT annualised over 360 days (69.7% for 70.9%), a planted defect of the app', () => {
    const v = moneyAgrees.check(onDetails(withCat('69.7')));
    expect(v?.invariant).toBe('money-agrees');
    expect(v?.message).toBe(
      "the CAT shown 69.7% is not the oracle's 70.9% for the figures on screen (received 2863.5 (net + tax), repaid 3273 after 91 days, 365-day years) on /borrow/product_details",
    );
  });

  test('catches a CAT shown as unavailable where the figures give one, and one shown where none exists', () => {
    expect(moneyAgrees.check(onDetails(withCat('')))?.message).toMatch(
      /no CAT is shown, but the figures give 70.9%/,
    );
    // 3,000 at the spec's 0.98% a day + 18%: nothing is paid out, so no CAT exists.
    const nothing = withCat('12', { fee: 2675.4, tax: 481.57, netDisbursed: -156.97 });
    expect(moneyAgrees.check(onDetails(nothing, false))?.message).toMatch(
      /a CAT of 12% is shown, but the figures give none/,
    );
    expect(
      moneyAgrees.check(onDetails(withCat('', { fee: 2675.4, tax: 481.57, netDisbursed: -156.97 }), false)),
    ).toBeNull();
  });

  const overdueHome = (rate: number, withProducts = false) =>
    goodObservation({
      route: '/',
      claims: [
        claim('order.principal', 3000),
        { claim: 'penaltyRate', value: String(rate), text: `Pagarás ${rate * 100}% de penalización por día` },
      ],
      state: withProducts ? { loanDraft: { products: [product], profile: null } } : null,
    });

  test('catches a penalty rate stated at 1% a day where the product charges 2%', () => {
    expect(moneyAgrees.check(overdueHome(0.02))).toBeNull();
    expect(moneyAgrees.check(overdueHome(0.02, true))).toBeNull();
    expect(moneyAgrees.check(overdueHome(0.01))?.message).toBe(
      'the penalty rate shown, 1% a day ("Pagarás 1% de penalización por día"), is not the product\'s 2% a day on /',
    );
  });

  test('checks a repayment detail against the repayment rules', () => {
    const repay = (o: Record<string, number>) =>
      goodObservation({
        route: '/repay/repay_detail',
        claims: Object.entries({
          principal: 3000,
          interest: 273,
          penalty: 120,
          penaltyDeduction: 0,
          repaid: 1000,
          totalRepayment: 3393,
          unrepaid: 2393,
          overdueDays: 2,
          ...o,
        }).map(([k, v]) => (k === 'overdueDays' ? claim(k, v, `${v} días`) : claim(k, v))),
      });
    expect(moneyAgrees.check(repay({}))).toBeNull();
    // A penalty at 1% a day (60.00 for two days on 3,000) where the product's rate is 2%.
    expect(moneyAgrees.check(repay({ penalty: 60, totalRepayment: 3333, unrepaid: 2333 }))?.message).toBe(
      "the penalty 60 is not the oracle's 120 (2% a day of 3000) for 2 day(s) overdue on /repay/repay_detail",
    );
    expect(moneyAgrees.check(repay({ unrepaid: 3393 }))?.message).toMatch(/what is unpaid/);
  });
});
