import type { BridgeEmulatorInstallConfig, InstalledBridgeEmulator } from './install';
import { installBridgeEmulator } from './install';

/**
 * Electron preload entry: installs the emulator before the page's scripts run. With context isolation
 * the preload's `window` is not the page's, so the bridge, the flag and the control API are handed over
 * with `contextBridge.exposeInMainWorld`; without it they are set on the shared window directly.
 * The configuration comes from `webPreferences.additionalArguments: ['--cuota-bridge=<json>']`.
 */

/** The part of Electron's contextBridge used here. */
export interface ContextBridgeLike {
  exposeInMainWorld(key: string, api: unknown): void;
}

/** The configuration passed as `--cuota-bridge=<json>`; `{}` when absent or not JSON. */
export function configFromArgv(argv: readonly string[]): BridgeEmulatorInstallConfig {
  const arg = argv.find((a) => a.startsWith('--cuota-bridge='));
  if (!arg) return {};
  try {
    const value: unknown = JSON.parse(arg.slice('--cuota-bridge='.length));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}

/** Installs the emulator from a preload; exported for tests, which pass a fake contextBridge. */
export function installInPreload(env: {
  window: Window;
  argv: readonly string[];
  contextIsolated?: boolean;
  contextBridge?: ContextBridgeLike;
}): InstalledBridgeEmulator {
  const installed = installBridgeEmulator(env.window, configFromArgv(env.argv));
  if (env.contextIsolated && env.contextBridge) {
    const { bridge, control } = installed;
    env.contextBridge.exposeInMainWorld('NativeBridge', {
      postMessage: (message: string) => bridge.postMessage(message),
      addEventListener: bridge.addEventListener?.bind(bridge),
      removeEventListener: bridge.removeEventListener?.bind(bridge),
    });
    env.contextBridge.exposeInMainWorld('__cuotaExpectBridge', true);
    env.contextBridge.exposeInMainWorld('__cuotaBridge', control);
  }
  return installed;
}

// Electron's preload scope: a CommonJS `require` and `process`; absent anywhere else (tests, browsers).
declare const require: ((id: string) => unknown) | undefined;
declare const process:
  { argv?: string[]; contextIsolated?: boolean; versions?: { electron?: string } } | undefined;

if (typeof process !== 'undefined' && process?.versions?.electron && typeof window !== 'undefined') {
  const electron = (typeof require === 'function' ? require('electron') : undefined) as
    { contextBridge?: ContextBridgeLike } | undefined;
  installInPreload({
    window,
    argv: process.argv ?? [],
    ...(process.contextIsolated !== undefined ? { contextIsolated: process.contextIsolated } : {}),
    ...(electron?.contextBridge ? { contextBridge: electron.contextBridge } : {}),
  });
}
