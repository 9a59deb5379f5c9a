import { installBridgeEmulator, type InstallBridgeEmulatorOptions } from '../../../bridge-emulator/install';
import type { BridgeEmulatorControl } from '../../../bridge-emulator/emulator';
import type { MockControl, ToolApp } from '#contracts/tool-protocol';

/** What the simulator reaches inside the app's frame; mock and app appear once the app has started. */
export interface FrameHandles {
  readonly win: Window;
  readonly bridge: BridgeEmulatorControl;
  readonly mock?: MockControl;
  readonly app?: ToolApp;
  /** Counts page loads in the frame, so panels know a reload replaced the app. */
  readonly generation: number;
}

/** Options of watchFrame. */
export interface WatchFrameOptions {
  /** The emulator configuration for the next page load in the frame. */
  bridgeConfig: () => InstallBridgeEmulatorOptions;
  onChange: (handles: FrameHandles | null) => void;
  /**
   * False when the host installs the emulator itself (the Electron preload, which runs before the page):
   * then the watcher only waits for `__cuotaBridge` and never touches the window early. Default true.
   */
  install?: boolean;
  /** Poll period in ms; the app awaits its mock world before it first needs the bridge, which takes far longer. */
  pollMs?: number;
}

/**
 * Installs the bridge emulator into every page the iframe loads, before the app needs it, and reports the
 * app's mock world and store once they exist. The initial about:blank window is reused by the first
 * same-origin navigation, so `__cuotaExpectBridge` set on it now makes early bridge calls wait; later
 * loads are caught by polling the frame's document (the app awaits its service worker first).
 */
export function watchFrame(iframe: HTMLIFrameElement, options: WatchFrameOptions): () => void {
  let doc: Document | null = null;
  let current: FrameHandles | null = null;
  let generation = 0;
  const install = options.install ?? true;
  const early = iframe.contentWindow;
  if (early && install) early.__cuotaExpectBridge = true;

  const tick = () => {
    const win: Window | null = iframe.contentWindow;
    let document: Document | null;
    try {
      document = win?.document ?? null;
    } catch {
      document = null; // cross-origin page: nothing to reach
    }
    if (!win || !document || document.URL === 'about:blank') return;
    if (document !== doc) {
      if (!install && !win.__cuotaBridge) return;
      doc = document;
      generation += 1;
      // A reused window may still hold the emulator of the previous page: its document is gone.
      if (win.__cuotaBridge) {
        current = { win, bridge: win.__cuotaBridge, generation };
      } else {
        const installed = installBridgeEmulator(win, { ...options.bridgeConfig(), document });
        current = { win, bridge: installed.control, generation };
      }
      options.onChange(current);
    }
    if (!current) return;
    const mock = win.__cuotaMock;
    const app = win.__cuotaApp;
    if (mock !== current.mock || app !== current.app) {
      current = { ...current, ...(mock ? { mock } : {}), ...(app ? { app } : {}) };
      options.onChange(current);
    }
  };
  tick();
  const timer = setInterval(tick, options.pollMs ?? 5);
  return () => {
    clearInterval(timer);
    options.onChange(null);
  };
}
