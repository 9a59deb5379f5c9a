import {
  createBridgeClient,
  isNativeApp,
  type BridgeHost,
  type BridgeTrace,
  type NativeMessageEvent,
} from './client';
import { DATA_FLAGS, type BridgeRequest, type DataFlag } from './contract';
import { BridgeError } from './errors';

const WEBVIEW_UA =
  'Mozilla/5.0 (Linux; Android 13; SM-A135M Build/TP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36';
const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

function fakeNative() {
  const listeners = new Set<(event: NativeMessageEvent) => void>();
  const sent: BridgeRequest[] = [];
  return {
    sent,
    postMessage(message: string) {
      sent.push(JSON.parse(message) as BridgeRequest);
    },
    addEventListener(_type: 'message', listener: (event: NativeMessageEvent) => void) {
      listeners.add(listener);
    },
    removeEventListener(_type: 'message', listener: (event: NativeMessageEvent) => void) {
      listeners.delete(listener);
    },
    /** Sends a message to the page; objects are serialised as the real bridge does. */
    send(data: unknown) {
      const payload = typeof data === 'string' ? data : JSON.stringify(data);
      for (const listener of listeners) listener({ data: payload });
    },
    last(): BridgeRequest {
      const request = this.sent.at(-1);
      if (!request) throw new Error('nothing was posted');
      return request;
    },
  };
}

function fakeHost(userAgent = WEBVIEW_UA) {
  const ready = new Set<() => void>();
  const host: BridgeHost & { fireReady(): void } = {
    navigator: { userAgent },
    addEventListener(type, listener) {
      if (type === 'nativebridgeready') ready.add(listener);
    },
    removeEventListener(type, listener) {
      if (type === 'nativebridgeready') ready.delete(listener);
    },
    fireReady() {
      for (const listener of ready) listener();
    },
  };
  return host;
}

function setup(
  opts: { userAgent?: string; withBridge?: boolean; timeoutMs?: number; waitForBridgeMs?: number } = {},
) {
  const host = fakeHost(opts.userAgent);
  const native = fakeNative();
  if (opts.withBridge !== false) host.NativeBridge = native;
  const log = vi.fn();
  const client = createBridgeClient({
    getWindow: () => host,
    timeoutMs: opts.timeoutMs ?? 1_000,
    waitForBridgeMs: opts.waitForBridgeMs ?? 2_000,
    log,
  });
  return { host, native, log, client };
}

