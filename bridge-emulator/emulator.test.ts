// @vitest-environment jsdom
import { createBridgeClient, type BridgeClient, type BridgeEvent, isBridgeError } from '#contracts/bridge';
import { installMockServer } from '#contracts/mock-server';
import type { BridgeActivity } from './emulator';
import {
  installBridgeEmulator,
  type InstallBridgeEmulatorOptions,
  type InstalledBridgeEmulator,
} from './install';

// The native login calls the mock backend over the wire format (msw/node answers http://localhost/api/*).
const mock = installMockServer();

let installed: InstalledBridgeEmulator | undefined;
let client: BridgeClient | undefined;
const clientLog = vi.fn();

/** Installs the emulator into the jsdom window and connects the app's real bridge client to it. */
function setUp(options: InstallBridgeEmulatorOptions = {}) {
  installed = installBridgeEmulator(window, {
    persist: false,
    log: () => {},
    world: () => mock.world,
    ...options,
  });
  client = createBridgeClient({ getWindow: () => window, timeoutMs: 1000, log: clientLog });
  const events: BridgeEvent[] = [];
  client.onEvent((event) => events.push(event));
  return { bridge: client, control: installed.control, events };
}

let rawSeq = 0;
/**
 * Calls the emulated native side directly over `NativeBridge`, as any native client could: the app's own
 * bridge client never asks for contacts, SMS, call log, location, calendar or the app list.
 */
function nativeCall(method: string, params: unknown): Promise<unknown> {
  const native = window.NativeBridge!;
  rawSeq += 1;
  const id = `raw${rawSeq}`;
  return new Promise((resolve, reject) => {
    const listener = (event: { data: unknown }) => {
      const message = JSON.parse(String(event.data)) as {
        id?: string;
        ok?: boolean;
        result?: unknown;
        error?: unknown;
      };
      if (message.id !== id) return;
      native.removeEventListener?.('message', listener);
      if (message.ok) resolve(message.result);
      else reject(new Error(JSON.stringify(message.error)));
    };
    native.addEventListener?.('message', listener);
    native.postMessage(JSON.stringify({ v: 1, id, method, params }));
  });
}

function nextEvent(bridge: BridgeClient, name: BridgeEvent['event']): Promise<BridgeEvent> {
  return new Promise((resolve) => {
    const off = bridge.onEvent((event) => {
      if (event.event === name) {
        off();
        resolve(event);
      }
    });
  });
}

afterEach(() => {
  client?.dispose();
  installed?.uninstall();
  client = undefined;
  installed = undefined;
  clientLog.mockReset();
  vi.useRealTimers();
});

