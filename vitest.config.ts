import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig({ ...env, mode: 'test' }), {
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./tests/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'scenarios/**/*.test.{ts,tsx}', 'bridge-emulator/**/*.test.{ts,tsx}', 'simulator/**/*.test.{ts,tsx}'],
      testTimeout: 15_000,
    },
  }),
);
