import { useEffect, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { selectIsLoggedIn } from '../domain/session/session.selectors';
import { useAppState } from '../store/use-app-state';
import { isNativeApp } from '../bridge/client';
import { PATHS, withQuery } from '../domain/paths';
import { useAppServices } from '../store/app-services';
import { useT } from '../i18n/i18n';

/**
 * Spec section 6: toBorrow, personalInfomation, bankAccount, addBankCard and idCardAuthentication need a
 * token. Inside the native app the native login is asked for, and the screen says so while it is open; a
 * borrower who closes it goes back where they were (home when the guarded screen was the first one), never
 * to a blank page. In a browser the user goes to /user/login and comes back here afterwards.
 */
export function RequireToken({ children }: { children: ReactNode }) {
  const loggedIn = useAppState(selectIsLoggedIn);
  const location = useLocation();
  const navigate = useNavigate();
  const services = useAppServices();
  const native = isNativeApp();
  const { t } = useT();
  // An in-app navigation has a key; a first entry (or a hash set from outside) has 'default', and then only
  // the WebView's own history tells whether there is a screen to go back to.
  const canGoBack = location.key !== 'default' || window.history.length > 1;
  useEffect(() => {
    if (loggedIn || !native) return;
    let current = true;
    void services.loginThroughNative().then((ok) => {
      if (!current || ok) return;
      if (canGoBack) void navigate(-1);
      else void navigate(PATHS.home, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [loggedIn, native, services, canGoBack, navigate]);
  if (loggedIn) return <>{children}</>;
  if (native)
    return (
      <section className="screen" aria-busy="true">
        <p role="status">{t('login.waitingForNative')}</p>
        <Link to={PATHS.home} replace className="btn btn--block btn--ghost">
          {t('login.backHome')}
        </Link>
      </section>
    );
  const redirect = location.pathname + location.search;
  return <Navigate to={withQuery(PATHS.login, { redirect })} replace />;
}
