import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { showToast } from '../../components/ui/toast';
import type { AppState } from '../../domain/state';
import { PATHS, withQuery } from '../../domain/paths';
import { navigateByProgress } from '../../domain/progress';
import { selectSessionEndCode } from '../../domain/session/session.selectors';
import { checkMxPhone } from '../../domain/validation/mx-phone';
import { useT, type TextKey } from '../../i18n/i18n';
import { useAppState } from '../../store/use-app-state';
import { failureOf, useIntent } from '../../store/use-intent';
import { useVerifyCodeCountdown } from '../../store/use-verify-code-countdown';
import { loginRequest } from './login.effects';
import { CODE_REFUSAL_CODES } from '../../api/contracts/rejections';

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
 * The backend's refusals of the SMS code itself (wrong, expired, none requested): shown on the code field, not as
 * the form's error (decision 0068). From the one table of rejection codes, which the mock backend answers with.
 */
export const CODE_REFUSALS = CODE_REFUSAL_CODES;

/** The code's error: required, six digits; none when it is fine. */
function codeErrorOf(code: string): TextKey | undefined {
  if (code === '') return 'login.errors.codeRequired';
  return /^\d{6}$/.test(code) ? undefined : 'login.errors.codeFormat';
}

/** Logged in: a toast, then the safe `redirect`, the screen of the progress this login loaded, or home. */
function useAfterLogin() {
  const { t } = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (state: AppState) => {
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
  };
}

/**
 * Why the previous session ended (spec section 8), in the borrower's language, until they log in again; null after
 * a logout or when none ended by a session code (decision 0075).
 */
function useSessionEnd(): string | null {
  const { t } = useT();
  const code = useAppState(selectSessionEndCode);
  return code === null ? null : t(`errors.session.${code}`);
}

/** The typed mobile and code with their errors on the fields; typing clears a field's error. */
function useLoginFields() {
  const { t } = useT();
  const [params] = useSearchParams();
  const [mobile, setMobile] = useState(params.get('mobile') ?? '');
  const [code, setCode] = useState('');
  const [mobileError, setMobileError] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  /** The checked mobile, or null with its error on the field. */
  const validMobile = (): string | null => {
    const result = checkMxPhone(mobile);
    if (!result.ok) {
      setMobileError(t(MOBILE_ERRORS[result.reason] ?? 'login.errors.mobileFormat'));
      return null;
    }
    setMobileError(undefined);
    return result.value;
  };
  /** The code without spaces, or null with its error on the field. */
  const validCode = (): string | null => {
    const value = code.replace(/\s/g, '');
    const error = codeErrorOf(value);
    setCodeError(error ? t(error) : undefined);
    return error ? null : value;
  };
  const typeMobile = (value: string) => {
    setMobile(value);
    if (mobileError) setMobileError(undefined);
  };
  const typeCode = (value: string) => {
    setCode(value);
    if (codeError) setCodeError(undefined);
  };
  /** The backend refused the code: its message on the code field. */
  const refuseCode = (message: string) => setCodeError(message);
  return { mobile, code, mobileError, codeError, validMobile, validCode, typeMobile, typeCode, refuseCode };
}

/**
 * The model of /user/login: the fields, the 60 s resend countdown, and one login intent for the three
 * buttons (send the code, log in, log in through the app): a double tap sends one request.
 */
export function useLoginModel() {
  const countdown = useVerifyCodeCountdown('login');
  const fields = useLoginFields();
  const [formError, setFormError] = useState<string | null>(null);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const sessionEnd = useSessionEnd();
  const afterLogin = useAfterLogin();
  const request = useIntent(loginRequest, {
    failsOn: ['session/loginFailed', 'session/verifyCodeFailed'],
    onDone: (outcome, state, asked) => {
      const failure = failureOf(outcome);
      if (failure && asked.kind === 'login' && CODE_REFUSALS.has(failure.errorCode))
        fields.refuseCode(failure.message);
      else if (failure) setFormError(failure.message);
      else if (asked.kind === 'sendCode') setCodeSentTo(asked.mobile);
      else afterLogin(state);
    },
  });

  const sendCode = () => {
    setFormError(null);
    const value = fields.validMobile();
    if (!value || countdown > 0) return;
    void request.run({ kind: 'sendCode', mobile: value });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const value = fields.validMobile();
    const code = fields.validCode();
    if (!value || code === null) return;
    void request.run({ kind: 'login', mobile: value, code });
  };
  const nativeLogin = () => {
    setFormError(null);
    void request.run({ kind: 'native' });
  };

  return {
    ...fields,
    countdown,
    formError,
    sessionEnd,
    codeSentTo,
    pending: request.pending,
    sendCode,
    submit,
    nativeLogin,
  };
}

export type LoginModel = ReturnType<typeof useLoginModel>;
