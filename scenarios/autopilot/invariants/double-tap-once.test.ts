import { describe, expect, test } from 'vitest';
import { doubleTapOnce, isMutating } from './double-tap-once';
import { goodObservation } from './observation';

describe('double-tap-once', () => {
  test('passes one submit per double tap, reads sent twice, and single taps', () => {
    const once = [{ endpoint: 'createFeedback', method: 'POST' as const, settled: true }];
    expect(doubleTapOnce.check(goodObservation({ actionKind: 'doubleTap', requests: once }))).toBeNull();
    const reads = [
      { endpoint: 'getProductList', method: 'POST' as const, settled: true },
      { endpoint: 'getProductList', method: 'POST' as const, settled: true },
    ];
    expect(doubleTapOnce.check(goodObservation({ actionKind: 'doubleTap', requests: reads }))).toBeNull();
    expect(
      doubleTapOnce.check(goodObservation({ actionKind: 'tap', requests: [...once, ...once] })),
    ).toBeNull();
  });
  test('catches a submit sent twice by a double tap', () => {
    const twice = [
      { endpoint: 'submitSingleLoanOrder', method: 'POST' as const, settled: true },
      { endpoint: 'submitSingleLoanOrder', method: 'POST' as const, settled: false },
    ];
    expect(
      doubleTapOnce.check(goodObservation({ actionKind: 'doubleTap', requests: twice }))?.message,
    ).toMatch(/sent submitSingleLoanOrder 2 times/);
    expect(isMutating('login', 'POST')).toBe(true);
    expect(isMutating('getAdPage', 'POST')).toBe(false);
    expect(isMutating('getVerifyCode', 'POST')).toBe(true);
    expect(isMutating('getUserInfo', 'GET')).toBe(false);
  });
});
