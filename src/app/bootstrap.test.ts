// @vitest-environment jsdom
import type { BridgeClient } from '../bridge/client';
import type { BridgeEvent, LoginInfo } from '../bridge/contract';
import { BridgeError } from '../bridge/errors';
import { SESSION_ERROR_CODES, type SessionErrorCode } from '../domain/events';
import { selectIsLoggedIn, selectLastExpiry } from '../domain/session/session.selectors';
import { selectLanguage } from '../domain/settings/settings.selectors';
import { loginWithCode, refreshUser, requestLoginCode } from '../features/login/login.effects';
import { installMockServer } from '../mocks/server';
import { fault } from '../mocks/world/faults';
import { createMemoryStorage, createStoredValues } from '../storage/stored-values';
import { LOG_STORAGE_KEY } from '../store/persistence';
import { createApp } from './bootstrap';

const runtime = installMockServer();

afterEach(() => {
  vi.useRealTimers();
});

function fakeBridge(): BridgeClient & { calls: Array<[string, unknown]> } {
  const calls: Array<[string, unknown]> = [];
  return {
    calls,
    call: ((method: string, params?: unknown) => {
      calls.push([method, params]);
      if (method === 'toLogin' || method === 'logout') return Promise.resolve({ ok: true });
      return Promise.reject(new BridgeError('UNAVAILABLE', `no ${method} here`, { method: method }));
    }) as BridgeClient['call'],
    onEvent: () => () => {},
    onTrace: () => () => {},
    isAvailable: () => false,
    dispose: () => {},
  };
}

async function loggedInApp(options: { native?: boolean; language?: 'es' | 'en' } = {}) {
  const logStorage = createMemoryStorage();
  const storedValues = createStoredValues(createMemoryStorage());
  if (options.language) storedValues.set('language', options.language);
  const navigate = vi.fn();
  const bridge = fakeBridge();
  const app = createApp({
    storedValues,
    logStorage,
    navigate,
    bridge,
    isNative: () => options.native ?? false,
  });
  await app.loadApi();
  const mobile = '5587654321';
  await app.store.run(requestLoginCode, { mobile });
  const code = runtime.world.outbox.at(-1)!.code;
  const events = await app.store.run(loginWithCode, { mobile, code });
  expect(events.map((e) => e.type)).toEqual([
    'session/loggedIn',
    'session/userInfoLoaded',
    'application/progressLoaded',
  ]);
  return { app, storedValues, logStorage, navigate, bridge, mobile };
}

describe('logging in through the mock world', () => {
  test('keeps the token as a Bearer value and the borrower in state', async () => {
    const { app, storedValues } = await loggedInApp();
    expect(storedValues.get('token')?.Authorization).toMatch(/^Bearer \S+$/);
    expect(selectIsLoggedIn(app.store.getState())).toBe(true);
    expect(app.store.getState().application.progress).toBe(5);
  });

  test('a wrong code ends in session/loginFailed with the world’s message, and no token', async () => {
    const storedValues = createStoredValues(createMemoryStorage());
    const app = createApp({
      storedValues,
      logStorage: createMemoryStorage(),
      navigate: vi.fn(),
      bridge: fakeBridge(),
    });
    await app.store.run(requestLoginCode, { mobile: '5587654321' });
    const real = runtime.world.outbox.at(-1)!.code;
    const events = await app.store.run(loginWithCode, {
      mobile: '5587654321',
      code: real === '000000' ? '111111' : '000000',
    });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'session/loginFailed',
      errorCode: expect.any(String),
      message: expect.any(String),
    });
    expect(storedValues.get('token')).toBeNull();
  });

  test('a network failure is a message in the user’s language, not a crash', async () => {
    const app = createApp({
      storedValues: createStoredValues(createMemoryStorage()),
      logStorage: createMemoryStorage(),
      navigate: vi.fn(),
      bridge: fakeBridge(),
    });
    runtime.faults.once('/security/getVerifyCode', fault.networkError());
    const events = await app.store.run(requestLoginCode, { mobile: '5587654321' });
    expect(events).toEqual([
      expect.objectContaining({
        type: 'session/verifyCodeFailed',
        errorCode: 'NETWORK_ERROR',
        message: expect.stringMatching(/conexión/),
      }),
    ]);
  });
});

