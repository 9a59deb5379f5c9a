import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../presets/registered-borrower';
import { resetMockWorld, installMockServer } from '../server';
import { wireCall } from '../wire-client';
import { MOCK_ERRORS } from './mock-errors';

const mock = installMockServer({ preset: 'registered-borrower' });
const token = REGISTERED_TOKEN;

type Body = { code: number; msg: string; data: unknown };
const body = async (path: string, payload?: unknown, options: Parameters<typeof wireCall>[2] = { token }) =>
  (await wireCall(path, payload, options)).body as Body;

describe('user, upload check and package config handlers', () => {
  it('lets a borrower without loans delete the account with the SMS code', async () => {
    expect(await body('/user/delete-check')).toEqual({
      code: 0,
      msg: 'success',
      data: { canDelete: true, reasons: [] },
    });
    expect((await body('/security/getVerifyCode-deleteUser')).data).toEqual({ countdown: 60 });
    const code = mock.world.lastSms(REGISTERED_MOBILE)?.code ?? '';
    expect(mock.world.lastSms()?.purpose).toBe('deleteUser');
    expect((await body('/security/verifyCode-deleteUser', { code })).data).toEqual({ verified: true });
    expect((await body('/user/delete', { code })).code).toBe(0);
    expect(mock.world.findUser(REGISTERED_MOBILE)).toBeUndefined();
    expect((await body('/security/getUserInfo')).code).toBe(100103);
  });

  it('blocks deletion while a loan is unpaid', async () => {
    mock.world.updateUser(REGISTERED_MOBILE, { deleteBlockers: ['unpaidLoan'] });
    expect((await body('/user/delete-check')).data).toEqual({ canDelete: false, reasons: ['unpaidLoan'] });
    await body('/security/getVerifyCode-deleteUser');
    const code = mock.world.lastSms()?.code ?? '';
    expect((await body('/user/delete', { code })).code).toBe(MOCK_ERRORS.DELETE_BLOCKED.code);
    expect(mock.world.findUser(REGISTERED_MOBILE)).toBeDefined();
  });

  it('refuses deletion with a wrong code', async () => {
    await body('/security/getVerifyCode-deleteUser');
    const code = mock.world.lastSms()?.code ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await body('/security/verifyCode-deleteUser', { code: wrong })).code).toBe(
      MOCK_ERRORS.CODE_WRONG.code,
    );
    expect((await body('/user/delete', { code: wrong })).code).toBe(MOCK_ERRORS.CODE_WRONG.code);
  });

  it('needs a login for delete-check and the upload check', async () => {
    expect((await body('/user/delete-check', undefined, {})).code).toBe(100103);
    expect((await body('/time/upload/enable', undefined, {})).code).toBe(100103);
  });

  it('serves the data-collection flags of the world', async () => {
    mock.world.setConfig({ uploadEnable: { ...mock.world.config.uploadEnable, sms: false, expired: true } });
    expect((await body('/time/upload/enable')).data).toMatchObject({
      sms: false,
      expired: true,
      appList: true,
    });
  });

  it('serves both package configs without a login', async () => {
    resetMockWorld();
    const app = await body('/app/package-config', undefined, {});
    expect(app).toMatchObject({
      code: 0,
      data: {
        featureMode: { live: 1, frontPermission: 1 },
        imageCountLimit: 3,
        versionAllowList: { mode1: ['1.0.0'], mode2: [] },
      },
    });
    const store = await body('/store/package-config', undefined, {});
    expect(store.data).not.toHaveProperty('versionAllowList');
    expect(store.data).toMatchObject({ customerServiceHours: '9:00-18:00' });
  });

  it('follows package config changes in the world', async () => {
    mock.world.setConfig({ featureMode: { live: 0, frontPermission: 1 } });
    expect((await body('/store/package-config', undefined, {})).data).toMatchObject({
      featureMode: { live: 0 },
    });
  });

  it('answers under any base prefix before /api', async () => {
    const answer = await wireCall('/app/package-config', undefined, {
      baseUrl: 'http://127.0.0.1:4173/cuota/h5',
    });
    expect(answer.body).toMatchObject({ code: 0 });
  });
});
