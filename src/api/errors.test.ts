import {
  AbortedError,
  ApiError,
  NetworkError,
  RequestShapeError,
  ResponseShapeError,
  SessionError,
  TimeoutError,
  isApiFailure,
  isSessionErrorCode,
  toShapeIssues,
} from './errors.ts';

const origin = { endpoint: 'getUserInfo', path: '/security/getUserInfo' };

describe('API failures', () => {
  const failures = [
    new ApiError(20001, 'No products', origin),
    new SessionError(10010303, 'Token is expired, please log in again', origin),
    new NetworkError('offline', origin),
    new TimeoutError(60_000, origin),
    new ResponseShapeError('bad', [{ path: 'mobile', message: 'expected string' }], origin),
    new RequestShapeError([{ path: 'mobile', message: 'too short' }], origin),
    new AbortedError('aborted', origin),
  ];

  it.each(failures.map((f) => [f.name, f] as const))(
    '%s turns into a plain record that survives JSON',
    (_, failure) => {
      const plain = failure.toObject();
      expect(plain).toMatchObject({
        name: failure.name,
        code: failure.code,
        message: failure.message,
        ...origin,
      });
      expect(JSON.parse(JSON.stringify(plain))).toEqual(plain);
    },
  );

  it('gives each class its own literal code', () => {
    expect(failures.map((f) => f.code)).toEqual([
      'API_ERROR',
      'SESSION_ENDED',
      'NETWORK_ERROR',
      'TIMEOUT',
      'RESPONSE_SHAPE',
      'REQUEST_SHAPE',
      'ABORTED',
    ]);
  });

  it('recognises its own failures only', () => {
    expect(failures.every(isApiFailure)).toBe(true);
    expect(isApiFailure(new Error('x'))).toBe(false);
    expect(isApiFailure({ code: 'API_ERROR' })).toBe(false);
  });

  it('flags clearAll only for 10010301', () => {
    expect(new SessionError(10010301, 'The user cannot log in', origin).clearAll).toBe(true);
    for (const code of [10010303, 10010304, 100103] as const)
      expect(new SessionError(code, '', origin).clearAll).toBe(false);
  });

  it('knows the four session codes', () => {
    expect([10010301, 10010303, 10010304, 100103, 10010302, 0].map(isSessionErrorCode)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('flattens schema issue paths', () => {
    expect(toShapeIssues([{ path: ['contacts', 1, 'phone'], message: 'bad' }])).toEqual([
      { path: 'contacts.1.phone', message: 'bad' },
    ]);
  });
});
