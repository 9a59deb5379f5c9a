import { describe, expect, test } from 'vitest';
import { noUncaughtError } from './no-uncaught-error';
import { goodObservation } from './observation';

describe('no-uncaught-error', () => {
  test('passes a quiet page', () => {
    expect(noUncaughtError.check(goodObservation())).toBeNull();
  });
  test('catches an uncaught error, an unhandled rejection and a [cuota] error line', () => {
    expect(noUncaughtError.check(goodObservation({ pageErrors: ['TypeError: x is undefined'] }))?.message).toMatch(/uncaught error: TypeError/);
    expect(noUncaughtError.check(goodObservation({ pageErrors: ['Error: boom', 'Error: again'] }))?.message).toMatch(/and 1 more/);
    expect(noUncaughtError.check(goodObservation({ appErrorLogs: ['[cuota] A screen crashed Error'] }))?.invariant).toBe('no-uncaught-error');
  });
});
