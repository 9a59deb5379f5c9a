import { Link } from 'react-router-dom';
import { PATHS } from '../../domain/paths';
import { useT } from '../../i18n/i18n';

/** What a screen that needs a session shows while the native app's login is open: what to do, and a way home. */
export function NativeLoginWait() {
  const { t } = useT();
  return (
    <section className="screen" aria-busy="true">
      <p role="status">{t('login.waitingForNative')}</p>
      <Link to={PATHS.home} replace className="btn btn--block btn--ghost">
        {t('login.backHome')}
      </Link>
    </section>
  );
}
