import { checkCashierAmount, maxPayable, owedIsRounded } from './cashier-amount';

// What is owed with centavos: the largest whole amount pays it, and the texts must not call it what is owed.
const withCents = { unrepayAmount: 3270.5, minRepayAmount: 100 };
const whole = { unrepayAmount: 3273, minRepayAmount: 100 };

test('what is owed with centavos is paid off by the next whole peso, and is said to be rounded', () => {
  expect(maxPayable(withCents)).toBe(3271);
  expect(owedIsRounded(withCents)).toBe(true);
  expect(owedIsRounded(whole)).toBe(false);
  expect(owedIsRounded({ unrepayAmount: 0.1 + 0.2 })).toBe(true);
  expect(owedIsRounded({ unrepayAmount: 1636.000000001 })).toBe(false);
});

test('above the largest amount, the message names what is owed when it was rounded', () => {
  expect(checkCashierAmount('3272', withCents)).toEqual({
    ok: false,
    key: 'repay.cashier.errors.aboveUnpaidRounded',
  });
  expect(checkCashierAmount('3274', whole)).toEqual({ ok: false, key: 'repay.cashier.errors.aboveUnpaid' });
  expect(checkCashierAmount('3271', withCents)).toEqual({ ok: true, amount: 3271 });
});

test('a small balance with centavos can only be paid in full, and the message says it is rounded', () => {
  const small = { unrepayAmount: 7.4, minRepayAmount: 100 };
  expect(checkCashierAmount('5', small)).toEqual({ ok: false, key: 'repay.cashier.errors.onlyFullRounded' });
  expect(checkCashierAmount('5', { unrepayAmount: 7, minRepayAmount: 100 })).toEqual({
    ok: false,
    key: 'repay.cashier.errors.onlyFull',
  });
  expect(checkCashierAmount('8', small)).toEqual({ ok: true, amount: 8 });
});
