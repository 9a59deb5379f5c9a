import { encrypt, encryptJson } from '../../api/envelope';
import { createFaults } from '../world/faults';
import { createWorld } from '../world/world';
import { defineHandler, type MockRoute } from './define-handler';
import { MOCK_ERRORS } from './mock-errors';
import { dispatch, looksLikeCipher, type MockTraffic } from './wire';

const PKG = 'com.cuota.mx';
const seconds = () => String(Math.floor(Date.now() / 1000));
/** Spec section 7's headers, written out here (not taken from the code under test), as a browser sends them. */
const HEADERS: Record<string, string> = {
  traceId: '',
  packageName: PKG,
  'android-id': '',
  appName: 'Cuota',
  afid: '',
  lang: 'es',
  platform: 'android',
};

function setup(routes: MockRoute[]) {
  const world = createWorld({ seed: 1 });
  const traffic: MockTraffic[] = [];
  const deps = {
    getWorld: () => world,
    faults: createFaults(),
    routes: new Map(routes.map((r) => [r.path, r])),
    onTraffic: (t: MockTraffic) => traffic.push(t),
  };
  const send = async (path: string, init: RequestInit & { query?: Record<string, string> } = {}) => {
    const cipher = encrypt(path, PKG);
    const url = new URL(`http://localhost/app/api/${cipher}`);
    for (const [k, v] of Object.entries(init.query ?? { timestamp: seconds() })) url.searchParams.set(k, v);
    const headers = new Headers(HEADERS);
    for (const [name, value] of new Headers(init.headers)) headers.set(name, value);
    const response = await dispatch(deps, new Request(url, { ...init, headers }), cipher);
    return {
      status: response.status,
      body: (await response.json()) as { code: number; msg: string; data: unknown },
    };
  };
  return { world, deps, traffic, send };
}

const echo = defineHandler('/test/echo', (ctx) => ({ payload: ctx.payload, files: Object.keys(ctx.files) }));

