import { showLoadFailure, storedLanguageHint } from './app/load-failure';
import { pathOfHash, screenOf, storedSessionHint } from './app/screen-loaders';

/**
 * The page's first script. It is tiny, so it runs while the rest of the app (React, the store, the texts:
 * main.tsx and its chunks, which index.html preloads) is still downloading, and starts the first screen's
 * chunk at once: the screen no longer waits for the whole app to download and run before its own download
 * starts. main.tsx then renders as before; it finds the screen's chunk already in, or on its way.
 */
function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // DOM storage disabled in the WebView
  }
}

const screen = screenOf(pathOfHash(window.location.hash), storedSessionHint(safeLocalStorage()));
// A failed download is retried by the render (the router), not here.
screen?.preload().catch(() => undefined);

const main = import('./main');
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
  (window as MockWindow).__cuotaMockReady = standIn;
}
