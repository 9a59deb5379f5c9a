import type { ApiTraceEntry } from '../api/client';
import { bridge as defaultBridge, isNativeApp, type BridgeClient, type BridgeTrace } from '../bridge/client';
import type { BridgeMethod, LoginInfo } from '../bridge/contract';
import { showToast, toastDuration } from '../components/ui/toast';
import type { Language, SessionErrorCode } from '../domain/events';
import { PATHS } from '../domain/paths';
import { selectIsLoggedIn } from '../domain/session/session.selectors';
import { sameToken } from '../domain/session/token-fingerprint';
import { selectLanguage } from '../domain/settings/settings.selectors';
import { sendAttributionEvents } from '../features/attribution/attribution.effects';
import { loginThroughNative, refreshUser } from '../features/login/login.effects';
import {
  loadPackageConfig,
  loadUploadEnableOnLogin,
} from '../features/package-config/package-config.effects';
import { setLanguage, t } from '../i18n/i18n';
import {
  NATIVE_KEYS,
  storedValues as defaultStoredValues,
  type StoredKey,
  type StoredValues,
} from '../storage/stored-values';
import type { AppServices, NativeLoginOutcome } from '../store/app-services';
import type { EffectDeps } from '../store/effect-deps';
import { createStore, type Store } from '../store/store';
import type { LogStorage } from '../store/persistence';
import { createLazyApi } from './lazy-api';

export interface AppOptions {
  bridge?: BridgeClient;
  storedValues?: StoredValues;
  /** Where the event log survives a reload; localStorage in the app. */
  logStorage?: LogStorage;
  clock?: () => number;
  /** Hash navigation from outside React. */
  navigate?: (path: string, options?: { replace?: boolean }) => void;
  /** Whether the page runs inside the native app (default: the bridge or a WebView user agent). */
  isNative?: () => boolean;
  /** Holds the API layer's download back until it settles (main.tsx: the first paint, the mock world). */
  apiReady?: Promise<unknown>;
  /** Lets the API layer's chunks download before `apiReady` settles (main.tsx: at the first paint). */
  apiDownload?: Promise<unknown>;
}

/** One API request or outcome, or one bridge call or reply (journeys, the simulator's panels). */
export type AppTrace = ApiTraceEntry | BridgeTrace;

export interface App {
  store: Store<EffectDeps>;
  services: AppServices;
  /** Loads the API layer now (main.tsx calls it once the first screen has painted). */
  loadApi: () => Promise<unknown>;
  /** Mock-world builds: listens to the API and bridge traffic as the app sees it; elsewhere never called. */
  onTrace: (listener: (trace: AppTrace) => void) => () => void;
}

function hashNavigate(path: string, options?: { replace?: boolean }) {
  if (options?.replace) window.location.replace(`#${path}`);
  else window.location.hash = path;
}

/**
 * The API and bridge traffic for the tools: traffic before the first listener (the app is exposed to tools
 * only once the mock world is up, after the first screen has painted) is kept for it, so a journey still
 * sees a bridge call made on arrival. Production keeps no listeners.
 */
function createTraceHub() {
  const listeners = new Set<(trace: AppTrace) => void>();
  let unheard: AppTrace[] | null = [];
  return {
    emit: (trace: AppTrace) => {
      if (unheard && listeners.size === 0) unheard.push(trace);
      listeners.forEach((listener) => listener(trace));
    },
    onTrace: (listener: (trace: AppTrace) => void) => {
      listeners.add(listener);
      const early = unheard ?? [];
      unheard = null;
      early.forEach((trace) => listener(trace));
      return () => void listeners.delete(listener);
    },
  };
}

interface Wiring {
  store: Store<EffectDeps>;
  storage: StoredValues;
  bridge: BridgeClient;
  deps: EffectDeps;
  navigate: NonNullable<AppOptions['navigate']>;
}

/**
 * Spec section 3's shared values are the native app's too: it writes `language` and, after its own login,
 * `token`, and announces its logins and logouts on the bridge. The returned `adopt` reads them (on start and
 * whenever the page shows again: the borrower was in a native screen) and brings the store in line; it answers
 * whether a session was adopted (the borrower's data then needs loading).
 */
