import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './scenarios/runner/chromium';

/**
 * Playwright Test against the built app with the embedded mock world (`vite build --mode mock`, served by
 * `vite preview`), in Debian's Chromium. Never run `npx playwright install`. Three projects (decision 0042):
 * `e2e` (tests/e2e, `npm run test:e2e`), `scenarios` (one test per `scenarios/<flow>/*.scenario.ts`, each with
 * its signed journey attached; `npm run scenarios`) and `autopilot` (seeded walks under every invariant).
 * Run one project at a time (`--project=NAME`); shard with `--shard=i/n` and the blob reporter, merge with
 * `npx playwright merge-reports` (README, "Running QA on many machines").
 */
// E2E_PORT (with CUOTA_MOCK_OUT for the build folder) lets several runs share a machine: two shards side by
// side each serve on their own port and keep their own result folders.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const RESULTS = process.env.E2E_PORT
  ? `playwright-report/results-${PORT}.json`
  : 'playwright-report/results.json';
export default defineConfig({
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: !!process.env.CI,
  // The run's journey signing key, shared with every worker (scenarios/runner/run-key.ts).
  globalSetup: './scenarios/runner/global-setup.ts',
  outputDir: process.env.E2E_PORT ? `test-results-${PORT}` : 'test-results',
  // PLAYWRIGHT_JSON_OUTPUT_FILE overrides the JSON file (`npm run scenarios` writes reports/scenarios.json).
  reporter: [['list'], ['json', { outputFile: RESULTS }]],
  use: {
    ...devices['Pixel 7'],
    browserName: 'chromium',
    baseURL: `http://127.0.0.1:${PORT}/`,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    // A failed test keeps a trace of its actions, console, network and sources, with its failure screenshot and
    // Playwright's error-context ARIA snapshot beside it; no screencast (it cost about 5 % of the suite's time) and no
    // DOM snapshots of every action (about 9 % of the e2e project's time on 2 cores), as in `scenarios` (decision 0042).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [
    { name: 'e2e', testDir: 'tests/e2e' },
    {
      name: 'scenarios',
      testDir: 'scenarios/runner',
      testMatch: 'scenarios.spec.ts',
      // A flaky scenario is a defect to find, not to retry (issue 31).
      retries: 0,
      // The longest scenario (new-borrower-to-repaid) took 18 s alone and 72 s in a shard beside another shard on 2
      // cores loaded by other jobs: 40 % of the limit at worst (decision 0042).
      timeout: 180_000,
      // A failed scenario keeps a trace of its actions, console, network and sources; the screen is in its journey
      // (rrweb), so the trace leaves out DOM snapshots, which cost the suite about 12 % on 2 cores (decision 0042).
      use: { trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false } },
    },
    {
      name: 'autopilot',
      testDir: 'scenarios/autopilot/node',
      testMatch: 'autopilot.spec.ts',
      retries: 0,
      timeout: 10 * 60_000,
    },
  ],
  webServer: {
    command: `npx vite preview --mode mock --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
