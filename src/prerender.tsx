import { renderToString } from 'react-dom/server';
import { createPath, Router, type Navigator } from 'react-router-dom';
import { createApp } from './app/bootstrap';
import { AppRoot } from './app/root';
import { AppRoutes, preloadScreen } from './app/router';
import { screenNameOf } from './app/screen-paths';
import { PATHS } from './domain/paths';

/**
 * The server side of the entry screens (decision 0024): the build imports this module in Node (Vite's module
 * runner, `build/prerender.ts`) and writes each screen's HTML into index.html, where the page's first script
 * (src/boot.ts) shows it before any other script has arrived and src/main.tsx hydrates it.
 *
 * Each is rendered as a first visit sees it: nothing stored (no session, Spanish), in a browser (not the native
 * app), without a query. The same tree as in the browser (`AppRoot`), under a router that stays on the path
 * and writes links as the hash router does (`#/user/login`).
 */
export const PRERENDERED_PATHS = [PATHS.home, PATHS.login, PATHS.yx1, PATHS.yx2, PATHS.yx3];

/** A router's navigator for one fixed location: hash links, no navigation. */
const hashLinks: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

async function renderScreen(path: string): Promise<string> {
  const app = createApp({ isNative: () => false, navigate: () => undefined });
  // The screen's module first, so that it renders at once instead of its loading line.
  await preloadScreen(path, false);
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

/** A pre-rendered screen: the HTML of the app's root element on it, and the paths that show exactly that. */
export interface PrerenderedScreen {
  screen: string;
  paths: string[];
  html: string;
}

/** The pre-rendered screens, one per distinct HTML (the landing page shows on /yx1 and /yx2). */
const rendered: PrerenderedScreen[] = [];
for (const path of PRERENDERED_PATHS) {
  const html = await renderScreen(path);
  const same = rendered.find((screen) => screen.html === html);
  if (same) same.paths.push(path);
  else rendered.push({ screen: screenNameOf(path, false)!, paths: [path], html });
}
export const screens: readonly PrerenderedScreen[] = rendered;
