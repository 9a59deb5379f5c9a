import type * as z from 'zod/mini';
import type {
  BRIDGE_EVENTS,
  BackAction,
  BridgeEventName,
  BridgeMethod,
  CaptureMode,
  DataFlag,
  LoginInfo,
} from '#contracts/bridge';
import type { Permission, PermissionState } from '#contracts/events';
import type { MockWorld } from '#contracts/mock-world';
import type { ImageRenderer } from './capture-images';
import type {
  BridgeEmulatorConfig,
  DeviceInfo,
  DevicePresetName,
  LoginMode,
  PermissionAnswer,
} from './config';
import type { NativeLoginBackend } from './native-login';

/**
 * The emulator's public shapes: its state, the activity it reports, its control API and its options
 * (emulator.ts re-exports them).
 */

/** An error the native side answers with (`{ ok: false, error }`). */
export interface NativeError {
  code: string | number;
  message: string;
}

/** One injected fault, consumed by the next call of its method. */
export type BridgeFault = { kind: 'fail'; error: NativeError } | { kind: 'drop' };

/** An AppsFlyer event the app logged. */
export interface AfEventRecord {
  at: number;
  eventName: string;
  eventValues?: Record<string, string | number | boolean>;
}

/** One `timeSDK2` call: the flags the app asked for and what the phone's permissions let it collect. */
export interface TimeSdkRecord {
  at: number;
  step: string;
  isSubmit: boolean;
  requested: Record<DataFlag, boolean>;
  collected: Record<DataFlag, boolean>;
}

/** One picture the camera handed over. */
export interface CaptureRecord {
  at: number;
  mode: CaptureMode;
  url: string;
  /** Length of the data URL, to see sizes without keeping the picture in the state. */
  size: number;
}

/** Everything the emulator did, for the simulator's bridge panel, journeys and tests. */
export type BridgeActivity =
  | { kind: 'call'; at: number; id: string; method: BridgeMethod; params: unknown }
  | { kind: 'reply'; at: number; id: string; method: BridgeMethod; ok: true; result: unknown }
  | { kind: 'reply'; at: number; id: string; method: BridgeMethod; ok: false; error: NativeError }
  | { kind: 'event'; at: number; event: BridgeEventName; data: unknown }
  /** A request that failed the contract: answered `{ ok: false }` when it had an id, else dropped. */
  | { kind: 'rejected'; at: number; id?: string; error: NativeError; answered: boolean; raw: unknown }
  /** A call deliberately never answered (`dropNext`). */
  | { kind: 'dropped'; at: number; id: string; method: BridgeMethod }
  /** Something happened on the emulated phone (login screen, permission dialog answer, ...). */
  | { kind: 'native'; at: number; action: string; detail?: unknown };

/** A snapshot of the emulated phone. */
export interface BridgeEmulatorState {
  permissions: Record<Permission, PermissionState>;
  permissionAnswer: PermissionAnswer;
  device: DeviceInfo;
  back: { action: BackAction; url?: string };
  session: LoginInfo | null;
  login: { mode: LoginMode; mobile?: string; open: boolean };
  latency: { all: number; methods: Partial<Record<BridgeMethod, number>> };
  faults: Partial<Record<BridgeMethod, BridgeFault[]>>;
  afEvents: AfEventRecord[];
  timeSdkCalls: TimeSdkRecord[];
  captures: CaptureRecord[];
  logouts: { at: number; clearAll: boolean }[];
  /** Whether the app asked to keep the screen out of screenshots (`setSecureScreen`, Android's FLAG_SECURE). */
  secureScreen: boolean;
}

/** The part of the state that survives a web view reload (the native app keeps running). */
export type PersistedBridgeState = Omit<BridgeEmulatorState, 'faults' | 'login'> & {
  login: { mode: LoginMode; mobile?: string };
};

/** The data of an unsolicited event as the contract defines it. */
export type BridgeEventData<E extends BridgeEventName> = z.input<(typeof BRIDGE_EVENTS)[E]>;

