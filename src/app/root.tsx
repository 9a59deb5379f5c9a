import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppServicesContext } from '../store/app-services';
import { StoreContext } from '../store/use-app-state';
import { createApp, type App } from './bootstrap';
import { AppRouter } from './router';

declare global {
  interface Window {
    /** The running app's store, exposed in mock-world builds only (tests, simulator, journeys). */
    __cuotaApp?: App;
  }
}

/** The whole app for one App instance: store and services provided, hash router inside. */
export function AppRoot({ app }: { app: App }) {
  return (
    <StrictMode>
      <StoreContext.Provider value={app.store}>
        <AppServicesContext.Provider value={app.services}>
          <AppRouter />
        </AppServicesContext.Provider>
      </StoreContext.Provider>
    </StrictMode>
  );
}

/**
 * Renders the app into the page. Mock-world builds expose it on `window.__cuotaApp` (tools rely on the
 * mock world being up once the app is there: main.tsx passes `expose: false` and exposes it then).
 */
export function mountApp(
  element: HTMLElement,
  app: App = createApp(),
  { expose = true }: { expose?: boolean } = {},
): App {
  if (__CUOTA_MOCKS__ && expose) window.__cuotaApp = app;
  createRoot(element).render(<AppRoot app={app} />);
  return app;
}
