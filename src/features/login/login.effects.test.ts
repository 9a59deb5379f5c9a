import type { LoginResponse, UserInfo } from '../../api/contracts/auth';
import type { BridgeClient } from '../../bridge/client';
import { createMemoryStorage, createStoredValues } from '../../storage/stored-values';
import type { EffectDeps } from '../../store/effect-deps';
import { createStore } from '../../store/store';
import { startIntent } from '../../store/use-intent';
import { loginThroughNative, loginWithCode } from './login.effects';

const MOBILE = '5512345678';

function setup(login: LoginResponse, getUserInfo?: () => Promise<UserInfo>) {
  const user: UserInfo = { userId: login.userId, mobile: MOBILE, progress: 5 };
  const bridge = {
    call: (method: string) =>
      Promise.resolve(method === 'getLoginInfo' ? { token: 'tk_native', mobile: MOBILE } : {}),
    onEvent: () => () => {},
  } as unknown as BridgeClient;
  const deps = {
    api: {
      auth: {
        login: () => Promise.resolve(login),
        getUserInfo: getUserInfo ?? (() => Promise.resolve(user)),
      },
    },
    bridge,
    storage: createStoredValues(createMemoryStorage()),
    isNative: () => true,
  } as unknown as EffectDeps;
  return createStore<EffectDeps>({ deps });
}

test.each([true, false])(
  'a web login carries what /security/login said of the number (isNew %s)',
  async (isNew) => {
    const store = setup({ token: 'tk_1', userId: 'u-1', isNew });
    await expect(
      startIntent(store, loginWithCode, { mobile: MOBILE, code: '123456' }),
    ).resolves.toMatchObject({
      status: 'done',
    });
    expect(store.getState().session).toMatchObject({ loggedIn: true, mobile: MOBILE, token: 'Bearer tk_1' });
    // What the log keeps for journeys.
    expect(store.log()[0]).toEqual({
      type: 'session/loggedIn',
      at: expect.any(Number),
      mobile: MOBILE,
      token: 'Bearer tk_1',
      via: 'web',
      isNew,
    });
  },
);

test('a native login says nothing of registration: the app was not told', async () => {
  const store = setup({ token: 'tk_1', userId: 'u-1', isNew: true });
  await startIntent(store, loginThroughNative, {});
  expect(store.getState().session).toMatchObject({
    loggedIn: true,
    via: 'native',
    token: 'Bearer tk_native',
  });
  const loggedIn = store.log().find((e) => e.type === 'session/loggedIn');
  expect(loggedIn).toMatchObject({ via: 'native', token: 'Bearer tk_native' });
  expect(loggedIn).not.toHaveProperty('isNew');
});

test('a login whose profile does not load is still a login, web or native: no loginFailed (decision 0068)', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const offline = () => Promise.reject(new Error('offline'));
  const web = setup({ token: 'tk_1', userId: 'u-1', isNew: false }, offline);
  await expect(startIntent(web, loginWithCode, { mobile: MOBILE, code: '123456' })).resolves.toMatchObject({
    status: 'done',
  });
  expect(web.getState().session.loggedIn).toBe(true);
  expect(web.log().map((e) => e.type)).toEqual(['session/loggedIn']);
  const native = setup({ token: 'tk_1', userId: 'u-1', isNew: false }, offline);
  await expect(startIntent(native, loginThroughNative, {})).resolves.toMatchObject({ status: 'done' });
  expect(native.log().map((e) => e.type)).toEqual(['session/loggedIn']);
  expect(warn).toHaveBeenCalledTimes(2);
  warn.mockRestore();
});
