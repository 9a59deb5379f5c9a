import type { UserInfo } from '../../api/contracts/auth';
import type { BridgeClient } from '../../bridge/client';
import { createMemoryStorage, createStoredValues } from '../../storage/stored-values';
import type { EffectDeps } from '../../store/effect-deps';
import { createStore } from '../../store/store';
import { startIntent } from '../../store/use-intent';
import { loginWithCode, refreshUser } from './login.effects';

/** Decision 0061: a login starts from no stored value of before; a profile after the session's end goes nowhere. */

const A = '5511112222';
const B = '5533334444';

function setup() {
  let answer: (user: UserInfo) => void = () => {};
  const storage = createStoredValues(createMemoryStorage());
  const deps = {
    api: {
      auth: {
        login: ({ mobile, code }: { mobile: string; code: string }) =>
          Promise.resolve({ token: `tk_${mobile}_${code}`, userId: `u-${mobile}`, isNew: false }),
        getUserInfo: () => new Promise<UserInfo>((resolve) => (answer = resolve)),
      },
    },
    bridge: { call: () => Promise.resolve(null), onEvent: () => () => {} } as unknown as BridgeClient,
    storage,
    isNative: () => false,
  } as unknown as EffectDeps;
  const store = createStore<EffectDeps>({ deps });
  return {
    store,
    storage,
    answer: (mobile: string) => answer({ userId: `u-${mobile}`, mobile, progress: 5 }),
  };
}

test("a profile that answers after the session ended is neither stored nor folded into the next one's", async () => {
  const { store, storage, answer } = setup();
  const login = startIntent(store, loginWithCode, { mobile: A, code: '123456' });
  await vi.waitFor(() => expect(store.getState().session.loggedIn).toBe(true));
  // The native app logs A out (bootstrap: the session ends, the per-borrower values go) while the call is out.
  store.dispatch({ type: 'session/loggedOut', reason: 'native' });
  storage.clearUserData();
  answer(A);
  await login;
  expect(storage.get('userInfo')).toBeNull();
  expect(store.getState().session.user).toBeNull();
  expect(store.log().map((e) => e.type)).not.toContain('session/userInfoLoaded');
});

test("a refresh started in A's session stores nothing once B's session began", async () => {
  const { store, storage, answer } = setup();
  store.dispatch({ type: 'session/loggedIn', mobile: A, token: 'Bearer tk_a', via: 'native' });
  const refresh = store.run(refreshUser, {});
  store.dispatch({ type: 'session/loggedOut', reason: 'native' });
  storage.clearUserData(['token']);
  store.dispatch({ type: 'session/loggedIn', mobile: '', token: 'Bearer tk_b', via: 'native' });
  answer(A);
  await refresh;
  expect(storage.get('userInfo')).toBeNull();
  expect(store.getState().session).toMatchObject({ token: 'Bearer tk_b', mobile: '', user: null });
});

test('a web login starts from no per-borrower stored value of before it; the same borrower keeps them', async () => {
  const { store, storage, answer } = setup();
  storage.set('drafts', { personalInfomation: { nationalId: 'GOMA850101HDFRRN09' } });
  storage.set('userInfo', { userId: 'u-a', mobile: A });
  storage.set('popEvaluateTime', 5);
  const login = startIntent(store, loginWithCode, { mobile: B, code: '123456' });
  await vi.waitFor(() => expect(store.getState().session.loggedIn).toBe(true));
  expect(storage.get('drafts')).toEqual({});
  expect(storage.get('popEvaluateTime')).toBeNull();
  expect(storage.get('token')).toEqual({ Authorization: `Bearer tk_${B}_123456` });
  answer(B);
  await login;
  expect(storage.get('userInfo')).toMatchObject({ mobile: B });

  // B logs in again (a new token, the same number): B's typing stays.
  storage.set('drafts', { loanQuestion: { purpose: 'school' } });
  const again = startIntent(store, loginWithCode, { mobile: B, code: '654321' });
  await vi.waitFor(() => expect(store.log().filter((e) => e.type === 'session/loggedIn')).toHaveLength(2));
  answer(B);
  await again;
  expect(storage.get('drafts')).toEqual({ loanQuestion: { purpose: 'school' } });
});
