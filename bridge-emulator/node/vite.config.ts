import { fileURLToPath } from 'node:url';
import { defineConfig, type InlineConfig } from 'vite';
import { TLDTS_LITE } from '../../build/aliases.ts';

/**
 * Builds the emulator as one IIFE for `page.addInitScript` (Playwright) and for hosts that inject a
 * script file: `npx vite build -c bridge-emulator/node/vite.config.ts` writes
 * bridge-emulator/dist/emulator.iife.js. `npm run build:mock` builds the same bundle into .tmp/init-bundles/
 * (build/init-bundles.ts), which init-script.ts reads (or builds in memory when it is missing or stale).
 */

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The bundle's build options; `write: false` keeps the output in memory. */
export function emulatorBundleConfig(write: boolean): InlineConfig {
  return {
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    // The bundle runs in the page before the app; nothing in it reads these, but shared modules may.
    define: { __CUOTA_MOCKS__: 'true', 'process.env.NODE_ENV': JSON.stringify('production') },
    resolve: {
      // The same public-suffix stub as the app's build (the wire client's msw import reaches tough-cookie).
      alias: [TLDTS_LITE],
    },
    build: {
      write,
      outDir: 'bridge-emulator/dist',
      emptyOutDir: true,
      target: 'es2020',
      minify: true,
      reportCompressedSize: false,
      rolldownOptions: {
        // The bundle is generated code: a committed or leftover copy must not fail `eslint .`.
        output: { postBanner: '/* eslint-disable */' },
      },
      lib: {
        entry: fileURLToPath(new URL('../init-script.ts', import.meta.url)),
        formats: ['iife'],
        name: 'cuotaBridgeEmulator',
        fileName: () => 'emulator.iife.js',
      },
    },
  };
}

export default defineConfig(emulatorBundleConfig(true));
