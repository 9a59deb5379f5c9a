// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { TOKEN_STORAGE_KEY } from './app/screen-paths';
import type {} from './contracts/tool-protocol';

/** Where the app keeps the steps' drafts (decision 0014), as the page's first script must read them. */
const DRAFTS_KEY = 'cuota:drafts';

// The page's first script runs once, on import: each test imports it afresh with its own start functions.
const start = vi.hoisted(() => ({
  startScreen: vi.fn<(name: string) => void>(),
  startApp: vi.fn<() => Promise<unknown>>(),
}));
vi.mock('virtual:cuota-boot', () => start);
// The first paint, by hand: `painted()` runs what waits for it.
const paint = vi.hoisted(() => ({ waiting: [] as Array<() => void> }));
vi.mock('./app/first-paint', () => ({ afterFirstPaint: (run: () => void) => paint.waiting.push(run) }));
const painted = () => paint.waiting.splice(0).forEach((run) => run());

async function boot(hash: string, token?: string) {
  window.location.hash = hash;
  if (token) window.localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token }));
  vi.resetModules();
  await import('./boot');
}

/** index.html of a build: the pre-rendered HTML of a screen in a template (build/index-html.ts). */
function prerendered(screenName: string, text: string, paths: string, signedIn?: { draft: string }) {
  const template = document.createElement('template');
  template.dataset.screen = screenName;
  template.dataset.paths = paths;
  if (signedIn) Object.assign(template.dataset, { session: 'signed-in', draft: signedIn.draft });
  template.content.append(Object.assign(document.createElement('h1'), { textContent: text }));
  document.body.append(template);
}
const root = () => document.getElementById('root')!;

