import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The strict Content-Security-Policy of the built app (no inline scripts, no eval, no plugins). Delivered as a
 * <meta> element, so `frame-ancestors` (header-only) belongs in the hosting server's headers instead.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // antd-mobile and React style attributes need inline styles; scripts stay strict.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "worker-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'cuota-csp',
    apply: 'build',
    transformIndexHtml: (html) =>
      html.replace(
        '<!-- csp -->',
        `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`,
      ),
  };
}

// `--mode mock` builds the app with the embedded mock world (MSW) for e2e tests, demos and the
// simulator; the default production build contains no mocks (checked by scripts/size-budget.mjs).
export default defineConfig(({ command, mode }) => ({
  base: './',
  // The MSW worker lives in mock-public/ so the production build never ships it.
  publicDir: mode === 'mock' || mode === 'test' || command === 'serve' ? 'mock-public' : false,
  plugins: [react(), contentSecurityPolicy()],
  define: {
    __CUOTA_MOCKS__: JSON.stringify(mode === 'mock' || mode === 'test' || command === 'serve'),
    __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.1.0'),
  },
  resolve: {
    alias:
      command === 'build'
        ? [
            {
              find: /^tldts$/,
              replacement: fileURLToPath(new URL('./src/mocks/tldts-lite.ts', import.meta.url)),
            },
          ]
        : [],
  },
  build: {
    // CUOTA_MOCK_OUT lets parallel work build and serve the mock world in its own folder.
    outDir: mode === 'mock' ? (process.env.CUOTA_MOCK_OUT ?? 'dist-mock') : 'dist',
    manifest: true,
    target: 'es2020',
    reportCompressedSize: false,
  },
  preview: { host: '127.0.0.1' },
}));