function followNativeSession(
  { store, storage, bridge, navigate }: Wiring,
  door: NativeLoginDoor,
): { adopt: () => boolean } {
  /**
   * One borrower at a time (issue 30): when who is logged in changes outside the app's own login and logout
   * (the native app logged out, or in as someone else), the session and every borrower slice end (the
   * reducers) and every per-borrower stored value goes (drafts, userInfo, ...), before anything of the next
   * borrower shows. `keep`: the new borrower's token, which the native app has already written.
   */
  function forgetBorrower(keep: readonly StoredKey[] = []) {
    if (selectIsLoggedIn(store.getState())) store.dispatch({ type: 'session/loggedOut', reason: 'native' });
    storage.clearUserData(keep);
  }

  function adopt(): boolean {
    // Reading each shared value checks it: a malformed one is reset to its default, with a log line.
    for (const key of NATIVE_KEYS) storage.get(key);
    const language = storage.get('language');
    setLanguage(language);
    if (selectLanguage(store.getState()) !== language)
      store.dispatch({ type: 'settings/languageChanged', language });

    const stored = storage.get('token');
    const session = store.getState().session;
    if (!stored) {
      // A session in the log without a stored token (the native app logged out, or it was cleared) is over.
      if (selectIsLoggedIn(store.getState())) forgetBorrower();
      return false;
    }
    if (selectIsLoggedIn(store.getState()) && sameToken(session.token, stored.Authorization)) return false;
    // The token the backend has just refused, written back by the native app, is no session (decision 0060).
    if (door.isRefused(stored.Authorization)) return false;
    // The native app logged a borrower in (in again, or someone else): its token is the session. Whose it is,
    // only the backend says (refreshUser): nothing stored before this token (userInfo, drafts) is theirs.
    forgetBorrower(['token']);
    store.dispatch({ type: 'session/loggedIn', mobile: '', token: stored.Authorization, via: 'native' });
    return true;
  }

  adopt();

  // A logout (`null`) ends the borrower at once, even with the page open; a login as someone else while a
  // session runs replaces it. A login while nobody is logged in answers the `toLogin` a session code asked for
  // (the door adopts it, on any screen); otherwise it belongs to the login that asked for it (loginThroughNative),
  // or is adopted when the page shows again.
  bridge.onEvent((event) => {
    if (event.event !== 'loginChanged') return;
    if (!selectIsLoggedIn(store.getState())) return door.announced(event.data);
    if (event.data === null) {
      forgetBorrower();
      navigate(PATHS.home, { replace: true });
      return;
    }
    if (sameToken(store.getState().session.token, bearer(event.data.token))) return;
    forgetBorrower();
    void store.run(loginThroughNative, {});
  });
  return { adopt };
}

/** A Bearer value as the store and the stored `token` keep it. */
const bearer = (token: string) => (token.startsWith('Bearer ') ? token : `Bearer ${token}`);

/**
 * The tokens the backend refused with a session code while this page runs (spec section 8). The native app may
 * still hold one (getLoginInfo, a loginChanged, the stored token it writes back): none becomes a session again.
 */
function refusedTokens() {
  const refused: string[] = [];
  return {
    add(token: string | null | undefined) {
      if (token && !refused.includes(token)) refused.push(token);
    },
    has: (token: string) => refused.some((one) => sameToken(one, bearer(token))),
  };
}
type RefusedTokens = ReturnType<typeof refusedTokens>;

/** The bridge the app uses: `getLoginInfo` answers a refused token as no session (null). */
function refusingBridge(bridge: BridgeClient, refused: RefusedTokens): BridgeClient {
  type AnyCall = (method: BridgeMethod, ...params: unknown[]) => Promise<unknown>;
  const call: AnyCall = (method, ...params) => {
    const answer = (bridge.call as AnyCall)(method, ...params);
    if (method !== 'getLoginInfo') return answer;
    return answer.then((info) => (info && refused.has((info as LoginInfo).token) ? null : info));
  };
  return {
    call: call as BridgeClient['call'],
    onEvent: (listener) => bridge.onEvent(listener),
    onTrace: (listener) => bridge.onTrace(listener),
    isAvailable: () => bridge.isAvailable(),
    dispose: () => bridge.dispose(),
  };
}

/** How long the app waits for the native login's answer before asking getLoginInfo (the borrower may take minutes). */
const NATIVE_LOGIN_WAIT_MS = 300_000;

/**
 * The native login the app asks for: one at a time (spec section 8's "asked to log in again" and a guarded
 * screen's login are the same request), answered by the `loginChanged` the contract promises after `toLogin`.
 */
interface NativeLoginDoor {
  /** A guarded screen's login (services.nativeLogin): the one in flight, or the login effect. */
  ask(): Promise<NativeLoginOutcome>;
  /** After a session code: `toLogin` once the borrower read why (`readMs`), then the session `loginChanged` brings. */
  afterSessionEnd(reason: 'expired' | 'cleared', readMs: number): Promise<NativeLoginOutcome>;
  /** A `loginChanged` while logged out. */
  announced(info: LoginInfo | null): void;
  isRefused(token: string): boolean;
}