async function rejection(promise: Promise<unknown>): Promise<BridgeError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BridgeError) return error;
    throw error;
  }
  throw new Error('expected the call to reject');
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('bridge client', () => {
  it('posts a versioned request and resolves with the validated result', async () => {
    const { native, client } = setup();
    const call = client.call('getLoginInfo');
    const request = native.last();
    expect(request).toEqual({ v: 1, id: expect.any(String), method: 'getLoginInfo', params: {} });
    native.send({ v: 1, id: request.id, ok: true, result: { token: 'Bearer abc', mobile: '5512345678' } });
    await expect(call).resolves.toEqual({ token: 'Bearer abc', mobile: '5512345678' });
  });

  it('gives each call its own id and matches replies by id, in any order', async () => {
    const { native, client } = setup();
    const permission = client.call('checkPermission', { permission: 'camera' });
    const back = client.call('getBackUrls');
    const [first, second] = native.sent;
    expect(first?.id).not.toEqual(second?.id);
    native.send({ v: 1, id: second?.id, ok: true, result: { action: 'reload' } });
    native.send({ v: 1, id: first?.id, ok: true, result: { permission: 'camera', state: 'deniedForever' } });
    await expect(back).resolves.toEqual({ action: 'reload' });
    await expect(permission).resolves.toEqual({ permission: 'camera', state: 'deniedForever' });
  });

  it('resolves a logged-out getLoginInfo with null', async () => {
    const { native, client } = setup();
    const call = client.call('getLoginInfo');
    native.send({ v: 1, id: native.last().id, ok: true, result: null });
    await expect(call).resolves.toBeNull();
  });

  it('queues calls made before the bridge exists and flushes them when it appears', async () => {
    const { host, native, client } = setup({ withBridge: false });
    const call = client.call('logEventByAF', { eventName: 'login' });
    await vi.advanceTimersByTimeAsync(500);
    expect(native.sent).toHaveLength(0);
    host.NativeBridge = native;
    await vi.advanceTimersByTimeAsync(100);
    expect(native.sent).toEqual([
      { v: 1, id: expect.any(String), method: 'logEventByAF', params: { eventName: 'login' } },
    ]);
    native.send({ v: 1, id: native.last().id, ok: true });
    await expect(call).resolves.toBeUndefined();
  });

  it('flushes queued calls at once on the nativebridgeready event', async () => {
    const { host, native, client } = setup({ withBridge: false });
    const call = client.call('getBackUrls');
    host.NativeBridge = native;
    host.fireReady();
    expect(native.sent).toHaveLength(1);
    native.send({ v: 1, id: native.last().id, ok: true, result: { action: 'home', url: '/#/' } });
    await expect(call).resolves.toEqual({ action: 'home', url: '/#/' });
  });

  it('rejects queued calls with UNAVAILABLE when the bridge never appears', async () => {
    const { client } = setup({ withBridge: false, waitForBridgeMs: 2_000 });
    const error = rejection(client.call('getLoginInfo'));
    await vi.advanceTimersByTimeAsync(2_000);
    expect((await error).code).toBe('UNAVAILABLE');
    // After the wait, calls fail at once instead of queueing.
    const late = await rejection(client.call('getLoginInfo'));
    expect(late.code).toBe('UNAVAILABLE');
  });

  it('rejects at once with UNAVAILABLE in a plain browser', async () => {
    const { client } = setup({ withBridge: false, userAgent: DESKTOP_UA });
    const error = await rejection(client.call('toLogin'));
    expect(error.toObject()).toEqual({
      name: 'BridgeError',
      code: 'UNAVAILABLE',
      message: expect.any(String),
      method: 'toLogin',
    });
  });

  it('waits for a late bridge in a desktop browser when the host says one is coming', async () => {
    const { host, native, client } = setup({ withBridge: false, userAgent: DESKTOP_UA });
    host.__cuotaExpectBridge = true;
    const call = client.call('getLoginInfo');
    host.NativeBridge = native;
    await vi.advanceTimersByTimeAsync(100);
    native.send({ v: 1, id: native.last().id, ok: true, result: null });
    await expect(call).resolves.toBeNull();
  });

  it('rejects with TIMEOUT when native never answers, and drops the late answer', async () => {
    const { native, log, client } = setup({ timeoutMs: 1_000 });
    const error = rejection(client.call('getBackUrls'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await error).code).toBe('TIMEOUT');
    native.send({ v: 1, id: native.last().id, ok: true, result: { action: 'back' } });
    expect(log).toHaveBeenCalledWith('warn', expect.stringContaining('unknown id'), expect.anything());
  });

  it('uses the longer time-out of the contract for the camera', async () => {
    const { native, client } = setup({ timeoutMs: 1_000 });
    const call = client.call('setCaptureMode', { mode: 'idCardFront', url: '/user/upload/curp/front' });
    await vi.advanceTimersByTimeAsync(60_000);
    native.send({
      v: 1,
      id: native.last().id,
      ok: true,
      result: { image: 'data:image/jpeg;base64,AAAA', mime: 'image/jpeg' },
    });
    await expect(call).resolves.toEqual({ image: 'data:image/jpeg;base64,AAAA', mime: 'image/jpeg' });
  });

  it('rejects with REJECTED and the native code on an error reply', async () => {
    const { native, client } = setup();
    const error = rejection(client.call('setCaptureMode', { mode: 'face', url: '/user/saveFaceImage' }));
    native.send({
      v: 1,
      id: native.last().id,
      ok: false,
      error: { code: 'CANCELLED', message: 'user cancelled' },
    });
    expect((await error).toObject()).toEqual({
      name: 'BridgeError',
      code: 'REJECTED',
      message: 'user cancelled',
      method: 'setCaptureMode',
      nativeCode: 'CANCELLED',
    });
  });

  it('drops malformed messages without throwing, and the call still completes', async () => {
    const { native, log, client } = setup();
    const call = client.call('getLoginInfo');
    const { id } = native.last();
    expect(() => native.send('{not json')).not.toThrow();
    expect(() => native.send({ v: 2, id, ok: true, result: null })).not.toThrow();
    expect(() => native.send({ id, ok: 'yes' })).not.toThrow();
    expect(() => native.send(42)).not.toThrow();
    expect(log).toHaveBeenCalledTimes(4);
    native.send({ v: 1, id, ok: true, result: null });
    await expect(call).resolves.toBeNull();
  });

  it('drops and logs a reply to an unknown id', () => {
    const { native, log, client } = setup();
    void client.call('getLoginInfo');
    expect(() => native.send({ v: 1, id: 'nobody', ok: true, result: null })).not.toThrow();
    expect(log).toHaveBeenCalledWith('warn', expect.stringContaining('unknown id nobody'), expect.anything());
  });

  it('never writes a token, a mobile or a CURP to the console, whatever the native side sends (issue 30)', async () => {
    // The default log is the console, which the WebView forwards to Android's logcat.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const host = fakeHost();
    const native = fakeNative();
    host.NativeBridge = native;
    const client = createBridgeClient({ getWindow: () => host, timeoutMs: 1_000 });
    const secrets = ['Bearer s3cr3t-t0k3n', '5512345678', 'GOMA850101HDFRRN09'];
    // A getLoginInfo answered after its time-out.
    const late = rejection(client.call('getLoginInfo'));
    await vi.advanceTimersByTimeAsync(1_000);
    await late;
    native.send({ v: 1, id: native.last().id, ok: true, result: { token: secrets[0], mobile: secrets[1] } });
    // A reply that fails its schema, a malformed loginChanged, a malformed message, one that is not JSON.
    const bad = rejection(client.call('getLoginInfo'));
    native.send({ v: 1, id: native.last().id, ok: true, result: { token: secrets[0], mobile: 5512345678 } });
    await bad;
    native.send({
      v: 1,
      event: 'loginChanged',
      data: { token: secrets[0], mobile: secrets[1], curp: secrets[2], x: 1 },
    });
    native.send({ v: 1, event: 'loginChanged', data: { token: secrets[0] } });
    native.send({ v: 9, token: secrets[0], curp: secrets[2] });
    native.send(`{"token":"${secrets[0]}"`);
    const logged = JSON.stringify(warn.mock.calls);
    // Six messages, five dropped (one loginChanged is valid once its extra fields are stripped).
    expect(warn).toHaveBeenCalledTimes(5);
    for (const secret of secrets) expect(logged).not.toContain(secret);
    // What a developer still learns: which message, and its shape.
    expect(logged).toContain('"token":"string(19)"');
    warn.mockRestore();
    client.dispose();
  });

  it('rejects with BAD_RESPONSE when the result does not match the contract', async () => {
    const { native, client } = setup();
    const error = rejection(client.call('getBackUrls'));
    native.send({ v: 1, id: native.last().id, ok: true, result: { action: 'sideways' } });
    expect((await error).code).toBe('BAD_RESPONSE');
  });

  it('rejects invalid params without posting anything', async () => {
    const { native, client } = setup();
    // @ts-expect-error the contract forbids unknown permissions
    const error = await rejection(client.call('checkPermission', { permission: 'microphone' }));
    expect(error.code).toBe('REJECTED');
    expect(native.sent).toHaveLength(0);
  });

  it('delivers validated unsolicited events and drops unknown or malformed ones', () => {
    const { native, log, client } = setup();
    const events: unknown[] = [];
    const stop = client.onEvent((event) => events.push(event));
    native.send({ v: 1, event: 'loginChanged', data: { token: 'Bearer t', mobile: '5512345678' } });
    native.send({ v: 1, event: 'permissionChanged', data: { permission: 'camera', state: 'sideways' } });
    native.send({ v: 1, event: 'somethingNew', data: {} });
    expect(events).toEqual([{ event: 'loginChanged', data: { token: 'Bearer t', mobile: '5512345678' } }]);
    expect(log).toHaveBeenCalledTimes(2);
    stop();
    native.send({ v: 1, event: 'resumed', data: null });
    expect(events).toHaveLength(1);
  });

  it('keeps delivering events when one listener throws', () => {
    const { native, client } = setup();
    const seen = vi.fn();
    client.onEvent(() => {
      throw new Error('boom');
    });
    client.onEvent(seen);
    expect(() => native.send({ v: 1, event: 'backPressed', data: null })).not.toThrow();
    expect(seen).toHaveBeenCalledWith({ event: 'backPressed', data: null });
  });

  it('falls back to the onmessage property when the bridge has no addEventListener', async () => {
    const host = fakeHost();
    const sent: BridgeRequest[] = [];
    const native: { postMessage(m: string): void; onmessage?: ((event: NativeMessageEvent) => void) | null } =
      {
        postMessage: (m) => sent.push(JSON.parse(m) as BridgeRequest),
      };
    host.NativeBridge = native;
    const client = createBridgeClient({ getWindow: () => host, log: vi.fn() });
    const call = client.call('logout', { clearAll: true });
    native.onmessage?.({ data: JSON.stringify({ v: 1, id: sent[0]?.id, ok: true, result: {} }) });
    await expect(call).resolves.toEqual({});
    expect(sent[0]?.params).toEqual({ clearAll: true });
  });

  it('traces every call and reply, failures included', async () => {
    const { native, client } = setup();
    const traces: BridgeTrace[] = [];
    client.onTrace((trace) => traces.push(trace));
    const ok = client.call('getLoginInfo');
    native.send({ v: 1, id: native.last().id, ok: true, result: null });
    await ok;
    const failed = rejection(client.call('toLogin', { reason: 'expired' }));
    native.send({ v: 1, id: native.last().id, ok: false, error: { code: 7, message: 'no' } });
    await failed;
    expect(traces.map((t) => [t.kind, t.method, t.kind === 'bridge-reply' ? t.ok : null])).toEqual([
      ['bridge-call', 'getLoginInfo', null],
      ['bridge-reply', 'getLoginInfo', true],
      ['bridge-call', 'toLogin', null],
      ['bridge-reply', 'toLogin', false],
    ]);
  });

  it('fails calls still waiting when disposed', async () => {
    const { client } = setup();
    const error = rejection(client.call('getLoginInfo'));
    client.dispose();
    expect((await error).code).toBe('UNAVAILABLE');
  });
});