beforeEach(() => {
  window.localStorage.clear();
  paint.waiting.length = 0;
  document.body.replaceChildren(Object.assign(document.createElement('div'), { id: 'root' }));
  delete window.__cuotaMockReady;
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

test("when the app's start throws after its download, the page says so too, with a retry", async () => {
  await boot('#/');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  // src/main.tsx dispatches this when its start (a task after the modules' evaluation) throws.
  window.dispatchEvent(new Event('cuota:start-failed'));
  expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar Cuota');
  expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
});

test("in a mock build, the mock world's readiness waits for the app's own", async () => {
  let appReady: (value: unknown) => void = () => undefined;
  start.startApp.mockReturnValue(new Promise((resolve) => (appReady = resolve)));
  await boot('#/');
  const standIn = window.__cuotaMockReady;
  expect(standIn).toBeInstanceOf(Promise);
  // main.tsx replaces the stand-in with the mock world's start when it runs.
  const world = Promise.resolve('world started');
  window.__cuotaMockReady = world;
  appReady({});
  await expect(standIn).resolves.toBe('world started');
});

test("a pre-rendered screen shows at once, and the app and the screen's files start after the first paint", async () => {
  prerendered('HomePage', 'Cuota', '/');
  prerendered('LoginPage', 'Iniciar sesión', '/user/login');
  await boot('#/');
  expect(root()).toHaveTextContent('Cuota');
  expect(root().dataset.prerendered).toBe('HomePage');
  // Until the app runs, it cannot act on a tap: inert, and its forms do not submit themselves.
  expect(root().inert).toBe(true);
  const submit = new Event('submit', { cancelable: true, bubbles: true });
  root().dispatchEvent(submit);
  expect(submit.defaultPrevented).toBe(true);
  expect(start.startApp).not.toHaveBeenCalled();
  painted();
  expect(start.startApp).toHaveBeenCalledTimes(1);
  expect(start.startScreen).toHaveBeenCalledWith('HomePage');
});

test('a path with a query shows its screen; a redirect or a guarded path waits for the app', async () => {
  prerendered('LandingPhonePage', 'Tu préstamo', '/yx3');
  prerendered('HomePage', 'Cuota', '/');
  prerendered('LoginPage', 'Iniciar sesión', '/user/login');
  await boot('#/yx3?channel=ads');
  expect(root()).toHaveTextContent('Tu préstamo');
  // The router changes these addresses first (to `/`, to the login with `?redirect=`).
  await boot('#/borrow');
  expect(root()).toBeEmptyDOMElement();
  await boot('#/auth/personal_infomation');
  expect(root()).toBeEmptyDOMElement();
});

test.each([
  [
    'a stored session (home is not the logged-out one)',
    () => window.localStorage.setItem(TOKEN_STORAGE_KEY, '{"a":1}'),
  ],
  ['English stored (the HTML is Spanish)', () => window.localStorage.setItem('language', 'en')],
])('with %s, nothing pre-rendered shows and the app starts at once', async (_case, store) => {
  prerendered('HomePage', 'Cuota', '/');
  store();
  await boot('#/');
  expect(root()).toBeEmptyDOMElement();
  expect(root().dataset.prerendered).toBeUndefined();
  expect(root().inert).toBe(false);
  expect(start.startApp).toHaveBeenCalledTimes(1);
});

describe('a screen pre-rendered for a signed-in borrower (personal information, decision 0027)', () => {
  const personal = '#/auth/personal_infomation';
  beforeEach(() => {
    prerendered('HomePage', 'Cuota', '/');
    prerendered('PersonalInfomationPage', 'Información personal', '/auth/personal_infomation', {
      draft: 'personalInfomation',
    });
  });

  test('shows with a stored session and nothing typed on that step, the app after the first paint', async () => {
    // Another step's draft, and this step's with nothing typed, are not what the form shows.
    window.localStorage.setItem(
      DRAFTS_KEY,
      JSON.stringify({ loanQuestion: { purpose: 'x' }, personalInfomation: { firstName: '' } }),
    );
    await boot(personal, 'Bearer abc');
    expect(root()).toHaveTextContent('Información personal');
    expect(root().dataset.prerendered).toBe('PersonalInfomationPage');
    expect(root().inert).toBe(true);
    expect(start.startApp).not.toHaveBeenCalled();
    painted();
    expect(start.startScreen).toHaveBeenCalledWith('PersonalInfomationPage');
  });

  test.each([
    ['no stored session (the router asks for the login first)', () => undefined, undefined],
    [
      'a stored draft of that step (the app shows what was typed)',
      () =>
        window.localStorage.setItem(
          DRAFTS_KEY,
          JSON.stringify({ personalInfomation: { firstName: 'Ana', lastName: '' } }),
        ),
      'Bearer abc',
    ],
    ['unreadable drafts', () => window.localStorage.setItem(DRAFTS_KEY, '{'), 'Bearer abc'],
    ['English stored', () => window.localStorage.setItem('language', 'en'), 'Bearer abc'],
  ])('with %s, it does not show and the app starts at once', async (_case, store, token) => {
    store();
    await boot(personal, token);
    expect(root()).toBeEmptyDOMElement();
    expect(root().inert).toBe(false);
    expect(start.startApp).toHaveBeenCalledTimes(1);
  });

  test("a first visit's template never shows to a signed-in borrower", async () => {
    await boot('#/', 'Bearer abc');
    expect(root()).toBeEmptyDOMElement();
  });
});

test('a screen without pre-rendered HTML starts at once', async () => {
  prerendered('HomePage', 'Cuota', '/');
  await boot('#/records');
  expect(root()).toBeEmptyDOMElement();
  expect(start.startApp).toHaveBeenCalledTimes(1);
  expect(start.startScreen).toHaveBeenCalledWith('RecordsPage');
});

test('until the app runs, following a pre-rendered link shows that screen (or none)', async () => {
  let appRan: (value: unknown) => void = () => undefined;
  start.startApp.mockReturnValue(new Promise((resolve) => (appRan = resolve)));
  prerendered('HomePage', 'Cuota', '/');
  prerendered('LoginPage', 'Iniciar sesión', '/user/login');
  await boot('#/');
  painted();
  window.location.hash = '#/user/login';
  window.dispatchEvent(new HashChangeEvent('hashchange'));
  expect(root()).toHaveTextContent('Iniciar sesión');
  expect(root().dataset.prerendered).toBe('LoginPage');
  window.location.hash = '#/records';
  window.dispatchEvent(new HashChangeEvent('hashchange'));
  expect(root()).toBeEmptyDOMElement();
  // Once the app runs, the addresses are its own.
  appRan({});
  await Promise.resolve();
  await Promise.resolve();
  window.location.hash = '#/';
  window.dispatchEvent(new HashChangeEvent('hashchange'));
  expect(root()).toBeEmptyDOMElement();
});

test('when the app cannot be downloaded under a pre-rendered screen, the message replaces it', async () => {
  start.startApp.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
  prerendered('HomePage', 'Cuota', '/');
  await boot('#/');
  painted();
  expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar Cuota');
  expect(root()).not.toHaveTextContent('Cuota necesita');
  expect(screen.queryByRole('heading', { name: 'Cuota' })).not.toBeInTheDocument();
});
