import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { NavBar } from '../../components/ui/nav-bar';
import { CodeField } from '../../components/ui/code-field';
import { showToast } from '../../components/ui/toast';
import type { DeleteBlocker } from '../../domain/events';
import { PATHS, withQuery } from '../../domain/paths';
import { withTerms } from '../../domain/product-terms';
import type { SessionState } from '../../domain/session/session.reducer';
import { selectIsLoggedIn, selectMobile } from '../../domain/session/session.selectors';
import { selectLanguage } from '../../domain/settings/settings.selectors';
import { setLanguage, t as translate, useT } from '../../i18n/i18n';
import { useNativeLoginOrLeave } from '../../store/app-services';
import { NativeLoginWait } from '../../components/ui/native-login-wait';
import type { EffectDeps } from '../../store/effect-deps';
import { useVerifyCodeCountdown } from '../../store/use-verify-code-countdown';
import type { Outcome } from '../../store/store';
import { useAppState, useStore } from '../../store/use-app-state';
import { failureOf, useIntent } from '../../store/use-intent';
import { checkAccountDeletion, deleteAccount, requestDeleteCode } from './user-center.effects';
import { texts } from './user-center.texts';
import './user-center.css';
import { RetryCard } from '../../components/ui/retry-card';

type Phase =
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

/**
 * Not logged in: the native login inside the app (the screen says so meanwhile, and a borrower who closes it
 * goes back, or home: never a blank page, as on the guarded routes), otherwise the login page, coming back
 * here afterwards.
 */
function LoginRequired() {
  const location = useLocation();
  if (useNativeLoginOrLeave(false)) return <NativeLoginWait />;
  return <Navigate to={withQuery(PATHS.login, { redirect: location.pathname + location.search })} replace />;
}

/**
 * /user_center/delete_account: `/user/delete-check` first; blocked with the reason while a loan is unpaid
 * or an application is pending; otherwise the SMS code (60 s resend countdown) and `/user/delete`, after
 * which every local value, the event log and the native session are cleared and the borrower goes home.
 */
