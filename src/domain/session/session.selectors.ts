import type { AppState } from '../state';
import type { SessionExpiry } from './session.reducer';
import type { SessionErrorCode, UserProfile } from '../events';

/** Seconds the verification code must wait before it may be resent (spec section 9). */
export const VERIFY_CODE_RESEND_SECONDS = 60;

/** True while a borrower is logged in with a token. */
export function selectIsLoggedIn(state: AppState): boolean {
  return state.session.loggedIn && state.session.token !== null;
}

/** The stored token, or null when logged out. */
export function selectToken(state: AppState): string | null {
  return state.session.token;
}

/** The Authorization header value: the token with a `Bearer ` prefix, or null when logged out. */
export function selectAuthorization(state: AppState): string | null {
  const token = state.session.token;
  if (token === null || token === '') return null;
  return /^Bearer /i.test(token) ? token : `Bearer ${token}`;
}

/** The logged-in mobile number, or null. */
export function selectMobile(state: AppState): string | null {
  return state.session.mobile;
}

/** The profile of `/security/getUserInfo`, or null before it loads. */
export function selectUser(state: AppState): UserProfile | null {
  return state.session.user;
}

/** The last session-error expiry (kept after the reset), or null. */
export function selectLastExpiry(state: AppState): SessionExpiry | null {
  return state.session.lastExpiry;
}

/**
 * Why the previous session ended, while nobody has logged in since: the session code of `lastExpiry` (decision
 * 0075). A logout leaves none (it clears `lastExpiry`); a login keeps `lastExpiry` (decision 0061) but hides it.
 */
export function selectSessionEndCode(state: AppState): SessionErrorCode | null {
  if (selectIsLoggedIn(state)) return null;
  return selectLastExpiry(state)?.code ?? null;
}

/** When the last verification code was sent (store clock ms), or null. */
export function selectVerifyCodeSentAt(state: AppState): number | null {
  return state.session.verifyCode?.sentAt ?? null;
}

/** Whole seconds left before a new code may be sent, given the current store time; 0 when allowed. */
export function selectVerifyCodeCountdown(state: AppState, now: number): number {
  const sentAt = selectVerifyCodeSentAt(state);
  if (sentAt === null) return 0;
  const left = VERIFY_CODE_RESEND_SECONDS * 1000 - (now - sentAt);
  return left > 0 ? Math.ceil(left / 1000) : 0;
}
