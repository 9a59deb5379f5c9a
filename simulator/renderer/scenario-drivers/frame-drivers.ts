import { APP_KEY_PREFIX, STORED_KEYS, storageKeyOf, storedText } from '#contracts/stored-values';
import { resolveConfig } from '../../../bridge-emulator/config';
import type { BridgeEmulatorControl } from '../../../bridge-emulator/emulator';
import type { ScenarioDrivers } from '../../../scenarios/drivers/drivers';
import type { Scenario } from '../../../scenarios/scenario.schemas';
import { createFrameAppDriver } from './app-driver';
import { createFrameBridgeDriver } from './bridge-driver';
import { createFrameClockDriver } from './clock-driver';
import type { FrameAccess } from './frame-access';
import { createFrameObserverDriver, type EventTap } from './observer-driver';
import { poll } from './poll';
import { createFrameWorldDriver } from './world-driver';
import { installVirtualTimers, type VirtualTimers } from './virtual-timers';

/**
 * A scenario's setup in the simulator's frame, as the headless runner does it in a fresh browser context
 * (scenarios/runner/run-scenario.ts): forget the previous run's storage, load the app with the scenario's
 * preset, seed and start route, set up the emulated phone and the world's clock, and the page timers when
 * the scenario moves them.
 */

/** How long the app may take to start in the frame. */
export const START_TIMEOUT_MS = 30_000;

/**
 * The tools' own keys in the page's storage: the mock world's (`cuota-mock:`), the emulated phone's
 * (`cuota-bridge:`) and the runner's (`cuota-scenario:`).
 */
const TOOL_KEY_PREFIX = 'cuota-';

/** The app's keys, from its declared table (src/storage/storage-keys.ts): the spec's names (`token`, `language`, ...). */
const APP_STORAGE_KEYS: ReadonlySet<string> = new Set(STORED_KEYS.map(storageKeyOf));

/** True for a key a scenario run starts without: one of the app's (its table, or its own prefix) or the tools'. */
export function isRunStorageKey(key: string): boolean {
  return APP_STORAGE_KEYS.has(key) || key.startsWith(APP_KEY_PREFIX) || key.startsWith(TOOL_KEY_PREFIX);
}

/** The frame's URL for a scenario: the app's page with `?preset=&seed=&presetOptions=` and the start route. */
export function scenarioUrl(appPage: string, scenario: Scenario): string {
  const url = new URL(appPage);
  const query = new URLSearchParams({ preset: scenario.preset });
  if (scenario.seed !== undefined) query.set('seed', String(scenario.seed));
  if (scenario.presetOptions) query.set('presetOptions', JSON.stringify(scenario.presetOptions));
  url.search = query.toString();
  url.hash = scenario.start ?? '/';
  return url.href;
}

/** The app's page without query and route (what the frame loads for a scenario). */
export function appPageOf(href: string): string {
  const url = new URL(href);
  url.search = '';
  url.hash = '';
  return url.href;
}

/**
 * Removes the app's keys (the spec's stored values, the event log, drafts) and the tools' (saved world, emulated
 * phone) from a storage; other keys stay.
 */
export function forgetAppStorage(storage: Storage): number {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null && isRunStorageKey(key)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
  return keys.length;
}

/**
 * The storage a scenario run starts from, as the headless runner's fresh browser context gives it: the
 * previous run's app and tool keys forgotten everywhere (`forget`), then the scenario's language where the
 * native app stores it, under the spec's `language` in the page's localStorage (`local`), as the runner writes it.
 */
export function startCleanStorage(
  storages: { local: Storage | null; forget: readonly Storage[] },
  language: Scenario['language'],
): void {
  for (const storage of storages.forget) forgetAppStorage(storage);
  if (language && storages.local)
    storages.local.setItem(storageKeyOf('language'), storedText(language) ?? language);
}

function storagesOf(win: Window): Storage[] {
  const found: Storage[] = [];
  for (const pick of [(w: Window) => w.localStorage, (w: Window) => w.sessionStorage]) {
    try {
      found.push(pick(win));
    } catch {
      // An opaque origin has no storage to forget.
    }
  }
  return found;
}

