import { describe, expect, test } from 'vitest';
import { createNoRawMessageKey } from './no-raw-message-key';
import { goodObservation } from './observation';

const invariant = createNoRawMessageKey(new Set(['app', 'borrow', 'login']));

describe('no-raw-message-key', () => {
  test('passes texts, prices, e-mails and domain names', () => {
    const lines = [
      'Monto: $1,000.00',
      'borrower@example.mx',
      'Visita cuota.mx',
      'www.cuota.com.mx',
      'v1.2.3',
      'Hola.',
      '15 ene 2026, 10:00 a.m.',
      'p. ej. e.g. i.e.',
    ];
    expect(invariant.check(goodObservation({ appLines: lines }))).toBeNull();
  });
  test('catches a key of a known namespace, and any dotted camelCase key', () => {
    const v = invariant.check(goodObservation({ appLines: ['borrow.amountLabel'] }));
    expect(v?.message).toMatch(/raw message key "borrow.amountLabel"/);
    expect(v?.absentText).toBe('borrow.amountLabel');
    expect(invariant.check(goodObservation({ appLines: ['Total: feedback.rating.title'] }))?.absentText).toBe(
      'feedback.rating.title',
    );
    // A key of a namespace whose last part looks like a domain ending still counts.
    expect(invariant.check(goodObservation({ appLines: ['login.mx'] }))).not.toBeNull();
  });
});
