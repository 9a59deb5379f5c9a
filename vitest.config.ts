import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const ROOTS = ['src', 'tests/unit', 'scenarios', 'bridge-emulator', 'simulator'];

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
      projects: [
        {
          extends: true,
          test: { name: 'components', environment: 'jsdom', include: ROOTS.map((root) => `${root}/**/*.test.tsx`) },
        },
        {
          extends: true,
          test: { name: 'modules', environment: 'node', include: ROOTS.map((root) => `${root}/**/*.test.ts`) },
        },
      ],
    },
  }),
);
