import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { NativeLoginWait } from '../components/ui/native-login-wait';
import { selectIsLoggedIn } from '../domain/session/session.selectors';
import { useAppState } from '../store/use-app-state';
import { PATHS, withQuery } from '../domain/paths';
import { useNativeLoginOrLeave } from '../store/app-services';

/**
 * Spec section 6: toBorrow, personalInfomation, bankAccount, addBankCard and idCardAuthentication need a
 * token (the rows marked `guarded` in src/domain/screens.ts; the router puts this guard around them). Inside the native app the native login is asked for, and the screen says so while it is open; a
 * borrower who closes it goes back where they were (home when the guarded screen was the first one), never
 * to a blank page. In a browser the user goes to /user/login and comes back here afterwards.
 */
export function RequireToken({ children }: { children: ReactNode }) {
  const loggedIn = useAppState(selectIsLoggedIn);
  const location = useLocation();
  const waiting = useNativeLoginOrLeave(loggedIn);
  if (loggedIn) return <>{children}</>;
  if (waiting) return <NativeLoginWait />;
  const redirect = location.pathname + location.search;
  return <Navigate to={withQuery(PATHS.login, { redirect })} replace />;
}
