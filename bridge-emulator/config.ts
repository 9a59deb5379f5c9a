import {
  BRIDGE_METHOD_NAMES,
  PERMISSIONS,
  type BackAction,
  type BridgeMethod,
  type LoginInfo,
} from '#contracts/bridge';
import type { Permission, PermissionState } from '#contracts/events';

/**
 * The serialisable configuration of the bridge emulator: everything a scenario file, a Playwright init
 * script or the simulator can pass as JSON. Nothing here touches the DOM or the mock world.
 */

/** How the emulated borrower answers the system permission dialog (`checkPermission` with `request`). */
export type PermissionAnswer = 'grant' | 'deny' | 'denyForever';
/** The permission answers, for pickers. */
export const PERMISSION_ANSWERS: readonly PermissionAnswer[] = ['grant', 'deny', 'denyForever'];

/**
 * What `toLogin` does: show the emulated native login (`ui`), log `login.mobile` in by itself (`auto`),
 * give up at once as if the borrower closed it (`cancel`), or wait for `control.login()` (`manual`).
 */
export type LoginMode = 'ui' | 'auto' | 'cancel' | 'manual';
/** The login modes, for pickers. */
export const LOGIN_MODES: readonly LoginMode[] = ['ui', 'auto', 'cancel', 'manual'];

/** What the native app tells the web view about the phone and itself. */
export interface DeviceInfo {
  traceId: string;
  androidId: string;
  platform: string;
  packageName: string;
  appName: string;
  /** AppsFlyer attribution id. */
  afid: string;
  /** Version of the native app (the backend's version allow-list reads it). */
  appVersion: string;
  /** Shown in the simulator's device frame. */
  model: string;
  androidVersion: string;
  /** A WebView user agent for this phone (`; wv)` marks an Android System WebView). */
  userAgent: string;
  /** Screen size in CSS pixels, for the simulator's device frame and Playwright contexts. */
  viewport: { width: number; height: number };
}

function webViewAgent(android: string, model: string, chrome: string): string {
  return `Mozilla/5.0 (Linux; Android ${android}; ${model}; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/${chrome} Mobile Safari/537.36`;
}

/** Named phones: a cheap Android 10 handset (the product's typical borrower) and a recent Pixel. */
export const DEVICE_PRESETS = {
  'budget-android-10': {
    traceId: 'trace-0a1b2c3d4e5f',
    androidId: '9f3c2a71b6d4e805',
    platform: 'android',
    packageName: 'com.cuota.mx',
    appName: 'Cuota',
    afid: '1700000000000-1234567890123456789',
    appVersion: '1.0.0',
    model: 'moto e(7)',
    androidVersion: '10',
    userAgent: webViewAgent('10', 'moto e(7)', '119.0.6045.163'),
    viewport: { width: 360, height: 640 },
  },
  'pixel-7': {
    traceId: 'trace-7c6b5a493827',
    androidId: '3e8d1f0a9b2c7d64',
    platform: 'android',
    packageName: 'com.cuota.mx',
    appName: 'Cuota',
    afid: '1710000000000-9876543210987654321',
    appVersion: '1.0.0',
    model: 'Pixel 7',
    androidVersion: '14',
    userAgent: webViewAgent('14', 'Pixel 7', '131.0.6778.200'),
    viewport: { width: 412, height: 915 },
  },
} as const satisfies Record<string, DeviceInfo>;

/** A device preset name. */
export type DevicePresetName = keyof typeof DEVICE_PRESETS;
/** The device used when none is named. */
export const DEFAULT_DEVICE_PRESET: DevicePresetName = 'budget-android-10';

/** True when a string names a device preset. */
export function isDevicePresetName(name: string): name is DevicePresetName {
  return Object.prototype.hasOwnProperty.call(DEVICE_PRESETS, name);
}

/** Named permission states: all granted, a fresh install (nothing granted yet), everything refused. */
export const PERMISSION_PRESETS = {
  granted: { state: 'granted', answer: 'grant' },
  'fresh-install': { state: 'denied', answer: 'grant' },
  denied: { state: 'denied', answer: 'deny' },
  blocked: { state: 'deniedForever', answer: 'denyForever' },
} as const satisfies Record<string, { state: PermissionState; answer: PermissionAnswer }>;
/** A permission preset name. */
export type PermissionPresetName = keyof typeof PERMISSION_PRESETS;

/** Every permission in one state. */
export function allPermissions(state: PermissionState): Record<Permission, PermissionState> {
  return Object.fromEntries(PERMISSIONS.map((p) => [p, state])) as Record<Permission, PermissionState>;
}

