import type { Invariant } from './observation';

/**
 * A guarded route (spec section 6: toBorrow, personalInfomation, bankAccount, addBankCard,
 * idCardAuthentication) never shows its screen to a logged-out borrower: while there is no session the
 * screen only asks to log in (inside the native app) or the route has moved on to the login screen.
 */
export function createGuardedRoute(guarded: ReadonlySet<string>, waitingTexts: readonly string[]): Invariant {
  return {
    name: 'guarded-route',
    description: 'a guarded route never shows its screen to a logged-out borrower',
    check(o) {
      // The screen on show is judged: while a navigation renders, the URL may already name a guarded route
      // whose screen is not there yet (the previous, open screen still shows).
      const route = o.shownRoute ?? o.route;
      if (o.loggedIn || !guarded.has(route)) return null;
      if (waitingTexts.some((text) => o.mainText.includes(text))) return null;
      return {
        invariant: this.name,
        message: `guarded route ${route} shows its screen to a logged-out borrower: "${o.mainText.split('\n')[0] ?? ''}"`,
      };
    },
  };
}
