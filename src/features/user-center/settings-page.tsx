import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { NavBar } from '../../components/ui/nav-bar';
import { useGoBack } from '../../components/ui/use-go-back';
import { PATHS } from '../../domain/paths';
import { selectIsLoggedIn } from '../../domain/session/session.selectors';
import { useT } from '../../i18n/i18n';
import { useAppServices } from '../../store/app-services';
import { useAppState, useStore } from '../../store/use-app-state';
import type { EffectDeps } from '../../store/effect-deps';
import { texts } from './user-center.texts';

function Entry({ to, label }: { to: string; label: string }) {
  return (
    <li className="list__item">
      <Link className="list__link" to={to}>
        <span>{label}</span>
        <span aria-hidden="true">›</span>
      </Link>
    </li>
  );
}

/**
 * Log out, after a confirmation in the button's place (an alert dialog named by the action, described by its
 * question). Focus goes to the question when it opens, so that a screen reader reads it, and back to the log-out
 * button on Cancel; the button it replaced took focus with it (decision 0076).
 */
function LogoutCard() {
  const { t } = useT();
  const services = useAppServices();
  const [confirming, setConfirming] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  useEffect(() => {
    if (confirming) question.current?.focus();
    else if (cancelled.current) opener.current?.focus();
    cancelled.current = false;
  }, [confirming]);
  const cancel = () => {
    cancelled.current = true;
    setConfirming(false);
  };
  return (
    <div className="card" style={{ marginTop: '1rem' }}>
      {confirming ? (
        <div role="alertdialog" aria-label={t('settings.logout')} aria-describedby="logout-confirm">
          <p id="logout-confirm" ref={question} tabIndex={-1}>
            {t('settings.logoutConfirm')}
          </p>
          <button type="button" className="btn btn--block" onClick={() => void services.logout()}>
            {t('settings.logout')}
          </button>
          <button type="button" className="btn btn--ghost btn--block" onClick={cancel}>
            {t('app.cancel')}
          </button>
        </div>
      ) : (
        <button
          ref={opener}
          type="button"
          className="btn btn--ghost btn--block"
          onClick={() => setConfirming(true)}
        >
          {t('settings.logout')}
        </button>
      )}
    </div>
  );
}

/**
 * The version settings shows: the native app's own (from its `deviceMsg`) when it gives one, and always the
 * web bundle's build id, which is what changes between web releases (the npm package version never does).
 */
export function appVersionText(nativeVersion: string | undefined, buildId: string = __BUILD_ID__): string {
  return nativeVersion ? `${nativeVersion} · web ${buildId}` : `web ${buildId}`;
}

/**
 * Settings (spec section 2): the version, the language and the log-out action, plus the legal texts, the
 * app download and (logged in) account deletion.
 */
export function SettingsPage() {
  const { t, language } = useT();
  const back = useGoBack(PATHS.me);
  const loggedIn = useAppState(selectIsLoggedIn);
  const store = useStore<EffectDeps>();
  const more = texts[language].settings;
  return (
    <>
      <NavBar title={t('titles.settings')} onBack={back} />
      <section className="screen">
        <ul className="list">
          <li className="list__item">
            <div className="list__link">
              <span>{t('settings.version')}</span>
              <span className="list__value">
                {appVersionText(store.deps.storage.get('deviceMsg').appVersion)}
              </span>
            </div>
          </li>
          <li className="list__item">
            <Link className="list__link" to="/user_center/language">
              <span>{t('settings.language')}</span>
              <span className="list__value">{t(`language.${language}`)}</span>
            </Link>
          </li>
        </ul>
        <h2 className="field__label" style={{ margin: '1rem 0 0.5rem' }}>
          {more.legal}
        </h2>
        <ul className="list">
          <Entry to={PATHS.privacyPolicy} label={more.privacyPolicy} />
          <Entry to={PATHS.termsOfService} label={more.termsOfService} />
          <Entry to={PATHS.openApp} label={more.openApp} />
        </ul>
        {loggedIn ? (
          <>
            <h2 className="field__label" style={{ margin: '1rem 0 0.5rem' }}>
              {more.account}
            </h2>
            <ul className="list">
              <Entry to={PATHS.deleteAccount} label={more.deleteAccount} />
            </ul>
          </>
        ) : null}
        {loggedIn ? <LogoutCard /> : null}
      </section>
    </>
  );
}
