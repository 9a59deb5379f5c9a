import { EMPTY, concat, defer, from, of, type Observable } from 'rxjs';
import { catchError, concatMap, map } from 'rxjs/operators';
import type { UnstampedEvent } from '../../domain/events';
import { loginBoundary } from '../../domain/session/session.reducer';
import { t } from '../../i18n/i18n';
import type { EffectDeps } from '../../store/effect-deps';
import type { Effect, EffectContext } from '../../store/store';
import { failureMessage } from '../../store/failure';

/** POST /security/getVerifyCode: ends in session/verifyCodeSent or session/verifyCodeFailed. */
export const requestLoginCode: Effect<{ mobile: string }, EffectDeps> = ({ mobile }, { deps }) =>
  defer(() => deps.api.auth.getVerifyCode({ mobile })).pipe(
    map((sent): UnstampedEvent => ({
      type: 'session/verifyCodeSent',
      mobile,
      purpose: 'login',
      countdown: sent.countdown,
    })),
    catchError((error: unknown) =>
      of<UnstampedEvent>({ type: 'session/verifyCodeFailed', mobile, ...failureMessage(error) }),
    ),
  );

/**
 * Loads the borrower after a token is stored: profile and application progress. A profile that comes after the
 * session ended is not stored (decision 0061: the store folds nothing more of the run either).
 */
function loadUser({ deps, current }: EffectContext<EffectDeps>): Observable<UnstampedEvent> {
  return from(deps.api.auth.getUserInfo()).pipe(
    concatMap((user) => {
      if (!current()) return EMPTY;
      const profile = { userId: user.userId, mobile: user.mobile, name: user.name, progress: user.progress };
      // Spec section 3's `userInfo`: the native app and a later start read the borrower from it.
      try {
        deps.storage.set('userInfo', profile);
      } catch (error) {
        console.warn('[cuota] userInfo not stored', error); // the session goes on from the store
      }
      return from<UnstampedEvent[]>([
        { type: 'session/userInfoLoaded', user: profile },
        { type: 'application/progressLoaded', progress: user.progress },
      ]);
    }),
  );
}

/**
 * POST /security/login with the SMS code, keeps the token as a Bearer value, then loads the borrower.
 * Ends in session/loggedIn (+ userInfoLoaded, progressLoaded when the profile came) or session/loginFailed
 * (the login itself was refused or failed: no token was kept).
 */
export const loginWithCode: Effect<{ mobile: string; code: string }, EffectDeps> = ({ mobile, code }, ctx) =>
  defer(() => ctx.deps.api.auth.login({ mobile, code })).pipe(
    concatMap((result) => startSession(ctx, mobile, result.token, 'web', result.isNew)),
    catchError((error: unknown) =>
      of<UnstampedEvent>({ type: 'session/loginFailed', mobile, ...failureMessage(error) }),
    ),
  );

/**
 * Keeps the token as a Bearer value, announces the session, then loads the borrower. A profile that does not
 * come (offline, a server error) does not undo the login (decision 0068): the borrower is logged in and goes
 * on; home loads where they stand, and the profile loads again at the next start or when the page shows again
 * (`refreshUser`). A session code on that call ends the session as on any call. `isNew`: the backend said
 * the login registered the number (web login; the attribution effect reports the registration). A login that
 * is not the same borrower's going on starts from no per-borrower stored value (drafts, userInfo, counters):
 * whatever the phone kept before it is not known to be theirs (decision 0061).
 */
function startSession(
  ctx: EffectContext<EffectDeps>,
  mobile: string,
  rawToken: string,
  via: 'web' | 'native',
  isNew?: boolean,
): Observable<UnstampedEvent> {
  const { deps } = ctx;
  const token = rawToken.startsWith('Bearer ') ? rawToken : `Bearer ${rawToken}`;
  if (loginBoundary(ctx.getState().session, { token, mobile }) !== null) deps.storage.clearUserData();
  deps.storage.set('token', { Authorization: token });
  return concat(
    of<UnstampedEvent>({
      type: 'session/loggedIn',
      mobile,
      token,
      via,
      ...(isNew === undefined ? {} : { isNew }),
    }),
    loadUser(ctx).pipe(
      catchError((error: unknown) => {
        console.warn('[cuota] the profile did not load after the login; it loads later', error);
        return EMPTY;
      }),
    ),
  );
}

/** Waits for the native `loginChanged` event after `toLogin` (the borrower may take minutes). */
function waitForNativeLogin(deps: EffectDeps, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      off();
      resolve();
    }, timeoutMs);
    const off = deps.bridge.onEvent((event) => {
      if (event.event === 'loginChanged') {
        clearTimeout(timer);
        off();
        resolve();
      }
    });
  });
}

/**
 * Inside the native app login goes through the bridge: `toLogin`, then the token from `getLoginInfo`
 * (spec section 7: "the token is handed back from the native app and kept as a Bearer value").
 */
export const loginThroughNative: Effect<
  { reason?: 'required' | 'expired' | 'cleared'; waitMs?: number },
  EffectDeps
> = ({ reason = 'required', waitMs = 300_000 }, ctx) =>
  defer(async () => {
    const { deps } = ctx;
    let info = await deps.bridge.call('getLoginInfo');
    if (!info) {
      await deps.bridge.call('toLogin', { reason });
      await waitForNativeLogin(deps, waitMs);
      info = await deps.bridge.call('getLoginInfo');
    }
    return info;
  }).pipe(
    concatMap((info): Observable<UnstampedEvent> =>
      info
        ? startSession(ctx, info.mobile, info.token, 'native')
        : of({
            type: 'session/loginFailed',
            mobile: '',
            errorCode: 'NATIVE_CANCELLED',
            message: t('login.nativeCancelled'),
          }),
    ),
    catchError((error: unknown) =>
      // A bridge failure's own message is technical English ("... got no answer within 10000 ms"): the
      // borrower reads the app's sentence in their language.
      of<UnstampedEvent>({
        type: 'session/loginFailed',
        mobile: '',
        errorCode: error instanceof Error && 'code' in error ? `BRIDGE_${String(error.code)}` : 'BRIDGE',
        message: t('login.nativeCancelled'),
      }),
    ),
  );

/** GET /security/getUserInfo for a returning borrower; session codes are handled by the API client. */
export const refreshUser: Effect<Record<string, never>, EffectDeps> = (_payload, ctx) =>
  loadUser(ctx).pipe(catchError(() => EMPTY));

/** What the login screen asks for: a code by SMS, the login with that code, or the native app's login. */
export type LoginRequest =
  { kind: 'sendCode'; mobile: string } | { kind: 'login'; mobile: string; code: string } | { kind: 'native' };

/**
 * The login screen's one intent: its three buttons share it, so while one request goes the others wait (a
 * double tap, or a tap on another button, sends nothing more).
 */
export const loginRequest: Effect<LoginRequest, EffectDeps> = (request, ctx) =>
  request.kind === 'sendCode'
    ? requestLoginCode({ mobile: request.mobile }, ctx)
    : request.kind === 'login'
      ? loginWithCode({ mobile: request.mobile, code: request.code }, ctx)
      : loginThroughNative({}, ctx);
