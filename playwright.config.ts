import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './scenarios/runner/chromium';

/**
 * End-to-end tests against the built app with the embedded mock world (`vite build --mode mock`, served
 * by `vite preview`), in Debian's Chromium. Never run `npx playwright install`.
 */
// E2E_PORT (with CUOTA_MOCK_OUT for the build folder) lets several runs share a machine.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const RESULTS = process.env.E2E_PORT
  ? `playwright-report/results-${PORT}.json`
  : 'playwright-report/results.json';
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: !!process.env.CI,
  outputDir: process.env.E2E_PORT ? `test-results-${PORT}` : 'test-results',
  reporter: [['list'], ['json', { outputFile: RESULTS }]],
  use: {
    ...devices['Pixel 7'],
    browserName: 'chromium',
    baseURL: `http://127.0.0.1:${PORT}/`,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    // DOM snapshots of every action, kept when a test fails; no screencast (it cost about 5 % of the suite's time).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: {
    command: `npx vite preview --mode mock --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
