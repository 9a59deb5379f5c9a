import * as z from 'zod/mini';
import {
  BRIDGE_EVENTS,
  BRIDGE_METHOD_NAMES,
  BRIDGE_METHODS,
  BRIDGE_PROTOCOL_VERSION,
  DATA_FLAGS,
  NativeMessageSchema,
  PermissionSchema,
  PermissionStateSchema,
  parseBridgeRequest,
  type BackAction,
  type BridgeEventName,
  type BridgeMethod,
  type BridgeParams,
  type CaptureMode,
  type DataFlag,
  type LoginInfo,
  type ParsedBridgeRequest,
} from '../src/bridge/contract';
import type { Permission, PermissionState } from '../src/domain/events';
import type { MockWorld } from '../src/mocks/world/world';
import { storageKeyOf, storedText } from '../src/storage/stored-values';
import { renderCapture, subjectFromWorld, type ImageRenderer } from './capture-images';
import {
  resolveConfig,
  resolveDevice,
  type BridgeEmulatorConfig,
  type DeviceInfo,
  type DevicePresetName,
  type LoginMode,
  type PermissionAnswer,
} from './config';
import { openLoginOverlay, type LoginOverlay } from './login-overlay';
import { createWireLoginBackend, type NativeLoginBackend } from './native-login';
import { answerRequest, collectedFlags } from './permissions';

