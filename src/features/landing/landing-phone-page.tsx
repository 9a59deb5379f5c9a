import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { NavBar } from '../../components/ui/nav-bar';
import { MobileField } from '../../components/ui/mobile-field';
import { PATHS, withQuery } from '../../domain/paths';
import { checkMxPhone } from '../../domain/validation/mx-phone';
import { useT, type TextKey } from '../../i18n/i18n';
import { LandingPitch } from './landing-pitch';
import { texts } from './landing.texts';

// The login page's messages for the same rule (shell-wide texts).
const MOBILE_ERRORS: Record<string, TextKey> = {
  required: 'login.errors.mobileRequired',
  format: 'login.errors.mobileFormat',
  service: 'login.errors.mobileService',
};

/** /yx3: the pitch with a phone input; a valid Mexican mobile leads into login with the number filled in. */
export function LandingPhonePage() {
  const { t, language } = useT();
  const navigate = useNavigate();
  const phone = texts[language].phone;
  const [mobile, setMobile] = useState('');
  const [error, setError] = useState<string>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = checkMxPhone(mobile);
    if (!result.ok) {
      setError(t(MOBILE_ERRORS[result.reason] ?? 'login.errors.mobileFormat'));
      return;
    }
    setError(undefined);
    void navigate(withQuery(PATHS.login, { mobile: result.value }));
  };

  const form = (
    <form className="card" onSubmit={submit} noValidate>
      <h2 className="landing-title">{phone.title}</h2>
      <MobileField
        label={phone.label}
        hint={phone.hint}
        error={error}
        value={mobile}
        onChange={(value) => {
          setMobile(value);
          if (error) setError(undefined);
        }}
      />
      <button type="submit" className="btn btn--block">
        {phone.submit}
      </button>
    </form>
  );

  return (
    <>
      <NavBar title={t('titles.landingPhone')} />
      <section className="screen">
        <LandingPitch action={form} />
      </section>
    </>
  );
}
