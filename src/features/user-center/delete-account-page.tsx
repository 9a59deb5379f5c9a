import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { NavBar } from '../../components/ui/nav-bar';
import { useGoBack } from '../../components/ui/use-go-back';
import { CodeField } from '../../components/ui/code-field';
import type { DeleteBlocker } from '../../domain/events';
import { PATHS, withQuery } from '../../domain/paths';
import { withTerms } from '../../domain/product-terms';
import { useT } from '../../i18n/i18n';
import { useNativeLoginOrLeave } from '../../store/app-services';
import { NativeLoginWait } from '../../components/ui/native-login-wait';
import { useDeleteAccount, type DeleteAccountModel } from './delete-account-model';
import { texts } from './user-center.texts';
import './user-center.css';
import { RetryCard } from '../../components/ui/retry-card';

/** The texts of this screen, in the language shown. */
function useCopy() {
  const { language } = useT();
  return texts[language].delete;
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

/** Deletion refused while a loan is unpaid or an application pending: the reasons, and the way home. */
function BlockedCard({ reasons }: { reasons: DeleteBlocker[] }) {
  const copy = useCopy();
  return (
    <div className="card" role="alert" aria-labelledby="delete-blocked">
      <h2 id="delete-blocked" className="uc-section-title">
        {copy.blockedTitle}
      </h2>
      <ul className="uc-terms">
        {reasons.map((reason) => (
          <li key={reason}>{copy.reasons[reason]}</li>
        ))}
      </ul>
      <Link className="btn btn--block" to={PATHS.home} style={{ marginTop: '1rem' }}>
        {copy.goHome}
      </Link>
    </div>
  );
}

/** What deleting the account removes. */
function WhatIsDeleted() {
  const { language } = useT();
  const copy = useCopy();
  return (
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
  );
}

/**
 * The last word before deleting, in the submit button's place: yes, or cancel. An alert dialog named by the
 * screen's action and described by its question; focus goes to the question as it opens (decision 0076).
 */
function ConfirmDelete({ model, onCancel }: { model: DeleteAccountModel; onCancel: () => void }) {
  const { t } = useT();
  const copy = useCopy();
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => question.current?.focus(), []);
  return (
    <div role="alertdialog" aria-label={t('titles.deleteAccount')} aria-describedby="delete-confirm">
      <p id="delete-confirm" ref={question} tabIndex={-1}>
        {copy.confirm}
      </p>
      <button type="button" className="btn btn--block" onClick={model.confirmDelete} disabled={model.pending}>
        {copy.confirmYes}
      </button>
      <button
        type="button"
        className="btn btn--ghost btn--block"
        style={{ marginTop: '0.5rem' }}
        onClick={onCancel}
      >
        {t('app.cancel')}
      </button>
    </div>
  );
}

/** The SMS code form, its error, and the confirmation once the code is well formed. */
function DeleteCodeForm({ model }: { model: DeleteAccountModel }) {
  const { t } = useT();
  const copy = useCopy();
  const { codeSent, countdown, mobile, pending } = model;
  // Cancel puts the submit button back: focus goes back to it, not to the page.
  const submitButton = useRef<HTMLButtonElement>(null);
  const [cancelled, setCancelled] = useState(0);
  useEffect(() => {
    if (cancelled > 0) submitButton.current?.focus();
  }, [cancelled]);
  const cancel = () => {
    model.cancelConfirm();
    setCancelled((n) => n + 1);
  };
  return (
    <form className="card" onSubmit={model.submit} noValidate>
      <CodeField
        label={copy.codeLabel}
        hint={copy.codeHint}
        sent={codeSent && mobile ? t('userCenter.delete.codeSent', { mobile }) : undefined}
        error={model.codeError}
        value={model.code}
        onChange={model.typeCode}
        onSend={model.sendCode}
        sendLabel={codeSent ? copy.resend : copy.sendCode}
        countdown={{ seconds: countdown, label: t('userCenter.delete.resendIn', { seconds: countdown }) }}
        disabled={pending}
      />
      {model.formError ? (
        <p className="error-text" role="alert">
          {model.formError}
        </p>
      ) : null}
      {model.confirming ? (
        <ConfirmDelete model={model} onCancel={cancel} />
      ) : (
        <button ref={submitButton} type="submit" className="btn btn--block" disabled={pending}>
          {copy.submit}
        </button>
      )}
    </form>
  );
}

/** The screen by the check's phase: checking, blocked, failed (with a retry), or the deletion form. */
function DeleteBody({ model }: { model: DeleteAccountModel }) {
  const copy = useCopy();
  const { phase } = model;
  if (phase.kind === 'checking') return <p className="app__loading">{copy.checking}</p>;
  if (phase.kind === 'blocked') return <BlockedCard reasons={phase.reasons} />;
  if (phase.kind === 'checkFailed')
    return <RetryCard title={copy.checkFailedTitle} message={phase.message} onRetry={model.recheck} />;
  if (phase.kind !== 'ready') return null;
  return (
    <>
      <WhatIsDeleted />
      <DeleteCodeForm model={model} />
    </>
  );
}

/**
 * /user_center/delete_account: `/user/delete-check` first; blocked with the reason while a loan is unpaid
 * or an application is pending; otherwise the SMS code (60 s resend countdown) and `/user/delete`, after
 * which every local value, the event log and the native session are cleared and the borrower goes home.
 */
export function DeleteAccountPage() {
  const { t } = useT();
  const back = useGoBack(PATHS.settings);
  const model = useDeleteAccount();
  // The logout that ends a deletion must not bounce to the login page.
  if (model.phase.kind === 'deleting' || model.phase.kind === 'deleted') {
    return (
      <>
        <NavBar title={t('titles.deleteAccount')} />
        <p className="app__loading">{t('app.loading')}</p>
      </>
    );
  }
  if (!model.loggedIn) return <LoginRequired />;
  return (
    <>
      <NavBar title={t('titles.deleteAccount')} onBack={back} />
      <section className="screen">
        <DeleteBody model={model} />
      </section>
    </>
  );
}
