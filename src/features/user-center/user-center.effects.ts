import { concat, defer, of } from 'rxjs';
import { catchError, concatMap, map } from 'rxjs/operators';
import type { UnstampedEvent } from '../../domain/events';
import { selectMobile } from '../../domain/session/session.selectors';
import { t } from '../../i18n/i18n';
import type { EffectDeps } from '../../store/effect-deps';
import { failureMessage } from '../../store/failure';
import type { Effect } from '../../store/store';
// The messages of these effects live in the feature's texts.
import './user-center.texts';

/** GET /user/delete-check: ends in account/deleteChecked (with the blocking reasons) or account/deleteCheckFailed. */
export const checkAccountDeletion: Effect<Record<string, never>, EffectDeps> = (_payload, { deps }) =>
  defer(() => deps.api.user.deleteCheck()).pipe(
    map((check): UnstampedEvent => ({
      type: 'account/deleteChecked',
      canDelete: check.canDelete,
      reasons: [...check.reasons],
    })),
    catchError((error: unknown) =>
      of<UnstampedEvent>({ type: 'account/deleteCheckFailed', ...failureMessage(error) }),
    ),
  );

/** POST /security/getVerifyCode-deleteUser: the code goes to the borrower's own number. */
export const requestDeleteCode: Effect<Record<string, never>, EffectDeps> = (
  _payload,
  { deps, getState },
) => {
  const mobile = selectMobile(getState()) ?? '';
  return defer(() => deps.api.auth.getDeleteUserVerifyCode()).pipe(
    map((sent): UnstampedEvent => ({
      type: 'session/verifyCodeSent',
      mobile,
      purpose: 'deleteUser',
      countdown: sent.countdown,
    })),
    catchError((error: unknown) =>
      of<UnstampedEvent>({ type: 'session/verifyCodeFailed', mobile, ...failureMessage(error) }),
    ),
  );
};

/**
 * Deletes the account: POST /security/verifyCode-deleteUser, then POST /user/delete with the same code.
 * On success every stored value is cleared, the native app is told to log out and clear its data, and the
 * effect ends with account/deleted then session/loggedOut (reason accountDeleted). The screen then resets
 * the store (event log included). Any failure is account/deleteFailed and nothing local is touched.
 */
export const deleteAccount: Effect<{ code: string }, EffectDeps> = ({ code }, { deps }) =>
  defer(() => deps.api.auth.verifyDeleteUserCode({ code })).pipe(
    concatMap(async (result) => {
      if (!result.verified) throw new DeleteNotVerifiedError();
      await deps.api.user.deleteUser({ code });
      deps.storage.clearAll();
      // Inside the native app its session and data go too; a missing bridge is fine (plain browser).
      if (deps.isNative()) await deps.bridge.call('logout', { clearAll: true }).catch(() => undefined);
    }),
    concatMap(() =>
      concat(
        of<UnstampedEvent>({ type: 'account/deleted' }),
        of<UnstampedEvent>({ type: 'session/loggedOut', reason: 'accountDeleted' }),
      ),
    ),
    catchError((error: unknown) =>
      of<UnstampedEvent>({
        type: 'account/deleteFailed',
        ...(error instanceof DeleteNotVerifiedError
          ? { errorCode: 'NOT_VERIFIED', message: error.message }
          : failureMessage(error)),
      }),
    ),
  );

/** The backend answered `verified: false` without an error code. */
class DeleteNotVerifiedError extends Error {
  constructor() {
    super(t('userCenter.delete.codeNotVerified'));
    this.name = 'DeleteNotVerifiedError';
  }
}

/** GET /app-download/getAddress: ends in config/downloadAddressLoaded or config/downloadAddressFailed. */
export const loadDownloadAddress: Effect<Record<string, never>, EffectDeps> = (_payload, { deps }) =>
  defer(() => deps.api.app.getAppDownloadAddress()).pipe(
    map((address): UnstampedEvent => ({ type: 'config/downloadAddressLoaded', url: address.url })),
    catchError((error: unknown) =>
      of<UnstampedEvent>({ type: 'config/downloadAddressFailed', ...failureMessage(error) }),
    ),
  );
