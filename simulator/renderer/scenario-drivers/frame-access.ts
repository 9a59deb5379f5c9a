import type { BridgeEmulatorControl } from '../../../bridge-emulator/emulator';
import type { MockControl, ToolApp as App } from '#contracts/tool-protocol';
import { poll, STEP_TIMEOUT_MS } from './poll';

/** The frame's window with what the app, its mock world and the emulator put on it. */
export type AppWindow = Window & {
  __cuotaApp?: App;
  __cuotaMock?: MockControl;
  __cuotaBridge?: BridgeEmulatorControl;
};

/**
 * What the in-browser drivers reach: the frame's window (a WindowProxy, the same object across page
 * loads, so it always shows the current page) and the run's stop signal.
 */
export interface FrameAccess {
  readonly win: AppWindow;
  readonly signal: AbortSignal;
  /** Step time-out in ms (default STEP_TIMEOUT_MS). */
  readonly timeoutMs?: number;
  /** Waits until the app is quiet before an action (see settle in observer-driver.ts); default none. */
  readonly settle?: () => Promise<void>;
}

/** The running app of the current page, waiting (up to the step time-out) while a page loads. */
export function currentApp(frame: FrameAccess): Promise<App> {
  return poll(() => frame.win.__cuotaApp, {
    signal: frame.signal,
    timeout: frame.timeoutMs ?? STEP_TIMEOUT_MS,
    message: 'the app to run in the frame',
  });
}

/** The mock world of the current page (present once the page has started it). */
export function currentMock(frame: FrameAccess): Promise<MockControl> {
  return poll(() => frame.win.__cuotaMock, {
    signal: frame.signal,
    timeout: frame.timeoutMs ?? STEP_TIMEOUT_MS,
    message: 'the mock world in the frame',
  });
}

/** The emulated phone of the current page. */
export function currentBridge(frame: FrameAccess): Promise<BridgeEmulatorControl> {
  return poll(() => frame.win.__cuotaBridge, {
    signal: frame.signal,
    timeout: frame.timeoutMs ?? STEP_TIMEOUT_MS,
    message: 'the bridge emulator in the frame',
  });
}
