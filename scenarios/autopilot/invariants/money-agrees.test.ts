import { describe, expect, test } from 'vitest';
import { formatMoney } from '../../../src/domain/money';
import { moneyAgrees } from './money-agrees';
import { goodObservation, type Observation } from './observation';

const claim = (name: string, value: number | string, text = typeof value === 'number' ? formatMoney(value, 'es') : String(value)) => ({
  claim: name,
  value: String(value),
  text,
});

/** A product whose loan-math is known: 0.1% interest a day, 0.05% fee a day, IVA 16%. */
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
  const f = { amount: 3000, tenure: 91, interest: 273, fee: 136.5, tax: 21.84, netDisbursed: 2841.66, totalRepay: 3273, ...overrides };
  return Object.entries(f).map(([k, v]) => (k === 'tenure' ? claim(k, v, `${v} días`) : claim(k, v)));
};
const onDetails = (claims: Observation['claims'], withProducts = true): Observation =>
  goodObservation({
    route: '/borrow/product_details',
    claims,
    state: withProducts ? { loanDraft: { products: [product], profile: null } } : null,
  });

describe('money-agrees', () => {
  test('passes figures written by the money formatter that agree with loan-math', () => {
    expect(moneyAgrees.check(onDetails(details()))).toBeNull();
    expect(moneyAgrees.check(goodObservation())).toBeNull();
    // Within the tolerance of decision 0015 (a backend rounding its own way) the figures still agree.
    expect(moneyAgrees.check(onDetails(details({ fee: 136, netDisbursed: 2842.16 })))).toBeNull();
  });

  test('catches a figure written with another rounding than its value', () => {
    const v = moneyAgrees.check(onDetails([...details().filter((c) => c.claim !== 'fee'), claim('fee', 136.5, '$137.00')]));
    expect(v?.message).toMatch(/"fee" reads "\$137.00" but its figure is 136.5/);
  });

  test('catches a loan whose amount received is not the principal less fee and tax', () => {
    expect(moneyAgrees.check(onDetails(details({ netDisbursed: 2863.5 }), false))?.message).toMatch(/amount received/);
  });

  test('catches a fee beyond tolerance of loan-math for every product on offer', () => {
    const v = moneyAgrees.check(onDetails(details({ fee: 150, netDisbursed: 2828.16 })));
    expect(v?.message).toMatch(/"fee" 150 is beyond 1 MXN of loan-math's 136.5/);
  });

  test('checks a repayment detail against the repayment rules', () => {
    const repay = (o: Record<string, number>) =>
      goodObservation({
        route: '/repay/repay_detail',
        claims: Object.entries({ principal: 3000, interest: 273, penalty: 120, penaltyDeduction: 0, repaid: 1000, totalRepayment: 3393, unrepaid: 2393, overdueDays: 2, ...o }).map(([k, v]) =>
          k === 'overdueDays' ? claim(k, v, `${v} días`) : claim(k, v),
        ),
      });
    expect(moneyAgrees.check(repay({}))).toBeNull();
    expect(moneyAgrees.check(repay({ penalty: 60, totalRepayment: 3333, unrepaid: 2333 }))?.message).toMatch(/the penalty 60/);
    expect(moneyAgrees.check(repay({ unrepaid: 3393 }))?.message).toMatch(/what is unpaid/);
  });
});
