import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers';
import { createMockRuntime, type MockWorldOptions } from './runtime';
import { showSmsNotice } from './sms-notice';
import { holdBeforeUnloadUntilPageHide } from './unload-guard';
import { worldEditor } from './world/edits';
import { isNetworkProfileName } from './world/faults';
import type { WorldSnapshot } from './world/records';
import type { MockWorld } from './world/world';
import type { MockControl } from '../contracts/tool-protocol';

export type { MockControl };

/**
 * The mock backend in the browser (dev server, `--mode mock` builds, e2e tests, the simulator). The app
 * loads this file only through a dynamic import guarded by `__CUOTA_MOCKS__`.
 */

export interface StartMockWorldOptions extends MockWorldOptions {
  /** Extra latency for every answer (ms), to see spinners. */
  latencyMs?: number;
  /** Show incoming SMS on the page (default true). */
  smsNotice?: boolean;
}

/** Starts the service worker with a world and exposes `window.__cuotaMock`. */
export async function startMockWorld(options: StartMockWorldOptions = {}): Promise<MockControl> {
  const { latencyMs, smsNotice = true, ...worldOptions } = options;
  // In the browser the clock follows real time, so a person sees codes expire; tools can still advance it.
  const runtime = createMockRuntime({ clock: { running: true }, ...worldOptions });
  const worker = setupWorker(...createHandlers(runtime, latencyMs === undefined ? {} : { latencyMs }));
  // A tapped mailto: link must not stop the worker (MSW hears beforeunload as the page closing).
  holdBeforeUnloadUntilPageHide();
  await worker.start({
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });

  // A real backend outlives a WebView reload: keep this tab's world in sessionStorage.
  const identity = JSON.stringify({
    preset: worldOptions.preset ?? 'new-borrower',
    seed: worldOptions.seed ?? 1,
  });
  const saved = readSavedWorld(identity);
  if (saved) runtime.restore(saved);

  let unbind = () => {};
  const bind = (world: MockWorld) => {
    unbind();
    let saveScheduled = false;
    const save = () => {
      if (saveScheduled) return;
      saveScheduled = true;
      setTimeout(() => {
        saveScheduled = false;
        writeSavedWorld(identity, world);
      }, 0);
    };
    save();
    unbind = world.subscribe((change) => {
      if (change.type !== 'clockMoved') save();
      if (smsNotice && change.type === 'smsSent') showSmsNotice(change.sms);
    });
  };
  bind(runtime.world);
  // The world's clock keeps running: save its time too when the page goes away.
  window.addEventListener('pagehide', () => writeSavedWorld(identity, runtime.world));
  runtime.onReset(bind);

  // The phone's network profile is the device's, not the world's: it outlives a reload of the web view.
  const savedProfile = readSession(NETWORK_PROFILE_KEY);
  if (isNetworkProfileName(savedProfile))
    runtime.faults.setProfile(savedProfile, { seed: runtime.world.seed });
  runtime.faults.onProfile((profile) => writeSession(NETWORK_PROFILE_KEY, profile.name));

  const control: MockControl = {
    get world() {
      return runtime.world;
    },
    get clock() {
      return runtime.world.clock;
    },
    faults: runtime.faults,
    presets: runtime.presets,
    get edit() {
      return worldEditor(runtime.world);
    },
    reset: (resetOptions) => runtime.reset(resetOptions),
    onTraffic: (listener) => runtime.onTraffic(listener),
    stop: () => {
      unbind();
      worker.stop();
    },
  };
  window.__cuotaMock = control;
  return control;
}

const SAVED_WORLD_KEY = 'cuota-mock:world';
const NETWORK_PROFILE_KEY = 'cuota-mock:network';

function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Without sessionStorage a reload simply starts online.
  }
}

function readSavedWorld(identity: string): WorldSnapshot | null {
  try {
    const raw = window.sessionStorage.getItem(SAVED_WORLD_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as { identity?: string; snapshot?: WorldSnapshot };
    return saved.identity === identity && saved.snapshot ? saved.snapshot : null;
  } catch {
    return null;
  }
}

function writeSavedWorld(identity: string, world: MockWorld): void {
  try {
    window.sessionStorage.setItem(SAVED_WORLD_KEY, JSON.stringify({ identity, snapshot: world.snapshot() }));
  } catch {
    // A full sessionStorage only costs the world's memory across reloads.
  }
}
