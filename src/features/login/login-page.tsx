import { Link, useNavigate } from 'react-router-dom';
import { isNativeApp } from '../../bridge/client';
import { CodeField } from '../../components/ui/code-field';
import { NavBar } from '../../components/ui/nav-bar';
import { MobileField } from '../../components/ui/mobile-field';
import { PATHS } from '../../domain/paths';
import { useT } from '../../i18n/i18n';
import { useLoginModel, type LoginModel } from './login-model';

/** The mobile and code fields, the form's error, the submit button and the terms. */
function LoginForm({ model }: { model: LoginModel }) {
  const { t } = useT();
  const { codeSentTo, countdown, pending } = model;
  return (
    <form className="card" onSubmit={model.submit} noValidate aria-labelledby="login-heading">
      <h2 id="login-heading" className="field__label login-title">
        {t('titles.login')}
      </h2>
      <MobileField
        label={t('login.mobile')}
        hint={t('login.mobileHint')}
        error={model.mobileError}
        value={model.mobile}
        onChange={model.typeMobile}
      />
      <CodeField
        label={t('login.code')}
        hint={t('login.codeHint')}
        sent={codeSentTo ? t('login.codeSent', { mobile: codeSentTo }) : undefined}
        error={model.codeError}
        value={model.code}
        onChange={model.typeCode}
        onSend={model.sendCode}
        sendLabel={codeSentTo ? t('login.resend') : t('login.sendCode')}
        countdown={{ seconds: countdown, label: t('login.resendIn', { seconds: countdown }) }}
        disabled={pending}
      />
      {model.formError ? (
        <p className="error-text" role="alert">
          {model.formError}
        </p>
      ) : null}
      <button type="submit" className="btn btn--block" disabled={pending}>
        {t('login.submit')}
      </button>
      <p className="notice">
        {t('login.agreePrefix')} <Link to={PATHS.termsOfService}>{t('titles.termsOfService')}</Link>{' '}
        {t('login.and')} <Link to={PATHS.privacyPolicy}>{t('titles.privacyPolicy')}</Link>.
      </p>
    </form>
  );
}

/**
 * /user/login: mobile number and SMS code, with the 60 s resend countdown. Inside the native app the
 * login is the native one (bridge `toLogin` / `getLoginInfo`). What the borrower typed is never cleared
 * by an error. Above the form: why the previous session ended by a session code, until the borrower logs in.
 */
export function LoginPage() {
  const { t } = useT();
  const navigate = useNavigate();
  const model = useLoginModel();
  const native = isNativeApp();
  return (
    <>
      <NavBar title={t('titles.login')} onBack={() => void navigate(PATHS.home)} />
      <section className="screen">
        {model.sessionEnd ? (
          <p className="card error-text" role="status">
            {model.sessionEnd}
          </p>
        ) : null}
        {native ? (
          <div className="card">
            <button
              type="button"
              className="btn btn--block"
              onClick={model.nativeLogin}
              disabled={model.pending}
            >
              {t('login.viaApp')}
            </button>
          </div>
        ) : null}
        <LoginForm model={model} />
      </section>
    </>
  );
}
