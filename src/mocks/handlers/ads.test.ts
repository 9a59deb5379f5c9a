import { installMockServer } from '../server';
import { wireCall } from '../wire-client';
import { MOCK_ADS } from './ads';
import { MOCK_ERRORS } from './mock-errors';

const mock = installMockServer();

type Body = { code: number; msg: string; data: unknown };
const body = async (path: string, payload?: unknown, options: Parameters<typeof wireCall>[2] = {}) =>
  (await wireCall(path, payload, options)).body as Body;

test('ad-page-info tells the page how often ads may refresh, without a login', async () => {
  expect((await body('/store/package/ad-page-info')).data).toEqual({
    enabled: true,
    dailyRefreshLimit: 2,
    triggers: ['open', 'refresh'],
  });
});

test('get-ad-page rotates through the ads, in the request’s language', async () => {
  const first = (await body('/store/package/get-ad-page', { trigger: 'open' })).data as { adId: string; title: string };
  const second = (await body('/store/package/get-ad-page', { trigger: 'refresh' }, { lang: 'en' })).data as {
    adId: string;
    title: string;
    imageUrl: string;
  };
  expect(first).toMatchObject({ adId: MOCK_ADS[0].adId, title: MOCK_ADS[0].es });
  expect(second).toMatchObject({ adId: MOCK_ADS[1].adId, title: MOCK_ADS[1].en });
  expect(second.imageUrl).toMatch(/^data:image\/svg\+xml,/);
});

test('an unknown trigger or switched-off ads answer an error', async () => {
  expect((await body('/store/package/get-ad-page', { trigger: 'nope' })).code).toBe(MOCK_ERRORS.NOT_FOUND.code);
  mock.world.setConfig({ ads: { enabled: false, dailyRefreshLimit: 2, triggers: ['open'] } });
  expect((await body('/store/package/get-ad-page', { trigger: 'open' })).code).toBe(MOCK_ERRORS.NOT_FOUND.code);
});
