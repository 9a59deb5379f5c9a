import { act, screen, waitFor } from '@testing-library/react';
import {
  createBridgeClient,
  type BridgeHost,
  type NativeBridgeLike,
  type NativeMessageEvent,
} from '../../src/bridge/client';
import type { BridgeMethod } from '../../src/bridge/contract';
import { PATHS } from '../../src/domain/paths';
import { installMockServer } from '../../src/mocks/server';
import { currentPath, renderApp } from './render-app';

/**
 * A guarded route inside the native app asks for the native login (spec section 6), and so does the account
 * deletion page opened without a session (a deep link from the native menu; the autopilot found it blank,
 * scenarios/found/no-blank-screen-7). While the login is open the screen says so; a borrower who closes it
 * goes back where they were, or home, never to a blank page.
 */

installMockServer({ preset: 'registered-borrower' });

const WEBVIEW_UA = 'Mozilla/5.0 (Linux; Android 13; wv) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';

interface Posted {
  v: number;
  id: string;
  method: BridgeMethod;
}

/** A native side whose login the borrower closes: no session, `toLogin` opens it, `loginChanged` null. */
function nativeWhoseLoginIsCancelled() {
  const listeners = new Set<(event: NativeMessageEvent) => void>();
  const posted: Posted[] = [];
  const send = (data: unknown) => {
    for (const listener of [...listeners]) listener({ data: JSON.stringify(data) });
  };
  const native: NativeBridgeLike & { posted: Posted[]; cancel(): void } = {
    posted,
    postMessage(message: string) {
      const request = JSON.parse(message) as Posted;
      posted.push(request);
      const result = request.method === 'getLoginInfo' ? null : {};
      queueMicrotask(() => send({ v: request.v, id: request.id, ok: true, result }));
    },
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
    cancel: () => send({ v: 1, event: 'loginChanged', data: null }),
  };
  return native;
}

async function openInNativeApp(path: string, language: 'es' | 'en' = 'es') {
  const native = nativeWhoseLoginIsCancelled();
  const host: BridgeHost = {
    navigator: { userAgent: WEBVIEW_UA },
    NativeBridge: native,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  const bridge = createBridgeClient({ getWindow: () => host, log: () => undefined });
  vi.stubGlobal('NativeBridge', native);
  const view = await renderApp(path, { bridge, isNative: () => true, language });
  return { native, bridge, ...view };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SCREENS_NEEDING_A_SESSION = [PATHS.toBorrow, PATHS.deleteAccount];

test.each(
  SCREENS_NEEDING_A_SESSION.flatMap((path) => [
    [path, 'es', 'Inicia sesión en la app para continuar.', 'Volver al inicio'],
    [path, 'en', 'Log in in the app to continue.', 'Back to home'],
  ]),
)(
  '%s, %s: while the native login is open the screen says so, with a way home',
  async (path, language, text, home) => {
    const { native, bridge } = await openInNativeApp(path, language as 'es' | 'en');
    expect(await screen.findByRole('status')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: home })).toBeInTheDocument();
    await waitFor(() =>
      expect(native.posted.map((p) => p.method)).toEqual(expect.arrayContaining(['getLoginInfo', 'toLogin'])),
    );
    bridge.dispose();
  },
);

test.each([PATHS.personalInfomation, PATHS.deleteAccount])(
  'closing the native login on %s opened first goes home',
  async (path) => {
    // A WebView opened on that screen: its history holds that one entry (jsdom's is shared by the file).
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    const { native, bridge } = await openInNativeApp(path);
    await waitFor(() => expect(native.posted.map((p) => p.method)).toContain('toLogin'));
    act(() => native.cancel());
    await waitFor(() => expect(currentPath()).toBe(PATHS.home));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    bridge.dispose();
  },
);

test('closing the native login goes back to the screen the borrower came from', async () => {
  const { native, bridge } = await openInNativeApp(PATHS.me);
  expect(await screen.findByRole('link', { name: 'Configuración' })).toBeInTheDocument();
  act(() => {
    window.location.hash = PATHS.addBankCard;
  });
  await waitFor(() => expect(native.posted.map((p) => p.method)).toContain('toLogin'));
  expect(currentPath()).toBe(PATHS.addBankCard);
  act(() => native.cancel());
  await waitFor(() => expect(currentPath()).toBe(PATHS.me));
  expect(await screen.findByRole('link', { name: 'Configuración' })).toBeInTheDocument();
  bridge.dispose();
});
