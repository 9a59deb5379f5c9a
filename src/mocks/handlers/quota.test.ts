import type { Quota } from '../../api/contracts/store';
import { REGISTERED_MOBILE } from '../presets/registered-borrower';
import { installMockServer, resetMockWorld } from '../server';
import { call } from './application-test-kit';

const mock = installMockServer();
const quota = async () => (await call<Quota>('/store/get-user-quota')).data;

describe('quota review', () => {
  it('has no quota before the application is finished', async () => {
    resetMockWorld({ preset: 'application-in-progress', presetOptions: { progress: 35 } });
    expect(await quota()).toEqual({
      status: 'none',
      amount: 0,
      availableAmount: 0,
      reviewUntil: null,
      reapplyAfterDays: null,
    });
  });

  it('reviews for 10 to 60 minutes of world time, then grants 3,000 to 8,000 pesos', async () => {
    resetMockWorld({ preset: 'quota-review' });
    const reviewing = await quota();
    expect(reviewing.status).toBe('reviewing');
    const waitMinutes = ((reviewing.reviewUntil ?? 0) - mock.world.now()) / 60_000;
    expect(waitMinutes).toBeGreaterThanOrEqual(10);
    expect(waitMinutes).toBeLessThanOrEqual(60);
    expect((await call('/security/getUserInfo')).data).toMatchObject({ progress: 40 });
    expect((await call('/store/total-information')).data).toMatchObject({ progress: 40 });

    mock.clock.advance({ minutes: Math.ceil(waitMinutes) - 1 });
    expect((await quota()).status).toBe('reviewing');
    mock.clock.advance({ minutes: 1 });
    const granted = await quota();
    expect(granted.status).toBe('granted');
    expect(granted.amount).toBeGreaterThanOrEqual(3000);
    expect(granted.amount).toBeLessThanOrEqual(8000);
    expect((await call('/security/getUserInfo')).data).toMatchObject({ progress: 42 });
  });

  it('serves a granted quota and its history in the quota-granted world', async () => {
    resetMockWorld({ preset: 'quota-granted', seed: 5 });
    const granted = await quota();
    expect(granted).toMatchObject({ status: 'granted', availableAmount: granted.amount });
    expect((await call('/store/query-store-quota')).data).toEqual(granted);
    expect((await call('/store/get-quota/list')).data).toEqual({
      items: [{ amount: granted.amount, grantedAt: expect.any(Number), reason: 'initial' }],
    });
  });

  it('rejects in the quota-rejected world and counts the days until the borrower may reapply', async () => {
    resetMockWorld({ preset: 'quota-rejected' });
    const rejected = await quota();
    expect(rejected).toMatchObject({ status: 'rejected', amount: 0, availableAmount: 0, reviewUntil: null });
    const days = rejected.reapplyAfterDays ?? -1;
    expect(days).toBeGreaterThanOrEqual(6);
    expect(days).toBeLessThanOrEqual(29);
    mock.clock.advance({ days: 3 });
    expect((await quota()).reapplyAfterDays).toBe(days - 3);
    mock.clock.advance({ days: 60 });
    expect((await quota()).reapplyAfterDays).toBe(0);
    expect((await call('/store/get-quota/list')).data).toEqual({ items: [] });
    expect((await call('/security/getUserInfo')).data).toMatchObject({ progress: 40 });
  });
});

describe('application presets', () => {
  it('puts the known borrower at the asked step with the earlier steps on file', async () => {
    resetMockWorld({ preset: 'application-in-progress', presetOptions: { progress: 30 } });
    const info = await call<{ progress: number; name?: string }>('/security/getUserInfo');
    expect(info.data.progress).toBe(30);
    expect(info.data.name).toBeDefined();
    const app = mock.world.findUser(REGISTERED_MOBILE)?.application;
    expect(app?.additionalInfo).toBeDefined();
    expect(app?.emergencyContacts).toBeUndefined();
  });

  it('refuses a progress that is not an application step', () => {
    expect(() =>
      resetMockWorld({ preset: 'application-in-progress', presetOptions: { progress: 50 } }),
    ).toThrow(/not a step/);
  });
});
