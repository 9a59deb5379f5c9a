import { startApp, startScreen } from 'virtual:cuota-boot';
import { showLoadFailure, storedLanguageHint } from './app/load-failure';
import { pathOfHash, screenNameOf, storedSessionHint } from './app/screen-paths';

/**
 * The page's first script, bundled on its own (`cuota-boot` in vite.config.ts): about 2 KiB with no import,
 * so it arrives while React and the app (src/main.tsx and its chunks, which index.html preloads) are still
 * downloading, and starts the first screen's files at once, in the same wave. It then imports the app,
 * which renders as before and finds the screen's chunk already in, or on its way.
 */
function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // DOM storage disabled in the WebView
  }
}

const screen = screenNameOf(pathOfHash(window.location.hash), storedSessionHint(safeLocalStorage()));
// A failed download is retried by the render (the router), not here.
if (screen) startScreen(screen);

const main = startApp();
// The app could not be downloaded (no connection): say so, in the borrower's language, with a retry.
main.catch(() =>
  showLoadFailure(document, storedLanguageHint(safeLocalStorage()), () => window.location.reload()),
);

if (__CUOTA_MOCKS__) {
  // The emulated native side waits on `__cuotaMockReady` before its backend calls; main.tsx sets it to the
  // mock world's start. Until main.tsx has run, this stands in for it.
  type MockWindow = Window & { __cuotaMockReady?: Promise<unknown> };
  const standIn: Promise<unknown> = main.then(() => {
    const ready = (window as MockWindow).__cuotaMockReady;
    return ready === standIn ? undefined : ready;
  });
  // Whoever waits on it hears of a failed download; nobody waiting is no unhandled rejection.
  standIn.catch(() => undefined);
  (window as MockWindow).__cuotaMockReady = standIn;
}
