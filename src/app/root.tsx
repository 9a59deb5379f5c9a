import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { AppServicesContext } from '../store/app-services';
import { StoreContext } from '../store/use-app-state';
import { createApp, type App } from './bootstrap';
import { logError } from './log-error';
import { AppErrorBoundary, RouteErrorBoundary } from './route-error-boundary';
import { AppRouter } from './router';
// `window.__cuotaApp`: the running app, exposed in mock-world builds only (tests, simulator, journeys).
import type {} from '../contracts/tool-protocol';

/**
 * The whole app for one App instance: store and services provided, hash router inside (`children`: another
 * router with the routes, for the build's pre-rendering in src/prerender.tsx).
 */
export function AppRoot({ app, children = <AppRouter /> }: { app: App; children?: ReactNode }) {
  return (
    <StrictMode>
      <StoreContext.Provider value={app.store}>
        <AppServicesContext.Provider value={app.services}>
          <AppErrorBoundary>{children}</AppErrorBoundary>
        </AppServicesContext.Provider>
      </StoreContext.Provider>
    </StrictMode>
  );
}

/**
 * React's error reports for the app's root, logged with the app's prefix: an error no boundary caught
 * (React then unmounts the app), one a boundary caught (the route's boundary logs its own, with the route),
 * and one React recovered from by itself.
 */
export const ROOT_ERROR_HANDLERS: Pick<
  RootOptions,
  'onUncaughtError' | 'onCaughtError' | 'onRecoverableError'
> = {
  onUncaughtError: (error, info) => logError('An error no boundary caught', error, info.componentStack),
  onCaughtError: (error, info) => {
    // The app's own boundaries log what they catch, with where it happened.
    if (info.errorBoundary instanceof RouteErrorBoundary || info.errorBoundary instanceof AppErrorBoundary)
      return;
    logError('An error caught by a boundary', error, info.componentStack);
  },
  onRecoverableError: (error, info) => logError('React recovered from an error', error, info.componentStack),
};

/**
 * Renders the app into the page, or hydrates the screen's pre-rendered HTML there (`hydrate`, decision 0024).
 * Mock-world builds expose it on `window.__cuotaApp` (tools rely on the mock world being up once the app is
 * there: main.tsx passes `expose: false` and exposes it then). Returns the app and its React root: the page
 * keeps it for its lifetime, a test unmounts it (a root left mounted goes on rendering, on a hash change say).
 */
export function mountApp(
  element: HTMLElement,
  app: App = createApp(),
  { expose = true, hydrate = false }: { expose?: boolean; hydrate?: boolean } = {},
): { app: App; root: Root } {
  if (__CUOTA_MOCKS__ && expose) window.__cuotaApp = app;
  // Pre-rendered HTML is inert until the app has it (src/boot.ts). Hydrating keeps its nodes, and React replays
  // an event on a part it has not hydrated yet: it goes live at once. Rendering afresh replaces them at the
  // first commit: until then a tap, or what a borrower or a test typed, would land on nodes about to go.
  const live = () => void (element.inert = false);
  if (hydrate) {
    // As a transition, React hydrates in slices that leave the main thread free between them (no long task).
    // startTransition runs its callback at once: the root is there when it returns.
    let root!: Root;
    startTransition(() => void (root = hydrateRoot(element, <AppRoot app={app} />, ROOT_ERROR_HANDLERS)));
    live();
    return { app, root };
  }
  const root = createRoot(element, ROOT_ERROR_HANDLERS);
  root.render(
    <>
      <AppRoot app={app} />
      <OnFirstCommit run={live} />
    </>,
  );
  return { app, root };
}

/** Runs `run` when React commits the tree it is in for the first time. */
function OnFirstCommit({ run }: { run: () => void }): null {
  useLayoutEffect(run, [run]);
  return null;
}
