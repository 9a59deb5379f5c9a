import { act, screen, waitFor } from '@testing-library/react';
import {
  createBridgeClient,
  type BridgeHost,
  type NativeBridgeLike,
  type NativeMessageEvent,
} from '../../src/bridge/client';
import { PATHS } from '../../src/domain/paths';
import { installMockServer } from '../../src/mocks/server';
import { currentPath, renderApp } from './render-app';

/**
 * The account deletion page opened without a session inside the native app (a deep link from the native
 * menu) asks for the native login. Found by the autopilot (no-blank-screen): the page showed nothing while
 * the login was open, and stayed blank when the borrower closed it. Now it says so, as the guarded routes
 * do, and closing the login goes back, or home.
 */

installMockServer({ preset: 'registered-borrower' });

const WEBVIEW_UA = 'Mozilla/5.0 (Linux; Android 13; wv) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';

/** A native side whose login the borrower closes: no session, `toLogin` opens it, `loginChanged` null. */
function nativeWhoseLoginIsCancelled() {
  const listeners = new Set<(event: NativeMessageEvent) => void>();
  const posted: string[] = [];
  const send = (data: unknown) => {
    for (const listener of [...listeners]) listener({ data: JSON.stringify(data) });
  };
  const native: NativeBridgeLike & { posted: string[]; cancel(): void } = {
    posted,
    postMessage(message: string) {
      const request = JSON.parse(message) as { v: number; id: string; method: string };
      posted.push(request.method);
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

test.each([
  ['es', 'Inicia sesión en la app para continuar.', 'Volver al inicio'],
  ['en', 'Log in in the app to continue.', 'Back to home'],
] as const)('%s: while the native login is open the page says so, with a way home', async (language, text, home) => {
  const { native, bridge } = await openInNativeApp(PATHS.deleteAccount, language);
  expect(await screen.findByRole('status')).toHaveTextContent(text);
  expect(screen.getByRole('link', { name: home })).toBeInTheDocument();
  await waitFor(() => expect(native.posted).toContain('toLogin'));
  bridge.dispose();
});

test('closing the native login on the deletion page opened first goes home', async () => {
  vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
  const { native, bridge } = await openInNativeApp(PATHS.deleteAccount);
  await waitFor(() => expect(native.posted).toContain('toLogin'));
  act(() => native.cancel());
  await waitFor(() => expect(currentPath()).toBe(PATHS.home));
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  bridge.dispose();
});