describe('mock wire format', () => {
  it('decrypts a GET payload from the query', async () => {
    const { send } = setup([echo]);
    const answer = await send('/test/echo', {
      method: 'GET',
      query: { timestamp: seconds(), qkzmfwpa: encryptJson({ a: 1 }, PKG) },
    });
    expect(answer.body).toEqual({ code: 0, msg: 'success', data: { payload: { a: 1 }, files: [] } });
  });

  it('decrypts a JSON body under one 8-letter key', async () => {
    const { send, traffic } = setup([echo]);
    const answer = await send('/test/echo', {
      method: 'POST',
      body: JSON.stringify({ abcdefgh: encryptJson({ b: 'x' }, PKG) }),
    });
    expect(answer.body.data).toEqual({ payload: { b: 'x' }, files: [] });
    expect(traffic[0]).toMatchObject({
      path: '/test/echo',
      method: 'POST',
      payload: { b: 'x' },
      code: 0,
      status: 200,
    });
  });

  it('reads multipart files plus the one encrypted JSON field', async () => {
    const { send } = setup([echo]);
    const form = new FormData();
    form.append('file', new Blob(['jpeg bytes'], { type: 'image/jpeg' }), 'front.jpg');
    form.append('zyxwvuts', encryptJson({ side: 'front' }, PKG));
    const answer = await send('/test/echo', { method: 'POST', body: form });
    expect(answer.body.code).toBe(0);
    expect(answer.body.data).toMatchObject({
      payload: { side: 'front', file: expect.anything() },
      files: ['file'],
    });
  });

  it('decrypts with the key of the packageName header', async () => {
    const { deps } = setup([echo]);
    const cipher = encrypt('/test/echo', 'com.other.app');
    const request = new Request(`http://localhost/api/${cipher}?timestamp=${seconds()}`, {
      headers: { ...HEADERS, packageName: 'com.other.app' },
    });
    const response = await dispatch(deps, request, cipher);
    expect(((await response.json()) as { code: number }).code).toBe(0);
  });

  it.each([
    ['no timestamp', { method: 'GET', query: {} }],
    ['a timestamp in milliseconds', { method: 'GET', query: { timestamp: String(Date.now()) } }],
    [
      'a payload key that is not 8 lowercase letters',
      { method: 'GET', query: { timestamp: seconds(), payload: encryptJson({}, PKG) } },
    ],
    ['a plain JSON body', { method: 'POST', body: JSON.stringify({ mobile: '5512345678' }) }],
    [
      'a payload that does not decrypt',
      { method: 'POST', body: JSON.stringify({ abcdefgh: 'bm90LWEtY2lwaGVy' }) },
    ],
  ])('rejects a request with %s', async (_label, init) => {
    const { send } = setup([echo]);
    const answer = await send('/test/echo', init);
    expect(answer.body.code).toBe(MOCK_ERRORS.BAD_REQUEST.code);
    expect(answer.body.msg).toMatch(/^Solicitud no válida: /);
  });

  it.each(Object.keys(HEADERS))('refuses a call without the %s header, by name', async (name) => {
    const { deps } = setup([echo]);
    const cipher = encrypt('/test/echo', PKG);
    const headers = new Headers(HEADERS);
    headers.delete(name);
    const url = `http://localhost/api/${cipher}?timestamp=${seconds()}`;
    const answer = (await (await dispatch(deps, new Request(url, { headers }), cipher)).json()) as {
      code: number;
      msg: string;
    };
    expect(answer.code).toBe(MOCK_ERRORS.MISSING_HEADER.code);
    expect(answer.msg).toBe(`Falta la cabecera de la solicitud: ${name}`);
  });

  it('takes empty values (a browser has no android-id) and header names in any case', async () => {
    const { send } = setup([echo]);
    const lower = Object.fromEntries(Object.entries(HEADERS).map(([k, v]) => [k.toLowerCase(), v]));
    expect((await send('/test/echo', { method: 'POST', headers: lower })).body.code).toBe(0);
  });

  it('rejects a path that does not decrypt', async () => {
    const { deps } = setup([echo]);
    const response = await dispatch(
      deps,
      new Request(`http://localhost/api/abc?timestamp=${seconds()}`),
      'abc',
    );
    expect(((await response.json()) as { code: number }).code).toBe(MOCK_ERRORS.BAD_REQUEST.code);
  });

  it('answers an endpoint without a handler with NOT_FOUND', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { send } = setup([]);
    const answer = await send('/store/order/last', { method: 'GET' });
    expect(answer.body).toMatchObject({ code: MOCK_ERRORS.NOT_FOUND.code });
    expect(warn).toHaveBeenCalled();
  });

  it('checks the HTTP method and the payload against the contract', async () => {
    const route = defineHandler('existsByMobile', () => ({ exists: true }));
    const { send } = setup([route]);
    const post = await send('/security/existsByMobile', {
      method: 'POST',
      body: JSON.stringify({ abcdefgh: encryptJson({ mobile: '5512345678' }, PKG) }),
    });
    expect(post.body.msg).toContain('expects GET');
    const bad = await send('/security/existsByMobile', {
      method: 'GET',
      query: { timestamp: seconds(), abcdefgh: encryptJson({ phone: 1 }, PKG) },
    });
    expect(bad.body.code).toBe(MOCK_ERRORS.BAD_REQUEST.code);
  });

  it('answers CONTRACT_MISMATCH when a handler returns data the contract forbids', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A deliberately broken handler, defined by path so the type system lets it through.
    const broken = defineHandler('/security/getUserInfo', () => ({ userId: 7 }));
    const { send } = setup([broken]);
    const answer = await send('/security/getUserInfo', { method: 'GET' });
    expect(answer.body.code).toBe(MOCK_ERRORS.CONTRACT_MISMATCH.code);
    expect(error).toHaveBeenCalled();
  });

  it('wraps thrown handler errors as { code, msg, data }', async () => {
    const failing = defineHandler('/test/fail', (ctx) => ctx.fail(123, 'nope', { why: 'x' }));
    const { send } = setup([failing]);
    expect((await send('/test/fail', { method: 'POST' })).body).toEqual({
      code: 123,
      msg: 'nope',
      data: { why: 'x' },
    });
  });

  it('lets the resend template name its wait in the message', async () => {
    const route = defineHandler('/test/wait', (ctx) => ctx.error('CODE_TOO_FREQUENT', { seconds: 9 }));
    const { send } = setup([route]);
    expect((await send('/test/wait', { method: 'POST', headers: { lang: 'en' } })).body.msg).toBe(
      'Please wait 9 seconds before requesting another code',
    );
  });

  it('tells ciphertext path segments from ordinary file names', () => {
    expect(looksLikeCipher(encrypt('/security/login', PKG))).toBe(true);
    expect(looksLikeCipher(encrypt('/store/single/loan-order/time-data/status', PKG))).toBe(true);
    expect(looksLikeCipher('client.ts')).toBe(false);
    expect(looksLikeCipher('contracts')).toBe(false);
    expect(looksLikeCipher('abc')).toBe(false);
  });
});
