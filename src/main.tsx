import './app/app.css';
// The loan screens' styles (home, borrowing, records, review) load with the app's, in its one stylesheet.
import './components/ui/loan.css';
import { createApp, type App } from './app/bootstrap';
import { mountApp } from './app/root';
import { firstScreenShown } from './app/first-screen';
import { preloadScreen } from './app/router';
import { pathOfHash, screenNameOf } from './app/screen-paths';
import { isNativeApp } from './bridge/client';
import { selectIsLoggedIn } from './domain/session/session.selectors';
import { initialState } from './domain/state';
import { afterFirstPaint } from './app/first-paint';
import { logError } from './app/log-error';
import { START_FAILED_EVENT } from './app/start-failure';
import { yieldToMain } from './app/yield-to-main';
// The `window` names tools read (`__cuotaApp`, `__cuotaMockReady`).
import type {} from './contracts/tool-protocol';

/**
 * Renders the first screen as early as possible and fetches everything else after it has painted: the
 * first screen's chunk is fetched before React renders its first frame, which is that screen; the API layer (and, in builds with the embedded
 * mock world, the mock world's service worker) load once the first screen is on the glass, and calls made
 * before then wait for them. The production build compiles the mock branch away, so it contains no MSW.
 * `?mock=off` uses the real backend. Answers the mock world's start when there is one.
 */
function start(): { mockReady?: Promise<unknown> } {
  const params = new URLSearchParams(window.location.search);
  const mocked = __CUOTA_MOCKS__ && params.get('mock') !== 'off';
  let painted: () => void = () => {};
  const firstPaint = new Promise<void>((resolve) => (painted = resolve));
  let exposeApp: () => void = () => {};
  const apiReady = mocked
    ? firstPaint
        .then(() => import('./mocks/browser'))
        .then(({ startMockWorld }) =>
          startMockWorld({
            preset: params.get('preset') ?? undefined,
            seed: params.has('seed') ? Number(params.get('seed')) : undefined,
            presetOptions: parseJsonObject(params.get('presetOptions')),
          }),
        )
        // Tools find `window.__cuotaApp` only once `window.__cuotaMock` is there, as before.
        .finally(() => exposeApp())
    : firstPaint;
  // The API layer downloads from the first paint on, alongside the mock world; its calls wait for both.
  const app = createApp({ apiReady, apiDownload: firstPaint });
  exposeApp = () => (window.__cuotaApp = app);
  // The first render waits for the screen's chunk (never for long: it is small, and a failed download
  // renders anyway, the screen retrying it).
  const path = pathOfHash(window.location.hash);
  void preloadScreen(path, selectIsLoggedIn(app.store.getState())).then(() => {
    const root = document.getElementById('root')!;
    // The pre-rendered HTML was inert until now (src/boot.ts): mountApp makes it live when React has it.
    mountApp(root, app, { expose: !mocked, hydrate: rendersAsPrerendered(root, app) });
  });
  // Once the first screen (not the loading line before it) is painted; without a screen (its chunk cannot
  // be downloaded), after a few seconds anyway.
  void firstScreenShown.then(() => {
    // The app's own screen is committed: #root no longer holds HTML waiting for it (tools wait for this).
    delete document.getElementById('root')!.dataset.prerendered;
    afterFirstPaint(painted);
  });
  setTimeout(painted, 5000);
  void firstPaint.then(() => app.loadApi().catch(() => undefined));
  // Only a build with the mock world has one to start (the production build keeps no trace of this line).
  if (__CUOTA_MOCKS__ && mocked)
    apiReady.catch((error: unknown) => console.error('The mock world did not start', error));
  return { mockReady: mocked ? apiReady : undefined };
}

/**
 * Whether #root holds the pre-rendered HTML (src/boot.ts, decision 0024) of exactly what the app renders first,
 * so that React hydrates it: the same screen, for a first visit (nothing restored: no session, Spanish), in a
 * browser rather than the native app, without a query. Otherwise the app renders afresh, and React replaces
 * that HTML when it commits (no blank frame in between): so does a signed-in borrower's personal information
 * (decision 0027), whose restored store is never a first visit's, and whose dates are the day's, not the build's.
 */
function rendersAsPrerendered(root: HTMLElement, app: App): boolean {
  const state = app.store.getState();
  const screen = screenNameOf(pathOfHash(window.location.hash), selectIsLoggedIn(state));
  return (
    root.dataset.prerendered === screen &&
    !window.location.hash.includes('?') &&
    !isNativeApp() &&
    JSON.stringify(state) === JSON.stringify(initialState)
  );
}

/** `?presetOptions={"progress":20}` for the mock world's presets; anything else is ignored. */
function parseJsonObject(text: string | null): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

// The app's modules were evaluated in this task; the store and the first render start in the next one, so
// that neither is part of one long task on a slow phone (decision 0070).
const started = yieldToMain().then(start);
// The emulated native side (bridge-emulator) waits for the mock world before its own backend calls. The first
// script (src/boot.ts) reads this once this module has run, so it is set now, before the start itself.
if (__CUOTA_MOCKS__) {
  window.__cuotaMockReady = started.then(({ mockReady }) => mockReady);
  window.__cuotaMockReady.catch(() => undefined);
}
// A start that throws says so as a failed download does, with a retry (src/boot.ts): never a blank screen.
started.catch((error: unknown) => {
  logError('the app did not start', error);
  window.dispatchEvent(new Event(START_FAILED_EVENT));
});
