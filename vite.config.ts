import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { TLDTS_LITE } from './build/aliases.ts';
import { buildMetaOutOfOutput } from './build/build-meta.ts';
import { chunkGroups } from './build/chunks.ts';
import { cryptoJsWithoutPassphrases } from './build/crypto-js-lite.ts';
import { firstScriptInDevelopment } from './build/first-script.ts';
import { indexHtml } from './build/index-html.ts';
import { initBundles } from './build/init-bundles.ts';

/** Where a host's API lives when not under the page's own `/api` (spec section 7): VITE_API_BASE_URL. */
function apiBaseUrlOf(mode: string): string {
  return loadEnv(mode, process.cwd(), 'VITE_').VITE_API_BASE_URL ?? '';
}

/** The web bundle's build id: the commit it was built from (CUOTA_BUILD_ID overrides; `dev` outside git). */
function buildId(): string {
  if (process.env.CUOTA_BUILD_ID) return process.env.CUOTA_BUILD_ID;
  try {
    return execFileSync('git', ['rev-parse', '--short=8', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'dev';
  }
}

// `--mode mock` builds the app with the embedded mock world (MSW) for e2e tests, demos and the
// simulator; the default production build contains no mocks (checked by scripts/size-budget.mjs).
export default defineConfig(({ command, mode }) => {
  const mocks = mode === 'mock' || mode === 'test' || command === 'serve';
  const define = {
    __CUOTA_MOCKS__: JSON.stringify(mocks),
    __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.1.0'),
    __BUILD_ID__: JSON.stringify(buildId()),
    __API_BASE_URL__: JSON.stringify(apiBaseUrlOf(mode)),
  };
  return {
    base: './',
    // The MSW worker lives in mock-public/ so the production build never ships it.
    publicDir: mocks ? 'mock-public' : false,
    plugins: [
      react(),
      firstScriptInDevelopment(),
      chunkGroups(),
      cryptoJsWithoutPassphrases(),
      indexHtml({ mocks, define, apiBaseUrl: apiBaseUrlOf(mode) }),
      // The production output ships no `.vite/` (manifest, screens list): the size budget reads them beside it.
      buildMetaOutOfOutput({ enabled: !mocks }),
      // The mock build also builds the init scripts of the browser tests (bridge emulator, scenario probe).
      initBundles({ enabled: mode === 'mock' }),
    ],
    define,
    resolve: {
      // RxJS's ES2015 build: classes instead of tslib's ES5 helpers (about 2 KiB gzip less in the app start).
      conditions: ['es2015', ...defaultClientConditions],
      alias: command === 'build' ? [TLDTS_LITE] : [],
    },
    build: {
      // CUOTA_MOCK_OUT lets parallel work build and serve the mock world in its own folder.
      outDir: mode === 'mock' ? (process.env.CUOTA_MOCK_OUT ?? 'dist-mock') : 'dist',
      manifest: true,
      // Android's WebView has had modulepreload since Chrome 66 (ES modules themselves need 61).
      modulePreload: { polyfill: false },
      target: 'es2020',
      reportCompressedSize: false,
      rolldownOptions: {
        // The page (index.html: no script file of its own) and the app it starts (decision 0024).
        input: {
          index: fileURLToPath(new URL('./index.html', import.meta.url)),
          app: fileURLToPath(new URL('./src/main.tsx', import.meta.url)),
        },
      },
    },
    preview: { host: '127.0.0.1' },
    // The dev server (`npm start`, `npm run dev`) pre-bundles every package the app and the simulator load in the
    // browser at its start. Left to discovery, a package first met in a lazily loaded module (the simulator's
    // panels, a screen's chunk) made Vite re-bundle and reload mid-page, and the page's requests under the old
    // bundle failed with HTTP 504 "Outdated Optimize Dep" (found by tests/readme, issue 28).
    optimizeDeps: {
      include: [
        'react',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'react-dom',
        'react-dom/client',
        'react-router-dom',
        'rxjs',
        'rxjs/operators',
        'immer',
        'zod',
        'zod/mini',
        'axios',
        'crypto-js',
        'crypto-js/aes',
        'crypto-js/enc-base64',
        'crypto-js/enc-hex',
        'crypto-js/enc-utf8',
        'crypto-js/mode-ecb',
        'crypto-js/pad-pkcs7',
        'crypto-js/sha256',
        'use-sync-external-store/with-selector',
        'msw',
        'msw/browser',
        '@faker-js/faker',
        '@sinonjs/fake-timers',
        '@noble/hashes/sha2.js',
        '@noble/hashes/utils.js',
        // The simulator checks a journey's signature (decision 0033).
        '@noble/curves/ed25519.js',
        '@tanstack/react-virtual',
        'rrweb',
        'fast-png',
        // The simulator's in-frame scenario drivers type and tap as a user does.
        '@testing-library/dom',
        '@testing-library/user-event',
      ],
    },
  };
});