/** The typed control API scenarios, tests and the simulator drive the emulated phone with. */
export interface BridgeEmulatorControl {
  /** A deep copy of the current state. */
  snapshot(): BridgeEmulatorState;
  /** Listens to calls, replies, events and native actions; returns the unsubscribe function. */
  subscribe(listener: (activity: BridgeActivity) => void): () => void;
  /** Listens to state changes; returns the unsubscribe function. */
  onStateChange(listener: (state: BridgeEmulatorState) => void): () => void;
  /** Changes a permission as the borrower would in the system settings (sends `permissionChanged`). */
  setPermission(permission: Permission, state: PermissionState, options?: { notify?: boolean }): void;
  /** How the borrower answers the next permission dialogs. */
  setPermissionAnswer(answer: PermissionAnswer): void;
  /** Switches to a device preset, or changes some fields; the app's stored device values follow. */
  setDevice(device: DevicePresetName | Partial<DeviceInfo>): DeviceInfo;
  /** The retention popup's confirm action (`getBackUrls`). */
  setBackAction(action: BackAction, url?: string): void;
  /** The hardware back button (`backPressed`). */
  pressBack(): void;
  /** The app came back to the foreground (`resumed`). */
  resume(): void;
  /** Sends any contract event; returns false (and sends nothing) when the data does not fit the contract. */
  sendEvent<E extends BridgeEventName>(event: E, data: BridgeEventData<E>): boolean;
  /** Reply latency of one method, or of all (`'*'`), in ms. */
  setLatency(method: BridgeMethod | '*', ms: number): void;
  /** The next `times` calls of a method answer `{ ok: false, error }`. */
  failNext(method: BridgeMethod, error: NativeError, times?: number): void;
  /** The next `times` calls of a method are never answered (to test time-outs). */
  dropNext(method: BridgeMethod, times?: number): void;
  clearFaults(): void;
  /** What `toLogin` does from now on. */
  setLoginMode(mode: LoginMode, mobile?: string): void;
  /** Logs a borrower in as the native login would (SMS code from the mock world), in one step. */
  login(mobile: string, options?: { code?: string }): Promise<LoginInfo>;
  /** Closes the login screen without a session (`loginChanged` null). */
  cancelLogin(): void;
  /** The native app logs out by itself (`loginChanged` null). */
  logout(): void;
  /** Sets the session the native app holds, optionally telling the web view (`loginChanged`). */
  setSession(session: LoginInfo | null, options?: { notify?: boolean }): void;
  /** Empties the AppsFlyer, timeSDK2, capture and logout logs. */
  clearLogs(): void;
}

/** Where the emulator reads the mock world: SMS outbox and codes (login), borrowers (camera). */
export type EmulatorWorld = Pick<MockWorld, 'lastSms' | 'currentCode' | 'findUser' | 'seed' | 'clock'>;

/** Everything the emulator needs from its surroundings (all optional; Node tests pass a few). */
export interface BridgeEmulatorOptions extends BridgeEmulatorConfig {
  /** The mock world, read when needed (it may be replaced while the app runs). */
  world?: () => EmulatorWorld | undefined;
  /** The document the login screen is drawn in and the camera paints with. */
  document?: Document;
  /** Origin and base path of the API for the native login's calls; default http://localhost. */
  apiBaseUrl?: () => string;
  /** Replaces the native login's network calls (default: the wire client against the mock world). */
  loginBackend?: NativeLoginBackend;
  /** Where the native app writes the device's values for the app (the page's localStorage). */
  storage?: Pick<Storage, 'setItem' | 'removeItem'>;
  /** Clock of the records; default Date.now. */
  now?: () => number;
  setTimeout?: (run: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  log?: (level: 'debug' | 'warn', message: string, detail?: unknown) => void;
  imageRenderer?: ImageRenderer;
  /** State kept from before a web view reload; wins over the configuration. */
  restore?: PersistedBridgeState;
}

/** A running emulator. */
export interface BridgeEmulator {
  /** Web -> native: one message exactly as `NativeBridge.postMessage` received it. */
  receive(raw: unknown): void;
  /** Native -> web: every message sent (a JSON string); returns the unsubscribe function. */
  onSend(listener: (json: string) => void): () => void;
  readonly control: BridgeEmulatorControl;
  /** The state worth keeping across a web view reload. */
  persisted(): PersistedBridgeState;
  /** Stops timers and the login screen; later messages are ignored. */
  dispose(): void;
}
