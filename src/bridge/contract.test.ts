import {
  BRIDGE_EVENTS,
  BRIDGE_METHOD_NAMES,
  BRIDGE_METHODS,
  NativeMessageSchema,
  OWN_BRIDGE_METHODS,
  PERMISSIONS,
  SPEC_BRIDGE_METHODS,
  parseBridgeRequest,
} from './contract';

describe('bridge contract', () => {
  it('lists the eight native methods of the spec, then ours', () => {
    expect(SPEC_BRIDGE_METHODS).toEqual([
      'toLogin',
      'getLoginInfo',
      'logout',
      'getBackUrls',
      'logEventByAF',
      'timeSDK2',
      'checkPermission',
      'setCaptureMode',
    ]);
    expect(OWN_BRIDGE_METHODS).toEqual(['setSecureScreen']);
    expect(BRIDGE_METHOD_NAMES).toEqual([...SPEC_BRIDGE_METHODS, ...OWN_BRIDGE_METHODS]);
  });

  it('has setSecureScreen (ours, FLAG_SECURE): a boolean in, nothing out, marked as not of the spec', () => {
    const spec = BRIDGE_METHODS.setSecureScreen;
    expect(spec.description).toMatch(/^Ours, not in the spec/);
    expect(spec.params.safeParse({ secure: true }).success).toBe(true);
    expect(spec.params.safeParse({ secure: false }).success).toBe(true);
    expect(spec.params.safeParse({}).success).toBe(false);
    expect(spec.params.safeParse({ secure: 'yes' }).success).toBe(false);
    expect(spec.result.safeParse(null).success).toBe(true);
    expect(spec.result.safeParse(undefined).success).toBe(true);
    expect(
      parseBridgeRequest({ v: 1, id: 'w9', method: 'setSecureScreen', params: { secure: true } }),
    ).toEqual({
      ok: true,
      request: { v: 1, id: 'w9', method: 'setSecureScreen', params: { secure: true } },
    });
  });

  it('documents the session codes as toLogin (reason cleared for 10010301), not logout, as the app sends them', () => {
    expect(BRIDGE_METHODS.toLogin.description).toMatch(/`cleared` \(10010301/);
    expect(BRIDGE_METHODS.toLogin.params.safeParse({ reason: 'cleared' }).success).toBe(true);
    expect(BRIDGE_METHODS.logout.description).not.toMatch(/\(code 10010301\)/);
    expect(BRIDGE_METHODS.logout.description).toMatch(/account deletion/);
  });

  it('describes getLoginInfo as the Bearer session or null', () => {
    const result = BRIDGE_METHODS.getLoginInfo.result;
    expect(result.safeParse({ token: 'Bearer abc', mobile: '5512345678' }).success).toBe(true);
    expect(result.safeParse(null).success).toBe(true);
    expect(result.safeParse({ token: '', mobile: '5512345678' }).success).toBe(false);
  });

  it('sends timeSDK2 the step, the submit flag and every data-permission flag', () => {
    // The flags of spec section 3, by name: a renamed or missing flag fails here.
    const names = 'appList sms exif device contact calendar callLog location expired'.split(' ');
    const flags = Object.fromEntries(names.map((name, i) => [name, i % 2 === 0]));
    expect(
      BRIDGE_METHODS.timeSDK2.params.safeParse({ step: 'personalInfomation', isSubmit: true, ...flags })
        .success,
    ).toBe(true);
    expect(
      BRIDGE_METHODS.timeSDK2.params.safeParse({
        step: 'personalInfomation',
        isSubmit: true,
        ...flags,
        sms: undefined,
      }).success,
    ).toBe(false);
  });

  it('answers checkPermission with one of three states for a known permission', () => {
    for (const permission of PERMISSIONS) {
      expect(
        BRIDGE_METHODS.checkPermission.result.safeParse({ permission, state: 'deniedForever' }).success,
      ).toBe(true);
    }
    expect(
      BRIDGE_METHODS.checkPermission.result.safeParse({ permission: 'camera', state: 'maybe' }).success,
    ).toBe(false);
  });

  it('answers setCaptureMode with an image and its mime type', () => {
    const result = BRIDGE_METHODS.setCaptureMode.result;
    expect(result.safeParse({ image: 'data:image/jpeg;base64,/9j/', mime: 'image/jpeg' }).success).toBe(true);
    expect(result.safeParse({ image: '/9j/', mime: 'text/html' }).success).toBe(false);
  });

  it('tells the three native message kinds apart', () => {
    expect(NativeMessageSchema.safeParse({ v: 1, id: 'w1', ok: true, result: null }).success).toBe(true);
    expect(
      NativeMessageSchema.safeParse({ v: 1, id: 'w1', ok: false, error: { code: 'X', message: 'm' } })
        .success,
    ).toBe(true);
    expect(NativeMessageSchema.safeParse({ v: 1, event: 'resumed', data: null }).success).toBe(true);
    expect(NativeMessageSchema.safeParse({ v: 1, id: 'w1', ok: false }).success).toBe(false);
    expect(Object.keys(BRIDGE_EVENTS)).toContain('loginChanged');
  });

  it('checks requests on the native side with the same table', () => {
    const ok = parseBridgeRequest(
      JSON.stringify({ v: 1, id: 'w1', method: 'checkPermission', params: { permission: 'camera' } }),
    );
    expect(ok).toEqual({
      ok: true,
      request: { v: 1, id: 'w1', method: 'checkPermission', params: { permission: 'camera' } },
    });
    expect(parseBridgeRequest('nope')).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } });
    expect(parseBridgeRequest({ v: 1, id: 'w2', method: 'fly', params: {} })).toMatchObject({
      ok: false,
      id: 'w2',
      error: { code: 'UNKNOWN_METHOD' },
    });
    expect(
      parseBridgeRequest({ v: 1, id: 'w3', method: 'setCaptureMode', params: { mode: 'x' } }),
    ).toMatchObject({
      ok: false,
      id: 'w3',
      error: { code: 'BAD_PARAMS' },
    });
  });
});
