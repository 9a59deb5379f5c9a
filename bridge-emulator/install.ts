import * as z from 'zod/mini';
import {
  BACK_ACTIONS,
  BRIDGE_READY_EVENT,
  CAPTURE_MODES,
  DATA_FLAGS,
  LoginInfoSchema,
  PermissionSchema,
  PermissionStateSchema,
  isBridgeMethod,
  type BridgeMethod,
  type DataFlag,
  type NativeBridgeLike,
  type NativeMessageEvent,
} from '#contracts/bridge';
import {
  LOGIN_MODES,
  PERMISSION_ANSWERS,
  type BridgeEmulatorConfig,
  type LoginMode,
  type PermissionAnswer,
} from './config';
import {
  createBridgeEmulator,
  type BridgeEmulator,
  type BridgeEmulatorControl,
  type BridgeEmulatorOptions,
  type PersistedBridgeState,
} from './emulator';
import { createWireLoginBackend, pageApiBase, windowFetch } from './native-login';
// `window.__cuotaBridge`, `__cuotaExpectBridge`, `__cuotaBridgeConfig` and the app's `__cuotaMock`.
import type {} from '#contracts/tool-protocol';

/**
 * Puts the emulator into a window as the native app would: `window.NativeBridge` (postMessage in,
 * `message` events with a JSON string out), `__cuotaExpectBridge`, and a `nativebridgeready` event for
 * pages that started first. Works on the page's own window (Playwright init script), on a same-origin
 * iframe's window (the simulator) and in an Electron preload.
 */

/** The JSON part of the installation options (what an init script can carry). */
export interface BridgeEmulatorInstallConfig extends BridgeEmulatorConfig {
  /** Keep the emulated phone's state in the window's sessionStorage across reloads; default true. */
  persist?: boolean;
  /** Install in every frame, not only the top one (init scripts run in all frames); default false. */
  allFrames?: boolean;
}

/** Installation options: the configuration plus anything createBridgeEmulator accepts. */
export type InstallBridgeEmulatorOptions = BridgeEmulatorInstallConfig &
  Omit<BridgeEmulatorOptions, 'restore'>;

/** An installed emulator. */
export interface InstalledBridgeEmulator {
  readonly emulator: BridgeEmulator;
  readonly control: BridgeEmulatorControl;
  /** The object now at `window.NativeBridge`. */
  readonly bridge: NativeBridgeLike;
  /** Removes the bridge from the window and stops the emulator. */
  uninstall(): void;
}

/** sessionStorage key of the kept state. */
export const PERSIST_KEY = 'cuota-bridge:state';

type MessageListener = (event: NativeMessageEvent) => void;

/** One of a list's strings, typed as the list's union. */
const oneOf = <T extends string>(list: readonly T[]) =>
  z.custom<T>((value) => typeof value === 'string' && (list as readonly string[]).includes(value));

const flagsSchema = z.object(
  Object.fromEntries(DATA_FLAGS.map((flag) => [flag, z.boolean()])) as Record<DataFlag, z.ZodMiniBoolean>,
);

/** The kept state of the emulated phone, as `persisted()` writes it (older states lack `secureScreen`). */
const PersistedStateSchema = z.object({
  permissions: z.record(PermissionSchema, PermissionStateSchema),
  permissionAnswer: oneOf<PermissionAnswer>(PERMISSION_ANSWERS),
  device: z.object({
    traceId: z.string(),
    androidId: z.string(),
    platform: z.string(),
    packageName: z.string(),
    appName: z.string(),
    afid: z.string(),
    appVersion: z.string(),
    model: z.string(),
    androidVersion: z.string(),
    userAgent: z.string(),
    viewport: z.object({ width: z.number(), height: z.number() }),
  }),
  back: z.object({ action: z.enum(BACK_ACTIONS), url: z.optional(z.string()) }),
  session: z.nullable(LoginInfoSchema),
  login: z.object({ mode: oneOf<LoginMode>(LOGIN_MODES), mobile: z.optional(z.string()) }),
  latency: z.object({
    all: z.number(),
    methods: z.partialRecord(
      z.custom<BridgeMethod>((m) => typeof m === 'string' && isBridgeMethod(m)),
      z.number(),
    ),
  }),
  afEvents: z.array(
    z.object({
      at: z.number(),
      eventName: z.string(),
      eventValues: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))),
    }),
  ),
  timeSdkCalls: z.array(
    z.object({
      at: z.number(),
      step: z.string(),
      isSubmit: z.boolean(),
      requested: flagsSchema,
      collected: flagsSchema,
    }),
  ),
  captures: z.array(
    z.object({ at: z.number(), mode: z.enum(CAPTURE_MODES), url: z.string(), size: z.number() }),
  ),
  logouts: z.array(z.object({ at: z.number(), clearAll: z.boolean() })),
  secureScreen: z._default(z.boolean(), false),
}) satisfies z.ZodMiniType<PersistedBridgeState>;

