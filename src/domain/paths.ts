import { ROUTES, routesWith, type RouteName, type SCREENS } from './screens';

export type { RouteName } from './screens';

/**
 * Every route's path, by its name (the `path` column of the table of screens, src/domain/screens.ts):
 * `PATHS.personalInfomation` is `/auth/personal_infomation`. The native app links to these paths.
 */
export const PATHS = Object.fromEntries(ROUTES.map(([name, row]) => [name, row.path])) as {
  readonly [K in RouteName]: (typeof SCREENS)[K]['path'];
};

/** Parent paths that only redirect (spec section 2): path → the path it opens. */
export const REDIRECTS: Readonly<Record<string, string>> = Object.fromEntries(
  ROUTES.flatMap(([, row]) => (row.redirect ? [[row.path, PATHS[row.redirect]]] : [])),
);

/**
 * Routes that need a token (spec section 6: names matching toBorrow, personalInfomation, bankAccount,
 * addBankCard, idCardAuthentication).
 */
export const PROTECTED_PATHS: ReadonlySet<string> = new Set(routesWith('guarded').map((name) => PATHS[name]));

/** The tab bar's routes. */
export const TAB_PATHS: readonly string[] = routesWith('tab').map((name) => PATHS[name]);

/** Builds `path?query` from a record, leaving out empty queries. */
export function withQuery(path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
