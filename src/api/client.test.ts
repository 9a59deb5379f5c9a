// @vitest-environment jsdom
import { DEFAULT_BASE_URL, apiBaseUrlFrom, configureApi, type UploadProgress } from './client.ts';
import { existsByMobile, getUserInfo, getVerifyCode, login } from './endpoints/auth.ts';
import { confirmRepayment } from './endpoints/repayment.ts';
import { getOrderList, getTotalInformation } from './endpoints/store.ts';
import { saveFaceImage, uploadCurpFront } from './endpoints/user.ts';
import { fakeValues, PACKAGE, UNREADABLE, wireHarness } from './client-test-kit.ts';
import { readWireRequest } from './wire.ts';

const harness = wireHarness();
const { only, replyWith } = harness;

describe('the wire format', () => {
  it('sends a GET to the encrypted path with the timestamp in seconds and the payload encrypted under a key', async () => {
    replyWith(0, '', { exists: true });
    await expect(existsByMobile({ mobile: '5512345678' })).resolves.toEqual({ exists: true });
    const { wire, url } = only();
    expect(url.pathname).toMatch(/^\/api\/[A-Za-z0-9_-]+$/);
    expect(wire.path).toBe('/security/existsByMobile');
    expect(url.searchParams.get('timestamp')).toBe('1700000123');
    expect(wire.keyName).toMatch(/^[a-z]{8}$/);
    expect([...url.searchParams.keys()]).toEqual(['timestamp', wire.keyName]);
    expect(wire.payload).toEqual({ mobile: '5512345678' });
  });

  it('sends a POST body of one encrypted key and nothing else', async () => {
    replyWith(0, '', { token: 'tok', userId: 'u1', isNew: false });
    await expect(login({ mobile: '5512345678', code: '1234' })).resolves.toEqual({
      token: 'tok',
      userId: 'u1',
      isNew: false,
    });
    const { wire, url, contentType } = only();
    expect(wire.path).toBe('/security/login');
    expect(contentType).toContain('application/json');
    expect([...url.searchParams.keys()]).toEqual(['timestamp']);
    expect(wire.keyName).toMatch(/^[a-z]{8}$/);
    expect(wire.payload).toEqual({ mobile: '5512345678', code: '1234' });
  });

  it('sends no key at all when a call has no payload', async () => {
    replyWith(0, '', { userId: 'u1', mobile: '5512345678', progress: 20 });
    await getUserInfo();
    replyWith(0, '', {
      progress: 5,
      loanQuestion: null,
      identity: null,
      basicInfo: null,
      additionalInfo: null,
      emergencyContacts: null,
      bankCard: null,
    });
    await getTotalInformation();
    replyWith(0, '', { orders: [], total: 0 });
    await getOrderList();
    expect(
      harness.captured.map((c) => [c.wire.path, c.wire.keyName, [...c.url.searchParams.keys()]]),
    ).toEqual([
      ['/security/getUserInfo', null, ['timestamp']],
      ['/store/total-information', null, ['timestamp']],
      ['/store/order-list', null, ['timestamp']],
    ]);
  });

  it('uses a fresh key name for every request', async () => {
    replyWith(0, '', { countdown: 60 });
    for (let i = 0; i < 5; i += 1) await getVerifyCode({ mobile: '5512345678' });
    const names = harness.captured.map((c) => c.wire.keyName);
    expect(names.every((n) => /^[a-z]{8}$/.test(n ?? ''))).toBe(true);
    expect(new Set(names).size).toBe(5);
  });

  it('draws key names from the configured randomness', async () => {
    configureApi({ random: () => 0 });
    replyWith(0, '', { countdown: 60 });
    await getVerifyCode({ mobile: '5512345678' });
    expect(only().wire.keyName).toBe('aaaaaaaa');
  });

  it('reads the timestamp from the configured clock on every request', async () => {
    let now = 1_000_999;
    configureApi({ now: () => now });
    replyWith(0, '', { countdown: 60 });
    await getVerifyCode({ mobile: '5512345678' });
    now = 61_000_000;
    await getVerifyCode({ mobile: '5512345678' });
    expect(harness.captured.map((c) => c.wire.timestamp)).toEqual([1000, 61000]);
  });

  it('sends every header, from the stored values', async () => {
    replyWith(0, '', { userId: 'u1', mobile: '5512345678', progress: 20 });
    await getUserInfo();
    const { headers } = only();
    expect(headers.get('Authorization')).toBe('Bearer tok-123');
    expect(headers.get('traceId')).toBe('trace-9');
    expect(headers.get('packageName')).toBe(PACKAGE);
    expect(headers.get('android-id')).toBe('android-7');
    expect(headers.get('appName')).toBe('Presto');
    expect(headers.get('afid')).toBe('af-42');
    expect(headers.get('lang')).toBe('en');
    expect(headers.get('platform')).toBe('android');
    expect(headers.get('x-channel')).toBe('gp');
  });

  it('sends no Authorization when logged out', async () => {
    configureApi({ storage: fakeValues({ token: null, appendReqHeaders: {} }) });
    replyWith(0, '', { exists: false });
    await existsByMobile({ mobile: '5512345678' });
    expect(only().headers.has('Authorization')).toBe(false);
  });

  it("adds the native app's extra headers but never lets one replace a spec header, whatever its case", async () => {
    configureApi({
      storage: fakeValues({
        token: null,
        appendReqHeaders: {
          'x-campaign': 'spring',
          authorization: 'Bearer hijack',
          LANG: 'fr',
          ' packagename ': 'com.evil',
          'Android-Id': 'spoofed',
          'x bad name': '1',
          'x-split': 'a\r\nInjected: 1',
        },
      }),
    });
    replyWith(0, '', { exists: false });
    await existsByMobile({ mobile: '5512345678' });
    const { headers } = only();
    expect(headers.get('x-campaign')).toBe('spring');
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.get('lang')).toBe('en');
    expect(headers.get('packageName')).toBe(PACKAGE);
    expect(headers.get('android-id')).toBe('android-7');
    expect(headers.has('x-split')).toBe(false);
    expect(headers.has('Injected')).toBe(false);
  });

  it.each(['/', '/app/', '/cdn/cuota/v3/index.html'])(
    'goes to /api of the origin when the app is hosted under %s, from a deep route',
    async (hostingPath) => {
      const before = window.location.href;
      window.history.replaceState(null, '', `${hostingPath}#/borrow/product_details?loanOrderId=7`);
      try {
        replyWith(0, '', { exists: false });
        await existsByMobile({ mobile: '5512345678' });
        expect(only().url.pathname).toMatch(/^\/api\/[A-Za-z0-9_-]+$/);
        expect(only().url.origin).toBe(window.location.origin);
      } finally {
        window.history.replaceState(null, '', before);
      }
    },
  );

  it('takes the API base from the build (VITE_API_BASE_URL), else /api', () => {
    expect(DEFAULT_BASE_URL).toBe('/api');
    expect(apiBaseUrlFrom(undefined)).toBe('/api');
    expect(apiBaseUrlFrom('  ')).toBe('/api');
    expect(apiBaseUrlFrom('https://api.example.mx/v1/api/')).toBe('https://api.example.mx/v1/api');
  });

  it("names a money call's Idempotency-Key in its request trace, and no key where the call has none", async () => {
    const traces: unknown[] = [];
    configureApi({ onTrace: (entry) => traces.push(entry) });
    replyWith(0, '', { exists: false });
    await existsByMobile({ mobile: '5512345678' });
    replyWith(0, '', {
      orderId: 'LO1',
      paymentOrderId: 'PO1',
      status: 'pending',
      reference: '1234567',
      amount: 500,
      channel: 'SPEI',
      payUrl: null,
      clabe: null,
      expiresAt: 1_700_086_400_000,
    });
    await confirmRepayment(
      { orderId: 'LO1', amount: 500, channelId: 'spei', kind: 'repay' },
      { idempotencyKey: 'key-1' },
    );
    const requests = traces.filter((t) => (t as { kind: string }).kind === 'request');
    expect(requests[0]).not.toHaveProperty('idempotencyKey');
    expect(requests[1]).toMatchObject({ endpoint: 'confirmRepayment', idempotencyKey: 'key-1' });
    expect(harness.captured[1]?.headers.get('Idempotency-Key')).toBe('key-1');
  });

  it('encrypts with the stored package name', async () => {
    configureApi({ storage: fakeValues({ packageName: 'com.other.app' }) });
    replyWith(0, '', { exists: false });
    await existsByMobile({ mobile: '5512345678' });
    const { wire, raw } = only();
    expect(wire).toBe(UNREADABLE);
    const readBack = await readWireRequest(raw, 'com.other.app');
    expect(readBack.path).toBe('/security/existsByMobile');
    expect(readBack.payload).toEqual({ mobile: '5512345678' });
  });
});

