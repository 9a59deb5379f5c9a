import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { devices, type Browser, type Page } from '@playwright/test';
import { resolveDevice } from '../../bridge-emulator/config';
import type { BridgeEmulatorInstallConfig } from '../../bridge-emulator/install';
import { bridgeEmulatorInitScript } from '../../bridge-emulator/node/init-script';
import { createPlaywrightAppDriver } from '../drivers/playwright/app-driver';
import { createPlaywrightBridgeDriver } from '../drivers/playwright/bridge-driver';
import { createPlaywrightClockDriver } from '../drivers/playwright/clock-driver';
import { createPlaywrightObserverDriver } from '../drivers/playwright/observer-driver';
import { createPlaywrightWorldDriver } from '../drivers/playwright/world-driver';
import type { ScenarioDrivers } from '../drivers/drivers';
import { runSteps } from '../interpreter';
import { serializeJourney } from '../journey/format';
import { replayJourney } from '../journey/replay';
import { checkJourneySignature, describeSignature, signJourney } from '../journey/signature';
import { readJourney, verifyJourney } from '../journey/verify';
import { describeStep, type Scenario } from '../scenario.schemas';
import { createJourneySink, redactTypedValues, type JourneySink } from './journey-sink';
import { processRunSigner, type RunSigner } from './journey-keys';
import { findLeaks, findPersonalData } from './leak-scan';
import { probeInitScript } from './probe-bundle';

/** Where and how one scenario runs. */
export interface ScenarioRunContext {
  browser: Browser;
  /** The served mock build, ending in `/`. */
  baseURL: string;
  journeysDir: string;
  appVersion: string;
  buildHash: string;
  /** Record unmasked (internal QA only). */
  unmasked?: boolean;
  /** The key the journey is signed with (default: the process's run key, journey-keys.ts). */
  signer?: RunSigner;
}

/** How one scenario went (the scenarios project's test checks it, journey-fixture.ts; the autopilot reads it). */
export interface ScenarioReport {
  id: string;
  title: string;
  flow: string;
  steps: number;
  stepsPassed: number;
  ok: boolean;
  ms: number;
  journey?: string;
  entries?: number;
  head?: string;
  /** The journey's chain verified and its signature is valid for the run's key, and its replay matched every checkpoint. */
  verified: boolean;
  replayed: boolean;
  error?: string;
}

const START_TIMEOUT_MS = 30_000;

async function waitFor(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Sends everything the probe holds, with a state checkpoint: the probe pushes it over the sink's binding (the one
 * channel from the page) and resolves once the sink has handled it.
 */
async function checkpoint(page: Page, step: number | null): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await page.waitForFunction(
        () => window.__cuotaProbe !== undefined && window.__cuotaApp !== undefined,
        undefined,
        { timeout: START_TIMEOUT_MS },
      );
      await page.evaluate((s) => window.__cuotaProbe!.checkpoint(s), step);
      return;
    } catch (error) {
      // A navigation in flight destroys the context: try again once the page has loaded.
      if (attempt === 2) throw error;
      await page.waitForLoadState('load').catch(() => undefined);
    }
  }
}

/** Everything the probe sent before now, handled by the sink (expectations read the recorded events). */
async function drain(page: Page): Promise<void> {
  await page.evaluate(() => window.__cuotaProbe!.flush());
}

function startUrl(scenario: Scenario): string {
  const query = new URLSearchParams({ preset: scenario.preset });
  if (scenario.seed !== undefined) query.set('seed', String(scenario.seed));
  if (scenario.presetOptions) query.set('presetOptions', JSON.stringify(scenario.presetOptions));
  return `./?${query.toString()}#${scenario.start ?? '/'}`;
}

function usesPageClock(scenario: Scenario): boolean {
  return scenario.steps.some((step) => 'advanceTimers' in step);
}

