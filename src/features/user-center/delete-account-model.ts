import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../components/ui/toast';
import type { DeleteBlocker } from '../../domain/events';
import { PATHS } from '../../domain/paths';
import type { SessionState } from '../../domain/session/session.reducer';
import { selectIsLoggedIn, selectMobile } from '../../domain/session/session.selectors';
import { selectLanguage } from '../../domain/settings/settings.selectors';
import { setLanguage, t as translate, useT } from '../../i18n/i18n';
import type { EffectDeps } from '../../store/effect-deps';
import type { Outcome } from '../../store/store';
import { useAppState, useStore } from '../../store/use-app-state';
import { failureOf, useIntent } from '../../store/use-intent';
import { useVerifyCodeCountdown } from '../../store/use-verify-code-countdown';
import { checkAccountDeletion, deleteAccount, requestDeleteCode } from './user-center.effects';
import { texts } from './user-center.texts';
import { CODE_REFUSAL_CODES } from '../../api/contracts/rejections';

/**
 * The refusals of the SMS code itself, shown on the code field (decision 0068): the backend's (wrong, expired,
 * none requested: the one table of rejection codes) and `verified: false` (NOT_VERIFIED).
 */
export const CODE_REFUSALS: ReadonlySet<string> = new Set([...CODE_REFUSAL_CODES, 'NOT_VERIFIED']);

export type Phase =
  | { kind: 'checking' }
  | { kind: 'blocked'; reasons: DeleteBlocker[] }
  | { kind: 'checkFailed'; message: string }
  | { kind: 'ready' }
  | { kind: 'deleting' }
  | { kind: 'deleted' };

/** What the deletion check this screen ran came to: its outcome, and the answer the session keeps. */
function checkPhase(outcome: Outcome | null, answer: SessionState['deleteCheck']): Phase {
  if (outcome === null) return { kind: 'checking' };
  if (outcome.status === 'done' && answer)
    return answer.canDelete ? { kind: 'ready' } : { kind: 'blocked', reasons: answer.reasons };
  return { kind: 'checkFailed', message: failureOf(outcome)?.message || translate('errors.unknown') };
}

/** `/user/delete-check`, once per visit (the store refuses a second while one is going: strict mode). */
function useDeleteCheck(loggedIn: boolean) {
  const check = useIntent(checkAccountDeletion);
  const answer = useAppState((s) => s.session.deleteCheck);
  const runCheck = check.run;
  useEffect(() => {
    if (loggedIn) void runCheck({});
  }, [loggedIn, runCheck]);
  return { checked: checkPhase(check.outcome, answer), recheck: () => void runCheck({}) };
}

/**
 * `/user/delete`. Deleted: a toast, home, and the event log and the state go too (the effect cleared the
 * stored values). A failure (or no deletion logout) ends the deleting phase with its message.
 */
function useRemoveAccount(onFailed: (failure: { errorCode: string; message: string }) => void) {
  const { language } = useT();
  const navigate = useNavigate();
  const store = useStore<EffectDeps>();
  const copy = texts[language].delete;
  // Deleting (and deleted): the logout that ends it must not bounce to the login page.
  const [ending, setEnding] = useState<'deleting' | 'deleted' | null>(null);
  const remove = useIntent(deleteAccount, {
    // Deleted: nothing more is sent from this screen.
    final: (outcome) => outcome.status === 'done',
    onDone: (outcome, state) => {
      if (outcome.status !== 'done' || state.session.lastLogout?.reason !== 'accountDeleted') {
        setEnding(null);
        const failure = failureOf(outcome);
        onFailed({
          errorCode: failure?.errorCode ?? 'UNKNOWN',
          message: failure?.message || copy.codeNotVerified,
        });
        return;
      }
      setEnding('deleted');
      void navigate(PATHS.home, { replace: true });
      // A deleted account starts again as a first visit, in the fresh state's language: the stored value
      // and the texts follow it (the phone's language, kept by clearAll, left every text in English while the
      // state said Spanish: found by the autopilot's same-language check, decision 0016). No event: the log
      // starts empty.
      store.reset();
      const fresh = selectLanguage(store.getState());
      store.deps.storage.set('language', fresh);
      setLanguage(fresh);
      // Told in the language the app now shows: a toast in another one is not shown (ToastHost).
      showToast(texts[fresh].delete.deleted, 'success');
    },
  });
  const start = (code: string) => {
    setEnding('deleting');
    void remove.run({ code });
  };
  return { ending, start, pending: remove.pending };
}

/** The SMS code with its error on the field, and the code request (60 s resend countdown). */
function useDeleteCode(setFormError: (message: string | null) => void) {
  const { language } = useT();
  const copy = texts[language].delete;
  const countdown = useVerifyCodeCountdown('deleteUser');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [codeSent, setCodeSent] = useState(false);
  const askCode = useIntent(requestDeleteCode, {
    onDone: (outcome) => {
      const failure = failureOf(outcome);
      if (failure) setFormError(failure.message);
      else setCodeSent(true);
    },
  });
  const sendCode = () => {
    setFormError(null);
    if (countdown > 0) return;
    void askCode.run({});
  };
  /** The code without spaces, or null with its error on the field. */
  const validCode = (): string | null => {
    const value = code.replace(/\s/g, '');
    const error = value === '' ? copy.codeRequired : /^\d{6}$/.test(value) ? undefined : copy.codeFormat;
    setCodeError(error);
    return error === undefined ? value : null;
  };
  const typeCode = (value: string) => {
    setCode(value);
    if (codeError) setCodeError(undefined);
  };
  /** The code was refused: the message on the code field. */
  const refuseCode = (message: string) => setCodeError(message);
  return {
    ...{ code, codeError, codeSent, countdown, sendCode, validCode, typeCode, refuseCode },
    asking: askCode.pending,
  };
}

/**
 * The model of /user_center/delete_account: the check's phase, the code form, the confirmation and the
 * deletion (a double tap sends one request).
 */
export function useDeleteAccount() {
  const loggedIn = useAppState(selectIsLoggedIn);
  const mobile = useAppState(selectMobile);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { checked, recheck } = useDeleteCheck(loggedIn);
  const { asking, ...codeForm } = useDeleteCode(setFormError);
  // A refusal of the code goes on the code field; anything else (blocked, offline) is the form's.
  const removal = useRemoveAccount((failure) =>
    CODE_REFUSALS.has(failure.errorCode)
      ? codeForm.refuseCode(failure.message)
      : setFormError(failure.message),
  );
  const phase: Phase = removal.ending ? { kind: removal.ending } : checked;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    if (codeForm.validCode()) setConfirming(true);
  };
  const confirmDelete = () => {
    // A double tap sends one request.
    if (removal.pending) return;
    const value = codeForm.validCode();
    setConfirming(false);
    if (value) removal.start(value);
  };

  return {
    ...{ loggedIn, mobile, phase, recheck, formError, confirming, ...codeForm },
    pending: asking || removal.pending,
    submit,
    confirmDelete,
    cancelConfirm: () => setConfirming(false),
  };
}

export type DeleteAccountModel = ReturnType<typeof useDeleteAccount>;
