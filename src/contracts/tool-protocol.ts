/**
 * The one declaration of what the app and the tools hand each other on `window` (decision 0044): the app
 * exposes its store and mock world in mock-world builds, the bridge emulator installs its control API and reads
 * its configuration, the scenario runner's probe and binding talk to the page, the simulator loads rrweb into the
 * frame. The app's side (src/app/root.tsx, src/main.tsx, src/boot.ts, src/bridge/host.ts, src/mocks/browser.ts)
 * and the tools' side type these names here and nowhere else.
 *
 * Types only: importing this module adds nothing to a bundle. The emulator's control API and the probe's batch
 * are declared by the tools that implement them; this module names them with type-only imports (the one
 * sanctioned import from src/ into the tools, see eslint-rules/import-direction.js).
 */
import type { record } from 'rrweb';
import type { ApiTraceEntry } from '../api/client';
import type { BridgeTrace } from '../bridge/client';
import type { Language } from '../domain/events';
import type { MockRuntime, MockWorldOptions } from '../mocks/runtime';
import type { WorldEditor } from '../mocks/world/edits';
import type { MockWorld } from '../mocks/world/world';
import type { Store } from '../store/store';
import type { BridgeEmulatorControl } from '../../bridge-emulator/emulator';
import type { BridgeEmulatorInstallConfig } from '../../bridge-emulator/install';
import type { ProbeBatch, ScenarioProbe } from '../../scenarios/runner/probe-protocol';

export type { BridgeEmulatorControl, BridgeEmulatorInstallConfig, ProbeBatch, ScenarioProbe };

/** A trace of the app's API or bridge traffic, as the app saw it. */
export type AppTrace = ApiTraceEntry | BridgeTrace;

/**
 * What tools may use of the running app (`window.__cuotaApp`); src/app/bootstrap.ts's `App` is assigned to it,
 * so the compiler checks the app still offers it.
 */
export interface ToolApp {
  readonly store: Pick<Store<unknown>, 'getState' | 'subscribe' | 'state$' | 'events$' | 'log'>;
  readonly services: { changeLanguage(language: Language): void };
  /** Listens to the API and bridge traffic as the app sees it; returns the unsubscribe function. */
  onTrace: (listener: (trace: AppTrace) => void) => () => void;
}

/** The control object on `window.__cuotaMock` for e2e tests, scenarios and the simulator (src/mocks/browser.ts). */
export interface MockControl {
  readonly world: MockWorld;
  readonly clock: MockWorld['clock'];
  readonly faults: MockRuntime['faults'];
  readonly presets: MockRuntime['presets'];
  /** Hand edits of the current world (quota, progress, order status, due date); they throw WorldEditError. */
  readonly edit: WorldEditor;
  /** Replaces the world (and clears faults); the page keeps running. */
  reset(options?: MockWorldOptions): MockWorld;
  onTraffic: MockRuntime['onTraffic'];
  /** Stops the service worker. */
  stop(): void;
}

/** rrweb as the simulator loads it into the app's frame (simulator/renderer/journey/rrweb-in-frame.ts). */
export type RrwebInFrame = { record: typeof record };

/** Every `window` name of the protocol, with who sets it. */
export interface ToolProtocol {
  /** App, mock-world builds: the running app, once its mock world is up (src/app/root.tsx, src/main.tsx). */
  __cuotaApp?: ToolApp;
  /** App, mock-world builds: the mock backend's control object (src/mocks/browser.ts). */
  __cuotaMock?: MockControl;
  /** App, mock-world builds: resolves once the mock world answers (src/main.tsx; a stand-in from src/boot.ts). */
  __cuotaMockReady?: Promise<unknown>;
  /** Hosts that inject the bridge late (the simulator, the emulator): early bridge calls wait for it. */
  __cuotaExpectBridge?: boolean;
  /** Bridge emulator: its control API, where it is installed (bridge-emulator/install.ts). */
  __cuotaBridge?: BridgeEmulatorControl;
  /** Bridge emulator: the configuration its init-script bundle installs with (bridge-emulator/node/init-script.ts). */
  __cuotaBridgeConfig?: BridgeEmulatorInstallConfig;
  /** Scenario runner: the Playwright binding the probe sends its batches to (exposeFunction). */
  __cuotaScenarioSink?: (batch: ProbeBatch) => Promise<void>;
  /** Scenario runner: the probe's handle (page-probe.ts); resolves once the sink has what it sent. */
  __cuotaProbe?: ScenarioProbe;
  /** Simulator: rrweb, loaded into the app's frame. */
  __cuotaRrweb?: RrwebInFrame;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Window extends ToolProtocol {}
}
