import { foldEvents, initialState } from '../state';
import { ev } from '../testing/event-fixtures';
import {
  VERIFY_CODE_RESEND_SECONDS,
  selectAuthorization,
  selectIsLoggedIn,
  selectLastExpiry,
  selectMobile,
  selectSessionEndCode,
  selectToken,
  selectUser,
  selectVerifyCodeCountdown,
  selectVerifyCodeSentAt,
} from './session.selectors';

const login = ev('session/loggedIn', { mobile: '5512345678', token: 'Bearer abc', via: 'native' }, 100);

describe('session', () => {
  test('starts logged out', () => {
    expect(selectIsLoggedIn(initialState)).toBe(false);
    expect(selectToken(initialState)).toBeNull();
    expect(selectAuthorization(initialState)).toBeNull();
  });

  test('given a login, the borrower is logged in with the token and mobile', () => {
    const state = foldEvents(initialState, [login]);
    expect(selectIsLoggedIn(state)).toBe(true);
    expect(selectToken(state)).toBe('Bearer abc');
    expect(selectMobile(state)).toBe('5512345678');
    expect(state.session.via).toBe('native');
    expect(state.session.loggedInAt).toBe(100);
  });

  test('the Authorization value always carries the Bearer prefix once', () => {
    const bare = foldEvents(initialState, [
      ev('session/loggedIn', { mobile: '1', token: 'abc', via: 'web' }),
    ]);
    expect(selectAuthorization(bare)).toBe('Bearer abc');
    expect(selectAuthorization(foldEvents(initialState, [login]))).toBe('Bearer abc');
  });

  test('given the user info, the profile is stored', () => {
    const user = { userId: 'u1', mobile: '5512345678', name: 'Ana', progress: 20 };
    const state = foldEvents(initialState, [login, ev('session/userInfoLoaded', { user }, 101)]);
    expect(selectUser(state)).toEqual(user);
  });

  test('a sent verification code starts a 60-second resend countdown', () => {
    const state = foldEvents(initialState, [
      ev('session/verifyCodeSent', { mobile: '55', purpose: 'login' }, 10_000),
    ]);
    expect(selectVerifyCodeSentAt(state)).toBe(10_000);
    expect(selectVerifyCodeCountdown(state, 10_000)).toBe(VERIFY_CODE_RESEND_SECONDS);
    expect(selectVerifyCodeCountdown(state, 10_001)).toBe(60);
    expect(selectVerifyCodeCountdown(state, 69_000)).toBe(1);
    expect(selectVerifyCodeCountdown(state, 70_000)).toBe(0);
    expect(selectVerifyCodeCountdown(initialState, 0)).toBe(0);
  });

  test('logging in uses up the login code', () => {
    const state = foldEvents(initialState, [
      ev('session/verifyCodeSent', { mobile: '55', purpose: 'login' }, 1),
      login,
    ]);
    expect(selectVerifyCodeSentAt(state)).toBeNull();
  });

  test('given a logout, the session is reset and the reason kept', () => {
    const state = foldEvents(initialState, [login, ev('session/loggedOut', { reason: 'user' }, 200)]);
    expect(selectIsLoggedIn(state)).toBe(false);
    expect(selectToken(state)).toBeNull();
    expect(selectMobile(state)).toBeNull();
    expect(state.session.lastLogout).toEqual({ reason: 'user', at: 200 });
  });

  test('given an expiry, the session is reset and the expiry code kept for the screen', () => {
    const state = foldEvents(initialState, [
      login,
      ev('session/expired', { code: 10010303, message: 'Token is expired', clearAll: false }, 300),
    ]);
    expect(selectIsLoggedIn(state)).toBe(false);
    expect(selectToken(state)).toBeNull();
    expect(selectLastExpiry(state)).toEqual({
      code: 10010303,
      message: 'Token is expired',
      clearAll: false,
      at: 300,
    });
  });

  test('a new login after an expiry keeps the last expiry until the next one', () => {
    const state = foldEvents(initialState, [
      ev('session/expired', { code: 100103, message: 'Invalid token', clearAll: false }, 1),
      login,
    ]);
    expect(selectIsLoggedIn(state)).toBe(true);
    expect(selectLastExpiry(state)?.code).toBe(100103);
  });

  test('why the last session ended shows until the next login; a logout leaves none (decision 0075)', () => {
    const expired = ev('session/expired', { code: 10010304, message: 'other device', clearAll: false }, 300);
    expect(selectSessionEndCode(initialState)).toBeNull();
    expect(selectSessionEndCode(foldEvents(initialState, [login, expired]))).toBe(10010304);
    expect(selectSessionEndCode(foldEvents(initialState, [login, expired, login]))).toBeNull();
    const logout = ev('session/loggedOut', { reason: 'user' }, 400);
    expect(selectSessionEndCode(foldEvents(initialState, [login, expired, login, logout]))).toBeNull();
    expect(selectSessionEndCode(foldEvents(initialState, [login, logout]))).toBeNull();
  });

  test('ignores unrelated events', () => {
    const state = foldEvents(initialState, [login]);
    const after = foldEvents(state, [
      ev('quota/granted', { amount: 1000 }),
      ev('feedback/read', { feedbackId: 'f' }),
    ]);
    expect(after.session).toBe(state.session);
  });
});
