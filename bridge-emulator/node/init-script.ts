import { fileURLToPath } from 'node:url';
import type { BridgeEmulatorInstallConfig } from '../install';
import { prebuiltIifeBundle, type IifeBundle } from './iife-bundle.ts';
import { emulatorBundleConfig } from './vite.config.ts';

/**
 * The emulator as a Playwright init script: `await page.addInitScript({ content: await
 * bridgeEmulatorInitScript(config) })` installs it in the page before the app's scripts run, on every
 * navigation. The bundle is built by `npm run build:mock` (into .tmp/init-bundles/) and read from there; when
 * it is missing or older than its sources it is built now, once per process (iife-bundle.ts).
 */

/** The emulator's init-script bundle (bridge-emulator/init-script.ts as one IIFE). */
export const EMULATOR_BUNDLE: IifeBundle = {
  name: 'bridge-emulator',
  config: () => emulatorBundleConfig(false),
  configFiles: [fileURLToPath(new URL('./vite.config.ts', import.meta.url))],
};

/** The IIFE bundle of bridge-emulator/init-script.ts (cached for the process). */
export function emulatorBundle(): Promise<string> {
  return prebuiltIifeBundle(EMULATOR_BUNDLE);
}

/** Init-script source: the configuration as `window.__cuotaBridgeConfig`, then the bundle. */
export async function bridgeEmulatorInitScript(config: BridgeEmulatorInstallConfig = {}): Promise<string> {
  return `window.__cuotaBridgeConfig = ${JSON.stringify(config)};\n${await emulatorBundle()}`;
}
