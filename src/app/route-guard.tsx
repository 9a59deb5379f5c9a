import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectIsLoggedIn } from '../domain/session/session.selectors';
import { useAppState } from '../store/use-app-state';
import { isNativeApp } from '../bridge/client';
import { PATHS, withQuery } from '../domain/paths';
import { useAppServices } from '../store/app-services';

/**
 * Spec section 6: toBorrow, personalInfomation, bankAccount, addBankCard and idCardAuthentication need a
 * token. Inside the native app the native login is asked for; in a browser the user goes to /user/login
 * and comes back here afterwards.
 */
export function RequireToken({ children }: { children: ReactNode }) {
  const loggedIn = useAppState(selectIsLoggedIn);
  const location = useLocation();
  const services = useAppServices();
  const native = isNativeApp();
  useEffect(() => {
    if (!loggedIn && native) void services.loginThroughNative();
  }, [loggedIn, native, services]);
  if (loggedIn) return <>{children}</>;
  if (native) return null;
  const redirect = location.pathname + location.search;
  return <Navigate to={withQuery(PATHS.login, { redirect })} replace />;
}
