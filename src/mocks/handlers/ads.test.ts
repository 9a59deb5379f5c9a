import { installMockServer } from '../server';
import { wireCall } from '../wire-client';
import { restoreWorld } from '../world/world';
import { MOCK_ADS } from './ads';
import { MOCK_ERRORS } from './mock-errors';

const mock = installMockServer();

type Body = { code: number; msg: string; data: unknown };
type Ad = { adId: string; title: string; imageUrl: string; refreshesLeftToday: number };
const body = async (path: string, payload?: unknown, options: Parameters<typeof wireCall>[2] = {}) =>
  (await wireCall(path, payload, options)).body as Body;

/** A borrower in the world and a session token of theirs. */
function borrower(mobile: string): string {
  mock.world.addUser({ mobile });
  return mock.world.issueToken(mobile);
}
const leftToday = async (token?: string) =>
  (
    (await body('/store/package/ad-page-info', undefined, token ? { token } : {})).data as {
      refreshesLeftToday: number;
    }
  ).refreshesLeftToday;
const refresh = (token: string, lang: 'es' | 'en' = 'es') =>
  body('/store/package/get-ad-page', { trigger: 'refresh', refresh: true }, { token, lang });
/** Two refreshes, both answered with an ad. */
async function useTodaysRefreshes(token: string): Promise<void> {
  for (const left of [1, 0]) {
    const answer = await refresh(token);
    expect(answer.code).toBe(0);
    expect((answer.data as Ad).refreshesLeftToday).toBe(left);
  }
}
const refused = MOCK_ERRORS.AD_REFRESH_LIMIT_REACHED.code;

test('ad-page-info tells the page how often ads may refresh, without a login', async () => {
  expect((await body('/store/package/ad-page-info')).data).toEqual({
    enabled: true,
    dailyRefreshLimit: 2,
    triggers: ['open', 'refresh'],
    refreshesLeftToday: 2,
  });
});

test('get-ad-page rotates through the ads, in the request’s language', async () => {
  const first = (await body('/store/package/get-ad-page', { trigger: 'open' })).data as Ad;
  const second = (await body('/store/package/get-ad-page', { trigger: 'refresh' }, { lang: 'en' }))
    .data as Ad;
  expect(first).toMatchObject({ adId: MOCK_ADS[0].adId, title: MOCK_ADS[0].es });
  expect(second).toMatchObject({ adId: MOCK_ADS[1].adId, title: MOCK_ADS[1].en });
  expect(second.imageUrl).toMatch(/^data:image\/svg\+xml,/);
});

test('an unknown trigger or switched-off ads answer an error', async () => {
  expect((await body('/store/package/get-ad-page', { trigger: 'nope' })).code).toBe(
    MOCK_ERRORS.NOT_FOUND.code,
  );
  mock.world.setConfig({ ads: { enabled: false, dailyRefreshLimit: 2, triggers: ['open'] } });
  expect((await body('/store/package/get-ad-page', { trigger: 'open' })).code).toBe(
    MOCK_ERRORS.NOT_FOUND.code,
  );
});

test('a borrower has two refreshes a day: the first display is not one, the third refresh is refused', async () => {
  const token = borrower('5512345678');
  expect(await leftToday(token)).toBe(2);
  // The page's first display (a trigger, no `refresh`) is not counted, however often.
  for (let i = 0; i < 3; i += 1) {
    const shown = await body('/store/package/get-ad-page', { trigger: 'open' }, { token });
    expect(shown).toMatchObject({ code: 0, data: { refreshesLeftToday: 2 } });
  }
  await useTodaysRefreshes(token);
  expect(await leftToday(token)).toBe(0);

  const third = await refresh(token);
  expect(third).toEqual({
    code: refused,
    msg: 'Ya viste las 2 promociones nuevas de hoy. Vuelve mañana.',
    data: null,
  });
  expect((await refresh(token, 'en')).msg).toBe(
    'You have seen today’s 2 new promotions. Come back tomorrow.',
  );
  // A refused refresh is not counted, and the first display still shows an ad.
  expect(mock.world.findUser('5512345678')?.adRefreshes).toEqual({ day: '2026-01-15', count: 2 });
  expect((await body('/store/package/get-ad-page', { trigger: 'open' }, { token })).code).toBe(0);
});

test('the count is the borrower’s: a new login keeps it, a second borrower has their own two', async () => {
  const first = borrower('5512345678');
  await useTodaysRefreshes(first);

  // Logging out and in again: a new token of the same borrower.
  const again = mock.world.issueToken('5512345678');
  mock.world.endOtherSessions('5512345678', again);
  expect(await leftToday(again)).toBe(0);
  expect((await refresh(again)).code).toBe(refused);

  const other = borrower('5587654321');
  expect(await leftToday(other)).toBe(2);
  await useTodaysRefreshes(other);
  expect((await refresh(other)).code).toBe(refused);
});

test('the day is Mexico City’s: the count holds past midnight UTC and starts again at midnight there', async () => {
  const token = borrower('5512345678');
  // 2026-01-15 17:00 in Mexico City is 23:00 UTC.
  mock.world.clock.set(Date.UTC(2026, 0, 15, 23, 0));
  await useTodaysRefreshes(token);
  mock.world.clock.advance({ hours: 2 }); // 01:00 UTC on the 16th, still the 15th in Mexico City
  expect(await leftToday(token)).toBe(0);
  expect((await refresh(token)).code).toBe(refused);
  mock.world.clock.advance({ hours: 5 }); // 00:00 on the 16th in Mexico City
  expect(await leftToday(token)).toBe(2);
  expect(await refresh(token)).toMatchObject({ code: 0, data: { refreshesLeftToday: 1 } });
});

test('the backend’s daily limit is the one counted', async () => {
  mock.world.setConfig({ ads: { enabled: true, dailyRefreshLimit: 1, triggers: ['open', 'refresh'] } });
  const token = borrower('5512345678');
  expect(await refresh(token)).toMatchObject({ code: 0, data: { refreshesLeftToday: 0 } });
  expect((await refresh(token)).code).toBe(refused);
});

test('the count is kept in the world’s snapshot (a reload) and goes with a deleted account', async () => {
  const token = borrower('5512345678');
  await useTodaysRefreshes(token);
  expect(restoreWorld(mock.world.snapshot()).findUser('5512345678')?.adRefreshes).toEqual({
    day: '2026-01-15',
    count: 2,
  });
  mock.world.deleteUser('5512345678');
  expect(mock.world.snapshot().users.some((user) => user.adRefreshes !== undefined)).toBe(false);
});

test('without a login nothing is counted; a dead token answers its session code', async () => {
  for (let i = 0; i < 3; i += 1) {
    const answer = await body('/store/package/get-ad-page', { trigger: 'refresh', refresh: true });
    expect(answer).toMatchObject({ code: 0, data: { refreshesLeftToday: 2 } });
  }
  expect(await leftToday()).toBe(2);
  const token = borrower('5512345678');
  mock.world.expireToken(token);
  expect((await refresh(token)).code).toBe(MOCK_ERRORS.TOKEN_EXPIRED.code);
});