describe('session methods', () => {
  test('getLoginInfo answers null without a session and the configured session otherwise', async () => {
    const { bridge, control } = setUp();
    await expect(bridge.call('getLoginInfo')).resolves.toBeNull();
    control.setSession({ token: 'Bearer tk_1', mobile: '5512345678' });
    await expect(bridge.call('getLoginInfo')).resolves.toEqual({
      token: 'Bearer tk_1',
      mobile: '5512345678',
    });
  });

  test('toLogin in auto mode logs the number in with the SMS code of the mock world', async () => {
    const { bridge, control } = setUp({ login: { mode: 'auto', mobile: '5587654321' } });
    const changed = nextEvent(bridge, 'loginChanged');
    await bridge.call('toLogin', { reason: 'required' });
    const event = await changed;
    const info = await bridge.call('getLoginInfo');
    expect(event.data).toEqual(info);
    expect(info?.mobile).toBe('5587654321');
    // The token is one the world really issued, so the app's next requests are accepted.
    const raw = info!.token.replace(/^Bearer /, '');
    expect(mock.world.findToken(raw)?.mobile).toBe('5587654321');
    expect(mock.world.outbox.at(-1)?.mobile).toBe('5587654321');
    expect(control.snapshot().login.open).toBe(false);
  });

  test('toLogin in cancel mode answers with loginChanged null, as a borrower closing the login', async () => {
    const { bridge } = setUp({ login: { mode: 'cancel' } });
    const changed = nextEvent(bridge, 'loginChanged');
    await bridge.call('toLogin', {});
    expect((await changed).data).toBeNull();
    await expect(bridge.call('getLoginInfo')).resolves.toBeNull();
  });

  test('toLogin ends the session the native app held (the web view found it invalid)', async () => {
    const { bridge } = setUp({
      login: { mode: 'manual', session: { token: 'Bearer old', mobile: '5512345678' } },
    });
    await bridge.call('toLogin', { reason: 'expired' });
    await expect(bridge.call('getLoginInfo')).resolves.toBeNull();
  });

  test('control.login in manual mode hands the session over with a loginChanged event', async () => {
    const { bridge, control } = setUp({ login: { mode: 'manual' } });
    await bridge.call('toLogin', {});
    expect(control.snapshot().login.open).toBe(true);
    const changed = nextEvent(bridge, 'loginChanged');
    const session = await control.login('5511223344');
    expect((await changed).data).toEqual(session);
    expect(session.token).toMatch(/^Bearer tk_/);
  });

  test('control.login fails with the backend message when the code is wrong', async () => {
    const { control } = setUp({ login: { mode: 'manual' } });
    await control.login('5511223344');
    await expect(control.login('5511223344', { code: '000000' })).rejects.toThrow(
      /native login of 5511223344 failed/,
    );
  });

  test('logout clears the session and records whether all data is wiped', async () => {
    const { bridge, control } = setUp({ login: { session: { token: 'Bearer tk_x', mobile: '5512345678' } } });
    await bridge.call('logout', { clearAll: true });
    await expect(bridge.call('getLoginInfo')).resolves.toBeNull();
    expect(control.snapshot().logouts).toEqual([{ at: expect.any(Number), clearAll: true }]);
  });

  test('a logout on the native side tells the web view with loginChanged null', async () => {
    const { bridge, control, events } = setUp({
      login: { session: { token: 'Bearer tk_x', mobile: '5512345678' } },
    });
    control.logout();
    expect(events).toContainEqual({ event: 'loginChanged', data: null });
    await expect(bridge.call('getLoginInfo')).resolves.toBeNull();
  });
});

describe('device methods', () => {
  test('getBackUrls answers the configured back action, and a changed one', async () => {
    const { bridge, control } = setUp({ backAction: 'home' });
    await expect(bridge.call('getBackUrls')).resolves.toEqual({ action: 'home' });
    control.setBackAction('reload', 'https://app.example/#/');
    await expect(bridge.call('getBackUrls')).resolves.toEqual({
      action: 'reload',
      url: 'https://app.example/#/',
    });
  });

  test('pressBack sends backPressed, resume sends resumed', () => {
    const { control, events } = setUp();
    control.pressBack();
    control.resume();
    expect(events.map((e) => e.event)).toEqual(['backPressed', 'resumed']);
  });

  test('with the native login open, the hardware back cancels it instead of reaching the web view', async () => {
    const { bridge, control, events } = setUp({ login: { mode: 'manual' } });
    await bridge.call('toLogin', {});
    expect(control.snapshot().login.open).toBe(true);
    control.pressBack();
    expect(control.snapshot().login.open).toBe(false);
    expect(events.map((e) => e.event)).toEqual(['loginChanged']);
    // Closed: the next back is the web view's again.
    control.pressBack();
    expect(events.map((e) => e.event)).toEqual(['loginChanged', 'backPressed']);
  });

  test('logEventByAF keeps every event with its values', async () => {
    const { bridge, control } = setUp();
    await bridge.call('logEventByAF', { eventName: 'af_login' });
    await bridge.call('logEventByAF', {
      eventName: 'af_loan_apply',
      eventValues: { amount: 1500, first: true },
    });
    expect(control.snapshot().afEvents).toEqual([
      { at: expect.any(Number), eventName: 'af_login' },
      { at: expect.any(Number), eventName: 'af_loan_apply', eventValues: { amount: 1500, first: true } },
    ]);
  });

  test('the device values are written where the app reads them, and follow a device change', () => {
    const { control } = setUp({ device: { preset: 'budget-android-10', afid: 'af-test' } });
    expect(window.localStorage.getItem('afid')).toBe('af-test');
    expect(JSON.parse(window.localStorage.getItem('deviceMsg')!)).toEqual({
      traceId: 'trace-0a1b2c3d4e5f',
      androidId: '9f3c2a71b6d4e805',
      platform: 'android',
      appVersion: '1.0.0',
    });
    const pixel = control.setDevice('pixel-7');
    expect(pixel.model).toBe('Pixel 7');
    expect(JSON.parse(window.localStorage.getItem('deviceMsg')!).androidId).toBe(pixel.androidId);
    control.setDevice({ packageName: 'com.example.loan' });
    expect(window.localStorage.getItem('packageName')).toBe('com.example.loan');
  });
});

