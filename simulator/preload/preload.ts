import { contextBridge } from 'electron';
import { installInPreload } from '../../bridge-emulator/preload';
import { isAppFrame } from './preload-frame';

/**
 * Electron preload: runs in the simulator page and in its frames. Only the app's frame gets the bridge
 * emulator (as the Android WebView injects NativeBridge before the page's scripts); the simulator page
 * then finds it there and drives it.
 */
if (isAppFrame(window.location, window.top === window)) {
  installInPreload({ window, argv: process.argv, contextIsolated: process.contextIsolated, contextBridge });
}
