import { app, BrowserWindow, shell } from 'electron';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './static-server';
import {
  isAllowedExternalUrl,
  isAllowedNavigation,
  simulatorUrl,
  simulatorWindowOptions,
} from './simulator-window';

/**
 * The thin Electron main process: serve dist-mock (the mock app + the simulator page, built by
 * `npm run build:mock && npm run build:simulator`) on loopback, open one window on the simulator page.
 */

const here = dirname(fileURLToPath(import.meta.url));

/** Starts the simulator; exported for the unit test (electron is mocked there). */
export async function startSimulator(
  root = process.env.CUOTA_SIMULATOR_ROOT ?? resolve(here, '../../dist-mock'),
) {
  await app.whenReady();
  const { server, url } = await startStaticServer(root);
  const window = new BrowserWindow(simulatorWindowOptions(join(here, '../preload/preload.cjs'), url));
  window.webContents.setWindowOpenHandler(({ url: target }) => {
    // Links out of the app (the external home page, legal pages, the customer-service e-mail) open in the
    // system's browser or mail app; any other scheme is refused.
    if (!isAllowedNavigation(target, url) && isAllowedExternalUrl(target)) void shell.openExternal(target);
    return { action: 'deny' };
  });
  window.webContents.on('will-navigate', (event, target) => {
    if (!isAllowedNavigation(target, url)) event.preventDefault();
  });
  app.on('window-all-closed', () => {
    server.close();
    app.quit();
  });
  await window.loadURL(simulatorUrl(url));
  return { window, server, url };
}

if (process.versions.electron && !process.env.VITEST) void startSimulator();
