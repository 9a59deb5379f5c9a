import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';
import type { Scenario } from '../scenario.schemas';
import { writeRunPublicKey, type RunSigner } from './journey-keys';
import { sharedRunSigner } from './run-key';
import { runScenario, type ScenarioReport } from './run-scenario';

/**
 * The journey sink as Playwright Test fixtures (decision 0042). Per worker: the run's signing key (run-key.ts;
 * its public half written beside the journeys) and the mock build's identity. Per test: `journeys.record`,
 * which runs a scenario in a fresh context of the project's browser against the project's web server, writes
 * its journey where `npm run scenarios` always did (`journeys/<id>.journey.json`, `CUOTA_JOURNEYS_DIR`),
 * signed, read back, verified, replayed and leak-scanned (run-scenario.ts), and attaches it to the test.
 */

/** Where the journeys go, relative to the root (`npm run scenarios -- --out DIR` sets it). */
export const JOURNEYS_DIR_ENV = 'CUOTA_JOURNEYS_DIR';
/** `1`: record personal data unmasked (`--unmasked`; internal QA only, the journey's meta says so). */
export const UNMASKED_ENV = 'CUOTA_JOURNEY_UNMASKED';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface MockBuild {
  appVersion: string;
  buildHash: string;
}

export interface JourneyRecorderFixture {
  /** Runs the scenario, writes and checks its journey, attaches it; never throws (the report says what failed). */
  record(scenario: Scenario): Promise<ScenarioReport>;
}

export const test = base.extend<
  { journeys: JourneyRecorderFixture },
  { journeysDir: string; runSigner: RunSigner; mockBuild: MockBuild }
>({
  journeysDir: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern
    async ({}, use) => use(resolve(ROOT, process.env[JOURNEYS_DIR_ENV] ?? 'journeys')),
    { scope: 'worker' },
  ],
  runSigner: [
    async ({ journeysDir }, use) => {
      const signer = sharedRunSigner();
      writeRunPublicKey(journeysDir, signer);
      await use(signer);
    },
    { scope: 'worker' },
  ],
  mockBuild: [
    // eslint-disable-next-line no-empty-pattern -- as above
    async ({}, use) => {
      const out = process.env.CUOTA_MOCK_OUT ?? 'dist-mock';
      const indexHtml = readFileSync(resolve(ROOT, out, 'index.html'));
      const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
      await use({
        appVersion: pkg.version,
        buildHash: createHash('sha256').update(indexHtml).digest('hex').slice(0, 12),
      });
    },
    { scope: 'worker' },
  ],
  journeys: async ({ browser, baseURL, journeysDir, runSigner, mockBuild }, use, testInfo) => {
    await use({
      async record(scenario) {
        const report = await runScenario(scenario, {
          browser,
          baseURL: baseURL ?? 'http://127.0.0.1:4173/',
          journeysDir,
          ...mockBuild,
          unmasked: process.env[UNMASKED_ENV] === '1',
          signer: runSigner,
        });
        if (report.journey) {
          await testInfo.attach(`${scenario.id}.journey.json`, {
            path: report.journey,
            contentType: 'application/json',
          });
          testInfo.annotations.push({
            type: 'journey',
            description: `${relative(ROOT, report.journey)}: ${report.entries ?? 0} entries, head ${report.head?.slice(0, 16) ?? '-'}, ${report.verified ? 'signed and verified' : 'NOT verified'}, ${report.replayed ? 'replayed' : 'NOT replayed'} (key id ${runSigner.key.keyId})`,
          });
        }
        return report;
      },
    });
  },
});

export { expect } from '@playwright/test';
