import { expect, test } from 'vitest';
import { PATHS, PROTECTED_PATHS, REDIRECTS } from '../domain/paths';
import { storageKeyOf } from '../storage/stored-values';
import { SCREENS, routesWith } from '../domain/screens';
import { SCREEN_MODULES, pageFileOf, screenOf } from './screen-loaders';
import { TOKEN_STORAGE_KEY, pathOfHash, storedSessionHint } from './screen-paths';

const byName = (name: keyof typeof SCREEN_MODULES) => SCREEN_MODULES[name];

test('the path of a hash-routed location drops the hash sign and the query', () => {
  expect(pathOfHash('')).toBe('/');
  expect(pathOfHash('#')).toBe('/');
  expect(pathOfHash('#/')).toBe('/');
  expect(pathOfHash('#/borrow/product_details?loanOrderId=7')).toBe('/borrow/product_details');
  expect(pathOfHash('#/auth/personal_infomation')).toBe('/auth/personal_infomation');
});

test('a path shows its own screen, a redirect its target, and a protected one without a session the login', () => {
  expect(screenOf(PATHS.home, false)).toBe(byName('HomePage'));
  expect(screenOf(PATHS.personalInfomation, true)).toBe(byName('PersonalInfomationPage'));
  expect(screenOf(PATHS.personalInfomation, false)).toBe(byName('LoginPage'));
  expect(screenOf(PATHS.auth, true)).toBe(byName('PersonalInfomationPage'));
  expect(screenOf('/no/such/screen', true)).toBeUndefined();
  // The landing page shows on two paths and downloads once.
  expect(screenOf(PATHS.yx1, false)).toBe(screenOf(PATHS.yx2, false));
});

test('every redirect and protected path of spec section 2 leads to a screen', () => {
  for (const path of [...Object.keys(REDIRECTS), ...PROTECTED_PATHS]) {
    expect(screenOf(path, true), path).toBeDefined();
  }
});

test('the early guess of a session reads the token where the stored values keep it', () => {
  expect(TOKEN_STORAGE_KEY).toBe(storageKeyOf('token'));
  const storage = (value: string | null) => ({
    getItem: (key: string) => (key === TOKEN_STORAGE_KEY ? value : null),
  });
  expect(storedSessionHint(storage(JSON.stringify({ token: 'Bearer abc' })))).toBe(true);
  expect(storedSessionHint(storage('null'))).toBe(false);
  expect(storedSessionHint(storage(null))).toBe(false);
  expect(storedSessionHint(undefined)).toBe(false);
  expect(
    storedSessionHint({
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    }),
  ).toBe(false);
});

test('every screen name of the table of screens has its module, named as its component', () => {
  const names = routesWith('screen').map((route) => SCREENS[route].screen);
  for (const name of names) expect(SCREEN_MODULES[name].name).toBe(name);
  expect(new Set(Object.keys(SCREEN_MODULES))).toEqual(new Set(names));
});

test('a screen downloads once and is known once in', async () => {
  const screen = byName('AboutUsPage');
  expect(screen.loaded()).toBeNull();
  const first = screen.preload();
  expect(screen.preload()).toBe(first);
  const component = await first;
  expect(typeof component).toBe('function');
  expect(screen.loaded()).toBe(component);
});

test('a screen lives in the file named after its component, and every *-page.tsx of a feature is a screen', () => {
  expect(pageFileOf('PersonalInfomationPage')).toBe('personal-infomation-page.tsx');
  expect(pageFileOf('IdCardAuthenticationPage')).toBe('id-card-authentication-page.tsx');
  expect(pageFileOf('FaqPage')).toBe('faq-page.tsx');
  const files = Object.keys(import.meta.glob('../features/*/*-page.tsx')).map((path) =>
    path.split('/').pop(),
  );
  const screens = Object.keys(SCREEN_MODULES).map(pageFileOf);
  expect(new Set(files)).toEqual(new Set(screens));
  expect(files).toHaveLength(screens.length);
});
