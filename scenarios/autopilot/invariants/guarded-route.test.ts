import { describe, expect, test } from 'vitest';
import { createGuardedRoute } from './guarded-route';
import { goodObservation } from './observation';

const invariant = createGuardedRoute(new Set(['/borrow/to_borrow']), ['Inicia sesión en la app para continuar.']);

describe('guarded-route', () => {
  test('passes a guarded route with a session, or asking to log in without one, and open routes', () => {
    expect(invariant.check(goodObservation({ route: '/borrow/to_borrow', loggedIn: true, mainText: 'Solicitar préstamo' }))).toBeNull();
    expect(invariant.check(goodObservation({ route: '/borrow/to_borrow', mainText: 'Inicia sesión en la app para continuar.\nVolver al inicio' }))).toBeNull();
    expect(invariant.check(goodObservation({ route: '/', mainText: 'Cuota' }))).toBeNull();
  });
  test('catches a guarded screen shown to a logged-out borrower', () => {
    const v = invariant.check(goodObservation({ route: '/borrow/to_borrow', mainText: 'Solicitar préstamo\nMonto (MXN)' }));
    expect(v?.message).toMatch(/guarded route \/borrow\/to_borrow shows its screen/);
  });
});