export function DeleteAccountPage() {
  const { t, language } = useT();
  const navigate = useNavigate();
  const store = useStore<EffectDeps>();
  const loggedIn = useAppState(selectIsLoggedIn);
  const mobile = useAppState(selectMobile);
  const countdown = useVerifyCodeCountdown('deleteUser');
  const copy = texts[language].delete;
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Deleting (and deleted): the logout that ends it must not bounce to the login page.
  const [ending, setEnding] = useState<'deleting' | 'deleted' | null>(null);

  const check = useIntent(checkAccountDeletion);
  const answer = useAppState((s) => s.session.deleteCheck);
  const phase: Phase = ending ? { kind: ending } : checkPhase(check.outcome, answer);
  const runCheck = check.run;
  // One check per visit: the store refuses a second while one is going (React's strict mode runs this twice).
  useEffect(() => {
    if (loggedIn) void runCheck({});
  }, [loggedIn, runCheck]);

  const askCode = useIntent(requestDeleteCode, {
    onDone: (outcome) => {
      const failure = failureOf(outcome);
      if (failure) setFormError(failure.message);
      else setCodeSent(true);
    },
  });

  const remove = useIntent(deleteAccount, {
    // Deleted: nothing more is sent from this screen.
    final: (outcome) => outcome.status === 'done',
    onDone: (outcome, state) => {
      if (outcome.status !== 'done' || state.session.lastLogout?.reason !== 'accountDeleted') {
        setEnding(null);
        setFormError(failureOf(outcome)?.message || copy.codeNotVerified);
        return;
      }
      setEnding('deleted');
      showToast(copy.deleted, 'success');
      void navigate(PATHS.home, { replace: true });
      // The borrower's stored values are gone (the effect cleared them); now the event log and the state go
      // too. A deleted account starts again as a first visit, in the fresh state's language: the stored value
      // and the texts follow it (the phone's language, kept by clearAll, left every text in English while the
      // state said Spanish: found by the autopilot's same-language check, decision 0016). No event: the log
      // starts empty.
      store.reset();
      const language = selectLanguage(store.getState());
      store.deps.storage.set('language', language);
      setLanguage(language);
    },
  });
  const pending = askCode.pending || remove.pending;

  const sendCode = () => {
    setFormError(null);
    if (countdown > 0) return;
    void askCode.run({});
  };

  const validCode = (): string | null => {
    const value = code.replace(/\s/g, '');
    if (value === '') setCodeError(copy.codeRequired);
    else if (!/^\d{6}$/.test(value)) setCodeError(copy.codeFormat);
    else {
      setCodeError(undefined);
      return value;
    }
    return null;
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    if (validCode()) setConfirming(true);
  };

  const confirmDelete = () => {
    // A double tap sends one request.
    if (remove.pending) return;
    const value = validCode();
    setConfirming(false);
    if (!value) return;
    setEnding('deleting');
    void remove.run({ code: value });
  };

  // The logout that ends a deletion must not bounce to the login page.
  if (phase.kind === 'deleting' || phase.kind === 'deleted') {
    return (
      <>
        <NavBar title={t('titles.deleteAccount')} />
        <p className="app__loading">{t('app.loading')}</p>
      </>
    );
  }
  if (!loggedIn) return <LoginRequired />;

  return (
    <>
      <NavBar title={t('titles.deleteAccount')} onBack={() => void navigate(-1)} />
      <section className="screen">
        {phase.kind === 'checking' ? <p className="app__loading">{copy.checking}</p> : null}

        {phase.kind === 'blocked' ? (
          <div className="card" role="alert" aria-labelledby="delete-blocked">
            <h2 id="delete-blocked" className="uc-section-title">
              {copy.blockedTitle}
            </h2>
            <ul className="uc-terms">
              {phase.reasons.map((reason) => (
                <li key={reason}>{copy.reasons[reason]}</li>
              ))}
            </ul>
            <Link className="btn btn--block" to={PATHS.home} style={{ marginTop: '1rem' }}>
              {copy.goHome}
            </Link>
          </div>
        ) : null}

        {phase.kind === 'checkFailed' ? (
          <RetryCard
            title={copy.checkFailedTitle}
            message={phase.message}
            onRetry={() => void runCheck({})}
          />
        ) : null}

        {phase.kind === 'ready' ? (
          <>
            <div className="card" aria-labelledby="delete-what">
              <h2 id="delete-what" className="uc-section-title">
                {copy.whatTitle}
              </h2>
              <ul className="uc-terms">
                <li>{withTerms(copy.what1, language)}</li>
                <li>{copy.what2}</li>
                <li>{copy.what3}</li>
              </ul>
            </div>
            <form className="card" onSubmit={submit} noValidate>
              <CodeField
                label={copy.codeLabel}
                hint={codeSent && mobile ? t('userCenter.delete.codeSent', { mobile }) : copy.codeHint}
                error={codeError}
                value={code}
                onChange={(value) => {
                  setCode(value);
                  if (codeError) setCodeError(undefined);
                }}
                onSend={() => void sendCode()}
                sendLabel={codeSent ? copy.resend : copy.sendCode}
                countdown={{
                  seconds: countdown,
                  label: t('userCenter.delete.resendIn', { seconds: countdown }),
                }}
                disabled={pending}
              />
              {formError ? (
                <p className="error-text" role="alert">
                  {formError}
                </p>
              ) : null}
              {confirming ? (
                <div role="alertdialog" aria-labelledby="delete-confirm">
                  <p id="delete-confirm">{copy.confirm}</p>
                  <button
                    type="button"
                    className="btn btn--block"
                    onClick={() => void confirmDelete()}
                    disabled={pending}
                  >
                    {copy.confirmYes}
                  </button>
                  <button
                    type="button"
                    className="btn btn--ghost btn--block"
                    style={{ marginTop: '0.5rem' }}
                    onClick={() => setConfirming(false)}
                  >
                    {t('app.cancel')}
                  </button>
                </div>
              ) : (
                <button type="submit" className="btn btn--block" disabled={pending}>
                  {copy.submit}
                </button>
              )}
            </form>
          </>
        ) : null}
      </section>
    </>
  );
}
