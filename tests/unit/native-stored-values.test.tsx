import { act, screen, waitFor } from '@testing-library/react';
import { PATHS, PROTECTED_PATHS } from '../../src/domain/paths';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { installMockServer, mockServer } from '../../src/mocks/server';
import { readWireRequest } from '../../src/api/wire';
import { createStoredValues } from '../../src/storage/stored-values';
import { currentPath, renderApp } from './render-app';

// Spec section 3: the native app shares `token`, `language`, ... with the web view's localStorage, under
// exactly those names. It writes the token after its own login; the web view must take it as its session.
installMockServer({ preset: 'quota-granted' });
const NATIVE_TOKEN = `Bearer ${REGISTERED_TOKEN}`;

/** Every request's Authorization header and decrypted path, as the backend receives them. */
function recordRequests() {
  const seen: { path: string; authorization: string | null }[] = [];
  const listener = ({ request }: { request: Request }) => {
    const authorization = request.headers.get('Authorization');
    void readWireRequest(request.clone(), request.headers.get('packageName') ?? '')
      .then((wire) => seen.push({ path: wire.path, authorization }))
      .catch(() => seen.push({ path: '?', authorization }));
  };
  mockServer.events.on('request:start', listener);
  return { seen, off: () => mockServer.events.removeListener('request:start', listener) };
}

/** The native app writes its values the way it does: plain localStorage, before the page's scripts run. */
function nativeWrites(values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
}

const GUARDED = [...PROTECTED_PATHS];

describe('a borrower the native app logged in (token written before the app starts)', () => {
  test.each(GUARDED)(
    'lands on the guarded route %s, and every request carries the Authorization header',
    async (path) => {
      nativeWrites({ token: JSON.stringify({ Authorization: NATIVE_TOKEN }) });
      const requests = recordRequests();
      const { app } = await renderApp(path, { storedValues: createStoredValues(window.localStorage) });
      expect(app.store.getState().session).toMatchObject({
        loggedIn: true,
        token: NATIVE_TOKEN,
        via: 'native',
      });
      // The borrower is who the token says: the profile loads with it.
      await waitFor(() => expect(app.store.getState().session.user?.mobile).toBe(REGISTERED_MOBILE));
      const expected = path === PATHS.bankAccount ? PATHS.addBankCard : path;
      await waitFor(() => expect(currentPath()).toBe(expected));
      expect(screen.queryByRole('button', { name: 'Enviar código' })).not.toBeInTheDocument();
      await waitFor(() => expect(requests.seen.length).toBeGreaterThan(0));
      requests.off();
      expect(requests.seen.map((r) => r.path)).toContain('/security/getUserInfo');
      for (const request of requests.seen)
        expect(request).toEqual({ path: request.path, authorization: NATIVE_TOKEN });
      // The profile is kept where the native app reads it too.
      expect(JSON.parse(window.localStorage.getItem('userInfo') ?? 'null')).toMatchObject({
        mobile: REGISTERED_MOBILE,
      });
    },
  );

  test('a token without the native app goes to the login page on a guarded route', async () => {
    await renderApp(PATHS.personalInfomation, { storedValues: createStoredValues(window.localStorage) });
    await waitFor(() => expect(currentPath()).toBe(PATHS.login));
  });

  test('the language the native app wrote (plain `en`) is the app language from the first screen', async () => {
    nativeWrites({ language: 'en', token: JSON.stringify({ Authorization: NATIVE_TOKEN }) });
    const storedValues = createStoredValues(window.localStorage);
    const { app } = await renderApp(PATHS.me, { storedValues, language: storedValues.get('language') });
    expect(app.store.getState().settings.language).toBe('en');
    expect(await screen.findByRole('link', { name: 'Settings' })).toBeInTheDocument();
  });

  test('a malformed token is reset with a log line, and the app starts logged out instead of crashing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    nativeWrites({ token: 'Bearer not-an-object', deviceMsg: '{"traceId":1}', featureMode: '{"live":7}' });
    const { app } = await renderApp(PATHS.me, { storedValues: createStoredValues(window.localStorage) });
    expect(app.store.getState().session.loggedIn).toBe(false);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('featureMode')!)).toEqual({ live: 1, frontPermission: 1 });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("'token' is malformed"));
    expect(await screen.findByRole('link', { name: 'Configuración' })).toBeInTheDocument();
    warn.mockRestore();
  });
});

describe('values the native app writes while the web view is hidden', () => {
  function setVisibility(state: 'visible' | 'hidden') {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  }
  afterEach(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  });

  test('a token written during a native login is the session when the page shows again; removing it ends it', async () => {
    const { app } = await renderApp(PATHS.me, { storedValues: createStoredValues(window.localStorage) });
    expect(app.store.getState().session.loggedIn).toBe(false);
    act(() => setVisibility('hidden'));
    nativeWrites({ token: JSON.stringify({ Authorization: NATIVE_TOKEN }), language: 'en' });
    act(() => setVisibility('visible'));
    expect(app.store.getState().session).toMatchObject({ loggedIn: true, token: NATIVE_TOKEN });
    expect(app.store.getState().settings.language).toBe('en');
    await waitFor(() => expect(app.store.getState().session.user?.mobile).toBe(REGISTERED_MOBILE));
    expect(await screen.findByText(`Account: ${REGISTERED_MOBILE}`)).toBeInTheDocument();

    // The native app logs out on its side: its token is gone, so is the web view's session.
    act(() => setVisibility('hidden'));
    window.localStorage.removeItem('token');
    act(() => setVisibility('visible'));
    expect(app.store.getState().session.loggedIn).toBe(false);
  });

  test('extra headers the native app adds (appendReqHeaders) go on every request, never replacing a spec header', async () => {
    nativeWrites({
      token: JSON.stringify({ Authorization: NATIVE_TOKEN }),
      appendReqHeaders: JSON.stringify({
        'x-campaign': 'spring',
        authorization: 'Bearer hijack',
        lang: 'fr',
      }),
    });
    const headers: Headers[] = [];
    const listener = ({ request }: { request: Request }) => void headers.push(request.headers);
    mockServer.events.on('request:start', listener);
    await renderApp(PATHS.me, { storedValues: createStoredValues(window.localStorage) });
    await waitFor(() => expect(headers.length).toBeGreaterThan(0));
    mockServer.events.removeListener('request:start', listener);
    for (const h of headers) {
      expect(h.get('x-campaign')).toBe('spring');
      expect(h.get('Authorization')).toBe(NATIVE_TOKEN);
      expect(h.get('lang')).toBe('es');
    }
  });
});
