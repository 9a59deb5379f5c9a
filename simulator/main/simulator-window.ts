import type { BrowserWindowConstructorOptions } from 'electron';
import { APP_ORIGIN_ARG } from '../preload/preload-frame';

/**
 * The simulator window: the page over http; the preload reaches the app's frame to install the emulator. The
 * preload learns the app's origin from `--cuota-app-origin=` (every renderer of the window gets it), so it
 * installs the emulator in no frame of another origin.
 */
export function simulatorWindowOptions(
  preloadPath: string,
  serverUrl?: string,
): BrowserWindowConstructorOptions {
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
      ...(serverUrl ? { additionalArguments: [`${APP_ORIGIN_ARG}${new URL(serverUrl).origin}`] } : {}),
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

/** What the system may open for a link out of the app: web pages over TLS, a mail and a phone number. */
const EXTERNAL_SCHEMES = new Set(['https:', 'mailto:', 'tel:']);

/**
 * Whether a link out of the app may go to the system (`shell.openExternal`): only https:, mailto: and tel:.
 * Any other scheme (file:, smb:, javascript:, a custom app scheme, http:) is refused: the OS would hand it to
 * whatever program claims it.
 */
export function isAllowedExternalUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    if (!EXTERNAL_SCHEMES.has(parsed.protocol)) return false;
    // No credentials in a web address (`https://bank.example@evil.example/`).
    return (
      parsed.protocol !== 'https:' ||
      (parsed.username === '' && parsed.password === '' && parsed.hostname !== '')
    );
  } catch {
    return false;
  }
}
