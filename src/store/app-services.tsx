import { createContext, useContext, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isNativeApp } from '../bridge/client';
import type { Language } from '../domain/events';
import { PATHS } from '../domain/paths';

/** App-wide actions that more than one screen or the shell needs. Built once in bootstrap.ts. */
export interface AppServices {
  /** Inside the native app: asks for the native login and takes the token back. */
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
 * On a screen that needs a session, logged out inside the native app: asks for the native login, and when the
 * borrower closes it goes back where they were (home when the screen was the first one), never leaving a
 * blank page. Answers whether the screen is waiting for the native login (then it shows NativeLoginWait).
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
  useEffect(() => {
    if (loggedIn || !native) return;
    const canGoBack = inAppEntry || window.history.length > 1;
    let current = true;
    void services.loginThroughNative().then((ok) => {
      if (!current || ok) return;
      if (canGoBack) void navigate(-1);
      else void navigate(PATHS.home, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [loggedIn, native, services, inAppEntry, navigate]);
  return native && !loggedIn;
}