const SavedSchema = z.object({ identity: z.string(), state: z.unknown() });

/**
 * The kept state of the same setup; undefined for none, another setup's, or a malformed one (a stale or
 * edited entry: dropped with a warning naming the key, never its contents; the phone starts from its setup).
 */
function readPersisted(
  target: Window,
  identity: string,
  warn: (message: string) => void,
): PersistedBridgeState | undefined {
  let raw: string | null;
  try {
    raw = target.sessionStorage.getItem(PERSIST_KEY);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    json = undefined;
  }
  const saved = SavedSchema.safeParse(json);
  if (saved.success && saved.data.identity !== identity) return undefined;
  const state = saved.success ? PersistedStateSchema.safeParse(saved.data.state) : undefined;
  if (state?.success) return state.data;
  warn(`dropped a malformed ${PERSIST_KEY} from sessionStorage; the phone starts from its settings`);
  return undefined;
}

function writePersisted(target: Window, identity: string, state: PersistedBridgeState): void {
  try {
    target.sessionStorage.setItem(PERSIST_KEY, JSON.stringify({ identity, state }));
  } catch {
    // Without sessionStorage the phone simply forgets its state on reload.
  }
}

// Opaque origins (about:blank in some frames, data: URLs) throw on localStorage access.
function pageStorage(target: Window): Storage | undefined {
  try {
    return target.localStorage;
  } catch {
    return undefined;
  }
}

/** Installs the emulator into a window; returns its control API and a way to remove it. */
export function installBridgeEmulator(
  target: Window,
  options: InstallBridgeEmulatorOptions = {},
): InstalledBridgeEmulator {
  const { persist = true, allFrames: _allFrames, ...emulatorOptions } = options;
  // A reload with other settings (another scenario) starts fresh.
  const identity = JSON.stringify(configPart(options));
  const warn = (message: string) =>
    emulatorOptions.log ? emulatorOptions.log('warn', message) : console.warn(`[bridge-emulator] ${message}`);
  const restore = persist ? readPersisted(target, identity, warn) : undefined;
  const storage = pageStorage(target);

  const world = emulatorOptions.world ?? (() => target.__cuotaMock?.world);
  const apiBaseUrl = emulatorOptions.apiBaseUrl ?? (() => pageApiBase(target.location));
  // The native login reaches the backend from the web view's window, wherever the emulator's code runs
  // (the simulator installs it from its own page into the app's frame, whose service worker is the backend).
  const loginBackend =
    emulatorOptions.loginBackend ??
    createWireLoginBackend({
      baseUrl: apiBaseUrl,
      packageName: () => emulator.control.snapshot().device.packageName,
      language: () => options.language ?? 'es',
      world,
      fetch: () => windowFetch(target),
    });
  const emulator: BridgeEmulator = createBridgeEmulator({
    document: target.document,
    ...(storage ? { storage } : {}),
    ...emulatorOptions,
    world,
    apiBaseUrl,
    loginBackend,
    ...(restore ? { restore } : {}),
  });

  const listeners = new Set<MessageListener>();
  const bridge: NativeBridgeLike & { onmessage: MessageListener | null } = {
    postMessage(message: string) {
      emulator.receive(message);
    },
    addEventListener(type, listener) {
      if (type === 'message') listeners.add(listener);
    },
    removeEventListener(type, listener) {
      if (type === 'message') listeners.delete(listener);
    },
    onmessage: null,
  };
  const stopSending = emulator.onSend((json) => {
    const event: NativeMessageEvent = { data: json };
    for (const listener of [...listeners]) listener(event);
    bridge.onmessage?.(event);
  });

  const stopPersisting = persist
    ? emulator.control.onStateChange(() => writePersisted(target, identity, emulator.persisted()))
    : () => {};
  if (persist) writePersisted(target, identity, emulator.persisted());

  target.NativeBridge = bridge;
  target.__cuotaExpectBridge = true;
  target.__cuotaBridge = emulator.control;
  const EventOfTarget = (target as unknown as { Event?: typeof Event }).Event ?? Event;
  target.dispatchEvent(new EventOfTarget(BRIDGE_READY_EVENT));

  return {
    emulator,
    control: emulator.control,
    bridge,
    uninstall() {
      stopPersisting();
      stopSending();
      emulator.dispose();
      if (target.NativeBridge === bridge) delete target.NativeBridge;
      if (target.__cuotaBridge === emulator.control) delete target.__cuotaBridge;
      delete target.__cuotaExpectBridge;
    },
  };
}

// Only the JSON configuration identifies a setup; functions and DOM objects are left out.
function configPart(options: InstallBridgeEmulatorOptions): BridgeEmulatorConfig {
  const {
    device,
    permissions,
    permissionPreset,
    permissionAnswer,
    backAction,
    backUrl,
    login,
    latencyMs,
    language,
  } = options;
  return {
    device,
    permissions,
    permissionPreset,
    permissionAnswer,
    backAction,
    backUrl,
    login,
    latencyMs,
    language,
  };
}