/** True when `promise` settles within `ms`; false once `ms` has passed. */
function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    void promise.then(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** The session announced within `ms`, or undefined: none, or the native app's logout (null), which is no session. */
async function announcedWithin<T>(session: Promise<T | null>, ms: number): Promise<T | undefined> {
  return (await settlesWithin(session, ms)) ? ((await session) ?? undefined) : undefined;
}

/** The session the native app announced becomes the app's: its token stored, the login folded, the profile read. */
function adoptNativeSession(
  { store, storage }: Pick<Wiring, 'store' | 'storage'>,
  info: LoginInfo,
): NativeLoginOutcome {
  const token = bearer(info.token);
  storage.set('token', { Authorization: token });
  store.dispatch({ type: 'session/loggedIn', mobile: info.mobile, token, via: 'native' });
  void store.run(refreshUser, {});
  return 'loggedIn';
}

function nativeLoginDoor({ store, storage, bridge }: Wiring, refused: RefusedTokens): NativeLoginDoor {
  let inFlight: Promise<NativeLoginOutcome> | null = null;
  let hear: ((info: LoginInfo | null) => void) | null = null;
  const track = (login: Promise<NativeLoginOutcome>) => {
    const tracked: Promise<NativeLoginOutcome> = login.finally(() => {
      if (inFlight === tracked) inFlight = null;
    });
    return (inFlight = tracked);
  };

  /** The next session the native app announces; `elsewhere` when one starts another way; null: closed. */
  function nextSession() {
    let stop = () => {};
    const session = new Promise<LoginInfo | 'elsewhere' | null>((resolve) => {
      const timer = setTimeout(() => {
        stop();
        resolve(bridge.call('getLoginInfo').catch(() => null));
      }, NATIVE_LOGIN_WAIT_MS);
      const started = store.events$.subscribe((event) => {
        if (event.type !== 'session/loggedIn') return;
        stop();
        resolve('elsewhere');
      });
      hear = (info) => {
        stop();
        resolve(info);
      };
      stop = () => {
        clearTimeout(timer);
        started.unsubscribe();
        hear = null;
      };
    });
    return { session, stop: () => stop() };
  }

  async function afterSessionEnd(reason: 'expired' | 'cleared', readMs: number): Promise<NativeLoginOutcome> {
    let next = nextSession(); // listening before asking: the answer may come before the reply
    // The native login opens once the message had its time (decision 0075), unless a session (not a logout) came
    // meanwhile. Inside the tracked login, so a guarded screen waits for it and asks no other.
    const early = await announcedWithin(next.session, readMs);
    try {
      if (early === undefined) {
        next.stop();
        next = nextSession();
        await bridge.call('toLogin', { reason });
      }
    } catch {
      next.stop();
      return 'noBridge';
    }
    const session = early ?? (await next.session);
    if (session === 'elsewhere') return 'loggedIn';
    return session ? adoptNativeSession({ store, storage }, session) : 'cancelled';
  }

  async function throughEffect(): Promise<NativeLoginOutcome> {
    const events = await store.run(loginThroughNative, {});
    if (events.some((e) => e.type === 'session/loginFailed' && e.errorCode === 'BRIDGE_UNAVAILABLE'))
      return 'noBridge';
    const failed = events.some((e) => e.type === 'session/loginFailed');
    return events.some((e) => e.type === 'session/loggedIn') && !failed ? 'loggedIn' : 'cancelled';
  }

  return {
    ask: () => inFlight ?? track(throughEffect()),
    afterSessionEnd: (reason, readMs) => track(afterSessionEnd(reason, readMs)),
    announced(info) {
      if (info && refused.has(info.token)) return; // the refused session, announced again: not an answer
      hear?.(info);
    },
    isRefused: refused.has,
  };
}

/**
 * Spec section 8's session codes: the session ends once, its data goes, and the borrower is sent to log in.
 * Answers the message the borrower reads: the backend's, or the catalogue's in their language.
 */
function sessionEnder(
  { store, storage, deps, navigate }: Wiring,
  door: NativeLoginDoor,
  refused: RefusedTokens,
) {
  return (code: SessionErrorCode, backendMessage: string, info: { clearAll: boolean; token?: string }) => {
    const message = backendMessage || t(`errors.session.${code}`);
    const { clearAll } = info;
    const stored = storage.get('token')?.Authorization ?? null;
    // Without a session there is nothing to end: a logged-out screen's call simply fails.
    if (!selectIsLoggedIn(store.getState()) && !stored) return message;
    // Only a refusal of the token stored now ends the session: several calls in flight may all fail with the
    // code (the first one ended it), and an answer to a call of an older session may come after the next began.
    if (stored !== null && (info.token ?? null) !== stored) return message;
    refused.add(stored);
    const session = store.getState().session.token;
    if (session) refused.add(session);
    store.dispatch({ type: 'session/expired', code, message, clearAll });
    if (clearAll) {
      storage.clearAll();
      // 10010301 clears the app's own data, the event log included: the write still waiting is dropped, so the
      // log does not come back after the clear (issue 30); the screen still knows why the session ended.
      store.forgetPersisted();
    } else {
      storage.clearUserData();
    }
    showToast(message, 'error');
    if (deps.isNative()) {
      // One native login per ended session: a guarded screen waits for this one (services.nativeLogin). It opens
      // once the toast had its time, so the borrower reads why before it covers the page (decision 0075).
      void door.afterSessionEnd(clearAll ? 'cleared' : 'expired', toastDuration(message)).then((outcome) => {
        if (outcome === 'noBridge') navigate(PATHS.login, { replace: true });
      });
    } else {
      navigate(PATHS.login, { replace: true });
    }
    return message;
  };
}

/** What screens share beyond intents: the native login, logout and the language. */
function createServices(
  { store, storage, bridge, deps, navigate }: Wiring,
  door: NativeLoginDoor,
): AppServices {
  return {
    nativeLogin: () => door.ask(),
    async loginThroughNative() {
      return (await door.ask()) === 'loggedIn';
    },
    async logout() {
      store.dispatch({ type: 'session/loggedOut', reason: 'user' });
      storage.clearUserData();
      if (deps.isNative()) await bridge.call('logout', {}).catch(() => undefined);
      showToast(t('settings.loggedOut'), 'success');
      navigate(PATHS.home, { replace: true });
    },
    changeLanguage(next: Language) {
      storage.set('language', next);
      setLanguage(next);
      store.dispatch({ type: 'settings/languageChanged', language: next });
    },
  };
}

/**
 * Wires the app: the store with its world (api, bridge, stored values), the session rules of spec
 * section 8, the stored language, and the services screens share.
 */
export function createApp(options: AppOptions = {}): App {
  const refused = refusedTokens();
  const bridge = refusingBridge(options.bridge ?? defaultBridge, refused);
  const storage = options.storedValues ?? defaultStoredValues;
  const navigate = options.navigate ?? hashNavigate;
  const traces = createTraceHub();
  // The session handler is set below; the API layer only calls it after loading, by then it is.
  let endSession: ReturnType<typeof sessionEnder> = (_code, message) => message;
  const lazyApi = createLazyApi(
    {
      storage,
      onSessionError: (code, message, info) => endSession(code, message, info),
      // Traffic is only traced where tools read it (mock-world builds).
      ...(__CUOTA_MOCKS__ ? { onTrace: traces.emit } : {}),
    },
    options.apiReady,
    options.apiDownload ?? options.apiReady,
  );
  if (__CUOTA_MOCKS__) bridge.onTrace(traces.emit);
  const deps: EffectDeps = {
    api: lazyApi.api,
    bridge,
    storage,
    navigate,
    isNative: options.isNative ?? (() => isNativeApp()),
  };
  const store = createStore<EffectDeps>({
    deps,
    clock: options.clock,
    storage: options.logStorage ?? (typeof window !== 'undefined' ? window.localStorage : undefined),
  });
  const wiring: Wiring = { store, storage, bridge, deps, navigate };
  const door = nativeLoginDoor(wiring, refused);
  const nativeSession = followNativeSession(wiring, door);
  endSession = sessionEnder(wiring, door, refused);

  // Returning borrowers: refresh who they are and where their application stands.
  if (selectIsLoggedIn(store.getState())) void store.run(refreshUser, {});
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible' && nativeSession.adopt()) void store.run(refreshUser, {});
    });
  }

  // Package configuration (feature mode, upload switches, image limit): once, after the API layer loads.
  store.register(loadUploadEnableOnLogin);
  store.register(sendAttributionEvents);
  let configRequested = false;
  const loadApi = () =>
    lazyApi.load().then((modules) => {
      if (!configRequested) {
        configRequested = true;
        // Non-fatal: every failure is a config/loadFailed event and the product defaults apply.
        void store.run(loadPackageConfig, {}).catch(() => undefined);
      }
      return modules;
    });

  return { store, services: createServices(wiring, door), loadApi, onTrace: traces.onTrace };
}
