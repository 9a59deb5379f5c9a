import './app/app.css';
// The loan screens' styles (home, borrowing, records, review) load with the app's, in its one stylesheet.
import './components/ui/loan.css';
import { createApp } from './app/bootstrap';
import { mountApp } from './app/root';
import { firstScreenShown } from './app/first-screen';
import { preloadScreen } from './app/router';
import { pathOfHash } from './app/screen-paths';
import { selectIsLoggedIn } from './domain/session/session.selectors';

/**
 * Renders the first screen as early as possible and fetches everything else after it has painted: the
 * first screen's chunk is fetched before React renders its first frame, which is that screen; the API layer (and, in builds with the embedded
 * mock world, the mock world's service worker) load once the first screen is on the glass, and calls made
 * before then wait for them. The production build compiles the mock branch away, so it contains no MSW.
 * `?mock=off` uses the real backend.
 */
function start() {
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
  // The emulated native side (bridge-emulator) waits for the mock world before its own backend calls.
  if (mocked) (window as Window & { __cuotaMockReady?: Promise<unknown> }).__cuotaMockReady = apiReady;
  // The API layer downloads from the first paint on, alongside the mock world; its calls wait for both.
  const app = createApp({ apiReady, apiDownload: firstPaint });
  exposeApp = () => (window.__cuotaApp = app);
  // The first render waits for the screen's chunk (never for long: it is small, and a failed download
  // renders anyway, the screen retrying it).
  const path = pathOfHash(window.location.hash);
  void preloadScreen(path, selectIsLoggedIn(app.store.getState())).then(() =>
    mountApp(document.getElementById('root')!, app, { expose: !mocked }),
  );
  // Once the first screen (not the loading line before it) is painted; without a screen (its chunk cannot
  // be downloaded), after a few seconds anyway.
  void firstScreenShown.then(() => afterPresented(painted));
  setTimeout(painted, 5000);
  void firstPaint.then(() => app.loadApi().catch(() => undefined));
  apiReady.catch((error: unknown) => console.error('The mock world did not start', error));
}

/**
 * Runs once the first screen is on the glass: when the browser reports the page's first contentful paint
 * (a paint-timing entry is only reported once the frame has been presented; a task after the frame is
 * not enough, the presentation can come later). A hidden page paints nothing: at once there. Without
 * paint timing, after the next frame; and after 3 s in any case (a busy phone can take over a second to
 * present a frame, and what loads after the first paint should not compete with it).
 */
function afterPresented(callback: () => void) {
  let done = false;
  let observer: PerformanceObserver | undefined;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    callback();
  };
  if (document.visibilityState === 'hidden') {
    setTimeout(run, 0);
    return;
  }
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) setTimeout(run, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(run, 0));
  }
  setTimeout(run, 3000);
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

start();
