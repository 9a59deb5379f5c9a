import { checkCall, readBridgeEvent, readNativeMessage, readReply } from './messages';

describe('the checks of what crosses the bridge', () => {
  it('refuses an unknown method, invalid params and the never-asked permissions with a typed error', () => {
    const unknown = checkCall('fly', {});
    expect(!unknown.ok && unknown.error).toMatchObject({ code: 'REJECTED', nativeCode: 'UNKNOWN_METHOD' });
    const invalid = checkCall('setCaptureMode', { mode: 'x' });
    expect(!invalid.ok && invalid.error).toMatchObject({ code: 'REJECTED', nativeCode: 'INVALID_PARAMS' });
    const contacts = checkCall('checkPermission', { permission: 'contacts' });
    expect(!contacts.ok && contacts.error).toMatchObject({ code: 'REJECTED', nativeCode: 'NEVER_COLLECTED' });
  });

  it('sends the checked params, with no params as an empty object', () => {
    const login = checkCall('getLoginInfo', undefined);
    expect(login.ok && login.call.params).toEqual({});
    const camera = checkCall('checkPermission', { permission: 'camera' });
    expect(camera.ok && camera.call).toMatchObject({
      params: { permission: 'camera' },
      spec: { timeoutMs: 120_000 },
    });
  });

  it('reads a native message from JSON text or an object, and says why one is dropped', () => {
    expect(readNativeMessage('{"v":1,"event":"resumed"}')).toEqual({
      ok: true,
      value: { v: 1, event: 'resumed' },
    });
    expect(readNativeMessage('{{')).toMatchObject({
      ok: false,
      warning: 'dropped a native message that is not JSON',
    });
    expect(readNativeMessage({ v: 2 })).toMatchObject({
      ok: false,
      warning: 'dropped a malformed native message',
    });
  });

  it('reads a reply against its method: the result, a native refusal or an unexpected result', () => {
    expect(readReply('getLoginInfo', { v: 1, id: 'w1', ok: true, result: null })).toEqual({
      ok: true,
      result: null,
    });
    const refused = readReply('toLogin', {
      v: 1,
      id: 'w1',
      ok: false,
      error: { code: 'CANCELLED', message: 'no' },
    });
    expect(!refused.ok && refused.error).toMatchObject({
      code: 'REJECTED',
      nativeCode: 'CANCELLED',
      message: 'no',
    });
    const bad = readReply('getLoginInfo', { v: 1, id: 'w1', ok: true, result: { token: '' } });
    expect(bad).toMatchObject({
      ok: false,
      warning: 'bad result for getLoginInfo',
      detail: { token: 'string(0)' },
    });
  });

  it('reads a known event with valid data, and drops the others', () => {
    expect(readBridgeEvent('resumed', null)).toEqual({ ok: true, value: { event: 'resumed', data: null } });
    expect(readBridgeEvent('teleported', null)).toMatchObject({
      ok: false,
      warning: 'dropped unknown native event teleported',
    });
    expect(readBridgeEvent('loginChanged', { token: '' })).toMatchObject({ ok: false });
  });
});