describe('permissions', () => {
  test('checkPermission answers from the state without asking when request is not set', async () => {
    const { bridge } = setUp({ permissions: { camera: 'denied', location: 'deniedForever' } });
    await expect(bridge.call('checkPermission', { permission: 'camera' })).resolves.toEqual({
      permission: 'camera',
      state: 'denied',
    });
    await expect(nativeCall('checkPermission', { permission: 'location' })).resolves.toEqual({
      permission: 'location',
      state: 'deniedForever',
    });
    await expect(nativeCall('checkPermission', { permission: 'sms' })).resolves.toEqual({
      permission: 'sms',
      state: 'granted',
    });
  });

  test.each([
    ['grant', 'granted'],
    ['deny', 'denied'],
    ['denyForever', 'deniedForever'],
  ] as const)('a request on a denied permission follows the answer policy %s', async (answer, expected) => {
    const { bridge, control } = setUp({ permissions: 'fresh-install', permissionAnswer: answer });
    await expect(bridge.call('checkPermission', { permission: 'camera', request: true })).resolves.toEqual({
      permission: 'camera',
      state: expected,
    });
    expect(control.snapshot().permissions.camera).toBe(expected);
  });

  test('a permission denied forever is not asked again, only the settings change it', async () => {
    const { bridge, control } = setUp({
      permissions: { camera: 'deniedForever' },
      permissionAnswer: 'grant',
    });
    await expect(
      bridge.call('checkPermission', { permission: 'camera', request: true }),
    ).resolves.toMatchObject({ state: 'deniedForever' });
    control.setPermission('camera', 'granted');
    await expect(
      bridge.call('checkPermission', { permission: 'camera', request: true }),
    ).resolves.toMatchObject({ state: 'granted' });
  });

  test('changing a permission while the app runs sends permissionChanged (unless told not to)', () => {
    const { control, events } = setUp();
    control.setPermission('contacts', 'denied');
    control.setPermission('calendar', 'deniedForever', { notify: false });
    expect(events).toEqual([
      { event: 'permissionChanged', data: { permission: 'contacts', state: 'denied' } },
    ]);
    expect(control.snapshot().permissions).toMatchObject({ contacts: 'denied', calendar: 'deniedForever' });
  });

  test('timeSDK2 records the flags and collects only what the permissions allow', async () => {
    const { bridge, control } = setUp({
      permissions: { contacts: 'denied', installedApps: 'deniedForever' },
    });
    const flags = {
      appList: true,
      sms: true,
      exif: false,
      device: true,
      contact: true,
      calendar: false,
      callLog: false,
      location: true,
      expired: true,
    };
    await nativeCall('timeSDK2', { step: 'emergencyContact', isSubmit: true, ...flags });
    expect(control.snapshot().timeSdkCalls).toEqual([
      {
        at: expect.any(Number),
        step: 'emergencyContact',
        isSubmit: true,
        requested: flags,
        collected: { ...flags, appList: false, contact: false },
      },
    ]);
    // Through the app's own bridge client the native side is never asked for the sensitive data.
    await bridge.call('timeSDK2', { step: 'emergencyContact', isSubmit: true, ...flags });
    const fromApp = { ...flags, appList: false, sms: false, contact: false, location: false };
    expect(control.snapshot().timeSdkCalls[1]).toMatchObject({ requested: fromApp, collected: fromApp });
  });
});

