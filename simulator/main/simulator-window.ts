import type { BrowserWindowConstructorOptions } from 'electron';

/** The simulator window: the page over http; the preload reaches the app's frame to install the emulator. */
export function simulatorWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    width: 1440,
    height: 920,
    title: 'Cuota simulator',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      // The app runs in the simulator page's iframe: the preload must run there, as a WebView's would.
      nodeIntegrationInSubFrames: true,
    },
  };
}

/** The simulator page under the served root. */
export function simulatorUrl(serverUrl: string): string {
  return new URL('simulator/', serverUrl).href;
}

/** Only loopback pages may open inside the simulator; anything else is refused. */
export function isAllowedNavigation(url: string, serverUrl: string): boolean {
  try {
    return new URL(url).origin === new URL(serverUrl).origin;
  } catch {
    return false;
  }
}
