// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getLoadingCount } from '../../src/api/loading';
import {
  createBridgeClient,
  type BridgeHost,
  type NativeBridgeLike,
  type NativeMessageEvent,
} from '../../src/bridge/client';
import { BRIDGE_METHODS, type BridgeMethod } from '../../src/bridge/contract';
import { BridgeError } from '../../src/bridge/errors';
import { installMockServer } from '../../src/mocks/server';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { nodeProcess } from './fault-matrix/harness';
import { currentPath, renderApp } from './render-app';

/**
 * Bridge faults (issue 8): a reply that never arrives, malformed messages, an unknown method, and calls
 * made before the bridge exists. The native side is a scripted NativeBridge; the client is the app's.
 */

installMockServer({ preset: 'registered-borrower' });

const WEBVIEW_UA = 'Mozilla/5.0 (Linux; Android 13; wv) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';

interface Posted {
  v: number;
  id: string;
  method: BridgeMethod;
  params: unknown;
}

/** A scripted native side: records what the page posts; answers only when told to. */
function scriptedNative() {
  const listeners = new Set<(event: NativeMessageEvent) => void>();
  const posted: Posted[] = [];
  const native: NativeBridgeLike & {
    posted: Posted[];
    send(data: unknown): void;
    reply(request: Posted, result: unknown): void;
  } = {
    posted,
    postMessage(message: string) {
      posted.push(JSON.parse(message) as Posted);
    },
    addEventListener(_type, listener) {
      listeners.add(listener);
    },
    removeEventListener(_type, listener) {
      listeners.delete(listener);
    },
    send(data: unknown) {
      const payload = typeof data === 'string' ? data : JSON.stringify(data);
      for (const listener of [...listeners]) listener({ data: payload });
    },
    reply(request, result) {
      this.send({ v: request.v, id: request.id, ok: true, result });
    },
  };
  return native;
}

function webViewHost(native?: NativeBridgeLike) {
  const ready = new Set<() => void>();
  const host: BridgeHost & { fireReady(): void } = {
    navigator: { userAgent: WEBVIEW_UA },
    ...(native ? { NativeBridge: native } : {}),
    addEventListener: (type, listener) => void (type === 'nativebridgeready' && ready.add(listener)),
    removeEventListener: (type, listener) => void (type === 'nativebridgeready' && ready.delete(listener)),
    fireReady: () => ready.forEach((listener) => listener()),
  };
  return host;
}

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeAll(() => nodeProcess.on('unhandledRejection', onUnhandled));
afterAll(() => nodeProcess.off('unhandledRejection', onUnhandled));
beforeEach(() => {
  unhandled.length = 0;
});
afterEach(async () => {
  vi.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(unhandled, 'unhandled rejections').toEqual([]);
});

describe('a reply that never arrives', () => {
  test.each(['es', 'en'] as const)(
    '%s: native login times out, the login screen recovers with a message in the language',
    async (language) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const native = scriptedNative();
      const host = webViewHost(native);
      const bridge = createBridgeClient({ getWindow: () => host, log: () => undefined });
      // The login screen shows the native button when the page runs inside the app.
      vi.stubGlobal('NativeBridge', native);
      try {
        await renderApp('/user/login', { bridge, isNative: () => true, language });
        const user = userEvent.setup({ delay: null });
        const viaApp = language === 'es' ? 'Continuar con la app' : 'Continue with the app';
        await user.click(await screen.findByRole('button', { name: viaApp }));
        await waitFor(() => expect(native.posted.map((p) => p.method)).toEqual(['getLoginInfo']));
        // The native side never answers: nothing changes before the contract's time-out...
        const timeoutMs = BRIDGE_METHODS.getLoginInfo.timeoutMs ?? 10_000;
        await act(() => vi.advanceTimersByTimeAsync(timeoutMs - 1_000));
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
        // ...then the screen recovers: a message in the borrower's language, the button usable again.
        await act(() => vi.advanceTimersByTimeAsync(1_000));
        const message =
          language === 'es'
            ? 'La app no inició sesión. Inténtalo de nuevo.'
            : 'The app did not log you in. Please try again.';
        expect(await screen.findByText(message)).toBeInTheDocument();
        expect(screen.queryByText(/got no answer|within \d+ ms/)).not.toBeInTheDocument();
        expect(screen.getByRole('button', { name: viaApp })).toBeEnabled();
        expect(getLoadingCount()).toBe(0);
        expect(currentPath()).toBe('/user/login');
        // A late answer is dropped without harm.
        native.reply(native.posted[0]!, { token: `Bearer ${REGISTERED_TOKEN}`, mobile: REGISTERED_MOBILE });
        expect(currentPath()).toBe('/user/login');
      } finally {
        vi.unstubAllGlobals();
        bridge.dispose();
      }
    },
  );
});

