import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import rendererConfig from './renderer/vite.config.ts';

/**
 * The Electron simulator: a thin main process and preload (TOOLCHAIN 2 and pitfalls 5, 6). The renderer is
 * the same page as the web mode, built into dist-mock/simulator/ beside the mock app the main process serves.
 */
export default defineConfig({
  main: {
    build: { outDir: 'out/main', lib: { entry: resolve('simulator/main/main.ts') } },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // A sandboxed preload can require nothing but electron: bundle the emulator's dependencies.
      externalizeDeps: false,
      lib: { entry: resolve('simulator/preload/preload.ts') },
      // Sandboxed preloads must be CommonJS, while the package is ESM.
      rollupOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs' } },
    },
  },
  renderer: {
    ...rendererConfig,
    build: { ...rendererConfig.build, rollupOptions: { input: resolve('simulator/renderer/index.html') } },
  },
});
