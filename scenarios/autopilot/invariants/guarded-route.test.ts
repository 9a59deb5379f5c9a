import { describe, expect, test } from 'vitest';
import { createGuardedRoute } from './guarded-route';
import { goodObservation } from './observation';

const invariant = createGuardedRoute(new Set(['/borrow/to_borrow']), [
  'Inicia sesión en la app para continuar.',
]);

describe('guarded-route', () => {
  test('passes a guarded route with a session, or asking to log in without one, and open routes', () => {
    expect(
      invariant.check(
        goodObservation({ route: '/borrow/to_borrow', loggedIn: true, mainText: 'Solicitar préstamo' }),
      ),
    ).toBeNull();
    expect(
      invariant.check(
        goodObservation({
          route: '/borrow/to_borrow',
          mainText: 'Inicia sesión en la app para continuar.\nVolver al inicio',
        }),
      ),
    ).toBeNull();
    expect(invariant.check(goodObservation({ route: '/', mainText: 'Cuota' }))).toBeNull();
  });
  test('catches a guarded screen shown to a logged-out borrower', () => {
    const v = invariant.check(
      goodObservation({ route: '/borrow/to_borrow', mainText: 'Solicitar préstamo\nMonto (MXN)' }),
    );
    expect(v?.message).toMatch(/guarded route \/borrow\/to_borrow shows its screen/);
  });
  test('judges the screen on show: the open screen trailing a navigation to a guarded route passes, the guarded one does not', () => {
    // Router 7 renders a navigation in a transition: the URL names the guarded route while product details still shows.
    const trailing = goodObservation({
      route: '/borrow/to_borrow',
      shownRoute: '/borrow/product_details',
      mainText: 'Detalles del producto\nElegir monto y plazo',
    });
    expect(invariant.check(trailing)).toBeNull();
    const shown = goodObservation({
      route: '/borrow/to_borrow',
      shownRoute: '/borrow/to_borrow',
      mainText: 'Solicitar préstamo',
    });
    expect(invariant.check(shown)?.message).toMatch(/guarded route \/borrow\/to_borrow shows its screen/);
    // Arriving on a guarded screen from a URL that moved on (to the login screen) is judged by that screen too.
    const arriving = goodObservation({
      route: '/user/login',
      shownRoute: '/borrow/to_borrow',
      mainText: 'Solicitar préstamo',
    });
    expect(invariant.check(arriving)?.message).toMatch(/guarded route \/borrow\/to_borrow/);
  });
});
