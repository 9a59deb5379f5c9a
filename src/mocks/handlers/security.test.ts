import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../presets/registered-borrower';
import { resetMockWorld, installMockServer } from '../server';
import { wireCall } from '../wire-client';
import { MOCK_ERRORS } from './mock-errors';

const mock = installMockServer();
const MOBILE = '5523456789';

async function sendCode(mobile = MOBILE, lang: 'es' | 'en' = 'es') {
  const answer = await wireCall('/security/getVerifyCode', { mobile }, { lang });
  return answer.body as { code: number; msg: string; data: unknown };
}

async function login(mobile: string, code: string, lang: 'es' | 'en' = 'es') {
  const answer = await wireCall('/security/login', { mobile, code }, { lang });
  return answer.body as {
    code: number;
    msg: string;
    data: { token: string; userId: string; isNew: boolean } | null;
  };
}

function wrongCodeFor(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('security handlers', () => {
  it('registers a new mobile on login with the code from the SMS, then serves its user info', async () => {
    expect((await wireCall('/security/existsByMobile', { mobile: MOBILE })).body).toMatchObject({
      code: 0,
      data: { exists: false },
    });
    expect(await sendCode()).toEqual({ code: 0, msg: 'success', data: { countdown: 60 } });
    const sms = mock.world.lastSms(MOBILE);
    expect(sms?.text).toBe(`SMS de Cuota: tu código es ${sms?.code}`);

    const loggedIn = await login(MOBILE, sms?.code ?? '');
    expect(loggedIn).toMatchObject({ code: 0, data: { isNew: true, token: expect.any(String) } });
    const token = loggedIn.data?.token ?? '';

    const info = await wireCall('/security/getUserInfo', undefined, { token });
    expect(info.body).toEqual({
      code: 0,
      msg: 'success',
      data: { userId: loggedIn.data?.userId, mobile: MOBILE, progress: 5 },
    });
    expect((await wireCall('/security/existsByMobile', { mobile: MOBILE })).body).toMatchObject({
      data: { exists: true },
    });
  });

  it('logs a known borrower in without registering them again', async () => {
    resetMockWorld({ preset: 'registered-borrower', presetOptions: { progress: 35 } });
    await sendCode(REGISTERED_MOBILE);
    const result = await login(REGISTERED_MOBILE, mock.world.lastSms()?.code ?? '');
    expect(result.data?.isNew).toBe(false);
    expect(mock.world.users.size).toBe(1);
    const info = await wireCall('/security/getUserInfo', undefined, { token: result.data?.token ?? '' });
    expect(info.body).toMatchObject({
      data: { mobile: REGISTERED_MOBILE, progress: 35, name: expect.any(String) },
    });
  });

  it('answers a wrong code with an error in Spanish, or English per the lang header', async () => {
    await sendCode();
    const wrong = wrongCodeFor(mock.world.lastSms()?.code ?? '');
    expect(await login(MOBILE, wrong)).toEqual({
      code: MOCK_ERRORS.CODE_WRONG.code,
      msg: MOCK_ERRORS.CODE_WRONG.es,
      data: null,
    });
    expect(await login(MOBILE, wrong, 'en')).toEqual({
      code: MOCK_ERRORS.CODE_WRONG.code,
      msg: MOCK_ERRORS.CODE_WRONG.en,
      data: null,
    });
    expect(mock.world.users.size).toBe(0);
  });

  it('answers a code that does not even look like one as a wrong code', async () => {
    await sendCode();
    expect((await login(MOBILE, 'abc')).code).toBe(MOCK_ERRORS.CODE_WRONG.code);
  });

  it('rejects a code after five minutes of world time', async () => {
    await sendCode();
    const code = mock.world.lastSms()?.code ?? '';
    mock.clock.advance({ minutes: 5, seconds: 1 });
    expect(await login(MOBILE, code)).toMatchObject({
      code: MOCK_ERRORS.CODE_EXPIRED.code,
      msg: MOCK_ERRORS.CODE_EXPIRED.es,
    });
  });

  it('accepts a code within five minutes', async () => {
    await sendCode();
    const code = mock.world.lastSms()?.code ?? '';
    mock.clock.advance({ minutes: 4, seconds: 59 });
    expect((await login(MOBILE, code)).code).toBe(0);
  });

  it('asks for a code first when none was sent', async () => {
    expect((await login(MOBILE, '123456')).code).toBe(MOCK_ERRORS.CODE_NOT_REQUESTED.code);
  });

  it.each(['123', '55123456789', '0512345678', '1512345678', '55-1234-5678'])(
    'rejects the invalid mobile %s',
    async (mobile) => {
      const answer = await sendCode(mobile, 'en');
      expect(answer).toEqual({
        code: MOCK_ERRORS.INVALID_MOBILE.code,
        msg: MOCK_ERRORS.INVALID_MOBILE.en,
        data: null,
      });
      expect(mock.world.outbox).toHaveLength(0);
    },
  );

  it('refuses a second code before the 60-second countdown ends', async () => {
    await sendCode();
    mock.clock.advance({ seconds: 45 });
    const again = await sendCode(MOBILE, 'en');
    expect(again).toMatchObject({
      code: MOCK_ERRORS.CODE_TOO_FREQUENT.code,
      msg: 'Please wait 15 seconds before requesting another code',
    });
    mock.clock.advance({ seconds: 15 });
    expect((await sendCode()).code).toBe(0);
    expect(mock.world.outbox).toHaveLength(2);
  });

  it('answers getUserInfo without a token, or with an unknown one, with 100103', async () => {
    const none = await wireCall('/security/getUserInfo');
    expect(none.body).toEqual({ code: 100103, msg: MOCK_ERRORS.INVALID_TOKEN.es, data: null });
    const unknown = await wireCall('/security/getUserInfo', undefined, { token: 'tk_nobody', lang: 'en' });
    expect(unknown.body).toEqual({ code: 100103, msg: 'Invalid token, please log in again', data: null });
  });

  it('answers an expired token with 10010303', async () => {
    resetMockWorld({ preset: 'registered-borrower' });
    mock.world.expireToken(REGISTERED_TOKEN);
    const answer = await wireCall('/security/getUserInfo', undefined, { token: REGISTERED_TOKEN });
    expect((answer.body as { code: number }).code).toBe(10010303);
  });

  it('ends the first session when the borrower logs in on another device: its token answers 10010304', async () => {
    resetMockWorld({ preset: 'registered-borrower' });
    await sendCode(REGISTERED_MOBILE);
    const second = await login(REGISTERED_MOBILE, mock.world.lastSms()?.code ?? '');
    const first = await wireCall('/security/getUserInfo', undefined, { token: REGISTERED_TOKEN, lang: 'en' });
    expect(first.body).toEqual({
      code: 10010304,
      msg: 'The account is registered by another device',
      data: null,
    });
    const current = await wireCall('/security/getUserInfo', undefined, { token: second.data?.token ?? '' });
    expect((current.body as { code: number }).code).toBe(0);
  });

  it('answers a borrower the lender blocked with 10010301, on every call and at login', async () => {
    resetMockWorld({ preset: 'registered-borrower' });
    mock.world.updateUser(REGISTERED_MOBILE, { blocked: true });
    const call = await wireCall('/security/getUserInfo', undefined, { token: REGISTERED_TOKEN });
    expect(call.body).toEqual({ code: 10010301, msg: 'El usuario no puede iniciar sesión', data: null });
    await sendCode(REGISTERED_MOBILE);
    const again = await login(REGISTERED_MOBILE, mock.world.lastSms()?.code ?? '');
    expect(again).toEqual({ code: 10010301, msg: 'El usuario no puede iniciar sesión', data: null });
  });

  it('serves the registered borrower to the preset token', async () => {
    resetMockWorld({ preset: 'registered-borrower' });
    const answer = await wireCall('/security/getUserInfo', undefined, { token: REGISTERED_TOKEN });
    expect(answer.body).toMatchObject({ code: 0, data: { mobile: REGISTERED_MOBILE, progress: 20 } });
  });

  it('gives the same codes, tokens and ids for the same seed', async () => {
    const run = async (seed: number) => {
      resetMockWorld({ seed });
      await sendCode();
      const code = mock.world.lastSms()?.code ?? '';
      const result = await login(MOBILE, code);
      return { code, ...result.data };
    };
    const first = await run(5);
    const second = await run(5);
    const other = await run(6);
    expect(second).toEqual(first);
    expect(other.token).not.toBe(first.token);
  });
});
