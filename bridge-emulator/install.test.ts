// @vitest-environment jsdom
import { BRIDGE_READY_EVENT, createBridgeClient, isNativeApp } from '#contracts/bridge';
import { createStoredValues } from '#contracts/stored-values';
import { PERSIST_KEY, installBridgeEmulator, type InstalledBridgeEmulator } from './install';

const cleanups: Array<() => void> = [];
function install(...args: Parameters<typeof installBridgeEmulator>): InstalledBridgeEmulator {
  const installed = installBridgeEmulator(...args);
  cleanups.push(() => installed.uninstall());
  return installed;
}

afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
  window.sessionStorage.clear();
});

test('installing defines NativeBridge, the expect flag and the control API, and announces the bridge', () => {
  const ready = vi.fn();
  window.addEventListener(BRIDGE_READY_EVENT, ready);
  const { bridge, control } = install(window, { persist: false });
  window.removeEventListener(BRIDGE_READY_EVENT, ready);
  expect(window.NativeBridge).toBe(bridge);
  expect(window.__cuotaExpectBridge).toBe(true);
  expect(window.__cuotaBridge).toBe(control);
  expect(ready).toHaveBeenCalledTimes(1);
  expect(isNativeApp(window)).toBe(true);
});

test('calls the app queued before the bridge existed are answered once it is installed', async () => {
  window.__cuotaExpectBridge = true;
  const client = createBridgeClient({
    getWindow: () => window,
    waitForBridgeMs: 5000,
    pollMs: 10_000,
    log: () => {},
  });
  cleanups.push(() => client.dispose());
  const answer = client.call('getBackUrls');
  install(window, { persist: false, backAction: 'home' });
  await expect(answer).resolves.toEqual({ action: 'home' });
});

test('onmessage listeners receive replies too (the other way the WebView object delivers them)', async () => {
  const { bridge } = install(window, { persist: false });
  const received = new Promise<unknown>((resolve) => {
    (bridge as { onmessage: ((e: { data: unknown }) => void) | null }).onmessage = (e) =>
      resolve(JSON.parse(String(e.data)));
  });
  bridge.postMessage(JSON.stringify({ v: 1, id: 'm1', method: 'getLoginInfo', params: {} }));
  await expect(received).resolves.toEqual({ v: 1, id: 'm1', ok: true, result: null });
});

test('the app reads the device values the emulator wrote as its stored values', () => {
  install(window, { persist: false, device: 'pixel-7' });
  const values = createStoredValues(window.localStorage);
  expect(values.get('deviceMsg')).toEqual({
    traceId: 'trace-7c6b5a493827',
    androidId: '3e8d1f0a9b2c7d64',
    platform: 'android',
    appVersion: '1.0.0',
  });
  expect(values.get('appName')).toBe('Cuota');
  expect(values.get('afid')).toBe('1710000000000-9876543210987654321');
});

test('the phone keeps its state across a web view reload with the same setup, not with another', () => {
  const first = installBridgeEmulator(window, { login: { mode: 'manual' } });
  first.control.setPermission('camera', 'deniedForever');
  first.control.setSession({ token: 'Bearer tk_kept', mobile: '5512345678' });
  first.uninstall();
  expect(window.sessionStorage.getItem(PERSIST_KEY)).toContain('tk_kept');

  const again = install(window, { login: { mode: 'manual' } });
  expect(again.control.snapshot()).toMatchObject({
    permissions: { camera: 'deniedForever' },
    session: { token: 'Bearer tk_kept' },
  });
  again.uninstall();
  cleanups.pop();

  const other = install(window, { login: { mode: 'auto', mobile: '5599887766' } });
  expect(other.control.snapshot()).toMatchObject({ permissions: { camera: 'granted' }, session: null });
});

test('uninstalling removes the bridge and stops answering', () => {
  vi.useFakeTimers();
  const installed = installBridgeEmulator(window, { persist: false });
  const sent = vi.fn();
  installed.bridge.addEventListener?.('message', sent);
  installed.uninstall();
  expect(window.NativeBridge).toBeUndefined();
  expect(window.__cuotaBridge).toBeUndefined();
  expect(window.__cuotaExpectBridge).toBeUndefined();
  installed.bridge.postMessage(JSON.stringify({ v: 1, id: 'late', method: 'getLoginInfo', params: {} }));
  vi.runAllTimers();
  vi.useRealTimers();
  expect(sent).not.toHaveBeenCalled();
});

describe('a kept state that is not what the emulator writes', () => {
  /** The entry a first run with the manual-login setup kept, as JSON to edit. */
  function keptEntry(): { identity: string; state: Record<string, unknown> } {
    const first = installBridgeEmulator(window, { login: { mode: 'manual' } });
    first.control.setPermission('camera', 'deniedForever');
    first.control.setSession({ token: 'Bearer tk_kept', mobile: '5512345678' });
    first.uninstall();
    return JSON.parse(window.sessionStorage.getItem(PERSIST_KEY)!) as {
      identity: string;
      state: Record<string, unknown>;
    };
  }

  test('an edited state is dropped with a warning naming the key, not the value; the phone starts fresh', () => {
    const saved = keptEntry();
    saved.state.device = 'pixel';
    saved.state.permissions = { camera: 'sometimes' };
    window.sessionStorage.setItem(PERSIST_KEY, JSON.stringify(saved));
    const log = vi.fn();
    const again = install(window, { login: { mode: 'manual' }, log });
    expect(again.control.snapshot()).toMatchObject({
      device: { model: 'moto e(7)' },
      permissions: { camera: 'granted' },
      session: null,
    });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('warn', expect.stringContaining(PERSIST_KEY));
    expect(JSON.stringify(log.mock.calls)).not.toMatch(/tk_kept|5512345678|pixel|sometimes/);
  });

  test('an entry that is not JSON is dropped with one console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.sessionStorage.setItem(PERSIST_KEY, '{"identity": "x", "state": {"session": "Bearer tk_');
    const again = install(window, { login: { mode: 'manual' } });
    const calls = warn.mock.calls.map((args) => args.join(' '));
    warn.mockRestore();
    expect(again.control.snapshot().session).toBeNull();
    expect(calls).toEqual([expect.stringContaining(PERSIST_KEY)]);
    expect(calls[0]).not.toContain('tk_');
  });

  test('another setup’s state is left unused without a warning, and an older state without secureScreen is kept', () => {
    const saved = keptEntry();
    delete saved.state.secureScreen;
    window.sessionStorage.setItem(PERSIST_KEY, JSON.stringify(saved));
    const log = vi.fn();
    const same = install(window, { login: { mode: 'manual' }, log });
    expect(same.control.snapshot()).toMatchObject({
      permissions: { camera: 'deniedForever' },
      session: { token: 'Bearer tk_kept' },
      secureScreen: false,
    });
    same.uninstall();
    cleanups.pop();
    install(window, { login: { mode: 'auto', mobile: '5599887766' }, log });
    expect(log).not.toHaveBeenCalled();
  });
});
