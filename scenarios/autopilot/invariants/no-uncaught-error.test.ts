import { describe, expect, test } from 'vitest';
import { noUncaughtError } from './no-uncaught-error';
import { goodObservation } from './observation';

describe('no-uncaught-error', () => {
  test('passes a quiet page, and the mock world failing to update its service worker', () => {
    expect(noUncaughtError.check(goodObservation())).toBeNull();
    const mswUpdate =
      "TypeError: Failed to update a ServiceWorker for scope ('http://127.0.0.1:36585/') with script ('http://127.0.0.1:36585/mockServiceWorker.js'): Not found";
    expect(noUncaughtError.check(goodObservation({ pageErrors: [mswUpdate] }))).toBeNull();
  });
  test('catches an uncaught error, an unhandled rejection and a [cuota] error line', () => {
    expect(
      noUncaughtError.check(goodObservation({ pageErrors: ['TypeError: x is undefined'] }))?.message,
    ).toMatch(/uncaught error: TypeError/);
    expect(
      noUncaughtError.check(goodObservation({ pageErrors: ['Error: boom', 'Error: again'] }))?.message,
    ).toMatch(/and 1 more/);
    expect(
      noUncaughtError.check(goodObservation({ appErrorLogs: ['[cuota] A screen crashed Error'] }))?.invariant,
    ).toBe('no-uncaught-error');
  });
});