describe('the four session codes of spec section 8 end the session', () => {
  test.each(SESSION_ERROR_CODES.map((code) => [code]))(
    '%i in the middle of a journey, in a browser',
    async (code: SessionErrorCode) => {
      const { app, storedValues, logStorage, navigate, mobile } = await loggedInApp({ language: 'en' });
      runtime.faults.once('/security/getUserInfo', fault.error(code, `server says ${code}`));
      await app.store.run(refreshUser, {});
      await Promise.resolve();

      const state = app.store.getState();
      expect(selectIsLoggedIn(state)).toBe(false);
      expect(selectLastExpiry(state)).toMatchObject({ code });
      expect(storedValues.get('token')).toBeNull();
      expect(navigate).toHaveBeenCalledWith('/user/login', { replace: true });
      expect(logStorage.getItem(LOG_STORAGE_KEY) ?? '').not.toContain(mobile);
      // 10010301 also clears the app's own data, but the borrower's language is the phone's setting (the
      // native app shares it, decision 0014): no session code switches the app to another language.
      expect(storedValues.get('language')).toBe('en');
      expect(selectLanguage(state)).toBe('en');
      if (code === 10010301) {
        // The app's own data went: the event log does not come back after the clear (issue 30).
        await new Promise((resolve) => setTimeout(resolve, 0));
        expect(logStorage.getItem(LOG_STORAGE_KEY)).toBeNull();
      }
    },
  );

  test.each(SESSION_ERROR_CODES.map((code) => [code]))(
    '%i inside the native app asks it to log in again',
    async (code: SessionErrorCode) => {
      const { app, bridge, navigate } = await loggedInApp({ native: true });
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      runtime.faults.once('/security/getUserInfo', fault.error(code, 'expired'));
      await app.store.run(refreshUser, {});
      // The short message is read first (2.5 s), then the native login opens (decision 0075).
      await vi.advanceTimersByTimeAsync(2500);
      expect(bridge.calls).toContainEqual(['toLogin', { reason: code === 10010301 ? 'cleared' : 'expired' }]);
      expect(navigate).not.toHaveBeenCalled();
      expect(selectIsLoggedIn(app.store.getState())).toBe(false);
    },
  );

  test('several calls failing with a session code end the session once', async () => {
    const { app, navigate } = await loggedInApp();
    const expiries: string[] = [];
    const sub = app.store.events$.subscribe((e) => {
      if (e.type === 'session/expired') expiries.push(e.type);
    });
    runtime.faults.add('/security/getUserInfo', fault.error(10010303, 'expired'));
    await Promise.all([
      app.store.run(refreshUser, {}),
      app.store.run(refreshUser, {}),
      app.store.run(refreshUser, {}),
    ]);
    sub.unsubscribe();
    expect(expiries).toHaveLength(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});

describe('a session code without a message', () => {
  test.each([
    ['en', 'Token is expired, please log in again'],
    ['es', 'Tu sesión expiró, vuelve a iniciar sesión'],
  ] as const)('shows the catalogue message in %s, not "Error 10010303"', async (language, text) => {
    const { app } = await loggedInApp({ language });
    runtime.faults.once('/security/getUserInfo', fault.error(10010303, ''));
    const failed: unknown = await app.store.deps.api.auth.getUserInfo().catch((error: unknown) => error);
    expect(selectLastExpiry(app.store.getState())).toMatchObject({ code: 10010303, message: text });
    // Whatever screen made the call reads the same sentence from its failure.
    expect(failed).toMatchObject({ code: 'SESSION_ENDED', message: text });
  });
});

/**
 * The native app's side of a session code (decision 0060): the `toLogin` the app asks for is answered by a
 * `loginChanged`, on any screen; the token the backend refused never becomes a session again.
 */
function nativeBridge() {
  const listeners = new Set<(event: BridgeEvent) => void>();
  const calls: Array<[string, unknown]> = [];
  const native = {
    /** The session the native app holds (getLoginInfo). */
    holds: null as LoginInfo | null,
    calls,
    methods: () => calls.map(([method]) => method),
    announce: (data: LoginInfo | null) =>
      listeners.forEach((listener) => listener({ event: 'loginChanged', data })),
    bridge: {
      call: ((method: string, params?: unknown) => {
        calls.push([method, params]);
        if (method === 'getLoginInfo') return Promise.resolve(native.holds);
        if (method === 'toLogin' || method === 'logout') return Promise.resolve({});
        return Promise.reject(new BridgeError('UNAVAILABLE', `no ${method} here`, { method }));
      }) as BridgeClient['call'],
      onEvent: (listener: (event: BridgeEvent) => void) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      onTrace: () => () => {},
      isAvailable: () => true,
      dispose: () => {},
    } satisfies BridgeClient,
  };
  return native;
}

/** Ends a native session with 10010303; by default the message's time passes and the app asks `toLogin`. */
async function nativeSessionEnded(native: ReturnType<typeof nativeBridge>, { loginOpened = true } = {}) {
  // The native login opens after the message's reading time (decision 0075): the tests move the clock.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const storedValues = createStoredValues(createMemoryStorage());
  const app = createApp({
    storedValues,
    logStorage: createMemoryStorage(),
    navigate: vi.fn(),
    bridge: native.bridge,
    isNative: () => true,
  });
  await app.loadApi();
  const mobile = '5587654321';
  await app.store.run(requestLoginCode, { mobile });
  await app.store.run(loginWithCode, { mobile, code: runtime.world.outbox.at(-1)!.code });
  const refused = storedValues.get('token')!.Authorization;
  runtime.faults.once('/security/getUserInfo', fault.error(10010303, 'expired'));
  await app.store.run(refreshUser, {});
  expect(selectIsLoggedIn(app.store.getState())).toBe(false);
  if (loginOpened) {
    await vi.advanceTimersByTimeAsync(10_000);
    expect(native.calls).toContainEqual(['toLogin', { reason: 'expired' }]);
  }
  native.calls.length = 0;
  return { app, storedValues, mobile, refused };
}

describe('after a session code inside the native app', () => {
  test('the native re-login (loginChanged after toLogin) logs the borrower in, on a screen without a guard', async () => {
    const native = nativeBridge();
    const { app, storedValues, mobile } = await nativeSessionEnded(native);
    const token = `Bearer ${runtime.world.issueToken(mobile)}`;
    native.announce({ token, mobile });
    await vi.waitFor(() => expect(app.store.getState().session.user?.mobile).toBe(mobile));
    expect(selectIsLoggedIn(app.store.getState())).toBe(true);
    expect(app.store.getState().session.token).toBe(token);
    expect(storedValues.get('token')).toEqual({ Authorization: token });
    // The announced session is the answer: no second login request.
    expect(native.methods()).toEqual([]);
  });

  test('the refused token, announced, written back or held by the native app, is never a session again', async () => {
    const native = nativeBridge();
    const { app, storedValues, mobile, refused } = await nativeSessionEnded(native);
    native.holds = { token: refused, mobile };
    // Announced again after toLogin: not the answer.
    native.announce({ token: refused, mobile });
    // Written back to the shared `token`, and the page shows again.
    storedValues.set('token', { Authorization: refused });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await Promise.resolve();
    expect(selectIsLoggedIn(app.store.getState())).toBe(false);
    // The borrower closes the native login; a guarded screen asks again: getLoginInfo still holds the refused
    // token, so the app asks the native login again instead of taking it.
    const first = app.services.nativeLogin();
    native.announce(null);
    await expect(first).resolves.toBe('cancelled');
    const again = app.services.nativeLogin();
    await vi.waitFor(() => expect(native.methods()).toEqual(['getLoginInfo', 'toLogin']));
    native.announce({ token: refused, mobile });
    await expect(again).resolves.toBe('cancelled');
    expect(selectIsLoggedIn(app.store.getState())).toBe(false);
  });

  test('closing the native login (loginChanged null) leaves the borrower logged out', async () => {
    const native = nativeBridge();
    const { app } = await nativeSessionEnded(native);
    const waiting = app.services.nativeLogin();
    native.announce(null);
    await expect(waiting).resolves.toBe('cancelled');
    expect(native.methods()).toEqual([]);
    expect(selectIsLoggedIn(app.store.getState())).toBe(false);
  });

  test('a code on the new session right after the re-login ends it too (no time window)', async () => {
    const native = nativeBridge();
    const { app, mobile } = await nativeSessionEnded(native);
    const token = `Bearer ${runtime.world.issueToken(mobile)}`;
    runtime.faults.once('/security/getUserInfo', fault.error(10010304, 'other device'));
    native.announce({ token, mobile });
    await vi.waitFor(() => expect(selectLastExpiry(app.store.getState())).toMatchObject({ code: 10010304 }));
    // The native login opens once the message had its 2.5 s (decision 0075).
    await vi.advanceTimersByTimeAsync(2500);
    expect(native.methods()).toEqual(['toLogin']);
    expect(selectIsLoggedIn(app.store.getState())).toBe(false);
    expect(selectLastExpiry(app.store.getState())).toMatchObject({ code: 10010304 });
  });
});

describe('the session message is read before the native login covers it (decision 0075)', () => {
  test('toLogin waits as long as the toast of the message; a guarded screen waits for that login', async () => {
    const native = nativeBridge();
    const { app, mobile } = await nativeSessionEnded(native);
    const token = `Bearer ${runtime.world.issueToken(mobile)}`;
    native.announce({ token, mobile });
    await vi.waitFor(() => expect(selectIsLoggedIn(app.store.getState())).toBe(true));
    native.calls.length = 0;

    // No message from the backend: the catalogue's, 41 characters, stays 1 s + 41 × 60 ms = 3.46 s.
    runtime.faults.once('/security/getUserInfo', fault.error(10010304, ''));
    await app.store.run(refreshUser, {});
    expect(selectLastExpiry(app.store.getState())).toMatchObject({
      message: 'La cuenta se registró en otro dispositivo',
    });
    const guarded = app.services.nativeLogin();
    await vi.advanceTimersByTimeAsync(3400);
    expect(native.methods()).toEqual([]);
    await vi.advanceTimersByTimeAsync(60);
    expect(native.calls).toEqual([['toLogin', { reason: 'expired' }]]);

    const next = `Bearer ${runtime.world.issueToken(mobile)}`;
    native.announce({ token: next, mobile });
    await expect(guarded).resolves.toBe('loggedIn');
    expect(native.methods()).toEqual(['toLogin']);
  });

  test('the native app logging out while the message shows still gets its login opened, and its session taken', async () => {
    const native = nativeBridge();
    const { app, mobile } = await nativeSessionEnded(native, { loginOpened: false });
    const guarded = app.services.nativeLogin();
    await vi.advanceTimersByTimeAsync(1000);
    native.announce(null); // the native app ends its own session too: not a session, not an answer
    await vi.advanceTimersByTimeAsync(10_000);
    expect(native.methods()).toEqual(['toLogin']);
    native.announce({ token: `Bearer ${runtime.world.issueToken(mobile)}`, mobile });
    await expect(guarded).resolves.toBe('loggedIn');
    expect(selectIsLoggedIn(app.store.getState())).toBe(true);
  });

  test('a session the native app announces while the message shows is taken without asking toLogin', async () => {
    const native = nativeBridge();
    const { app, mobile } = await nativeSessionEnded(native, { loginOpened: false });
    await vi.advanceTimersByTimeAsync(1000);
    native.announce({ token: `Bearer ${runtime.world.issueToken(mobile)}`, mobile });
    await vi.waitFor(() => expect(selectIsLoggedIn(app.store.getState())).toBe(true));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(native.methods()).not.toContain('toLogin');
  });
});

describe('log out', () => {
  test('clears local data, tells the native app and returns home', async () => {
    const { app, storedValues, logStorage, navigate, bridge, mobile } = await loggedInApp({
      native: true,
      language: 'en',
    });
    await app.services.logout();
    await Promise.resolve();
    expect(selectIsLoggedIn(app.store.getState())).toBe(false);
    expect(storedValues.get('token')).toBeNull();
    expect(storedValues.get('language')).toBe('en');
    expect(logStorage.getItem(LOG_STORAGE_KEY) ?? '').not.toContain(mobile);
    expect(bridge.calls.map(([m]) => m)).toContain('logout');
    expect(navigate).toHaveBeenLastCalledWith('/', { replace: true });
  });
});
