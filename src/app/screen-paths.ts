import { ROUTES, rowOf, type ScreenName } from '../domain/screens';
import { APP_KEY_PREFIX, STORAGE_KEYS } from '../storage/storage-keys';

export type { ScreenName } from '../domain/screens';

/**
 * The screen a path (`/borrow/product_details`, without the query) shows first, following the redirects of
 * spec section 2; a protected screen without a session is the login screen. Undefined for an unknown path.
 * Pure data of the table of screens (src/domain/screens.ts): the page's first script (src/boot.ts, bundled
 * on its own) uses it to start the first screen's download before React has arrived; the router renders
 * the components of src/app/screen-loaders.ts by the same names.
 */
export function screenNameOf(pathname: string, loggedIn: boolean): ScreenName | undefined {
  // Read from the table alone (not the paths derived from it), so that the first script stays small.
  const row = ROUTES.find(([, route]) => route.path === pathname)?.[1];
  const target = row?.redirect ? rowOf(row.redirect) : row;
  const shown = target?.guarded && !loggedIn ? rowOf('login') : target;
  return shown?.screen as ScreenName | undefined; // a row's `screen` is one of the table's screen names
}

/** The path of a hash-routed location (`#/borrow/product_details?loanOrderId=7` → `/borrow/product_details`). */
export function pathOfHash(hash: string): string {
  return hash.replace(/^#/, '').split('?')[0] || '/';
}

/** Where the stored values keep the token: spec section 3's own name, from the one table of keys. */
export const TOKEN_STORAGE_KEY = STORAGE_KEYS.token;
/** Where builds before decision 0014 kept it; the stored values carry it over on start. */
const LEGACY_TOKEN_STORAGE_KEY = `${APP_KEY_PREFIX}token`;

/**
 * Whether a session seems stored, without the store (which is still downloading): a token value that is
 * not `null`. Only a guess for the early download: the router decides from the restored store.
 */
export function storedSessionHint(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    const raw = storage?.getItem(TOKEN_STORAGE_KEY) ?? storage?.getItem(LEGACY_TOKEN_STORAGE_KEY);
    return raw != null && raw !== 'null' && raw !== '';
  } catch {
    return false; // DOM storage disabled in the WebView
  }
}
