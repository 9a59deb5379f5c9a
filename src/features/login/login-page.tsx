import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isNativeApp } from '../../bridge/client';
import { CodeField } from '../../components/ui/code-field';
import { NavBar } from '../../components/ui/nav-bar';
import { MobileField } from '../../components/ui/mobile-field';
import { showToast } from '../../components/ui/toast';
import type { DomainEvent } from '../../domain/events';
import { PATHS, withQuery } from '../../domain/paths';
import { navigateByProgress } from '../../domain/progress';
import { checkMxPhone } from '../../domain/validation/mx-phone';
import { useT } from '../../i18n/i18n';
import type { EffectDeps } from '../../store/effect-deps';
import { useStore } from '../../store/use-app-state';
import { useVerifyCodeCountdown } from '../../store/use-verify-code-countdown';
import { loginThroughNative, loginWithCode, requestLoginCode } from './login.effects';

const MOBILE_ERRORS: Record<string, string> = {
  required: 'login.errors.mobileRequired',
  format: 'login.errors.mobileFormat',
  service: 'login.errors.mobileService',
};

function failureOf(events: DomainEvent[]): string | null {
  for (const e of events) {
    if (e.type === 'session/loginFailed' || e.type === 'session/verifyCodeFailed') return e.message;
  }
  return null;
}

/**
 * /user/login: mobile number and SMS code, with the 60 s resend countdown. Inside the native app the
 * login is the native one (bridge `toLogin` / `getLoginInfo`). What the borrower typed is never cleared
 * by an error.
 */
export function LoginPage() {
  const { t } = useT();
  const store = useStore<EffectDeps>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const countdown = useVerifyCodeCountdown('login');
  const [mobile, setMobile] = useState(params.get('mobile') ?? '');
  const [code, setCode] = useState('');
  const [mobileError, setMobileError] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
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

  async function guarded(task: () => Promise<void>) {
    // A double tap sends one request.
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      await task();
    } finally {
      busy.current = false;
      setPending(false);
    }
  }

  function afterLogin(events: DomainEvent[]) {
    showToast(t('login.success'), 'success');
    const redirect = params.get('redirect');
    if (redirect && redirect.startsWith('/') && !redirect.startsWith('//')) {
      void navigate(redirect, { replace: true });
      return;
    }
    const progress = events.find((e) => e.type === 'application/progressLoaded');
    const moved =
      progress?.type === 'application/progressLoaded' &&
      navigateByProgress(
        progress.progress,
        {},
        (screen, query) => void navigate(withQuery(PATHS[screen], query), { replace: true }),
      );
    if (!moved) void navigate(PATHS.home, { replace: true });
  }

  const sendCode = () =>
    guarded(async () => {
      setFormError(null);
      const value = validMobile();
      if (!value || countdown > 0) return;
      const events = await store.run(requestLoginCode, { mobile: value });
      const failure = failureOf(events);
      if (failure) setFormError(failure);
      else setCodeSentTo(value);
    });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void guarded(async () => {
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
      const events = await store.run(loginWithCode, { mobile: value, code: codeValue });
      const failure = failureOf(events);
      if (failure) setFormError(failure);
      else afterLogin(events);
    });
  };

  const nativeLogin = () =>
    guarded(async () => {
      setFormError(null);
      const events = await store.run(loginThroughNative, {});
      const failure = failureOf(events);
      if (failure) setFormError(failure);
      else afterLogin(events);
    });

  return (
    <>
      <NavBar title={t('titles.login')} onBack={() => void navigate(PATHS.home)} />
      <section className="screen">
        {native ? (
          <div className="card">
            <button
              type="button"
              className="btn btn--block"
              onClick={() => void nativeLogin()}
              disabled={pending}
            >
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
            onSend={() => void sendCode()}
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
