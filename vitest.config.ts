import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const ROOTS = ['src', 'tests/unit', 'scenarios', 'bridge-emulator', 'simulator', 'eslint-rules'];
const inPackage = (file: string) => new URL(`./node_modules/${file}`, import.meta.url).pathname;

export default defineConfig((env) =>
  mergeConfig(viteConfig({ ...env, mode: 'test' }), {
    test: {
      globals: true,
      setupFiles: ['./tests/setup.ts'],
      testTimeout: 15_000,
      // Two workers on CI's two cores (Vitest 4 would start one there), and a DOM only where a test needs one:
      // components (`*.test.tsx`) render into jsdom; a `*.test.ts` runs in Node, which starts in a fraction of
      // jsdom's time, unless its first line asks for jsdom (`// @vitest-environment jsdom`; decision 0026).
      maxWorkers: 2,
      // Each test file runs in a fresh VM context of a long-lived worker (decision 0030): the packages' own
      // modules load once per worker instead of once per file. A file still gets its own copy of the project's
      // modules, so singletons and `vi.mock` stay per file. Node's `require` in a VM context cannot load ES
      // modules, so the two packages whose Node entry does (react-router-dom's CommonJS build requires
      // react-router's ESM; axios's Node build pulls form-data) load as the ES modules the browser gets.
      pool: 'vmThreads',
      alias: {
        'react-router-dom': inPackage('react-router-dom/dist/index.mjs'),
        axios: inPackage('axios/dist/esm/axios.js'),
      },
      projects: [
        {
          extends: true,
          test: {
            name: 'components',
            environment: 'jsdom',
            include: ROOTS.map((root) => `${root}/**/*.test.tsx`),
          },
        },
        {
          extends: true,
          test: {
            name: 'modules',
            environment: 'node',
            include: ROOTS.map((root) => `${root}/**/*.test.ts`),
          },
        },
      ],
    },
  }),
);
