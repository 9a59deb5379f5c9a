import { act, screen, waitFor } from '@testing-library/react';
import {
  createBridgeClient,
  type BridgeHost,
  type NativeBridgeLike,
  type NativeMessageEvent,
} from '../bridge/client';
import type { BridgeMethod, LoginInfo } from '../bridge/contract';
import { PATHS } from '../domain/paths';
import { selectIsLoggedIn } from '../domain/session/session.selectors';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../mocks/presets/registered-borrower';
import { installMockServer } from '../mocks/server';
import { fault } from '../mocks/world/faults';
import { currentPath, renderApp } from '../../tests/unit/render-app';

/**
 * The login hand-over between a guarded screen and the native app (decision 0060): one login request per ended
 * session, the refused token never adopted again, and the web login page when no bridge answers.
 */

const runtime = installMockServer({ preset: 'registered-borrower' });

const WEBVIEW_UA = 'Mozilla/5.0 (Linux; Android 13; wv) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';
const FACEBOOK_UA =
  'Mozilla/5.0 (Linux; Android 13; SM-A135F Build/TP1A; wv) AppleWebKit/537.36 Chrome/120.0 Mobile ' +
  'Safari/537.36 [FB_IAB/FB4A;FBAV/450.0]';
const OLD_TOKEN = `Bearer ${REGISTERED_TOKEN}`;
/** The guard's notice while the native login is open (a status without a name of its own: found by its text). */
const WAITING = 'Inicia sesión en la app para continuar.';

interface Posted {
  v: number;
  id: string;
  method: BridgeMethod;
  params: unknown;
}

/** A native app whose `getLoginInfo` answers `holds`; `announce` sends a `loginChanged`. */
function nativeApp(holds: LoginInfo | null) {
  const listeners = new Set<(event: NativeMessageEvent) => void>();
  const posted: Posted[] = [];
  const send = (data: unknown) => {
    for (const listener of [...listeners]) listener({ data: JSON.stringify(data) });
  };
  const native: NativeBridgeLike & {
    posted: Posted[];
    logins: () => Posted[];
    announce: (data: LoginInfo | null) => void;
  } = {
    posted,
    logins: () => posted.filter((p) => p.method === 'toLogin' || p.method === 'getLoginInfo'),
    postMessage(message: string) {
      const request = JSON.parse(message) as Posted;
      posted.push(request);
      const result = request.method === 'getLoginInfo' ? holds : {};
      queueMicrotask(() => send({ v: request.v, id: request.id, ok: true, result }));
    },
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
    announce: (data) => send({ v: 1, event: 'loginChanged', data }),
  };
  return native;
}

/** The personal-information step inside the native app, logged in with the preset's token. */
async function onGuardedStep(holds: LoginInfo | null) {
  const native = nativeApp(holds);
  const host: BridgeHost = {
    navigator: { userAgent: WEBVIEW_UA },
    NativeBridge: native,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  const bridge = createBridgeClient({ getWindow: () => host, log: () => undefined });
  vi.stubGlobal('NativeBridge', native);
  const view = await renderApp(PATHS.personalInfomation, {
    bridge,
    isNative: () => true,
    session: { mobile: REGISTERED_MOBILE, token: REGISTERED_TOKEN, progress: 20 },
  });
  await act(() => vi.advanceTimersByTimeAsync(1_000));
  native.posted.length = 0;
  return { native, bridge, ...view };
}

/** A session code on the step: the borrower's data reloads and the backend refuses the token. */
async function sessionCode(app: Awaited<ReturnType<typeof onGuardedStep>>['app']) {
  runtime.faults.once('/security/getUserInfo', fault.error(10010303, 'expired'));
  await act(async () => {
    await app.store.deps.api.auth.getUserInfo().catch(() => undefined);
  });
  expect(await screen.findByText(WAITING)).toBeInTheDocument();
  // The native login opens once the message had its 2.5 s on screen (decision 0075).
  await act(() => vi.advanceTimersByTimeAsync(2_500));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('one session code on a guarded step asks the native app to log in once, and its answer is the session', async () => {
  const { native, bridge, app } = await onGuardedStep(null);
  await sessionCode(app);
  expect(native.logins()).toEqual([
    expect.objectContaining({ method: 'toLogin', params: { reason: 'expired' } }),
  ]);

  const token = `Bearer ${runtime.world.issueToken(REGISTERED_MOBILE)}`;
  act(() => native.announce({ token, mobile: REGISTERED_MOBILE }));
  await waitFor(() => expect(screen.queryByText(WAITING)).not.toBeInTheDocument());
  expect(app.store.getState().session.token).toBe(token);
  expect(currentPath()).toBe(PATHS.personalInfomation);
  expect(native.logins()).toHaveLength(1);
  bridge.dispose();
});

test('a native app that keeps the refused token does not bring the session back', async () => {
  const { native, bridge, app, storedValues } = await onGuardedStep({
    token: OLD_TOKEN,
    mobile: REGISTERED_MOBILE,
  });
  await sessionCode(app);
  act(() => native.announce({ token: OLD_TOKEN, mobile: REGISTERED_MOBILE }));
  await act(() => vi.advanceTimersByTimeAsync(1_000));
  expect(native.logins().map((p) => p.method)).toEqual(['toLogin']);
  expect(selectIsLoggedIn(app.store.getState())).toBe(false);
  expect(storedValues.get('token')).toBeNull();
  expect(screen.getByText(WAITING)).toBeInTheDocument();
  bridge.dispose();
});

test('a WebView without the bridge sends a guarded route to the web login, which comes back to it', async () => {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(WEBVIEW_UA);
  const host: BridgeHost = {
    navigator: { userAgent: WEBVIEW_UA },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  const bridge = createBridgeClient({ getWindow: () => host, waitForBridgeMs: 3_000, log: () => undefined });
  await renderApp(PATHS.toBorrow, { bridge });
  // While the bridge may still come, the screen waits for the native login.
  expect(await screen.findByText(WAITING)).toBeInTheDocument();
  await act(() => vi.advanceTimersByTimeAsync(3_000));
  await waitFor(() => expect(currentPath()).toBe(PATHS.login));
  expect(new URLSearchParams(window.location.hash.split('?')[1]).get('redirect')).toBe(PATHS.toBorrow);
  bridge.dispose();
});

test('another app’s in-app browser (Facebook) is not the native app: straight to the web login', async () => {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(FACEBOOK_UA);
  const host: BridgeHost = {
    navigator: { userAgent: FACEBOOK_UA },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  const bridge = createBridgeClient({ getWindow: () => host, log: () => undefined });
  await renderApp(PATHS.toBorrow, { bridge });
  // At once: no "log in in the app" while a bridge that never comes is awaited.
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(currentPath()).toBe(PATHS.login);
  expect(new URLSearchParams(window.location.hash.split('?')[1]).get('redirect')).toBe(PATHS.toBorrow);
  expect(screen.queryByText(WAITING)).not.toBeInTheDocument();
  bridge.dispose();
});
