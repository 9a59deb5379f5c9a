import { contextBridge } from 'electron';
import { installInPreload } from '../../bridge-emulator/preload';
import { appOriginFromArgv, isAppFrame } from './preload-frame';

/**
 * Electron preload: runs in the simulator page and in its frames. Only the app's frame (of the simulator
 * server's origin, passed as `--cuota-app-origin=`) gets the bridge emulator (as the Android WebView injects
 * NativeBridge before the page's scripts); the simulator page then finds it there and drives it. A frame of
 * another origin (a page the app links to, an embedded third party) gets nothing.
 */
if (isAppFrame(window.location, window.top === window, appOriginFromArgv(process.argv))) {
  installInPreload({ window, argv: process.argv, contextIsolated: process.contextIsolated, contextBridge });
}
