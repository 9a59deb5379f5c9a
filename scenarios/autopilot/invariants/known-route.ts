import type { Invariant } from './observation';

/** The app stays in the app and on one of the routes of spec section 2. */
export function createKnownRoute(routes: ReadonlySet<string>): Invariant {
  return {
    name: 'known-route',
    description: 'the route is one of spec section 2 (src/domain/paths.ts)',
    check(o) {
      if (!o.url.startsWith(o.appUrl))
        return { invariant: this.name, message: `the web view left the app for ${o.url}` };
      if (routes.has(o.route)) return null;
      return { invariant: this.name, message: `unknown route ${o.route}` };
    },
  };
}
