import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { NavBar } from '../../components/ui/nav-bar';
import { selectIsLoggedIn } from '../../domain/session/session.selectors';
import { useT } from '../../i18n/i18n';
import { useAppServices } from '../../store/app-services';
import { useAppState } from '../../store/use-app-state';

/** Settings (spec section 2): the version, the language and the log-out action. */
export function SettingsPage() {
  const { t, language } = useT();
  const navigate = useNavigate();
  const services = useAppServices();
  const loggedIn = useAppState(selectIsLoggedIn);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <NavBar title={t('titles.settings')} onBack={() => void navigate(-1)} />
      <section className="screen">
        <ul className="list">
          <li className="list__item">
            <div className="list__link">
              <span>{t('settings.version')}</span>
              <span className="list__value">{__APP_VERSION__}</span>
            </div>
          </li>
          <li className="list__item">
            <Link className="list__link" to="/user_center/language">
              <span>{t('settings.language')}</span>
              <span className="list__value">{t(`language.${language}`)}</span>
            </Link>
          </li>
        </ul>
        {loggedIn ? (
          <div className="card" style={{ marginTop: '1rem' }}>
            {confirming ? (
              <div role="alertdialog" aria-labelledby="logout-confirm">
                <p id="logout-confirm">{t('settings.logoutConfirm')}</p>
                <button type="button" className="btn btn--block" onClick={() => void services.logout()}>
                  {t('settings.logout')}
                </button>
                <button type="button" className="btn btn--ghost btn--block" onClick={() => setConfirming(false)}>
                  {t('app.cancel')}
                </button>
              </div>
            ) : (
              <button type="button" className="btn btn--ghost btn--block" onClick={() => setConfirming(true)}>
                {t('settings.logout')}
              </button>
            )}
          </div>
        ) : null}
      </section>
    </>
  );
}
