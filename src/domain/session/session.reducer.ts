import type { Draft } from 'immer';
import type { DeleteBlocker, DomainEvent, SessionErrorCode, UserProfile } from '../events';
import { sameToken } from './token-fingerprint';

/** Why the last session ended by a session-error code (spec section 8), kept across the reset it causes. */
export interface SessionExpiry {
  code: SessionErrorCode;
  message: string;
  clearAll: boolean;
  at: number;
}

/** The session slice: who is logged in, with which token, and the last verification code sent. */
export interface SessionState {
  loggedIn: boolean;
  mobile: string | null;
  /** The stored Authorization value as the login gave it (normally `Bearer ...`). */
  token: string | null;
  via: 'web' | 'native' | null;
  loggedInAt: number | null;
  user: UserProfile | null;
  lastExpiry: SessionExpiry | null;
  lastLogout: { reason: 'user' | 'accountDeleted' | 'native'; at: number } | null;
  verifyCode: { mobile: string; purpose: 'login' | 'deleteUser'; sentAt: number } | null;
  /**
   * The latest answer of `/user/delete-check` (absent until one came): may the account be deleted, and what
   * stands in the way. Absent from the initial state, so states and logs of earlier builds stay as they were.
   */
  deleteCheck?: { canDelete: boolean; reasons: DeleteBlocker[]; at: number };
}

/** A fresh, logged-out session slice. */
export function initialSessionState(): SessionState {
  return {
    loggedIn: false,
    mobile: null,
    token: null,
    via: null,
    loggedInAt: null,
    user: null,
    lastExpiry: null,
    lastLogout: null,
    verifyCode: null,
  };
}

/**
 * What a login (`session/loggedIn`) does to the session before it: `start` after nobody's, `switch` over another
 * borrower's, null when it is the same borrower's going on (a token refresh, the native app handing back the
 * token of the session in the log). The same token (a reload's fingerprint included) or the same known number is
 * the same borrower; an unknown number (`''`, a native session before its profile) or one the log kept masked
 * (issue 30) is not known to be the same.
 */
export function loginBoundary(
  session: Pick<SessionState, 'token' | 'mobile'>,
  login: { token: string; mobile: string },
): 'start' | 'switch' | null {
  const { token, mobile } = session;
  if (token === null) return 'start';
  if (sameToken(token, login.token)) return null;
  return mobile !== null && mobile !== '' && mobile === login.mobile ? null : 'switch';
}

/** Folds one event into the session slice; ignores unrelated events. */
export function sessionReducer(draft: Draft<SessionState>, event: DomainEvent): void {
  switch (event.type) {
    case 'session/loggedIn':
      draft.loggedIn = true;
      draft.mobile = event.mobile;
      draft.token = event.token;
      draft.via = event.via;
      draft.loggedInAt = event.at;
      // A code sent for login has been used up.
      draft.verifyCode = null;
      return;
    case 'session/userInfoLoaded':
      // A profile is the session's: one that comes after the session ended is nobody's (decision 0061).
      if (!draft.loggedIn) return;
      draft.user = { ...event.user };
      // The backend says whose session it is: a session the native app started is known by its token alone
      // until the profile arrives, and no number stored before the token may stand in for it (issue 30).
      draft.mobile = event.user.mobile;
      return;
    case 'session/verifyCodeSent':
      draft.verifyCode = { mobile: event.mobile, purpose: event.purpose, sentAt: event.at };
      return;
    case 'account/deleteChecked':
      draft.deleteCheck = { canDelete: event.canDelete, reasons: [...event.reasons], at: event.at };
      return;
    case 'session/loggedOut':
      Object.assign(draft, initialSessionState(), { lastLogout: { reason: event.reason, at: event.at } });
      delete draft.deleteCheck;
      return;
    case 'session/expired':
      Object.assign(draft, initialSessionState(), {
        lastExpiry: { code: event.code, message: event.message, clearAll: event.clearAll, at: event.at },
      });
      delete draft.deleteCheck;
      return;
    default:
      return;
  }
}