describe('isNativeApp', () => {
  it('is true with a bridge or inside an Android WebView, false in a desktop browser', () => {
    expect(isNativeApp({ NativeBridge: fakeNative(), navigator: { userAgent: DESKTOP_UA } })).toBe(true);
    expect(isNativeApp({ navigator: { userAgent: WEBVIEW_UA } })).toBe(true);
    expect(isNativeApp({ navigator: { userAgent: DESKTOP_UA } })).toBe(false);
    expect(isNativeApp(undefined)).toBe(false);
  });
});

describe('what the native side is never asked for', () => {
  const everything = Object.fromEntries(DATA_FLAGS.map((flag) => [flag, true])) as Record<DataFlag, boolean>;

  it('timeSDK2 goes out without contacts, SMS, call log, location, calendar or the app list, whoever calls', () => {
    const { native, client } = setup();
    const traces: BridgeTrace[] = [];
    client.onTrace((t) => traces.push(t));
    void client.call('timeSDK2', { step: 'loanOrder', isSubmit: true, ...everything });
    // Only exif, the device data and the expiry go out as asked.
    expect(native.last().params).toEqual({
      ...everything,
      step: 'loanOrder',
      isSubmit: true,
      appList: false,
      sms: false,
      contact: false,
      calendar: false,
      callLog: false,
      location: false,
    });
    // Journeys record what was really sent.
    expect(traces[0]).toMatchObject({
      kind: 'bridge-call',
      params: { contact: false, sms: false, callLog: false, location: false },
    });
  });

  it('never checks nor requests the contacts, SMS, call-log or location permission; the camera still goes', async () => {
    const { native, client } = setup();
    const neverAsked = ['contacts', 'sms', 'callLog', 'location', 'calendar', 'installedApps'] as const;
    for (const permission of neverAsked) {
      const error = await rejection(client.call('checkPermission', { permission, request: true }));
      expect(error).toMatchObject({ code: 'REJECTED', nativeCode: 'NEVER_COLLECTED' });
    }
    expect(native.sent).toHaveLength(0);
    void client.call('checkPermission', { permission: 'camera', request: true });
    expect(native.last()).toMatchObject({
      method: 'checkPermission',
      params: { permission: 'camera', request: true },
    });
  });
});
