import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { TLDTS_LITE } from '../../build/aliases.ts';
import react from '@vitejs/plugin-react';

/**
 * The simulator's web build: the renderer page into dist-mock/simulator/, beside the mock app it frames
 * (`../index.html`), so `vite preview --mode mock` serves both on one origin. Run after the mock build.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react()],
  define: {
    __CUOTA_MOCKS__: 'true',
    __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.1.0'),
    __BUILD_ID__: JSON.stringify(process.env.CUOTA_BUILD_ID ?? 'dev'),
  },
  resolve: {
    alias: [TLDTS_LITE],
  },
  build: {
    outDir: process.env.CUOTA_MOCK_OUT
      ? `${process.env.CUOTA_MOCK_OUT}/simulator`
      : fileURLToPath(new URL('../../dist-mock/simulator', import.meta.url)),
    emptyOutDir: true,
    target: 'es2020',
    reportCompressedSize: false,
    // One page for desktop use: its size is not a budget concern.
    chunkSizeWarningLimit: 4000,
  },
});
