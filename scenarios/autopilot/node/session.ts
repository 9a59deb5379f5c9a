import { devices, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { resolveDevice } from '../../../bridge-emulator/config';
import type { BridgeEmulatorInstallConfig } from '../../../bridge-emulator/install';
import { bridgeEmulatorInitScript } from '../../../bridge-emulator/node/init-script';
import type { DomainEvent } from '#contracts/events';
import type { ScenarioDrivers } from '../../drivers/drivers';
import { createPlaywrightAppDriver } from '../../drivers/playwright/app-driver';
import { createPlaywrightBridgeDriver } from '../../drivers/playwright/bridge-driver';
import { createPlaywrightClockDriver } from '../../drivers/playwright/clock-driver';
import { createPlaywrightObserverDriver } from '../../drivers/playwright/observer-driver';
import { createPlaywrightWorldDriver } from '../../drivers/playwright/world-driver';
import type { MoneyCall } from '../invariants/observation';
import {
  PAGE_OBSERVER_SCRIPT,
  type ObservedRequest,
  type PageMoneyCall,
  type PageObserverState,
} from './page-observer';

/**
 * One run of the app for the autopilot: a fresh browser context set up as the scenario runner sets one up
 * (scenarios/runner/run-scenario.ts: the phone's viewport and user agent, es-MX, Mexico City, the stored
 * language, the bridge emulator), plus the autopilot's page observer and error listeners. The drivers are
 * the scenario drivers, so every step means what it means in a scenario.
 */

/** Where the run starts: what a found scenario will say too. */
export interface RunConfig {
  /** The exploration's seed, also the mock world's (`?seed=`). */
  seed: number;
  preset: string;
  presetOptions?: Record<string, unknown>;
  language: 'es' | 'en';
  /** The emulated phone, or false for a plain browser. */
  bridge: false | BridgeEmulatorInstallConfig;
  /** The first route. */
  start: string;
}

/** What the page observer held, drained. */
export interface Drained {
  events: DomainEvent[];
  requests: ObservedRequest[];
  rejected: Array<{ endpoint: string; issues: string }>;
  /** Calls the server refused with a code. */
  refused: Array<{ endpoint: string; code: number; message: string }>;
  /** Console lines since the last take (core/console-line.ts). */
  console: string[];
  /** Every money call of the session so far, those sent since the last take marked `inAction`. */
  money: MoneyCall[];
  inFlight: number;
}

export interface Session {
  page: Page;
  drivers: ScenarioDrivers;
  /** The app's origin and path. */
  appUrl: string;
  /** Page errors and `[cuota]` console errors since the last call. */
  takeErrors(): { pageErrors: string[]; appErrorLogs: string[] };
  /** Brings the page observer's events and requests over (kept until `takeDrained`). */
  drain(): Promise<number>;
  /** Events and requests drained since the last call. */
  takeDrained(): Drained;
  close(): Promise<void>;
}

const START_TIMEOUT_MS = 30_000;

function startUrl(config: RunConfig): string {
  const query = new URLSearchParams({ preset: config.preset, seed: String(config.seed) });
  if (config.presetOptions) query.set('presetOptions', JSON.stringify(config.presetOptions));
  return `./?${query.toString()}#${config.start}`;
}

async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      (window as { __cuotaApp?: unknown }).__cuotaApp !== undefined &&
      (window as { __cuotaMock?: unknown }).__cuotaMock !== undefined,
    undefined,
    { timeout: START_TIMEOUT_MS },
  );
}

/**
 * A link that leaves the app (the store's download page, a chat) opens another window; on a phone that is
 * another app, and the borrower comes back. Chromium throttles the frames of a page behind another one
 * (about 10 a second instead of 60), and every tap then waited out its time-out for the control to be
 * stable (decision 0016, sixth round): what opens is closed and the app's page brought back to the front.
 */
export function keepOnePage(context: Pick<BrowserContext, 'on'>, page: Pick<Page, 'bringToFront'>): void {
  context.on('page', (opened) => {
    if (opened === page) return;
    void opened.close().catch(() => undefined);
    void page.bringToFront().catch(() => undefined);
  });
}