describe('camera', () => {
  test('setCaptureMode answers a PNG data URL for each mode', async () => {
    const { bridge, control } = setUp();
    for (const mode of ['idCardFront', 'idCardBack', 'face', 'album'] as const) {
      const shot = await bridge.call('setCaptureMode', { mode, url: `/upload/${mode}` });
      expect(shot.mime).toBe('image/png');
      expect(atob(shot.image.replace(/^data:image\/png;base64,/, '')).slice(1, 4)).toBe('PNG');
    }
    expect(control.snapshot().captures.map((c) => c.mode)).toEqual([
      'idCardFront',
      'idCardBack',
      'face',
      'album',
    ]);
  });

  test('without the camera permission the camera refuses with PERMISSION_DENIED', async () => {
    const { bridge } = setUp({ permissions: { camera: 'denied' } });
    const error: unknown = await bridge
      .call('setCaptureMode', { mode: 'idCardFront', url: '/u' })
      .catch((e: unknown) => e);
    expect(isBridgeError(error, 'REJECTED') && error.nativeCode).toBe('PERMISSION_DENIED');
    // A gallery pick needs photos, not the camera.
    await expect(bridge.call('setCaptureMode', { mode: 'album', url: '/u' })).resolves.toMatchObject({
      mime: 'image/png',
    });
  });

  test('the document shows the logged-in borrower: another borrower gets another picture', async () => {
    const { bridge, control } = setUp({ login: { mode: 'manual' } });
    await control.login('5511112222');
    const first = await bridge.call('setCaptureMode', { mode: 'idCardFront', url: '/u' });
    await control.login('5533334444');
    const second = await bridge.call('setCaptureMode', { mode: 'idCardFront', url: '/u' });
    expect(second.image).not.toBe(first.image);
  });
});

