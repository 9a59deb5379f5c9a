import { describe, expect, test } from 'vitest';
import { moneyBody, moneyOnce } from './money-once';
import { goodObservation, type MoneyCall } from './observation';

const body = moneyBody({ orderId: 'LO1', amount: 500, channelId: 'spei', kind: 'repay' });
const call = (overrides: Partial<MoneyCall> = {}): MoneyCall => ({
  endpoint: 'confirmRepayment',
  key: 'k1',
  body,
  reference: '1234567',
  inAction: true,
  ...overrides,
});
const pendingState = (key: string) => ({
  repayment: { pending: { 'repay:LO1': { key, amount: 500, channelId: 'spei', at: 1 } } },
});

describe('money-once', () => {
  test('writes a payment with its keys sorted', () => {
    expect(body).toBe('{"amount":500,"channelId":"spei","kind":"repay","orderId":"LO1"}');
  });

  test('passes keyed calls, a retry under its key answered with the first reference, and new payments under new keys', () => {
    expect(moneyOnce.check(goodObservation({ moneyCalls: [call()] }))).toBeNull();
    const retried = [call({ reference: undefined, failure: 'NETWORK_ERROR', inAction: false }), call()];
    expect(
      moneyOnce.check(goodObservation({ moneyCalls: retried, stateBefore: pendingState('k1') })),
    ).toBeNull();
    const another = [call({ inAction: false }), call({ key: 'k2', reference: '7654321' })];
    expect(
      moneyOnce.check(goodObservation({ moneyCalls: another, stateBefore: { repayment: { pending: {} } } })),
    ).toBeNull();
    const otherAmount = call({
      key: 'k2',
      body: moneyBody({ orderId: 'LO1', amount: 300, channelId: 'spei', kind: 'repay' }),
    });
    expect(
      moneyOnce.check(goodObservation({ moneyCalls: [otherAmount], stateBefore: pendingState('k1') })),
    ).toBeNull();
  });

  test('catches a money call without its key', () => {
    expect(moneyOnce.check(goodObservation({ moneyCalls: [call({ key: null })] }))?.message).toMatch(
      /a repayment of 500 for LO1 was sent to \/portal\/repayment\/confirm without an Idempotency-Key/,
    );
  });

  test('catches one key answered with two references, or used for two payments', () => {
    const twice = [call({ inAction: false }), call({ reference: '7654321' })];
    expect(moneyOnce.check(goodObservation({ moneyCalls: twice }))?.message).toMatch(
      /answered with 2 payment references: two payment orders/,
    );
    const reused = [
      call({ inAction: false }),
      call({ body: moneyBody({ orderId: 'LO1', amount: 300, channelId: 'spei', kind: 'repay' }) }),
    ];
    expect(moneyOnce.check(goodObservation({ moneyCalls: reused }))?.message).toMatch(
      /one Idempotency-Key was sent with two different payments/,
    );
  });

  test('catches a retry of an unanswered payment under a new key, and a double tap under two keys', () => {
    const retried = [
      call({ reference: undefined, failure: 'TIMEOUT', inAction: false }),
      call({ key: 'k2' }),
    ];
    expect(
      moneyOnce.check(goodObservation({ moneyCalls: retried, stateBefore: pendingState('k1') }))?.message,
    ).toMatch(
      /a retry of a repayment of 500 for LO1, whose outcome was not known, was sent under a new Idempotency-Key/,
    );
    const serverError = [
      call({ reference: undefined, failure: 'API_ERROR:500', inAction: false }),
      call({ key: 'k2' }),
    ];
    expect(
      moneyOnce.check(goodObservation({ moneyCalls: serverError, stateBefore: pendingState('k1') }))?.message,
    ).toMatch(/under a new Idempotency-Key/);
    // The first attempt was answered after the last look (the state before still held it as pending): a new payment.
    const answeredLate = [call({ inAction: false }), call({ key: 'k2', reference: '7654321' })];
    expect(
      moneyOnce.check(goodObservation({ moneyCalls: answeredLate, stateBefore: pendingState('k1') })),
    ).toBeNull();
    const refused = [
      call({ reference: undefined, failure: 'API_ERROR:10040403', inAction: false }),
      call({ key: 'k2' }),
    ];
    expect(
      moneyOnce.check(goodObservation({ moneyCalls: refused, stateBefore: pendingState('k1') })),
    ).toBeNull();
    const doubled = [call(), call({ key: 'k2', reference: '7654321' })];
    expect(moneyOnce.check(goodObservation({ moneyCalls: doubled }))?.message).toMatch(
      /one action sent a repayment of 500 for LO1 under two Idempotency-Keys/,
    );
  });
});
