// @vitest-environment jsdom
// The API client when calls fail, time out or end a session, its loading counter and its trace (the wire
// format and uploads are in client.test.ts).
import { HttpResponse } from 'msw';
import type { SessionErrorCode } from '../domain/events.ts';
import {
  API_TIMEOUT_MS,
  configureApi,
  getLoadingCount,
  subscribeLoading,
  type ApiTraceEntry,
} from './client.ts';
import { existsByMobile, getUserInfo, login } from './endpoints/auth.ts';
import {
  AbortedError,
  ApiError,
  NetworkError,
  RequestShapeError,
  ResponseShapeError,
  SessionError,
  TimeoutError,
  isApiFailure,
} from './errors.ts';
import { NOW_MS, fakeValues, wireHarness } from './client-test-kit.ts';

const harness = wireHarness();
const { replyWith, sessionHandler } = harness;

describe('loading counter', () => {
  it('counts a call while it is in flight', async () => {
    const counts: number[] = [];
    const unsubscribe = subscribeLoading((n) => counts.push(n));
    replyWith(0, '', { exists: true });
    const pending = existsByMobile({ mobile: '5512345678' });
    expect(getLoadingCount()).toBe(1);
    await pending;
    unsubscribe();
    expect(counts).toEqual([1, 0]);
    expect(getLoadingCount()).toBe(0);
  });

  it('leaves silent calls out', async () => {
    const counts: number[] = [];
    const unsubscribe = subscribeLoading((n) => counts.push(n));
    replyWith(0, '', { exists: true });
    await existsByMobile({ mobile: '5512345678' }, { silent: true });
    unsubscribe();
    expect(counts).toEqual([]);
  });
});

describe('session codes', () => {
  const cases: Array<[SessionErrorCode, string, boolean]> = [
    [10010301, 'The user cannot log in', true],
    [10010303, 'Token is expired, please log in again', false],
    [10010304, 'The account is registered by another device', false],
    [100103, 'Invalid token, please log in again', false],
  ];

  it.each(cases)(
    'code %i ends the session (clearAll %s) and rejects with SessionError',
    async (code, msg, clearAll) => {
      replyWith(code, msg);
      const error: unknown = await getUserInfo().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SessionError);
      expect(error).toMatchObject({ code: 'SESSION_ENDED', backendCode: code, clearAll, message: msg });
      expect(sessionHandler).toHaveBeenCalledTimes(1);
      // The handler hears which token was refused: the session it ends must be that one.
      expect(sessionHandler).toHaveBeenCalledWith(code, msg, { clearAll, token: 'Bearer tok-123' });
      expect(getLoadingCount()).toBe(0);
    },
  );

  it('a session code without a message leaves it to the app: the handler answers the text the error carries', async () => {
    sessionHandler.mockReturnValue('Token is expired, please log in again');
    for (const msg of ['', '   ']) {
      replyWith(10010303, msg);
      const error: unknown = await getUserInfo().catch((e: unknown) => e);
      expect(sessionHandler).toHaveBeenLastCalledWith(10010303, '', {
        clearAll: false,
        token: 'Bearer tok-123',
      });
      expect(error).toMatchObject({
        backendCode: 10010303,
        message: 'Token is expired, please log in again',
      });
    }
  });

  it('a session code whose msg is null is one without a message', async () => {
    sessionHandler.mockReturnValue('Invalid token, please log in again');
    harness.reply(() => HttpResponse.json({ code: 100103, msg: null, data: null }));
    await expect(getUserInfo()).rejects.toMatchObject({ message: 'Invalid token, please log in again' });
    expect(sessionHandler).toHaveBeenCalledWith(100103, '', { clearAll: false, token: 'Bearer tok-123' });
  });

  it('a request without a token tells the handler none was refused', async () => {
    configureApi({ storage: fakeValues({ token: null }) });
    replyWith(100103, 'Invalid token, please log in again');
    await getUserInfo().catch(() => undefined);
    expect(sessionHandler).toHaveBeenCalledWith(100103, 'Invalid token, please log in again', {
      clearAll: false,
    });
  });

  it('a session code without a message and no answer from the app still says which code', async () => {
    replyWith(100103, '');
    await expect(getUserInfo()).rejects.toMatchObject({ message: 'Error 100103' });
    expect(sessionHandler).toHaveBeenCalledWith(100103, '', { clearAll: false, token: 'Bearer tok-123' });
  });

  it('still rejects typed when the session handler throws', async () => {
    sessionHandler.mockImplementation(() => {
      throw new Error('boom');
    });
    replyWith(100103, 'Invalid token, please log in again');
    await expect(getUserInfo()).rejects.toBeInstanceOf(SessionError);
  });
});

