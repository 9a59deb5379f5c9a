import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../scenarios/runner/chromium';

/**
 * The README's commands that serve a page (`npm start`, `npm run dev`), started as written by the tests
 * themselves (tests/readme/served-command.ts): no webServer here. One worker: each file runs its own Vite dev
 * server, and two cold dev servers at once on two cores time each other out.
 *
 * Limits: a cold dev server (no `node_modules/.vite` yet, as on a clean clone) transforms the app's and the
 * simulator's few hundred modules on the first page load, about 15 s on a quiet 2-core machine and twice that
 * on a busy one; each test gets four times its measured time (see `npm test`'s slowest-tests table).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  forbidOnly: !!process.env.CI,
  outputDir: '../../test-results-readme',
  reporter: [['list'], ['json', { outputFile: '../../playwright-report/readme.json' }]],
  use: {
    ...devices['Pixel 7'],
    browserName: 'chromium',
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
});