/** The emulator's configuration (all optional; JSON-serialisable). */
export interface BridgeEmulatorConfig {
  /** A device preset, or a preset with some fields changed. */
  device?: DevicePresetName | (Partial<DeviceInfo> & { preset?: DevicePresetName });
  /** A permission preset, or states per permission (the rest stay as the preset, default `granted`). */
  permissions?: PermissionPresetName | Partial<Record<Permission, PermissionState>>;
  /** Base preset for a per-permission map; default `granted`. */
  permissionPreset?: PermissionPresetName;
  /** How the borrower answers a permission request; default the preset's answer (`grant`). */
  permissionAnswer?: PermissionAnswer;
  /** The retention popup's confirm action (`getBackUrls`); default `back`. */
  backAction?: BackAction;
  backUrl?: string;
  login?: {
    mode?: LoginMode;
    /** The number `auto` mode logs in, and the one the login form starts with. */
    mobile?: string;
    /** A session the native app already holds at start (token as `Bearer ...`). */
    session?: LoginInfo | null;
  };
  /** Reply latency in ms: one number for every method, or per method (default 0). */
  latencyMs?: number | Partial<Record<BridgeMethod, number>>;
  /** Language of the emulated native screens. */
  language?: 'es' | 'en';
  /** Write the device's values where the app reads them (`cuota:deviceMsg`, ...); default true. */
  writeStoredValues?: boolean;
}

/** The configuration with every default filled in. */
export interface ResolvedBridgeEmulatorConfig {
  device: DeviceInfo;
  permissions: Record<Permission, PermissionState>;
  permissionAnswer: PermissionAnswer;
  back: { action: BackAction; url?: string };
  login: { mode: LoginMode; mobile?: string; session: LoginInfo | null };
  latency: { all: number; methods: Partial<Record<BridgeMethod, number>> };
  language: 'es' | 'en';
  writeStoredValues: boolean;
}

/** Resolves a device option to a full device. */
export function resolveDevice(device: BridgeEmulatorConfig['device']): DeviceInfo {
  if (device === undefined) return cloneDevice(DEVICE_PRESETS[DEFAULT_DEVICE_PRESET]);
  if (typeof device === 'string') {
    if (!isDevicePresetName(device)) throw new Error(`unknown device preset "${String(device)}"`);
    return cloneDevice(DEVICE_PRESETS[device]);
  }
  const { preset = DEFAULT_DEVICE_PRESET, ...fields } = device;
  if (!isDevicePresetName(preset)) throw new Error(`unknown device preset "${String(preset)}"`);
  return { ...cloneDevice(DEVICE_PRESETS[preset]), ...fields };
}

function cloneDevice(device: DeviceInfo): DeviceInfo {
  return { ...device, viewport: { ...device.viewport } };
}

/** Fills in every default; unknown presets throw (a typo in a scenario should fail loudly). */
export function resolveConfig(config: BridgeEmulatorConfig = {}): ResolvedBridgeEmulatorConfig {
  const presetName: PermissionPresetName =
    typeof config.permissions === 'string' ? config.permissions : (config.permissionPreset ?? 'granted');
  const preset = PERMISSION_PRESETS[presetName] as
    (typeof PERMISSION_PRESETS)[PermissionPresetName] | undefined;
  if (!preset) throw new Error(`unknown permission preset "${presetName}"`);
  const permissions = allPermissions(preset.state);
  if (typeof config.permissions === 'object') Object.assign(permissions, config.permissions);

  const methods: Partial<Record<BridgeMethod, number>> = {};
  let all = 0;
  if (typeof config.latencyMs === 'number') all = config.latencyMs;
  else if (config.latencyMs) {
    for (const name of BRIDGE_METHOD_NAMES) {
      const ms = config.latencyMs[name];
      if (ms !== undefined) methods[name] = ms;
    }
  }

  return {
    device: resolveDevice(config.device),
    permissions,
    permissionAnswer: config.permissionAnswer ?? preset.answer,
    back: {
      action: config.backAction ?? 'back',
      ...(config.backUrl !== undefined ? { url: config.backUrl } : {}),
    },
    login: {
      mode: config.login?.mode ?? 'ui',
      ...(config.login?.mobile !== undefined ? { mobile: config.login.mobile } : {}),
      session: config.login?.session ?? null,
    },
    latency: { all, methods },
    language: config.language ?? 'es',
    writeStoredValues: config.writeStoredValues ?? true,
  };
}