describe('failures', () => {
  it('rejects a network failure with NetworkError and hides the spinner', async () => {
    const counts: number[] = [];
    const unsubscribe = subscribeLoading((n) => counts.push(n));
    harness.reply(() => HttpResponse.error());
    const error: unknown = await getUserInfo().catch((e: unknown) => e);
    unsubscribe();
    expect(error).toBeInstanceOf(NetworkError);
    expect(isApiFailure(error)).toBe(true);
    expect(counts).toEqual([1, 0]);
  });

  describe('with fake timers', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
    afterEach(() => vi.useRealTimers());

    it('times out after 60 s with TimeoutError and hides the spinner', async () => {
      harness.reply(() => new Promise<Response>(() => undefined));
      const outcome = getUserInfo().then(
        () => 'resolved',
        (e: unknown) => e,
      );
      expect(getLoadingCount()).toBe(1);
      await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
      expect(getLoadingCount()).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      const error = await outcome;
      expect(error).toBeInstanceOf(TimeoutError);
      expect(error).toMatchObject({ code: 'TIMEOUT', timeoutMs: 60_000 });
      expect(getLoadingCount()).toBe(0);
    });
  });

  it('rejects any other code with ApiError carrying the message to show', async () => {
    replyWith(20001, 'Error, no products available to borrow');
    const error: unknown = await getUserInfo().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'API_ERROR',
      backendCode: 20001,
      message: 'Error, no products available to borrow',
    });
    expect(sessionHandler).not.toHaveBeenCalled();
  });

  it('turns malformed data into ResponseShapeError, not a crash', async () => {
    replyWith(0, '', { userId: 'u1', mobile: 5512345678 });
    const error: unknown = await getUserInfo().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    const plain = (error as ResponseShapeError).toObject();
    expect(plain).toMatchObject({
      code: 'RESPONSE_SHAPE',
      endpoint: 'getUserInfo',
      path: '/security/getUserInfo',
    });
    expect((error as ResponseShapeError).issues.map((i) => i.path)).toEqual(
      expect.arrayContaining(['mobile', 'progress']),
    );
    expect(JSON.parse(JSON.stringify(plain))).toEqual(plain);
  });

  it('turns a body that is not JSON, or not an envelope, into ResponseShapeError', async () => {
    harness.reply(() => new HttpResponse('<html>gateway</html>', { status: 200 }));
    await expect(getUserInfo()).rejects.toBeInstanceOf(ResponseShapeError);
    harness.reply(() => HttpResponse.json({ ok: true }));
    await expect(getUserInfo()).rejects.toBeInstanceOf(ResponseShapeError);
  });

  it('turns an HTTP error without an envelope into ApiError with the status', async () => {
    harness.reply(() => new HttpResponse('Bad gateway', { status: 502 }));
    await expect(getUserInfo()).rejects.toMatchObject({
      code: 'API_ERROR',
      backendCode: 502,
      httpStatus: 502,
    });
  });

  it('rejects a payload that breaks its contract without sending it', async () => {
    const error: unknown = await login({ mobile: '12', code: '1234' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestShapeError);
    expect(harness.captured).toHaveLength(0);
    expect(getLoadingCount()).toBe(0);
  });

  it('rejects with AbortedError when the caller aborts', async () => {
    harness.reply(() => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const pending = getUserInfo({ signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(AbortedError);
    expect(getLoadingCount()).toBe(0);
  });
});

describe('tracing', () => {
  it('reports each request and its outcome with the plain payload', async () => {
    const entries: ApiTraceEntry[] = [];
    configureApi({ onTrace: (e) => entries.push(e) });
    replyWith(0, '', { exists: true });
    await existsByMobile({ mobile: '5512345678' });
    replyWith(20001, 'nope');
    await existsByMobile({ mobile: '5512345678' }).catch(() => undefined);
    expect(entries.map((e) => e.kind)).toEqual(['request', 'response', 'request', 'failure']);
    expect(entries[0]).toMatchObject({
      endpoint: 'existsByMobile',
      payload: { mobile: '5512345678' },
      at: NOW_MS,
    });
    expect(entries[3]).toMatchObject({ error: { code: 'API_ERROR', backendCode: 20001 } });
  });
});