/** Runs one scenario in a fresh browser context and writes its journey; never throws. */
export async function runScenario(scenario: Scenario, run: ScenarioRunContext): Promise<ScenarioReport> {
  const started = Date.now();
  const report: ScenarioReport = {
    id: scenario.id,
    title: scenario.title,
    flow: scenario.flow,
    steps: scenario.steps.length,
    stepsPassed: 0,
    ok: false,
    ms: 0,
    verified: false,
    replayed: false,
  };
  const bridgeConfig: BridgeEmulatorInstallConfig | null =
    scenario.bridge === false
      ? null
      : { ...(scenario.bridge ?? {}), language: scenario.bridge?.language ?? scenario.language ?? 'es' };
  const device = resolveDevice(bridgeConfig?.device);
  const pixel = devices['Pixel 7'];
  const context = await run.browser.newContext({
    ...pixel,
    viewport: device.viewport,
    userAgent: bridgeConfig ? device.userAgent : pixel.userAgent,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    baseURL: run.baseURL,
  });
  try {
    const page = await context.newPage();
    // What the app writes to the console, for the leak scan at the end (issue 30).
    const consoleLines: string[] = [];
    page.on('console', (message) => consoleLines.push(message.text()));
    const sink = createJourneySink(
      {
        scenarioId: scenario.id,
        appVersion: run.appVersion,
        buildHash: run.buildHash,
        device: bridgeConfig
          ? { ...device }
          : { profile: 'browser (no native bridge)', userAgent: pixel.userAgent },
        seed: scenario.seed ?? 1,
        wallStart: started,
        title: scenario.title,
        flow: scenario.flow,
        preset: scenario.preset,
        ...(scenario.presetOptions ? { presetOptions: scenario.presetOptions } : {}),
        bridge: bridgeConfig ?? false,
        recorder: {
          runner: 'playwright',
          browser: `chromium ${run.browser.version()}`,
          screens: 'rrweb 2.2.2',
        },
      },
      run.unmasked ? { mask: false } : {},
    );
    await page.exposeFunction('__cuotaScenarioSink', (batch: Parameters<JourneySink['receive']>[0]) =>
      sink.receive(batch),
    );
    if (scenario.language) {
      // The native app stores the borrower's language before the web view starts.
      await page.addInitScript((language) => {
        if (window.sessionStorage.getItem('cuota-scenario:language')) return;
        window.sessionStorage.setItem('cuota-scenario:language', '1');
        window.localStorage.setItem('language', language);
      }, scenario.language);
    }
    if (bridgeConfig) await page.addInitScript({ content: await bridgeEmulatorInitScript(bridgeConfig) });
    await page.addInitScript({ content: await probeInitScript() });
    const pageClock = usesPageClock(scenario);
    if (pageClock) await page.clock.install();

    await page.goto(startUrl(scenario));
    await waitFor(() => sink.started(), START_TIMEOUT_MS, 'the app to start');
    if (scenario.clockStart !== undefined) {
      const instant =
        typeof scenario.clockStart === 'number' ? scenario.clockStart : Date.parse(scenario.clockStart);
      await page.evaluate(
        (t) =>
          (
            window as unknown as { __cuotaMock?: { clock: { set(at: number): number } } }
          ).__cuotaMock?.clock.set(t),
        instant,
      );
    }

    const drivers: ScenarioDrivers = {
      app: createPlaywrightAppDriver(page, {
        onReload: async () => {
          await page.waitForFunction(
            () => window.__cuotaApp !== undefined && window.__cuotaProbe !== undefined,
          );
        },
      }),
      bridge: bridgeConfig ? createPlaywrightBridgeDriver(page) : null,
      world: createPlaywrightWorldDriver(page),
      clock: createPlaywrightClockDriver(page, () => pageClock),
      observer: createPlaywrightObserverDriver(page, async () => {
        await drain(page);
        return sink.events();
      }),
      note: (text) => Promise.resolve(sink.note({ type: 'scenario/note', text })),
    };

    const outcome = await runSteps(scenario.steps, drivers, {
      beforeStep: (index, step) => {
        const shown = redactTypedValues(step);
        sink.stepStarted(index, shown, describeStep(shown));
      },
      afterStep: async (result) => {
        await checkpoint(page, result.index);
        sink.stepEnded(result.index, result);
      },
    });
    report.stepsPassed = outcome.results.filter((r) => r.ok).length;
    const failure = outcome.results.find((r) => !r.ok);
    if (failure?.error) report.error = failure.error;

    await checkpoint(page, null).catch(() => undefined);
    // Signed with the run's key (decision 0033): the private half never goes near the journeys folder.
    const signer = run.signer ?? processRunSigner(run.journeysDir);
    const file = signJourney(
      sink.finish({
        ok: outcome.ok,
        ...(outcome.failedAt === undefined ? {} : { failedAt: outcome.failedAt }),
        ...(report.error ? { error: report.error } : {}),
      }),
      signer.key,
    );
    await mkdir(run.journeysDir, { recursive: true });
    const path = join(run.journeysDir, `${scenario.id}.journey.json`);
    await writeFile(path, serializeJourney(file));
    report.journey = path;
    report.entries = file.entries.length;
    report.head = file.head;

    // The file as written must read back, chain intact, with the head printed, replay to the same states,
    // and show nothing that still looks personal.
    const text = await readFile(path, 'utf8');
    const read = readJourney(text);
    const leaks = file.meta.masked ? findPersonalData(text) : [];
    if (leaks.length > 0) report.error ??= `personal data left unmasked in the journey: ${leaks.join(', ')}`;
    // Nor the codes the mock world texted (decision 0077): six digits, so looked for by value.
    const codes = file.meta.masked ? await textedCodes(page) : [];
    const sms = codes.filter((code) => new RegExp(`(?<![0-9])${code}(?![0-9])`).test(text));
    if (sms.length > 0) report.error ??= `SMS codes left unmasked in the journey: ${sms.join(', ')}`;
    const chain = verifyJourney(read, { expectedHead: file.head });
    const signature = checkJourneySignature(read, signer.key);
    report.verified = chain.ok && signature.state === 'signed';
    if (!chain.ok)
      report.error ??= `journey verification failed at entry ${chain.firstBadSeq}: ${chain.reason}`;
    if (signature.state !== 'signed') report.error ??= `journey signature: ${describeSignature(signature)}`;
    const replay = replayJourney(read);
    report.replayed = replay.ok;
    if (!replay.ok) report.error ??= `journey replay: ${replay.mismatch?.reason ?? 'mismatch'}`;
    // What the app left in localStorage and wrote to the console: no token, no unmasked personal data.
    const storage = await page
      .evaluate(() =>
        Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k) ?? ''])),
      )
      .catch(() => ({}));
    const appLeaks = findLeaks({ storage, console: consoleLines });
    if (appLeaks.length > 0)
      report.error ??= `personal data or a token left by the app: ${appLeaks.join(', ')}`;
    report.ok = outcome.ok && report.verified && replay.ok && leaks.length === 0 && appLeaks.length === 0;
  } catch (error) {
    report.error ??=
      error instanceof Error ? error.message.split('\n').slice(0, 4).join('\n') : String(error);
  } finally {
    report.ms = Date.now() - started;
    await context.close().catch(() => undefined);
  }
  return report;
}

/** The verification codes the page's mock world has texted (its outbox), digits only. */
async function textedCodes(page: Page): Promise<string[]> {
  const codes = await page
    .evaluate(() =>
      (
        (window as unknown as { __cuotaMock?: { world: { outbox: Array<{ code: string }> } } }).__cuotaMock
          ?.world.outbox ?? []
      ).map((sms) => sms.code),
    )
    .catch(() => []);
  return codes.filter((code) => /^\d{4,8}$/.test(code));
}
