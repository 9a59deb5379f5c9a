import { describe, expect, test } from 'vitest';
import { goodObservation } from './observation';
import { spinnerSettles } from './spinner-settles';

describe('spinner-settles', () => {
  test('passes no spinner, and a spinner while a request is in flight or before the page settled', () => {
    expect(spinnerSettles.check(goodObservation())).toBeNull();
    expect(spinnerSettles.check(goodObservation({ spinnerVisible: true, inFlight: 1 }))).toBeNull();
    expect(spinnerSettles.check(goodObservation({ spinnerVisible: true, settled: false }))).toBeNull();
  });
  test('catches a spinner left on an idle network', () => {
    expect(
      spinnerSettles.check(goodObservation({ spinnerVisible: true, route: '/records' }))?.message,
    ).toMatch(/spinner still visible on \/records/);
  });
});