/** Opens the app in a new context of `browser`, as a scenario with this configuration would. */
export async function openSession(browser: Browser, baseURL: string, config: RunConfig): Promise<Session> {
  const bridgeConfig: BridgeEmulatorInstallConfig | null =
    config.bridge === false
      ? null
      : { ...config.bridge, language: config.bridge.language ?? config.language };
  const device = resolveDevice(bridgeConfig?.device);
  const pixel = devices['Pixel 7'];
  const context: BrowserContext = await browser.newContext({
    ...pixel,
    viewport: device.viewport,
    userAgent: bridgeConfig ? device.userAgent : pixel.userAgent,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    baseURL,
  });
  const page = await context.newPage();
  keepOnePage(context, page);
  const pageErrors: string[] = [];
  const appErrorLogs: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('[cuota]')) appErrorLogs.push(message.text());
  });
  await page.addInitScript((language) => {
    if (window.sessionStorage.getItem('cuota-scenario:language')) return;
    window.sessionStorage.setItem('cuota-scenario:language', '1');
    window.localStorage.setItem('language', language);
  }, config.language);
  if (bridgeConfig) await page.addInitScript({ content: await bridgeEmulatorInitScript(bridgeConfig) });
  await page.addInitScript({ content: PAGE_OBSERVER_SCRIPT });

  const allEvents: DomainEvent[] = [];
  let pendingEvents: DomainEvent[] = [];
  let pendingRequests: ObservedRequest[] = [];
  let pendingRejected: Drained['rejected'] = [];
  let pendingRefused: Drained['refused'] = [];
  let pendingConsole: string[] = [];
  // Every money call, across the page's loads (`pageId:id`), updated as answers come; those new since the last take.
  const money = new Map<string, MoneyCall>();
  let newMoney = new Set<MoneyCall>();
  const mergeMoney = (pageId: string, calls: readonly PageMoneyCall[]) => {
    for (const call of calls) {
      const id = `${pageId}:${call.id}`;
      const known = money.get(id);
      const next: MoneyCall = {
        endpoint: call.endpoint,
        key: call.key,
        body: call.body,
        ...(call.reference === undefined ? {} : { reference: call.reference }),
        ...(call.failure === undefined ? {} : { failure: call.failure }),
        inAction: false,
      };
      if (known) Object.assign(known, next, { inAction: false });
      else {
        money.set(id, next);
        newMoney.add(next);
      }
    }
  };
  let inFlight = 0;
  const drain = async (): Promise<number> => {
    const got = await page
      .evaluate(() => {
        const s = (window as { __autopilot?: PageObserverState }).__autopilot;
        if (!s) return null;
        const out = {
          events: s.events,
          requests: s.requests,
          failed: s.failed,
          rejected: s.rejected,
          refused: s.refused,
          console: s.console,
          money: s.money,
          pageId: s.pageId,
          inFlight: s.inFlight.length,
        };
        s.events = [];
        s.failed = [];
        s.requests = [];
        s.rejected = [];
        s.refused = [];
        s.console = [];
        return out;
      })
      .catch(() => null);
    if (got) {
      allEvents.push(...(got.events as unknown as DomainEvent[]));
      pendingEvents.push(...(got.events as unknown as DomainEvent[]));
      pendingRequests.push(...got.requests);
      // A request drained while in flight learns here that it failed.
      for (const id of got.failed) {
        const request = pendingRequests.find((r) => r.id === id);
        if (request) request.failed = true;
      }
      pendingRejected.push(...got.rejected);
      pendingRefused.push(...got.refused);
      pendingConsole.push(...got.console);
      mergeMoney(got.pageId, got.money);
      inFlight = got.inFlight;
    }
    return inFlight;
  };

  await page.goto(startUrl(config));
  await waitForApp(page);
  const drivers: ScenarioDrivers = {
    app: createPlaywrightAppDriver(page, { onReload: () => waitForApp(page) }),
    bridge: bridgeConfig ? createPlaywrightBridgeDriver(page) : null,
    world: createPlaywrightWorldDriver(page),
    clock: createPlaywrightClockDriver(page, () => false),
    observer: createPlaywrightObserverDriver(page, async () => {
      await drain();
      return allEvents;
    }),
    note: () => Promise.resolve(),
  };
  return {
    page,
    drivers,
    appUrl: baseURL,
    takeErrors() {
      const out = { pageErrors: pageErrors.splice(0), appErrorLogs: appErrorLogs.splice(0) };
      return out;
    },
    drain,
    takeDrained() {
      const out = {
        events: pendingEvents,
        requests: pendingRequests,
        rejected: pendingRejected,
        refused: pendingRefused,
        console: pendingConsole,
        money: [...money.values()].map((call) => ({ ...call, inAction: newMoney.has(call) })),
        inFlight,
      };
      pendingEvents = [];
      pendingRequests = [];
      pendingRejected = [];
      pendingRefused = [];
      pendingConsole = [];
      newMoney = new Set();
      return out;
    },
    close: () => context.close().catch(() => undefined),
  };
}
