// @vitest-environment jsdom
import { configureApi, resetApiConfig, type ApiValues } from '../api/client';
import { getUserInfo, getVerifyCode, login } from '../api/endpoints/auth';
import { getAppPackageConfig } from '../api/endpoints/app';
import { fault } from './world/faults';
import { installMockServer } from './server';

// The app's own axios client against the mock world: both sides of the wire format must agree.
const mock = installMockServer();

function values(token: string | null, language: 'es' | 'en' = 'es'): ApiValues {
  const table = {
    token: token ? { Authorization: `Bearer ${token}` } : null,
    language,
    deviceMsg: { traceId: 't1', androidId: 'a1', platform: 'android' },
    packageName: 'com.cuota.mx',
    appName: 'Cuota',
    afid: '',
    appendReqHeaders: {},
  };
  return { get: ((key: keyof typeof table) => table[key]) as ApiValues['get'] };
}

afterEach(() => resetApiConfig());

describe('the API client against the mock world', () => {
  it('logs a new borrower in with the SMS code and loads their info', async () => {
    // The client's default, relative base URL: what feature tests get.
    configureApi({ storage: values(null) });
    await expect(getVerifyCode({ mobile: '5598765432' })).resolves.toEqual({ countdown: 60 });
    const code = mock.world.lastSms('5598765432')?.code ?? '';
    const session = await login({ mobile: '5598765432', code });
    expect(session.isNew).toBe(true);

    configureApi({ storage: values(session.token) });
    await expect(getUserInfo()).resolves.toEqual({
      userId: session.userId,
      mobile: '5598765432',
      progress: 5,
    });
  });

  it('turns a wrong code into an ApiError with the message in the borrower language', async () => {
    configureApi({ storage: values(null, 'en'), baseURL: 'http://localhost/api' });
    await getVerifyCode({ mobile: '5598765432' });
    const code = mock.world.lastSms()?.code ?? '';
    await expect(
      login({ mobile: '5598765432', code: code === '000000' ? '111111' : '000000' }),
    ).rejects.toMatchObject({
      code: 'API_ERROR',
      backendCode: 10020002,
      message: 'The verification code is incorrect',
    });
  });

  it('turns a missing token into a session error', async () => {
    const onSessionError = vi.fn();
    configureApi({ storage: values(null), baseURL: 'http://localhost/api', onSessionError });
    await expect(getUserInfo()).rejects.toMatchObject({ code: 'SESSION_ENDED', backendCode: 100103 });
    expect(onSessionError).toHaveBeenCalledWith(100103, expect.any(String), { clearAll: false });
  });

  it('surfaces an injected wrong-shape answer as a response shape error', async () => {
    configureApi({ storage: values(null), baseURL: 'http://localhost/api' });
    mock.faults.once('getAppPackageConfig', fault.wrongShape());
    await expect(getAppPackageConfig()).rejects.toMatchObject({ code: 'RESPONSE_SHAPE' });
    await expect(getAppPackageConfig()).resolves.toMatchObject({ imageCountLimit: 3 });
  });
});
