import type { Ev } from './event';

/** The session: login, logout, expiry and the borrower (spec sections 6 and 8). */

/** The four session codes of spec section 8. */
export type SessionErrorCode = 10010301 | 10010303 | 10010304 | 100103;
export const SESSION_ERROR_CODES: readonly SessionErrorCode[] = [10010301, 10010303, 10010304, 100103];

/** The borrower as `/security/getUserInfo` describes them (fields the app uses). */
export interface UserProfile {
  userId: string;
  mobile: string;
  name?: string;
  /** Application progress code (spec section 4). */
  progress?: number;
}

/** Its events: one part of the union DomainEvent (src/domain/events.ts). */
export type SessionEvents =
  | Ev<
      'session/loggedIn',
      {
        mobile: string;
        token: string;
        via: 'web' | 'native';
        /**
         * `/security/login` said this login registered the number (its `isNew`): a web login only; absent where
         * the app was not told (a native login, a token the native app handed over).
         */
        isNew?: boolean;
      }
    >
  | Ev<'session/userInfoLoaded', { user: UserProfile }>
  | Ev<'session/loggedOut', { reason: 'user' | 'accountDeleted' | 'native' }>
  | Ev<'session/expired', { code: SessionErrorCode; message: string; clearAll: boolean }>
  | Ev<'session/verifyCodeSent', { mobile: string; purpose: 'login' | 'deleteUser'; countdown?: number }>
  | Ev<'session/verifyCodeFailed', { mobile: string; errorCode: string; message: string }>
  | Ev<'session/loginFailed', { mobile: string; errorCode: string; message: string }>;
