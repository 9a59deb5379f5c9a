import type { LoanProduct } from '../../domain/events';
import { SAMPLE_EVENTS } from '../../domain/testing/event-fixtures';
import { amountLimits, checkAmount, clampAmount } from './amount-rules';

// The sample offer's product (minimum 1,000 in steps of 100), with a maximum of 10,000.
const product: LoanProduct = { ...SAMPLE_EVENTS['borrow/offerLoaded']!.products[0]!, maxAmount: 10_000 };

test('the largest amount is the lower of the product maximum and the quota, on a step', () => {
  expect(amountLimits(product, 5050)).toMatchObject({ min: 1000, max: 5000, reachable: true });
  expect(amountLimits(product, 50_000)).toMatchObject({ max: 10_000 });
  expect(amountLimits(product, 800)).toMatchObject({ reachable: false });
});

test('slider and stepper values snap to a valid amount', () => {
  const limits = amountLimits(product, 5000);
  expect(clampAmount(4349, limits)).toBe(4300);
  expect(clampAmount(99_999, limits)).toBe(5000);
  expect(clampAmount(0, limits)).toBe(1000);
});

test.each([
  ['', { kind: 'empty' }],
  ['12.5', { kind: 'whole' }],
  ['1,000.50', { kind: 'whole' }],
  ['abc', { kind: 'whole' }],
  ['-100', { kind: 'whole' }],
  ['900', { kind: 'belowMin', min: 1000 }],
  ['12000', { kind: 'aboveQuota', available: 5000 }],
  ['5100', { kind: 'aboveQuota', available: 5000 }],
  ['2350', { kind: 'step', step: 100, below: 2300, above: 2400 }],
])('typed %j is refused: %o', (typed, problem) => {
  expect(checkAmount(typed, amountLimits(product, 5000))).toEqual({ ok: false, problem });
});

test('whole amounts on a step within the limits are accepted, with separators', () => {
  expect(checkAmount('$2,300', amountLimits(product, 5000))).toEqual({ ok: true, amount: 2300 });
  expect(checkAmount('5000', amountLimits(product, 5000))).toEqual({ ok: true, amount: 5000 });
});

test('with a quota above the product maximum, the product maximum is named', () => {
  expect(checkAmount('12000', amountLimits(product, 50_000))).toEqual({
    ok: false,
    problem: { kind: 'aboveProduct', max: 10_000 },
  });
});

test('an amount off the steps never gets the same example twice', () => {
  // A quota off the steps: 5,550 available, so 5,500 is the largest amount.
  expect(checkAmount('5550', amountLimits(product, 5550))).toEqual({
    ok: false,
    problem: { kind: 'step', step: 100, below: 5400, above: 5500 },
  });
  expect(checkAmount('5520', amountLimits(product, 5550))).toEqual({
    ok: false,
    problem: { kind: 'step', step: 100, below: 5400, above: 5500 },
  });
  expect(checkAmount('5450', amountLimits(product, 5550))).toEqual({
    ok: false,
    problem: { kind: 'step', step: 100, below: 5400, above: 5500 },
  });
  expect(checkAmount('1050', amountLimits(product, 1150))).toEqual({
    ok: false,
    problem: { kind: 'step', step: 100, below: 1000, above: 1100 },
  });
});
