import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isNativeApp } from '../../bridge/client';
import { CodeField } from '../../components/ui/code-field';
import { NavBar } from '../../components/ui/nav-bar';
import { MobileField } from '../../components/ui/mobile-field';
import { showToast } from '../../components/ui/toast';
import type { AppState } from '../../domain/state';
import { PATHS, withQuery } from '../../domain/paths';
import { navigateByProgress } from '../../domain/progress';
import { checkMxPhone } from '../../domain/validation/mx-phone';
import { useT, type TextKey } from '../../i18n/i18n';
import { failureOf, useIntent } from '../../store/use-intent';
import { useVerifyCodeCountdown } from '../../store/use-verify-code-countdown';
import { loginRequest } from './login.effects';

const MOBILE_ERRORS: Record<string, TextKey> = {
  required: 'login.errors.mobileRequired',
  format: 'login.errors.mobileFormat',
  service: 'login.errors.mobileService',
};

/** The progress code this login loaded (with the profile, or after it); null when none came with it. */
function progressOfThisLogin(state: AppState): number | null {
  const { loggedInAt } = state.session;
  const { progress, updatedAt } = state.application;
  return progress !== null && updatedAt !== null && loggedInAt !== null && updatedAt >= loggedInAt
    ? progress
    : null;
}

/**
 * /user/login: mobile number and SMS code, with the 60 s resend countdown. Inside the native app the
 * login is the native one (bridge `toLogin` / `getLoginInfo`). What the borrower typed is never cleared
 * by an error.
 */
export function LoginPage() {
  const { t } = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const countdown = useVerifyCodeCountdown('login');
  const [mobile, setMobile] = useState(params.get('mobile') ?? '');
  const [code, setCode] = useState('');
  const [mobileError, setMobileError] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const native = isNativeApp();

  function validMobile(): string | null {
    const result = checkMxPhone(mobile);
    if (!result.ok) {
      setMobileError(t(MOBILE_ERRORS[result.reason] ?? 'login.errors.mobileFormat'));
      return null;
    }
    setMobileError(undefined);
    return result.value;
  }

  function afterLogin(state: AppState) {
    showToast(t('login.success'), 'success');
    const redirect = params.get('redirect');
    if (redirect && redirect.startsWith('/') && !redirect.startsWith('//')) {
      void navigate(redirect, { replace: true });
      return;
    }
    const progress = progressOfThisLogin(state);
    const moved =
      progress !== null &&
      navigateByProgress(
        progress,
        {},
        (screen, query) => void navigate(withQuery(PATHS[screen], query), { replace: true }),
      );
    if (!moved) void navigate(PATHS.home, { replace: true });
  }

  // One request at a time across the three buttons (a double tap sends one): the store's guard of the intent.
  const request = useIntent(loginRequest, {
    failsOn: ['session/loginFailed', 'session/verifyCodeFailed'],
    onDone: (outcome, state, asked) => {
      const failure = failureOf(outcome);
      if (failure) setFormError(failure.message);
      else if (asked.kind === 'sendCode') setCodeSentTo(asked.mobile);
      else afterLogin(state);
    },
  });
  const pending = request.pending;

  const sendCode = () => {
    setFormError(null);
    const value = validMobile();
    if (!value || countdown > 0) return;
    void request.run({ kind: 'sendCode', mobile: value });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const value = validMobile();
    const codeValue = code.replace(/\s/g, '');
    let codeOk = true;
    if (codeValue === '') {
      setCodeError(t('login.errors.codeRequired'));
      codeOk = false;
    } else if (!/^\d{6}$/.test(codeValue)) {
      setCodeError(t('login.errors.codeFormat'));
      codeOk = false;
    } else setCodeError(undefined);
    if (!value || !codeOk) return;
    void request.run({ kind: 'login', mobile: value, code: codeValue });
  };

  const nativeLogin = () => {
    setFormError(null);
    void request.run({ kind: 'native' });
  };

  return (
    <>
      <NavBar title={t('titles.login')} onBack={() => void navigate(PATHS.home)} />
      <section className="screen">
        {native ? (
          <div className="card">
            <button type="button" className="btn btn--block" onClick={nativeLogin} disabled={pending}>
              {t('login.viaApp')}
            </button>
          </div>
        ) : null}
        <form className="card" onSubmit={submit} noValidate aria-labelledby="login-heading">
          <h2 id="login-heading" className="field__label login-title">
            {t('titles.login')}
          </h2>
          <MobileField
            label={t('login.mobile')}
            hint={t('login.mobileHint')}
            error={mobileError}
            value={mobile}
            onChange={(value) => {
              setMobile(value);
              if (mobileError) setMobileError(undefined);
            }}
          />
          <CodeField
            label={t('login.code')}
            hint={codeSentTo ? t('login.codeSent', { mobile: codeSentTo }) : t('login.codeHint')}
            error={codeError}
            value={code}
            onChange={(value) => {
              setCode(value);
              if (codeError) setCodeError(undefined);
            }}
            onSend={sendCode}
            sendLabel={codeSentTo ? t('login.resend') : t('login.sendCode')}
            countdown={{ seconds: countdown, label: t('login.resendIn', { seconds: countdown }) }}
            disabled={pending}
          />
          {formError ? (
            <p className="error-text" role="alert">
              {formError}
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
      </section>
    </>
  );
}
