import { Fragment, lazy, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ExternalRedirect } from './external-redirect';
import { PATHS } from '../domain/paths';
import { ROUTES, SCREENS, type RouteName } from '../domain/screens';
import { ScreenLoadError } from './route-error-boundary';
import { RequireToken } from './route-guard';
import { SCREEN_MODULES, screenOf, type ScreenModule } from './screen-loaders';
import { useStore } from '../store/use-app-state';
import { AppLayout } from './shell/app-layout';

// Every screen is its own chunk (src/app/screen-loaders.ts): the home route loads only what it shows. The
// page's first script starts the first screen's download, and main.tsx waits for it (preloadScreen) before
// React renders, so the first paint is the screen itself, not a loading line followed by the screen (React
// holds a revealed screen back for up to 300 ms after a fallback showed).
// A failed download is thrown as a ScreenLoadError, which the route's error boundary shows with a retry. React
// keeps a lazy component's failure (every render throws it again, so the boundary shows it rather than
// downloading in a loop), so the retry replaces that lazy component with a new one, which downloads again.
const components = new Map<ScreenModule, ComponentType>();
function componentOf(screen: ScreenModule): ComponentType {
  let Screen = components.get(screen);
  if (!Screen) {
    const download = (): ComponentType => {
      const Download: ComponentType = lazy(() =>
        screen.preload().then(
          (component) => ({ default: component }),
          (cause: unknown) => {
            throw new ScreenLoadError(screen.name, cause, () => {
              if (Lazy === Download) Lazy = download();
            });
          },
        ),
      );
      return Download;
    };
    let Lazy = download();
    Screen = function Screen() {
      // Decided once per mount, so the element type under it never changes.
      const [Ready] = useState(() => screen.loaded());
      return Ready ? <Ready /> : <Lazy />;
    };
    Screen.displayName = screen.name;
    components.set(screen, Screen);
  }
  return Screen;
}

/** What a route of the table of screens (src/domain/screens.ts) shows: its screen, or the route it opens. */
function elementOf(name: RouteName): ReactNode {
  const row = SCREENS[name];
  if ('redirect' in row) return <Navigate to={PATHS[row.redirect]} replace />;
  const Screen = componentOf(SCREEN_MODULES[row.screen]);
  return <Screen />;
}

/**
 * One session's screen (decision 0061): when the session changes under it (a logout, a session code, the native
 * app logging in someone else, a login) the screen mounts afresh, so nothing it held in React state (a form's
 * typing, a loaded answer) passes to the next borrower; it reads the drafts and the state, cleared by then, again.
 * The key is the store's session epoch, which a session change its own intent brought leaves as it is.
 */
export function SessionScoped({ children }: { children: ReactNode }) {
  const store = useStore();
  const epoch = useSyncExternalStore(store.subscribe, store.sessionEpoch, store.sessionEpoch);
  return <Fragment key={epoch}>{children}</Fragment>;
}

/** Every route, behind the route guard when its row is `guarded`, keyed on the session. */
const ROUTED: ReadonlyArray<{ path: string; element: ReactNode }> = ROUTES.map(([name, row]) => ({
  path: row.path,
  element: (
    <SessionScoped>
      {row.guarded ? <RequireToken>{elementOf(name)}</RequireToken> : elementOf(name)}
    </SessionScoped>
  ),
}));

/**
 * Starts downloading the screen of a path (`/borrow/product_details`, without the query), following the
 * redirects of spec section 2; a protected screen without a session is the login screen. Resolves once
 * the chunk is in (never rejects: a failed download is the screen's own to retry).
 */
export function preloadScreen(pathname: string, loggedIn: boolean): Promise<void> {
  const screen = screenOf(pathname, loggedIn);
  return screen
    ? screen.preload().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

/** The routes of spec section 2, under the hash router the WebView needs. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {ROUTED.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
        <Route path="*" element={<ExternalRedirect />} />
      </Route>
    </Routes>
  );
}

/** The router root. */
export function AppRouter() {
  return (
    <HashRouter>
      <AppRoutes />
    </HashRouter>
  );
}
