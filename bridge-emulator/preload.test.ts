// @vitest-environment jsdom
import { configFromArgv, installInPreload, type ContextBridgeLike } from './preload';

const uninstalls: Array<() => void> = [];
afterEach(() => {
  while (uninstalls.length) uninstalls.pop()!();
  window.sessionStorage.clear();
});

test('the configuration comes from --cuota-bridge=<json> among the process arguments', () => {
  expect(configFromArgv(['electron', '--cuota-bridge={"backAction":"home","device":"pixel-7"}'])).toEqual({
    backAction: 'home',
    device: 'pixel-7',
  });
  expect(configFromArgv(['electron'])).toEqual({});
  expect(configFromArgv(['--cuota-bridge=not json'])).toEqual({});
  expect(configFromArgv(['--cuota-bridge=[1,2]'])).toEqual({});
});

test('with context isolation the bridge, the flag and the control API go through the context bridge', () => {
  const exposed = new Map<string, unknown>();
  const contextBridge: ContextBridgeLike = { exposeInMainWorld: (key, api) => exposed.set(key, api) };
  const installed = installInPreload({
    window,
    argv: ['--cuota-bridge={"backAction":"reload"}'],
    contextIsolated: true,
    contextBridge,
  });
  uninstalls.push(installed.uninstall);
  expect([...exposed.keys()]).toEqual(['NativeBridge', '__cuotaExpectBridge', '__cuotaBridge']);
  expect(exposed.get('__cuotaBridge')).toBe(installed.control);
  expect(installed.control.snapshot().back).toEqual({ action: 'reload' });
});

test('the exposed bridge speaks the protocol', async () => {
  const exposed = new Map<string, unknown>();
  const installed = installInPreload({
    window,
    argv: [],
    contextIsolated: true,
    contextBridge: { exposeInMainWorld: (key, api) => exposed.set(key, api) },
  });
  uninstalls.push(installed.uninstall);
  const bridge = exposed.get('NativeBridge') as {
    postMessage(m: string): void;
    addEventListener(type: 'message', l: (e: { data: unknown }) => void): void;
  };
  const reply = new Promise((resolve) =>
    bridge.addEventListener('message', (e) => resolve(JSON.parse(String(e.data)))),
  );
  bridge.postMessage(JSON.stringify({ v: 1, id: 'p1', method: 'getBackUrls', params: {} }));
  await expect(reply).resolves.toEqual({ v: 1, id: 'p1', ok: true, result: { action: 'back' } });
});

test('without context isolation the emulator sits on the shared window', () => {
  const exposeInMainWorld = vi.fn();
  const installed = installInPreload({
    window,
    argv: [],
    contextIsolated: false,
    contextBridge: { exposeInMainWorld },
  });
  uninstalls.push(installed.uninstall);
  expect(window.NativeBridge).toBe(installed.bridge);
  expect(exposeInMainWorld).not.toHaveBeenCalled();
});
