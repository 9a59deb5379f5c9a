import { build, type Rolldown } from 'vite';
import type { BridgeEmulatorInstallConfig } from '../install';
import { emulatorBundleConfig } from './vite.config';

/**
 * The emulator as a Playwright init script: `await page.addInitScript({ content: await
 * bridgeEmulatorInitScript(config) })` installs it in the page before the app's scripts run, on every
 * navigation. The bundle is built in memory once per process (about a second), so no build step or
 * npm script is needed and parallel workers never race on a file.
 */

let bundle: Promise<string> | undefined;

/** The IIFE bundle of bridge-emulator/init-script.ts (cached for the process). */
export function emulatorBundle(): Promise<string> {
  bundle ??= build(emulatorBundleConfig(false)).then((result) => {
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk');
    if (!chunk || chunk.type !== 'chunk') throw new Error('the bridge emulator bundle has no code');
    return chunk.code;
  });
  return bundle;
}

/** Init-script source: the configuration as `window.__cuotaBridgeConfig`, then the bundle. */
export async function bridgeEmulatorInitScript(config: BridgeEmulatorInstallConfig = {}): Promise<string> {
  return `window.__cuotaBridgeConfig = ${JSON.stringify(config)};\n${await emulatorBundle()}`;
}
