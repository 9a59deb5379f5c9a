import { describe, expect, test } from 'vitest';
import { createKnownRoute } from './known-route';
import { goodObservation } from './observation';

const invariant = createKnownRoute(new Set(['/', '/me']));

describe('known-route', () => {
  test('passes a route of spec section 2', () => {
    expect(invariant.check(goodObservation({ route: '/me' }))).toBeNull();
  });
  test('catches an unknown route and a web view that left the app', () => {
    expect(invariant.check(goodObservation({ route: '/nowhere' }))?.message).toBe('unknown route /nowhere');
    expect(invariant.check(goodObservation({ url: 'https://www.cuota.mx/' }))?.message).toMatch(
      /left the app/,
    );
  });
});