describe('multipart uploads', () => {
  // jsdom's FormData and Blob cannot be read by Node's Request, which MSW builds from the XHR body
  // (the file bytes arrive as 'undefined'); browsers have no such split, so uploads use Node's classes here.
  beforeEach(async () => {
    const nodeForm = await new Response('a=1', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }).formData();
    vi.stubGlobal('FormData', nodeForm.constructor);
  });
  afterEach(() => vi.unstubAllGlobals());

  /** A Blob of Node's own class (Response.blob() is Node's), which Node's Request can read. */
  const nodeBlob = (content: Uint8Array<ArrayBuffer> | string, type: string) =>
    new Response(content, { headers: { 'content-type': type } }).blob();

  it('sends an upload as the file part plus no key when there are no other fields', async () => {
    replyWith(0, '', { fileId: 'f1', url: '/img/f1' });
    const image = await nodeBlob(new Uint8Array([1, 2, 3, 4]), 'image/jpeg');
    await expect(uploadCurpFront({ file: image })).resolves.toEqual({ fileId: 'f1', url: '/img/f1' });
    const { wire, contentType } = only();
    expect(wire.path).toBe('/user/upload/curp/front');
    expect(contentType).toContain('multipart/form-data');
    expect(wire.keyName).toBeNull();
    const part = wire.files.file!;
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3, 4]));
  });

  it('sends the other fields of an upload as one encrypted JSON part under a random key', async () => {
    replyWith(0, '', { fileId: 'f2', url: '/img/f2' });
    const onUploadProgress = vi.fn();
    await saveFaceImage(
      {
        file: await nodeBlob('face', 'image/png'),
        livenessId: 'live-1',
      },
      { onUploadProgress },
    );
    expect(onUploadProgress).toHaveBeenCalled();
    const progress: UploadProgress = onUploadProgress.mock.lastCall?.[0];
    expect(progress.loaded).toBeGreaterThan(0);
    // The body's size is known (a FormData of a Blob and a JSON part): the ratio is measured against it.
    expect(progress.total).toBeGreaterThan(0);
    expect(progress.ratio).toBe(progress.loaded / progress.total!);
    const { wire } = only();
    expect(wire.path).toBe('/user/saveFaceImage');
    expect(wire.keyName).toMatch(/^[a-z]{8}$/);
    expect(wire.payload).toEqual({ livenessId: 'live-1' });
    expect(await wire.files.file!.text()).toBe('face');
  });
});
