import { renderToString } from 'react-dom/server';
import { createPath, Router, type Navigator } from 'react-router-dom';
import { createApp, type App } from './app/bootstrap';
import type { ApplicationStep } from './domain/events';
import { createMemoryStorage, createStoredValues } from './storage/stored-values';
import { AppRoot } from './app/root';
import { AppRoutes, preloadScreen } from './app/router';
import { screenNameOf } from './app/screen-paths';
import { PATHS } from './domain/paths';

/**
 * The server side of the pre-rendered screens (decisions 0024, 0027): the build imports this module in Node
 * (Vite's module runner, `build/prerender.ts`) and writes each screen's HTML into index.html, where the page's
 * first script (src/boot.ts) shows it before any other script has arrived and src/main.tsx hydrates it (a
 * first visit's) or draws it afresh (a signed-in borrower's).
 *
 * Each is rendered as its visitor sees it on arrival, in Spanish, in a browser (not the native app), without a
 * query: the entry screens as a first visit (nothing stored), and personal information as a signed-in borrower
 * who has typed nothing on that step yet (decision 0027). The same tree as in the browser (`AppRoot`), under a
 * router that stays on the path and writes links as the hash router does (`#/user/login`).
 */
export interface PrerenderedVisit {
  path: string;
  /** Rendered for a signed-in borrower (a stored token) rather than a first visit. */
  signedIn?: boolean;
  /** The application step whose stored draft would fill the form: with one stored, the HTML does not fit. */
  draft?: ApplicationStep;
}

export const PRERENDERED: readonly PrerenderedVisit[] = [
  { path: PATHS.home },
  { path: PATHS.login },
  { path: PATHS.yx1 },
  { path: PATHS.yx2 },
  { path: PATHS.yx3 },
  { path: PATHS.personalInfomation, signedIn: true, draft: 'personalInfomation' },
];

/** The token of the signed-in visit: never sent (the API layer never loads here) and never in the HTML. */
const PRERENDER_TOKEN = 'Bearer prerender';

/**
 * The app as the visit's visitor opens it: stored values that hold nothing, or only a token (the native app's
 * shape, spec section 3), a log in memory, and an API layer that never loads (a returning borrower's refresh
 * waits for ever, with no request). The unit tests hydrate the HTML with the same app.
 */
export function appOfVisit({ signedIn = false }: Pick<PrerenderedVisit, 'signedIn'>): App {
  const storage = createMemoryStorage();
  if (signedIn) storage.setItem('token', JSON.stringify({ Authorization: PRERENDER_TOKEN }));
  return createApp({
    isNative: () => false,
    navigate: () => undefined,
    storedValues: createStoredValues(storage),
    logStorage: createMemoryStorage(),
    apiReady: new Promise<never>(() => undefined),
  });
}

/** A router's navigator for one fixed location: hash links, no navigation. */
const hashLinks: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

async function renderScreen({ path, signedIn = false }: PrerenderedVisit): Promise<string> {
  const app = appOfVisit({ signedIn });
  // The screen's module first, so that it renders at once instead of its loading line.
  await preloadScreen(path, signedIn);
  const html = renderToString(
    <AppRoot app={app}>
      <Router location={path} navigator={hashLinks} static>
        <AppRoutes />
      </Router>
    </AppRoot>,
  );
  // A boundary React could not finish here (`<!--$!-->`) would be drawn afresh in the browser.
  if (html.includes('<!--$!-->')) throw new Error(`Pre-rendering ${path}: a part of the screen suspended`);
  return html;
}

/**
 * A pre-rendered screen: the HTML of the app's root element on it, the paths that show exactly that, and who
 * it fits (`signedIn`, and no stored `draft` of that step).
 */
export interface PrerenderedScreen extends Omit<PrerenderedVisit, 'path'> {
  screen: string;
  paths: string[];
  html: string;
}

/** The pre-rendered screens, one per distinct HTML and visitor (paths whose HTML is the same share one). */
const rendered: PrerenderedScreen[] = [];
for (const visit of PRERENDERED) {
  const { path, signedIn, draft } = visit;
  const html = await renderScreen(visit);
  if (html.includes(PRERENDER_TOKEN)) throw new Error(`Pre-rendering ${path}: the HTML shows the token`);
  const same = rendered.find((screen) => screen.html === html && screen.signedIn === signedIn);
  if (same) same.paths.push(path);
  else
    rendered.push({
      screen: screenNameOf(path, signedIn ?? false)!,
      paths: [path],
      html,
      ...(signedIn ? { signedIn } : {}),
      ...(draft ? { draft } : {}),
    });
}
export const screens: readonly PrerenderedScreen[] = rendered;