/**
 * The native side of src/bridge/contract.ts (ARCHITECTURE 3.2): it receives the web view's requests,
 * checks them against the contract, answers from an emulated phone (permissions, device, session,
 * camera, back action), and checks its own replies and events against the same schemas before sending.
 * It is transport-free: install.ts wires it to a window as `NativeBridge`; tests can call it directly.
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

const LOG_LIMIT = 1000;
const defaultLog: NonNullable<BridgeEmulatorOptions['log']> = (level, message, detail) => {
  if (level === 'warn') console.warn(`[bridge-emulator] ${message}`, detail ?? '');
};

type Outcome = { ok: true; result: unknown } | { ok: false; error: NativeError };
const succeed = (result: unknown): Outcome => ({ ok: true, result });
const failWith = (code: string, message: string): Outcome => ({ ok: false, error: { code, message } });

function push<T>(list: T[], item: T): void {
  list.push(item);
  if (list.length > LOG_LIMIT) list.splice(0, list.length - LOG_LIMIT);
}

/** Creates the emulated native side. */
export function createBridgeEmulator(options: BridgeEmulatorOptions = {}): BridgeEmulator {
  const config = resolveConfig(options);
  const now = options.now ?? (() => Date.now());
  const schedule = options.setTimeout ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const unschedule =
    options.clearTimeout ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const log = options.log ?? defaultLog;
  const world = options.world ?? (() => undefined);
  const restored = options.restore;

  const state: BridgeEmulatorState = {
    permissions: { ...config.permissions, ...restored?.permissions },
    permissionAnswer: restored?.permissionAnswer ?? config.permissionAnswer,
    device: restored?.device ?? config.device,
    back: restored?.back ?? config.back,
    session: restored ? restored.session : config.login.session,
    login: {
      ...(restored?.login ?? {
        mode: config.login.mode,
        ...(config.login.mobile ? { mobile: config.login.mobile } : {}),
      }),
      open: false,
    },
    latency: restored?.latency ?? config.latency,
    faults: {},
    afEvents: restored?.afEvents ?? [],
    timeSdkCalls: restored?.timeSdkCalls ?? [],
    captures: restored?.captures ?? [],
    logouts: restored?.logouts ?? [],
  };

  const backend =
    options.loginBackend ??
    createWireLoginBackend({
      baseUrl: options.apiBaseUrl ?? (() => 'http://localhost'),
      packageName: () => state.device.packageName,
      language: () => config.language,
      world,
    });

  const sendListeners = new Set<(json: string) => void>();
  const activityListeners = new Set<(activity: BridgeActivity) => void>();
  const stateListeners = new Set<(state: BridgeEmulatorState) => void>();
  const timers = new Set<unknown>();
  let overlay: LoginOverlay | null = null;
  let disposed = false;

  function later(ms: number, run: () => void): void {
    const handle = schedule(
      () => {
        timers.delete(handle);
        if (!disposed) run();
      },
      Math.max(0, ms),
    );
    timers.add(handle);
  }

  function record(activity: BridgeActivity): void {
    for (const listener of activityListeners) {
      try {
        listener(activity);
      } catch (error) {
        log('warn', 'activity listener threw', error);
      }
    }
  }

  function changed(): void {
    if (stateListeners.size === 0) return;
    const copy = snapshot();
    for (const listener of stateListeners) {
      try {
        listener(copy);
      } catch (error) {
        log('warn', 'state listener threw', error);
      }
    }
  }

  function snapshot(): BridgeEmulatorState {
    return structuredClone(state);
  }

  function transmit(message: unknown): boolean {
    // The emulator's own messages pass the same envelope check the app applies.
    const checked = NativeMessageSchema.safeParse(message);
    if (!checked.success) {
      log('warn', 'refused to send a message outside the contract', message);
      return false;
    }
    const json = JSON.stringify(message);
    for (const listener of sendListeners) {
      try {
        listener(json);
      } catch (error) {
        log('warn', 'a native message listener threw', error);
      }
    }
    return true;
  }

  function emitEvent<E extends BridgeEventName>(event: E, data: unknown): boolean {
    const parsed = BRIDGE_EVENTS[event].safeParse(data);
    if (!parsed.success) {
      log('warn', `event ${event} with data outside the contract was not sent`, data);
      return false;
    }
    const sent = transmit({ v: BRIDGE_PROTOCOL_VERSION, event, data: parsed.data ?? null });
    if (sent) record({ kind: 'event', at: now(), event, data: parsed.data ?? null });
    return sent;
  }

  function reply(id: string, method: BridgeMethod, outcome: Outcome): void {
    let final = outcome;
    if (outcome.ok) {
      const checked = BRIDGE_METHODS[method].result.safeParse(outcome.result);
      if (!checked.success) {
        log('warn', `${method} produced a result outside the contract`, outcome.result);
        final = failWith('INTERNAL', `${method}: ${z.prettifyError(checked.error)}`);
      } else {
        final = succeed(checked.data ?? null);
      }
    }
    const message = final.ok
      ? { v: BRIDGE_PROTOCOL_VERSION, id, ok: true as const, result: final.result }
      : { v: BRIDGE_PROTOCOL_VERSION, id, ok: false as const, error: final.error };
    if (!transmit(message)) return;
    record(
      final.ok
        ? { kind: 'reply', at: now(), id, method, ok: true, result: final.result }
        : { kind: 'reply', at: now(), id, method, ok: false, error: final.error },
    );
  }

  /** Writes spec section 3's shared values into the web view's storage, as the native app does. */
  function writeStored(values: Partial<Record<'deviceMsg' | 'packageName' | 'appName' | 'afid' | 'token', unknown>>): void {
    if (!config.writeStoredValues || !options.storage) return;
    try {
      for (const [key, value] of Object.entries(values) as [keyof typeof values, unknown][]) {
        const text = storedText(value);
        if (text === null) options.storage.removeItem(storageKeyOf(key));
        else options.storage.setItem(storageKeyOf(key), text);
      }
    } catch (error) {
      log('warn', 'could not write the native values to storage', error);
    }
  }

  function writeStoredDevice(): void {
    const { device } = state;
    writeStored({
      deviceMsg: {
        traceId: device.traceId,
        androidId: device.androidId,
        platform: device.platform,
        appVersion: device.appVersion,
      },
      packageName: device.packageName,
      appName: device.appName,
      afid: device.afid,
    });
  }

  /** The native app keeps its session's token where the web view reads it: `token` = `{"Authorization":"Bearer …"}`. */
  function writeStoredSession(session: LoginInfo | null): void {
    const bearer = session && (session.token.startsWith('Bearer ') ? session.token : `Bearer ${session.token}`);
    writeStored({ token: bearer ? { Authorization: bearer } : null });
  }

  // ---- login ----

  function finishLogin(session: LoginInfo): void {
    state.session = session;
    writeStoredSession(session);
    state.login.open = false;
    overlay?.close();
    overlay = null;
    record({ kind: 'native', at: now(), action: 'loggedIn', detail: { mobile: session.mobile } });
    changed();
    emitEvent('loginChanged', session);
  }

  function cancelLogin(): void {
    const wasOpen = state.login.open;
    state.login.open = false;
    overlay?.close();
    overlay = null;
    record({ kind: 'native', at: now(), action: 'loginCancelled' });
    if (wasOpen) changed();
    emitEvent('loginChanged', null);
  }

  async function login(mobile: string, loginOptions: { code?: string } = {}): Promise<LoginInfo> {
    let code = loginOptions.code;
    if (code === undefined) {
      const sent = await backend.sendCode(mobile);
      code = backend.incomingSms(mobile)?.code;
      if (code === undefined)
        throw new Error(
          `no SMS code for ${mobile}${sent.ok ? ' (is the mock world reachable?)' : `: ${sent.message}`}`,
        );
    }
    const answer = await backend.login(mobile, code);
    if (!answer.ok) throw new Error(`native login of ${mobile} failed: ${answer.message}`);
    const session: LoginInfo = { token: `Bearer ${answer.data.token}`, mobile };
    finishLogin(session);
    return session;
  }

  function showLoginScreen(): void {
    const doc = options.document;
    if (!doc) {
      log('warn', 'no document for the native login screen: waiting for control.login()');
      return;
    }
    overlay = openLoginOverlay(
      doc,
      {
        onSendCode: async (mobile) => {
          const sent = await backend.sendCode(mobile);
          if (!sent.ok) overlay?.setError(sent.message);
          const sms = backend.incomingSms(mobile);
          if (sms) {
            overlay?.showSms(sms.text, sms.code);
            record({ kind: 'native', at: now(), action: 'smsShown', detail: { mobile } });
          }
        },
        onSubmit: async (mobile, code) => {
          const answer = await backend.login(mobile, code);
          if (!answer.ok) {
            overlay?.setError(answer.message);
            return;
          }
          finishLogin({ token: `Bearer ${answer.data.token}`, mobile });
        },
        onCancel: cancelLogin,
      },
      { language: config.language, ...(state.login.mobile ? { mobile: state.login.mobile } : {}) },
    );
  }

  function startLogin(): void {
    const { mode, mobile } = state.login;
    record({ kind: 'native', at: now(), action: 'loginRequested', detail: { mode } });
    if (mode === 'cancel') {
      emitEvent('loginChanged', null);
      return;
    }
    if (mode === 'ui') showLoginScreen();
    else if (mode === 'auto') {
      if (!mobile) {
        log('warn', 'login mode auto needs login.mobile; closing the login');
        cancelLogin();
        return;
      }
      login(mobile).catch((error: unknown) => {
        log('warn', 'automatic native login failed', error);
        if (state.login.open) cancelLogin();
      });
    }
  }

  // ---- methods ----

  type Handler<M extends BridgeMethod> = (params: BridgeParams<M>, id: string) => Outcome;
  const handlers: { [M in BridgeMethod]: Handler<M> } = {
    toLogin: (params) => {
      // The web view asks because its token is missing or refused: the native session is over.
      state.session = null;
      state.login.open = state.login.mode !== 'cancel';
      record({
        kind: 'native',
        at: now(),
        action: 'toLogin',
        detail: { reason: params.reason ?? 'required' },
      });
      // The login screen opens after the reply, once the app listens for `loginChanged`.
      later(0, startLogin);
      return succeed({});
    },
    getLoginInfo: () => succeed(state.session),
    logout: (params) => {
      state.session = null;
      push(state.logouts, { at: now(), clearAll: params.clearAll ?? false });
      return succeed({});
    },
    getBackUrls: () => succeed({ ...state.back }),
    logEventByAF: (params) => {
      push(state.afEvents, {
        at: now(),
        eventName: params.eventName,
        ...(params.eventValues ? { eventValues: { ...params.eventValues } } : {}),
      });
      return succeed({});
    },
    timeSDK2: (params) => {
      const requested = Object.fromEntries(DATA_FLAGS.map((f) => [f, params[f]])) as Record<
        DataFlag,
        boolean
      >;
      push(state.timeSdkCalls, {
        at: now(),
        step: params.step,
        isSubmit: params.isSubmit,
        requested,
        collected: collectedFlags(requested, state.permissions),
      });
      return succeed({});
    },
    checkPermission: (params) => {
      const current = state.permissions[params.permission];
      let next = current;
      if (params.request && current !== 'granted') {
        next = answerRequest(current, state.permissionAnswer);
        state.permissions[params.permission] = next;
        record({
          kind: 'native',
          at: now(),
          action: 'permissionAnswered',
          detail: { permission: params.permission, from: current, to: next },
        });
      }
      return succeed({ permission: params.permission, state: next });
    },
    setCaptureMode: (params) => {
      const needs: Permission = params.mode === 'album' ? 'photos' : 'camera';
      if (state.permissions[needs] !== 'granted')
        return failWith('PERMISSION_DENIED', `${needs} permission is ${state.permissions[needs]}`);
      const subject = subjectFromWorld(world(), state.session?.mobile);
      const shot = renderCapture(params.mode, subject, {
        ...(options.document ? { document: options.document } : {}),
        ...(options.imageRenderer ? { renderer: options.imageRenderer } : {}),
      });
      push(state.captures, { at: now(), mode: params.mode, url: params.url, size: shot.image.length });
      return succeed(shot);
    },
  };

  function run(request: ParsedBridgeRequest): Outcome {
    try {
      return (handlers[request.method] as Handler<BridgeMethod>)(request.params, request.id);
    } catch (error) {
      log('warn', `${request.method} threw`, error);
      return failWith('INTERNAL', error instanceof Error ? error.message : String(error));
    }
  }

  function receive(raw: unknown): void {
    if (disposed) return;
    const parsed = parseBridgeRequest(raw);
    if (!parsed.ok) {
      const answered = parsed.id !== undefined;
      log('warn', `rejected a request: ${parsed.error.message}`, raw);
      record({
        kind: 'rejected',
        at: now(),
        ...(answered ? { id: parsed.id } : {}),
        error: parsed.error,
        answered,
        raw,
      });
      const { id, error } = parsed;
      // Answered like any reply: later, never from inside postMessage.
      if (id !== undefined)
        later(0, () => void transmit({ v: BRIDGE_PROTOCOL_VERSION, id, ok: false, error }));
      return;
    }
    const { request } = parsed;
    record({ kind: 'call', at: now(), id: request.id, method: request.method, params: request.params });
    const fault = state.faults[request.method]?.shift();
    if (fault) {
      if (state.faults[request.method]?.length === 0) delete state.faults[request.method];
      changed();
    }
    if (fault?.kind === 'drop') {
      record({ kind: 'dropped', at: now(), id: request.id, method: request.method });
      return;
    }
    const latency = state.latency.methods[request.method] ?? state.latency.all;
    later(latency, () => {
      const outcome = fault?.kind === 'fail' ? { ok: false as const, error: fault.error } : run(request);
      reply(request.id, request.method, outcome);
      changed();
    });
  }

  function addFault(method: BridgeMethod, fault: BridgeFault, times: number): void {
    const list = (state.faults[method] ??= []);
    for (let i = 0; i < times; i += 1) list.push(structuredClone(fault));
    changed();
  }

  const control: BridgeEmulatorControl = {
    snapshot,
    subscribe(listener) {
      activityListeners.add(listener);
      return () => {
        activityListeners.delete(listener);
      };
    },
    onStateChange(listener) {
      stateListeners.add(listener);
      return () => {
        stateListeners.delete(listener);
      };
    },
    setPermission(permission, next, setOptions = {}) {
      const p = PermissionSchema.parse(permission);
      const s = PermissionStateSchema.parse(next);
      state.permissions[p] = s;
      record({ kind: 'native', at: now(), action: 'permissionSet', detail: { permission: p, state: s } });
      changed();
      if (setOptions.notify ?? true) emitEvent('permissionChanged', { permission: p, state: s });
    },
    setPermissionAnswer(answer) {
      state.permissionAnswer = answer;
      changed();
    },
    setDevice(device) {
      state.device = typeof device === 'string' ? resolveDevice(device) : { ...state.device, ...device };
      writeStoredDevice();
      changed();
      return { ...state.device };
    },
    setBackAction(action, url) {
      state.back = { action, ...(url !== undefined ? { url } : {}) };
      changed();
    },
    pressBack: () => void emitEvent('backPressed', {}),
    resume: () => void emitEvent('resumed', {}),
    sendEvent: (event, data) => emitEvent(event, data),
    setLatency(method, ms) {
      if (method === '*') state.latency.all = ms;
      else state.latency.methods[method] = ms;
      changed();
    },
    failNext: (method, error, times = 1) => addFault(method, { kind: 'fail', error }, times),
    dropNext: (method, times = 1) => addFault(method, { kind: 'drop' }, times),
    clearFaults() {
      state.faults = {};
      changed();
    },
    setLoginMode(mode, mobile) {
      state.login.mode = mode;
      if (mobile !== undefined) state.login.mobile = mobile;
      changed();
    },
    login,
    cancelLogin,
    logout() {
      state.session = null;
      writeStoredSession(null);
      push(state.logouts, { at: now(), clearAll: false });
      changed();
      emitEvent('loginChanged', null);
    },
    setSession(session, setOptions = {}) {
      state.session = session;
      writeStoredSession(session);
      changed();
      if (setOptions.notify) emitEvent('loginChanged', session);
    },
    clearLogs() {
      state.afEvents = [];
      state.timeSdkCalls = [];
      state.captures = [];
      state.logouts = [];
      changed();
    },
  };

  writeStoredDevice();

  return {
    receive,
    onSend(listener) {
      sendListeners.add(listener);
      return () => {
        sendListeners.delete(listener);
      };
    },
    control,
    persisted() {
      const { faults: _faults, login: loginState, ...rest } = snapshot();
      return {
        ...rest,
        login: { mode: loginState.mode, ...(loginState.mobile ? { mobile: loginState.mobile } : {}) },
      };
    },
    dispose() {
      disposed = true;
      for (const handle of timers) unschedule(handle);
      timers.clear();
      overlay?.close();
      overlay = null;
      sendListeners.clear();
    },
  };
}

/** The method names, for pickers in the simulator. */
export const EMULATED_METHODS: readonly BridgeMethod[] = BRIDGE_METHOD_NAMES;
