import { createContext, useContext, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isNativeApp } from '../bridge/client';
import type { Language } from '../domain/events';
import { PATHS, withQuery } from '../domain/paths';

/**
 * How a native login the app asked for ended: a session, the borrower closed it (or the native side failed), or
 * no bridge answers (a WebView without it, an in-app browser): then the web login page is the way (ARCHITECTURE
 * 3.2).
 */
export type NativeLoginOutcome = 'loggedIn' | 'cancelled' | 'noBridge';

/** App-wide actions that more than one screen or the shell needs. Built once in bootstrap.ts. */
export interface AppServices {
  /**
   * Inside the native app: asks for the native login and takes the token back. One at a time: while one runs
   * (the one a session code asked for included), a second request waits for it instead of asking again.
   */
  nativeLogin(): Promise<NativeLoginOutcome>;
  /** `nativeLogin`, answering whether the borrower is logged in. */
  loginThroughNative(): Promise<boolean>;
  /** Ends the session: clears local data, tells the native app, returns home. */
  logout(): Promise<void>;
  changeLanguage(language: Language): void;
}

export const AppServicesContext = createContext<AppServices | null>(null);

/** The app's services; throws when rendered outside the root provider. */
export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices: no <AppServicesContext.Provider> above this component');
  return services;
}

/**
 * On a screen that needs a session, logged out inside the native app: asks for the native login (or waits for
 * the one already asked for), and when the borrower closes it goes back where they were (home when the screen
 * was the first one), never leaving a blank page. Without a bridge (spec section 6: "or the user goes to the
 * login page") it goes to /user/login, which comes back here afterwards. Answers whether the screen is waiting
 * for the native login (then it shows NativeLoginWait).
 */
export function useNativeLoginOrLeave(loggedIn: boolean): boolean {
  const services = useAppServices();
  const location = useLocation();
  const navigate = useNavigate();
  const native = isNativeApp();
  // An in-app navigation has a key; a first entry (or a hash set from outside) has 'default', and then only
  // the WebView's own history tells whether there is a screen to go back to (read in the effect: the build's
  // pre-rendering renders this without a window).
  const inAppEntry = location.key !== 'default';
  const here = location.pathname + location.search;
  useEffect(() => {
    if (loggedIn || !native) return;
    const canGoBack = inAppEntry || window.history.length > 1;
    let current = true;
    void services.nativeLogin().then((outcome) => {
      if (!current || outcome === 'loggedIn') return;
      if (outcome === 'noBridge')
        void navigate(withQuery(PATHS.login, { redirect: here }), { replace: true });
      else if (canGoBack) void navigate(-1);
      else void navigate(PATHS.home, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [loggedIn, native, services, inAppEntry, here, navigate]);
  return native && !loggedIn;
}