function localStorageOf(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

/** Applies a scenario's emulated-phone configuration through the control API (the frame installed it). */
export function applyBridgeConfig(control: BridgeEmulatorControl, scenario: Scenario): void {
  if (scenario.bridge === false) return;
  const config = scenario.bridge ?? {};
  const resolved = resolveConfig(config);
  // The simulator's device picker stays in charge unless the scenario names a phone.
  if (config.device !== undefined) control.setDevice(resolved.device);
  for (const [permission, state] of Object.entries(resolved.permissions))
    control.setPermission(permission as keyof typeof resolved.permissions, state, { notify: false });
  control.setPermissionAnswer(resolved.permissionAnswer);
  control.setBackAction(resolved.back.action, resolved.back.url);
  control.setLoginMode(resolved.login.mode, resolved.login.mobile);
  if (resolved.login.session) control.setSession(resolved.login.session, { notify: false });
  control.setLatency('*', resolved.latency.all);
  for (const [method, ms] of Object.entries(resolved.latency.methods))
    control.setLatency(method as Parameters<BridgeEmulatorControl['setLatency']>[0], ms);
}

/** True when a scenario moves the page's timers (the virtual timers are installed for it). */
export function usesPageTimers(scenario: Scenario): boolean {
  return scenario.steps.some((step) => 'advanceTimers' in step);
}

/** What a prepared frame holds for the run. */
export interface PreparedFrame {
  timers: VirtualTimers | null;
}

/** Loads the app for a scenario in the frame, with everything set up before the first step. */
export async function prepareFrame(
  scenario: Scenario,
  frame: FrameAccess & { appPage: string; host?: Window },
): Promise<PreparedFrame> {
  const { win, signal } = frame;
  const wait = <T>(probe: () => T | null | undefined | false, message: string, intervalMs = 5) =>
    poll(probe, { signal, timeout: START_TIMEOUT_MS, message, intervalMs });
  const documentUrl = () => {
    try {
      return win.document.URL;
    } catch {
      return '';
    }
  };

  // Leave the page first: it saves its world and phone on the way out (pagehide), then all is forgotten.
  win.location.replace('about:blank');
  await wait(() => documentUrl() === 'about:blank', 'the frame to leave the app');
  // The native app stores the borrower's language before the web view starts.
  startCleanStorage(
    { local: localStorageOf(win), forget: [...storagesOf(win), ...storagesOf(frame.host ?? window)] },
    scenario.language,
  );

  win.location.replace(scenarioUrl(frame.appPage, scenario));
  // The simulator installs the emulator as soon as the new page exists; configure it before the app asks.
  const bridge = await wait(
    () => documentUrl() !== 'about:blank' && documentUrl() !== '' && win.__cuotaBridge,
    'the bridge emulator in the new page',
    2,
  );
  applyBridgeConfig(bridge, scenario);

  const mock = await wait(() => win.__cuotaMock, 'the mock world to start', 10);
  if (scenario.clockStart !== undefined) {
    const instant =
      typeof scenario.clockStart === 'number' ? scenario.clockStart : Date.parse(scenario.clockStart);
    mock.clock.set(instant);
  }
  await wait(() => win.__cuotaApp, 'the app to start', 10);
  const timers = usesPageTimers(scenario) ? installVirtualTimers(win) : null;
  return { timers };
}

/** The drivers of a scenario in the frame. */
export function createFrameDrivers(
  frame: FrameAccess,
  options: {
    scenario: Scenario;
    tap: EventTap;
    timers: () => VirtualTimers | null;
    note: (text: string) => void;
  },
): ScenarioDrivers {
  return {
    app: createFrameAppDriver(frame),
    bridge: options.scenario.bridge === false ? null : createFrameBridgeDriver(frame),
    world: createFrameWorldDriver(frame),
    clock: createFrameClockDriver(options.timers),
    observer: createFrameObserverDriver(frame, options.tap),
    note: (text) => {
      options.note(text);
      return Promise.resolve();
    },
  };
}