describe('latency, errors and dropped calls', () => {
  test('a method with latency answers only after that time', async () => {
    vi.useFakeTimers();
    const { bridge, control } = setUp();
    control.setLatency('getBackUrls', 500);
    let answered = false;
    const call = bridge.call('getBackUrls').then((r) => {
      answered = true;
      return r;
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(call).resolves.toEqual({ action: 'back' });
  });

  test('latency for every method applies to methods without their own', async () => {
    vi.useFakeTimers();
    const { bridge } = setUp({ latencyMs: 200 });
    let answered = false;
    void bridge.call('getLoginInfo').then(() => (answered = true));
    await vi.advanceTimersByTimeAsync(199);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(answered).toBe(true);
  });

  test('failNext makes the next call fail with the given native error, then calls succeed again', async () => {
    const { bridge, control } = setUp();
    control.failNext('checkPermission', { code: 'BUSY', message: 'dialog already open' });
    const error: unknown = await bridge
      .call('checkPermission', { permission: 'camera' })
      .catch((e: unknown) => e);
    expect(isBridgeError(error, 'REJECTED')).toBe(true);
    expect(error).toMatchObject({ nativeCode: 'BUSY', message: 'dialog already open' });
    await expect(bridge.call('checkPermission', { permission: 'camera' })).resolves.toMatchObject({
      state: 'granted',
    });
  });

  test('dropNext leaves a call unanswered so the client times out', async () => {
    vi.useFakeTimers();
    const { bridge, control } = setUp();
    control.dropNext('getLoginInfo');
    const call = bridge.call('getLoginInfo').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(isBridgeError(await call, 'TIMEOUT')).toBe(true);
    expect(control.snapshot().faults).toEqual({});
  });

  test('calls and replies are reported to subscribers with the ids the client used', async () => {
    const { bridge, control } = setUp();
    const seen: BridgeActivity[] = [];
    control.subscribe((a) => seen.push(a));
    const traces: string[] = [];
    bridge.onTrace((t) => traces.push(t.id));
    await bridge.call('getBackUrls');
    expect(seen.map((a) => a.kind)).toEqual(['call', 'reply']);
    expect(seen[0]).toMatchObject({ kind: 'call', method: 'getBackUrls', id: traces[0] });
    expect(seen[1]).toMatchObject({ kind: 'reply', ok: true, result: { action: 'back' }, id: traces[0] });
  });
});

describe('messages outside the contract', () => {
  function rawTraffic(options: InstallBridgeEmulatorOptions = {}) {
    const log = vi.fn();
    const { bridge, control } = installBridgeEmulator(window, { persist: false, log, ...options });
    installed = { uninstall: () => {} } as InstalledBridgeEmulator;
    const sent: unknown[] = [];
    bridge.addEventListener?.('message', (e) => sent.push(JSON.parse(String(e.data))));
    const activity: BridgeActivity[] = [];
    control.subscribe((a) => activity.push(a));
    return {
      post: (m: unknown) => bridge.postMessage(m as string),
      sent,
      activity,
      log,
      uninstall: () => {},
    };
  }

  afterEach(() => {
    delete window.NativeBridge;
    delete window.__cuotaBridge;
  });

  test('a request with an id but an unknown method or bad params is answered ok: false', async () => {
    vi.useFakeTimers();
    const { post, sent } = rawTraffic();
    post(JSON.stringify({ v: 1, id: 'a', method: 'openWallet', params: {} }));
    post(JSON.stringify({ v: 1, id: 'b', method: 'logEventByAF', params: { eventName: '' } }));
    post(JSON.stringify({ v: 1, id: 'c', method: 'checkPermission', params: { permission: 'microphone' } }));
    await vi.runAllTimersAsync();
    expect(sent).toEqual([
      { v: 1, id: 'a', ok: false, error: { code: 'UNKNOWN_METHOD', message: 'unknown method openWallet' } },
      { v: 1, id: 'b', ok: false, error: { code: 'BAD_PARAMS', message: expect.any(String) } },
      { v: 1, id: 'c', ok: false, error: { code: 'BAD_PARAMS', message: expect.any(String) } },
    ]);
  });

  test('messages without an id are dropped and logged, never thrown', async () => {
    vi.useFakeTimers();
    const { post, sent, activity, log } = rawTraffic();
    for (const bad of [
      'not json',
      JSON.stringify({ v: 2, id: 'x', method: 'getLoginInfo' }),
      JSON.stringify([1]),
      42,
      null,
      undefined,
    ]) {
      expect(() => post(bad)).not.toThrow();
    }
    await vi.runAllTimersAsync();
    expect(sent).toEqual([]);
    expect(activity).toHaveLength(6);
    expect(activity.every((a) => a.kind === 'rejected' && !a.answered)).toBe(true);
    expect(log).toHaveBeenCalledTimes(6);
  });

  test('a reply that would break the contract is sent as an INTERNAL error instead', async () => {
    vi.useFakeTimers();
    const { post, sent, control } = { ...rawTraffic(), control: window.__cuotaBridge! };
    control.setBackAction('somewhere' as never);
    post(JSON.stringify({ v: 1, id: 'z', method: 'getBackUrls', params: {} }));
    await vi.runAllTimersAsync();
    expect(sent).toEqual([
      {
        v: 1,
        id: 'z',
        ok: false,
        error: { code: 'INTERNAL', message: expect.stringContaining('getBackUrls') },
      },
    ]);
  });

  test('an event with data outside the contract is not sent', () => {
    const { sent, control } = { ...rawTraffic(), control: window.__cuotaBridge! };
    expect(control.sendEvent('permissionChanged', { permission: 'camera', state: 'maybe' } as never)).toBe(
      false,
    );
    expect(control.sendEvent('permissionChanged', { permission: 'camera', state: 'granted' })).toBe(true);
    expect(sent).toEqual([
      { v: 1, event: 'permissionChanged', data: { permission: 'camera', state: 'granted' } },
    ]);
  });
});
