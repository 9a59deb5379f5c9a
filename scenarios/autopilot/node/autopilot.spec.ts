import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, test, type Browser, type TestInfo } from '@playwright/test';
import type { Harness } from './browser';
import type { AppCatalog } from './catalog';
import { COVERAGE_ATTACHMENT, type CoverageAttachment } from './coverage-reporter';

/**
 * The autopilot as a Playwright Test project (`autopilot`, decision 0043): one test per walk of the table
 * below (seed, preset), each with every invariant checked after every action, and one test per found scenario
 * (`scenarios/found/`) replayed under every invariant. The project's web server serves the mock build and its
 * `browser` fixture is the walk's Chromium. A violation fails its test, shrunk to a found scenario that is
 * attached (with the walk's log); each walk attaches its coverage as JSON, which coverage-reporter.ts unions
 * across tests and shards (`npx playwright merge-reports --reporter=./scenarios/autopilot/node/coverage-reporter.ts,html`).
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Actions per walk: short enough for a test to stay well under half its time-out on two cores. */
const STEPS = Number(process.env.AUTOPILOT_STEPS ?? 50);

/**
 * The walks: distinct seeds over presets that start in different places of the product. In an order that
 * balances two shards (the two slowest, 42 and 23 with faults, about 55 s each on two cores, fall in different halves).
 */
const WALKS: ReadonlyArray<{ seed: number; preset: string; faults?: boolean }> = [
  { seed: 7, preset: 'new-borrower' },
  { seed: 42, preset: 'application-in-progress' },
  { seed: 11, preset: 'quota-granted' },
  { seed: 23, preset: 'repaying', faults: true },
];

const FOUND_DIR = join(ROOT, 'scenarios', 'found');
const FOUND = readdirSync(FOUND_DIR)
  .filter((name) => name.endsWith('.scenario.ts'))
  .sort();

test.describe.configure({ mode: 'parallel' });

let catalog: Promise<AppCatalog> | undefined;
const catalogOnce = () => (catalog ??= import('./catalog').then(({ loadCatalog }) => loadCatalog()));

// The autopilot's modules (and the app's modules they reach) load in the worker only, when a test runs: the
// runner process that lists the tests does not pay for them (about 15 s on two busy cores).
const autopilot = () => import('./run');

/** The project's browser and served build as the autopilot's harness; the runner stops them, not the test. */
function harnessOf(browser: Browser, baseURL: string | undefined): Harness {
  if (!baseURL)
    throw new Error('the autopilot project needs use.baseURL (the mock build served by the web server)');
  return { browser, baseURL, close: () => Promise.resolve() };
}

const attachText = (testInfo: TestInfo, name: string, text: string, contentType = 'text/plain') =>
  testInfo.attach(name, { body: text, contentType });

/** A walk's test. */
function walkTest({ seed, preset, faults = false }: (typeof WALKS)[number]): void {
  test(
    `walk: seed ${seed} from ${preset}${faults ? ' with faults' : ''}`,
    { tag: '@walk' },
    async ({ browser, baseURL }, testInfo) => {
      const lines: string[] = [];
      const { runAutopilot } = await autopilot();
      const report = await runAutopilot(
        {
          root: ROOT,
          seed,
          steps: STEPS,
          minutes: 4,
          preset,
          faults,
          language: 'es',
          noBridge: false,
          shrink: true,
          shrinkMinutes: 3,
          foundDir: testInfo.outputPath('found'),
          reportFile: testInfo.outputPath('autopilot.json'),
          verbose: false,
          log: (line) => lines.push(line),
        },
        harnessOf(browser, baseURL),
      );
      const coverage: CoverageAttachment = {
        seed,
        preset,
        faults,
        steps: STEPS,
        actionsDone: report.actionsDone,
        coverage: report.coverage,
      };
      await attachText(testInfo, COVERAGE_ATTACHMENT, JSON.stringify(coverage), 'application/json');
      await attachText(testInfo, 'autopilot-log', `${lines.join('\n')}\n\n${report.trace.join('\n')}\n`);
      let found = '';
      if (report.found) {
        const file = resolve(ROOT, report.found.scenario);
        found = readFileSync(file, 'utf8');
        await attachText(testInfo, basename(file), found);
        if (report.found.journey)
          await testInfo.attach(basename(report.found.journey), {
            path: resolve(ROOT, report.found.journey),
            contentType: 'application/json',
          });
      }
      expect(report.stopped, `the walk broke: ${report.error ?? ''}`).not.toBe('error');
      const v = report.violation;
      const shrunk = report.shrink
        ? `shrunk from ${report.shrink.from} to ${report.shrink.to} action(s) in ${report.shrink.tests} replay(s)${report.shrink.reproduced ? '' : ' (did not reproduce: kept whole)'}`
        : '';
      expect(
        v,
        v &&
          `${v.invariant} violated at step ${v.step}: ${v.message}\n${shrunk}; the found scenario (attached: ${report.found ? basename(report.found.scenario) : 'none'}):\n${found}`,
      ).toBeUndefined();
    },
  );
}

/** A found scenario's replay. */
function replayTest(name: string): void {
  test(
    `replay: found/${name.replace(/\.scenario\.ts$/, '')}`,
    { tag: '@found' },
    async ({ browser, baseURL }) => {
      const file = join(FOUND_DIR, name);
      const module = (await import(pathToFileURL(file).href)) as { default?: unknown };
      const { checkScenario } = await import('../../scenario.schemas');
      const checked = checkScenario(module.default);
      if (!checked.ok)
        throw new Error(
          `${relative(ROOT, file)} is not a valid scenario: ${checked.issues.map((i) => i.message).join('; ')}`,
        );
      const { replayScenario } = await autopilot();
      const outcome = await replayScenario(
        harnessOf(browser, baseURL),
        await catalogOnce(),
        checked.scenario,
      );
      const violations = outcome.violations.map(
        ({ step, violation }) => `after action ${step}: ${violation.invariant}: ${violation.message}`,
      );
      expect(violations, 'every invariant holds').toEqual([]);
      expect(
        outcome.failedUnit,
        `action ${(outcome.failedUnit ?? 0) + 1} could not be done: ${outcome.error ?? ''}`,
      ).toBeUndefined();
    },
  );
}

// Walks and replays alternate, so that `--shard=i/n` (which splits the tests in this order) gives each shard
// a share of both.
for (let i = 0; i < Math.max(WALKS.length, FOUND.length); i += 1) {
  if (WALKS[i]) walkTest(WALKS[i]!);
  if (FOUND[i]) replayTest(FOUND[i]!);
}
