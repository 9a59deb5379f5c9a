import { act, screen } from '@testing-library/react';
import type { BridgeClient } from '../../src/bridge/client';
import type { BridgeMethod } from '../../src/bridge/contract';
import { BridgeError } from '../../src/bridge/errors';
import { PATHS } from '../../src/domain/paths';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { installMockServer } from '../../src/mocks/server';
import { createMemoryStorage, createStoredValues } from '../../src/storage/stored-values';
import { LOG_STORAGE_KEY } from '../../src/store/persistence';
import { holdSecureScreen } from '../../src/store/use-secure-screen';
import { renderApp } from './render-app';

installMockServer({ preset: 'application-in-progress', presetOptions: { progress: 10 } });

/** A native bridge that records every call; `setSecureScreen` answers as `secureScreen` says. */
function fakeBridge(secureScreen: () => Promise<unknown> = () => Promise.resolve(null)) {
  const calls: { method: BridgeMethod; params: unknown }[] = [];
  const bridge: BridgeClient = {
    call: ((method: BridgeMethod, params: Record<string, unknown> = {}) => {
      calls.push({ method, params });
      switch (method) {
        case 'setSecureScreen':
          return secureScreen();
        case 'checkPermission':
          return Promise.resolve({ permission: params.permission, state: 'granted' });
        case 'getLoginInfo':
          return Promise.resolve({ token: `Bearer ${REGISTERED_TOKEN}`, mobile: REGISTERED_MOBILE });
        case 'getBackUrls':
          return Promise.resolve({ action: 'back' });
        default:
          return Promise.resolve(null);
      }
    }) as BridgeClient['call'],
    onEvent: () => () => undefined,
    onTrace: () => () => undefined,
    isAvailable: () => true,
    dispose: () => undefined,
  };
  const secure = () => calls.filter((c) => c.method === 'setSecureScreen').map((c) => c.params);
  return { bridge, secure };
}

/** Opens the identity document step in the native app, logged in as the world's borrower. */
async function openIdentityStep(bridge: BridgeClient) {
  const storedValues = createStoredValues(createMemoryStorage());
  const token = `Bearer ${REGISTERED_TOKEN}`;
  storedValues.set('token', { Authorization: token });
  const logStorage = createMemoryStorage();
  logStorage.setItem(
    LOG_STORAGE_KEY,
    JSON.stringify({
      version: 2,
      snapshot: null,
      events: [{ type: 'session/loggedIn', at: 1, mobile: REGISTERED_MOBILE, token, via: 'native' }],
    }),
  );
  const view = await renderApp(PATHS.idCardAuthentication, {
    storedValues,
    logStorage,
    bridge,
    isNative: () => true,
  });
  await screen.findByRole('heading', { level: 1, name: /INE|identific/i });
  return view;
}

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('sensitive screens ask the native app for FLAG_SECURE (issue 30)', () => {
  test('the identity document step secures the screen on entry and releases it on leaving', async () => {
    const native = fakeBridge();
    const { unmount } = await openIdentityStep(native.bridge);
    await settle();
    expect(native.secure()).toEqual([{ secure: true }]);
    unmount();
    await settle();
    expect(native.secure()).toEqual([{ secure: true }, { secure: false }]);
  });

  test('an older native app without the method changes nothing: the step works', async () => {
    const native = fakeBridge(() =>
      Promise.reject(new BridgeError('REJECTED', 'unknown method setSecureScreen')),
    );
    await openIdentityStep(native.bridge);
    await settle();
    expect(native.secure()).toEqual([{ secure: true }]);
    expect(screen.getByRole('button', { name: 'Tomar foto del frente' })).toBeEnabled();
  });
});

describe('holdSecureScreen', () => {
  function deps(native = true) {
    const calls: unknown[] = [];
    const bridge = {
      call: (method: string, params: unknown) => {
        calls.push([method, params]);
        return Promise.resolve(null);
      },
    } as unknown as BridgeClient;
    return { deps: { bridge, isNative: () => native }, calls };
  }
  const tick = () => new Promise<void>((resolve) => queueMicrotask(resolve));

  test('one request per real change: moving from one secure screen to the next sends nothing', async () => {
    const { deps: d, calls } = deps();
    holdSecureScreen(d, 1);
    await tick();
    // The next screen mounts as the previous one unmounts, in one commit.
    holdSecureScreen(d, -1);
    holdSecureScreen(d, 1);
    await tick();
    expect(calls).toEqual([['setSecureScreen', { secure: true }]]);
    holdSecureScreen(d, -1);
    await tick();
    expect(calls).toEqual([
      ['setSecureScreen', { secure: true }],
      ['setSecureScreen', { secure: false }],
    ]);
  });

  test('outside the native app nothing is sent', async () => {
    const { deps: d, calls } = deps(false);
    holdSecureScreen(d, 1);
    await tick();
    expect(calls).toEqual([]);
  });

  test('a bridge that throws at once is ignored too: nothing escapes, and the next change is still sent', async () => {
    const calls: unknown[] = [];
    const bridge = {
      call: (method: string, params: unknown) => {
        calls.push([method, params]);
        throw new Error('no such method');
      },
    } as unknown as BridgeClient;
    const d = { bridge, isNative: () => true };
    // The request goes out in a microtask: run it here, where a throw it let through would surface.
    const scheduled: (() => void)[] = [];
    const queue = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) => {
      scheduled.push(task);
    });
    try {
      holdSecureScreen(d, 1);
    } finally {
      queue.mockRestore();
    }
    expect(scheduled).toHaveLength(1);
    expect(() => scheduled[0]!()).not.toThrow();
    expect(calls).toEqual([['setSecureScreen', { secure: true }]]);
    // The failed call did not leave the holders stuck: releasing the screen is asked for.
    holdSecureScreen(d, -1);
    await tick();
    expect(calls).toEqual([
      ['setSecureScreen', { secure: true }],
      ['setSecureScreen', { secure: false }],
    ]);
  });
});
