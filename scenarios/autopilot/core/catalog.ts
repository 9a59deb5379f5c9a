import { en, es } from '#contracts/texts';
import { ENDPOINTS } from '#contracts/api';
import { PATHS, REDIRECTS } from '#contracts/paths';
import { LOGIN_TEXTS } from '../../../bridge-emulator/login-overlay';

/**
 * What the autopilot knows about the app without running it: the routes of spec section 2, which need a
 * session, the endpoints of the contracts. (Event types and every feature's texts are read from the
 * sources by the Node side, scenarios/autopilot/node/catalog.ts.)
 */

/** Every route path (spec section 2), redirecting parents included. */
export const ALL_ROUTES: readonly string[] = [...new Set(Object.values(PATHS))].sort();

/**
 * The routes spec section 6 says need a token, by name: "Routes whose names match toBorrow,
 * personalInfomation, bankAccount, addBankCard or idCardAuthentication require a token". Written here, not
 * read from the table of screens, so that the guard check does not take its answer from the code it checks
 * (a `guarded` column dropped from the table must still be caught); `catalog.test.ts` checks that the two
 * agree today.
 */
export const SPEC_GUARDED_NAMES = [
  'toBorrow',
  'personalInfomation',
  'bankAccount',
  'addBankCard',
  'idCardAuthentication',
] as const;

const SPEC_GUARDED_PATHS: ReadonlySet<string> = new Set(SPEC_GUARDED_NAMES.map((name) => PATHS[name]));

/** Routes that need a token, and the parents that redirect to one. */
export const GUARDED_ROUTES: ReadonlySet<string> = new Set([
  ...SPEC_GUARDED_PATHS,
  ...Object.entries(REDIRECTS)
    .filter(([, to]) => SPEC_GUARDED_PATHS.has(to))
    .map(([from]) => from),
]);

/**
 * Routes that need a session: the guarded ones, and the account deletion, whose screen waits for the login
 * itself (src/domain/screens.ts: not guarded, so that a deletion's own logout does not bounce to login). A
 * logged-out walk opens these first (`deepLinksToTry`), so the boundary between logged out and in, and what
 * each of these screens shows a logged-out borrower, is met early in every walk whatever the seed.
 */
export const SESSION_ROUTES: ReadonlySet<string> = new Set([...GUARDED_ROUTES, PATHS.deleteAccount]);

/**
 * Titles of the native screens the bridge emulator draws over the web view (its login), in both languages.
 * They belong to the phone, not to the app: one screen wherever a route opened them, and what is typed
 * there is the native screen's to keep, not the app's.
 */
export const NATIVE_SCREENS: ReadonlySet<string> = new Set([LOGIN_TEXTS.es.title, LOGIN_TEXTS.en.title]);

/** What a guarded route shows while the native login is open, in both languages. */
export const WAITING_TEXTS: readonly string[] = [es.login.waitingForNative, en.login.waitingForNative];

/** Every endpoint name of the contracts (`ENDPOINTS`). */
export const ALL_ENDPOINTS: readonly string[] = Object.keys(ENDPOINTS).sort();

/** Method of each endpoint. */
export const ENDPOINT_METHODS: Readonly<Record<string, 'GET' | 'POST'>> = Object.fromEntries(
  Object.values(ENDPOINTS).map((e) => [e.name, e.method]),
);

/**
 * Deep links a borrower may open from outside (the native app links to these paths): every route of spec
 * section 2, the redirecting parents included (`/feedback` opens the feedback list).
 */
export const DEEP_LINKS: readonly string[] = ALL_ROUTES;

/**
 * The route a deep link opened, when the app moved on from it: a redirecting parent (to its first child) or
 * a guarded route without a session (to the login). No screen shows at that path, so the walk notes it as
 * tried there, and coverage counts a redirecting parent as reached.
 */
export function deepLinkPassed(
  actionKey: string,
  ok: boolean,
  arrivedAt: string,
): { path: string; redirect: boolean } | null {
  if (!ok || !actionKey.startsWith('deepLink:')) return null;
  const path = actionKey.slice('deepLink:'.length);
  return arrivedAt !== path ? { path, redirect: path in REDIRECTS } : null;
}