describe('malformed messages are ignored (parsed with zod) and the call still completes', () => {
  test.each([
    ['not JSON', '{{{ not json'],
    ['JSON of the wrong shape', { hello: 'world' }],
    ['a reply without an id', { v: 1, ok: true, result: null }],
    ['a reply to an id never sent', { v: 1, id: 'w999', ok: true, result: null }],
    ['an unknown event', { v: 1, event: 'selfDestruct', data: {} }],
    ['a known event with bad data', { v: 1, event: 'loginChanged', data: 42 }],
    ['a number', 42],
    ['null', null],
  ])('%s', async (_name, garbage) => {
    const native = scriptedNative();
    const log = vi.fn();
    const client = createBridgeClient({ getWindow: () => webViewHost(native), log });
    const events: unknown[] = [];
    client.onEvent((event) => events.push(event));
    const answer = client.call('getBackUrls');
    expect(() => native.send(garbage)).not.toThrow();
    native.reply(native.posted[0]!, { action: 'home' });
    await expect(answer).resolves.toEqual({ action: 'home' });
    expect(events).toEqual([]);
    expect(log.mock.calls.some(([level]) => level === 'warn')).toBe(true);
    client.dispose();
  });

  test('a reply whose result breaks the contract rejects with BAD_RESPONSE, not with a crash', async () => {
    const native = scriptedNative();
    const client = createBridgeClient({ getWindow: () => webViewHost(native), log: () => undefined });
    const answer = client.call('getBackUrls');
    native.reply(native.posted[0]!, { action: 'explode' });
    await expect(answer).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    client.dispose();
  });
});

describe('an unknown method', () => {
  test('the page asking for a method the contract does not know gets a typed rejection, nothing is posted', async () => {
    const native = scriptedNative();
    const client = createBridgeClient({ getWindow: () => webViewHost(native), log: () => undefined });
    const call = client.call as (method: string, params?: unknown) => Promise<unknown>;
    const answer = call('formatPhone', {});
    await expect(answer).rejects.toBeInstanceOf(BridgeError);
    await expect(answer).rejects.toMatchObject({ code: 'REJECTED', nativeCode: 'UNKNOWN_METHOD' });
    expect(native.posted).toEqual([]);
    client.dispose();
  });

  test('the native side answering "unknown method" (an older app) rejects with REJECTED and its code', async () => {
    const native = scriptedNative();
    const client = createBridgeClient({ getWindow: () => webViewHost(native), log: () => undefined });
    const answer = client.call('setCaptureMode', { mode: 'face', url: '/store/liveness/detection' });
    const request = native.posted[0]!;
    native.send({
      v: request.v,
      id: request.id,
      ok: false,
      error: { code: 'UNKNOWN_METHOD', message: 'no such method' },
    });
    await expect(answer).rejects.toMatchObject({ code: 'REJECTED', nativeCode: 'UNKNOWN_METHOD' });
    client.dispose();
  });
});

describe('a call before the bridge exists', () => {
  test('is queued, then served when the bridge appears', async () => {
    vi.useFakeTimers();
    const native = scriptedNative();
    const host = webViewHost();
    const client = createBridgeClient({
      getWindow: () => host,
      waitForBridgeMs: 3_000,
      pollMs: 50,
      log: () => undefined,
    });
    const answer = client.call('getBackUrls');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(native.posted).toEqual([]);
    host.NativeBridge = native;
    host.fireReady();
    await vi.advanceTimersByTimeAsync(0);
    expect(native.posted.map((p) => p.method)).toEqual(['getBackUrls']);
    native.reply(native.posted[0]!, { action: 'reload' });
    await expect(answer).resolves.toEqual({ action: 'reload' });
    client.dispose();
  });

  test('is queued, then times out with UNAVAILABLE when the bridge never appears', async () => {
    vi.useFakeTimers();
    const host = webViewHost();
    const client = createBridgeClient({
      getWindow: () => host,
      waitForBridgeMs: 3_000,
      pollMs: 50,
      log: () => undefined,
    });
    const answer = client.call('getBackUrls');
    const outcome = answer.then(
      () => 'resolved',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(2_999);
    await expect(Promise.race([outcome, Promise.resolve('pending')])).resolves.toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toMatchObject({ code: 'UNAVAILABLE' });
    client.dispose();
  });

  test('the app on a screen that needs the bridge recovers when it never appears', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const host = webViewHost();
    const bridge = createBridgeClient({
      getWindow: () => host,
      waitForBridgeMs: 3_000,
      log: () => undefined,
    });
    try {
      const { app } = await renderApp('/', { bridge, isNative: () => true });
      const loggedIn = app.services.loginThroughNative();
      await act(() => vi.advanceTimersByTimeAsync(3_000));
      await expect(loggedIn).resolves.toBe(false);
      expect(getLoadingCount()).toBe(0);
    } finally {
      bridge.dispose();
    }
  });
});
