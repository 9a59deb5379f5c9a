import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { TOKEN_STORAGE_KEY } from './app/screen-paths';

// The page's first script runs once, on import: each test imports it afresh with its own start functions.
const start = vi.hoisted(() => ({
  startScreen: vi.fn<(name: string) => void>(),
  startApp: vi.fn<() => Promise<unknown>>(),
}));
vi.mock('virtual:cuota-boot', () => start);

type MockWindow = Window & { __cuotaMockReady?: Promise<unknown> };

async function boot(hash: string, token?: string) {
  window.location.hash = hash;
  if (token) window.localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token }));
  vi.resetModules();
  await import('./boot');
}

beforeEach(() => {
  window.localStorage.clear();
  document.body.replaceChildren(Object.assign(document.createElement('div'), { id: 'root' }));
  delete (window as MockWindow).__cuotaMockReady;
  start.startScreen.mockReset();
  start.startApp.mockReset().mockResolvedValue({});
});
afterEach(() => {
  window.location.hash = '';
});

test("starts the first screen's files, then the app", async () => {
  await boot('#/borrow/product_details?loanOrderId=7', 'Bearer abc');
  expect(start.startScreen).toHaveBeenCalledWith('ProductDetailsPage');
  expect(start.startApp).toHaveBeenCalledTimes(1);
});

test('a protected screen without a stored session starts the login screen instead', async () => {
  await boot('#/auth/personal_infomation');
  expect(start.startScreen).toHaveBeenCalledWith('LoginPage');
});

test('an unknown path starts no screen, but still the app (which sends it to the external home page)', async () => {
  await boot('#/no/such/screen');
  expect(start.startScreen).not.toHaveBeenCalled();
  expect(start.startApp).toHaveBeenCalledTimes(1);
});

test('when the app cannot be downloaded, the page says so in the stored language', async () => {
  window.localStorage.setItem('language', 'en');
  start.startApp.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
  await boot('#/');
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not load Cuota');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

test("in a mock build, the mock world's readiness waits for the app's own", async () => {
  let appReady: (value: unknown) => void = () => undefined;
  start.startApp.mockReturnValue(new Promise((resolve) => (appReady = resolve)));
  await boot('#/');
  const standIn = (window as MockWindow).__cuotaMockReady;
  expect(standIn).toBeInstanceOf(Promise);
  // main.tsx replaces the stand-in with the mock world's start when it runs.
  const world = Promise.resolve('world started');
  (window as MockWindow).__cuotaMockReady = world;
  appReady({});
  await expect(standIn).resolves.toBe('world started');
});
