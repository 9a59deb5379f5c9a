import { createContext, useContext } from 'react';
import type { Language } from '../domain/events';

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
