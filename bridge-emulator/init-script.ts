import type {} from '#contracts/tool-protocol';
import { installBridgeEmulator } from './install';

/**
 * Entry of the init-script bundle (`bridge-emulator/node/vite.config.ts` builds it as an IIFE): run
 * before the page's own scripts, it installs the emulator with `window.__cuotaBridgeConfig`, once per
 * window, in the top frame unless the configuration says `allFrames`.
 */
const config = window.__cuotaBridgeConfig ?? {};
if (!window.__cuotaBridge && (config.allFrames || window.top === window)) {
  installBridgeEmulator(window, config);
}
