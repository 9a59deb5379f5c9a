import { DELETED_NUMBER_WAIT_DAYS } from '../../domain/product-terms';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../presets/registered-borrower';
import { installMockServer } from '../server';
import { wireCall, type WireCallOptions } from '../wire-client';
import { restoreWorld } from '../world/world';
import { MOCK_ERRORS } from './mock-errors';

/**
 * The deletion screen promises: after deleting the account, the number cannot log in or register again for
 * DELETED_NUMBER_WAIT_DAYS days; then it may open a new, empty account. The mock world keeps that promise on
 * its virtual clock.
 */

const mock = installMockServer({ preset: 'registered-borrower' });

type Body = { code: number; msg: string; data: unknown };
const body = async (path: string, payload?: unknown, options: WireCallOptions = {}) =>
  (await wireCall(path, payload, options)).body as Body;

async function deleteAccount(): Promise<number> {
  const token = REGISTERED_TOKEN;
  await body('/security/getVerifyCode-deleteUser', undefined, { token });
  const code = mock.world.lastSms(REGISTERED_MOBILE)?.code ?? '';
  expect((await body('/user/delete', { code }, { token })).code).toBe(0);
  return mock.world.now();
}

const mxDateTime = (ms: number, lang: 'es' | 'en') =>
  new Intl.DateTimeFormat(lang === 'es' ? 'es-MX' : 'en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Mexico_City',
  }).format(ms);

test('the wait is the 30 days the deletion screen states', () => {
  expect(DELETED_NUMBER_WAIT_DAYS).toBe(30);
});

test('a deleted number is refused, in the borrower’s language, until the wait is over; then it starts afresh', async () => {
  const oldUserId = mock.world.findUser(REGISTERED_MOBILE)!.userId;
  const deletedAt = await deleteAccount();
  const until = deletedAt + DELETED_NUMBER_WAIT_DAYS * 86_400_000;
  const smsBefore = mock.world.outbox.length;

  // Right after, and a day before the end: no code is sent, the login is refused, with the date it ends.
  for (const advance of [0, DELETED_NUMBER_WAIT_DAYS - 1]) {
    mock.clock.advance({ days: advance });
    expect(await body('/security/getVerifyCode', { mobile: REGISTERED_MOBILE })).toEqual({
      code: MOCK_ERRORS.NUMBER_RECENTLY_DELETED.code,
      msg: `La cuenta de este número se eliminó. Podrás registrarte de nuevo con él a partir del ${mxDateTime(until, 'es')}.`,
      data: null,
    });
    expect(
      await body('/security/getVerifyCode', { mobile: REGISTERED_MOBILE }, { lang: 'en' }),
    ).toMatchObject({
      code: MOCK_ERRORS.NUMBER_RECENTLY_DELETED.code,
      msg: `The account of this number was deleted. You can register with it again from ${mxDateTime(until, 'en')}.`,
    });
    expect((await body('/security/login', { mobile: REGISTERED_MOBILE, code: '123456' })).code).toBe(
      MOCK_ERRORS.NUMBER_RECENTLY_DELETED.code,
    );
  }
  expect(mock.world.outbox.length).toBe(smsBefore);
  expect(mock.world.findUser(REGISTERED_MOBILE)).toBeUndefined();

  // A minute before the end: still refused. At the end: a code, a login, and a new account without history.
  mock.clock.set(until - 60_000);
  expect((await body('/security/getVerifyCode', { mobile: REGISTERED_MOBILE })).code).toBe(
    MOCK_ERRORS.NUMBER_RECENTLY_DELETED.code,
  );
  mock.clock.set(until);
  expect((await body('/security/getVerifyCode', { mobile: REGISTERED_MOBILE })).code).toBe(0);
  const code = mock.world.lastSms(REGISTERED_MOBILE)?.code ?? '';
  const login = await body('/security/login', { mobile: REGISTERED_MOBILE, code });
  expect(login).toMatchObject({ code: 0, data: { isNew: true } });
  expect((login.data as { userId: string }).userId).not.toBe(oldUserId);
  expect(mock.world.findUser(REGISTERED_MOBILE)?.loans ?? null).toBeNull();
});

test('other numbers are not held off, and the wait survives a snapshot of the world', async () => {
  const deletedAt = await deleteAccount();
  expect((await body('/security/getVerifyCode', { mobile: '5587654321' })).code).toBe(0);

  const restored = restoreWorld(mock.world.snapshot());
  expect(restored.deletedNumberWaitUntil(REGISTERED_MOBILE)).toBe(
    deletedAt + DELETED_NUMBER_WAIT_DAYS * 86_400_000,
  );
  expect(restored.deletedNumberWaitUntil('5587654321')).toBeNull();
});
