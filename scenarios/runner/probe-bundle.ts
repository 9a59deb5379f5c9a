import { fileURLToPath } from 'node:url';
import type { InlineConfig } from 'vite';
import { prebuiltIifeBundle, type IifeBundle } from '../../bridge-emulator/node/iife-bundle.ts';

/**
 * The page probe (page-probe.ts, with rrweb and the journey masks) as one IIFE for `page.addInitScript`, built
 * by `npm run build:mock` like the bridge emulator's bundle (into .tmp/init-bundles/), and built now, once per
 * process, when that file is missing or older than its sources (bridge-emulator/node/iife-bundle.ts).
 */

const root = fileURLToPath(new URL('../..', import.meta.url));

export function probeBuildConfig(): InlineConfig {
  return {
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      target: 'es2020',
      minify: true,
      reportCompressedSize: false,
      lib: {
        entry: fileURLToPath(new URL('./page-probe.ts', import.meta.url)),
        formats: ['iife'],
        name: 'cuotaScenarioProbe',
        fileName: () => 'scenario-probe.iife.js',
      },
    },
  };
}

/** The probe's init-script bundle. */
export const PROBE_BUNDLE: IifeBundle = {
  name: 'scenario-probe',
  config: probeBuildConfig,
  configFiles: [fileURLToPath(import.meta.url)],
};

/** The probe's init-script source (cached for the process). */
export function probeInitScript(): Promise<string> {
  return prebuiltIifeBundle(PROBE_BUNDLE);
}
