import { createInitialState, foldEvents, initialState } from '../state';
import { ev, order } from '../testing/event-fixtures';
import { loginBoundary } from './session.reducer';

/** Decision 0061: a login starts from empty borrower slices; a profile after the session's end is nobody's. */

const loginA = ev('session/loggedIn', { mobile: '5511112222', token: 'Bearer a', via: 'web' }, 1);
const loginB = ev('session/loggedIn', { mobile: '5533334444', token: 'Bearer b', via: 'web' }, 9);
const logout = ev('session/loggedOut', { reason: 'native' }, 5);
const expired = ev('session/expired', { code: 10010303, message: 'Sesión vencida', clearAll: false }, 5);
/** What calls of A's that were still going could fold after A's session ended (before the fence). */
const lateOfA = [
  ev('session/userInfoLoaded', { user: { userId: 'u-a', mobile: '5511112222', name: 'Ana' } }, 6),
  ev('quota/granted', { amount: 9000 }, 6),
  ev('order/listLoaded', { orders: [order('o-a')] }, 6),
  ev(
    'identity/documentRecognized',
    {
      identity: {
        curp: 'GOMA850101HDFRRN09',
        firstName: 'Ana',
        lastName: 'Gómez',
        birthday: '1985-01-01',
        gender: 2,
      },
    },
    6,
  ),
];

describe('a login after a session ended', () => {
  test.each([
    ['a logout', logout],
    ['a session code', expired],
  ])("after %s, B's login starts from empty borrower slices (what folded since is gone)", (_, end) => {
    const state = foldEvents(initialState, [loginA, end, ...lateOfA, loginB]);
    const fresh = createInitialState();
    expect(state.quota).toEqual(fresh.quota);
    expect(state.orders).toEqual(fresh.orders);
    expect(state.application).toEqual(fresh.application);
    expect(state.session).toMatchObject({ mobile: '5533334444', token: 'Bearer b', user: null });
    // Why the last session ended stays, as the end left it.
    expect(state.session.lastLogout ?? state.session.lastExpiry).not.toBeNull();
  });

  test('a profile that comes after the end does not fold into the session', () => {
    const state = foldEvents(initialState, [loginA, logout, lateOfA[0]!]);
    expect(state.session.user).toBeNull();
    expect(state.session.mobile).toBeNull();
  });

  test("the same borrower going on keeps the borrower's data", () => {
    const refreshed = ev('session/loggedIn', { mobile: '5511112222', token: 'Bearer a2', via: 'web' }, 7);
    const state = foldEvents(initialState, [loginA, ...lateOfA, refreshed]);
    expect(state.quota.amount).toBe(9000);
    expect(state.session.user).toMatchObject({ userId: 'u-a' });
  });
});

describe('loginBoundary', () => {
  test('start after nobody, switch over another borrower, null for the same one', () => {
    expect(loginBoundary({ token: null, mobile: null }, { token: 'Bearer a', mobile: '55' })).toBe('start');
    expect(loginBoundary({ token: 'Bearer a', mobile: '55' }, { token: 'Bearer a', mobile: '' })).toBeNull();
    expect(
      loginBoundary({ token: 'Bearer a', mobile: '55' }, { token: 'Bearer b', mobile: '55' }),
    ).toBeNull();
    expect(loginBoundary({ token: 'Bearer a', mobile: '55' }, { token: 'Bearer b', mobile: '66' })).toBe(
      'switch',
    );
  });

  test('an unknown number (a native session before its profile) is not known to be the same borrower', () => {
    expect(loginBoundary({ token: 'Bearer a', mobile: '' }, { token: 'Bearer b', mobile: '' })).toBe(
      'switch',
    );
  });
});
