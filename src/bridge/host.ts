/**
 * Where the native bridge lives: the object the native app injects into the page, the parts of `window`
 * the client reads, and whether the page runs inside the native app at all.
 */
import type { ToolProtocol } from '../contracts/tool-protocol';

/** A `message` event as the native object dispatches it: `data` is a JSON string. */
export interface NativeMessageEvent {
  data: unknown;
}
export type MessageListener = (event: NativeMessageEvent) => void;

/** The object the native app injects (WebViewCompat.addWebMessageListener's JS object, or the emulator). */
export interface NativeBridgeLike {
  postMessage(message: string): void;
  addEventListener?(type: 'message', listener: MessageListener): void;
  removeEventListener?(type: 'message', listener: MessageListener): void;
  onmessage?: MessageListener | null;
}

/** The parts of `window` the client reads; tests pass a plain object. */
export interface BridgeHost {
  NativeBridge?: NativeBridgeLike;
  /** Set (before the app's scripts run) by hosts that inject the bridge late, e.g. the simulator. */
  __cuotaExpectBridge?: ToolProtocol['__cuotaExpectBridge'];
  navigator?: { userAgent?: string };
  addEventListener?(type: string, listener: () => void): void;
  removeEventListener?(type: string, listener: () => void): void;
}

declare global {
  interface Window {
    NativeBridge?: NativeBridgeLike;
  }
}

/** The event a late-injecting host dispatches on `window` once `NativeBridge` exists. */
export const BRIDGE_READY_EVENT = 'nativebridgeready';

/** True for an Android System WebView user agent (it carries the `; wv)` token). */
export function looksLikeAndroidWebView(userAgent: string | undefined): boolean {
  return !!userAgent && /Android/.test(userAgent) && /;\s*wv\)/.test(userAgent);
}

/**
 * Another app's in-app browser: it is an Android WebView too (`; wv)`), where the ads' landings (/yx1-/yx3) open,
 * but no NativeBridge ever comes there. Only the ones that say who they are (Facebook, Messenger, Instagram,
 * TikTok, LINE); any other WebView without the bridge still reaches the web fallbacks once the bridge's wait ends.
 */
export function looksLikeOtherAppsBrowser(userAgent: string | undefined): boolean {
  return (
    !!userAgent &&
    /\bFB_IAB\b|\bFBA[NV]\/|\bInstagram\b|\bmusical_ly\b|\bBytedanceWebview\b|\bLine\//.test(userAgent)
  );
}

/** A WebView that may be the Cuota app's: Android's WebView, not another app's in-app browser. */
function mayBeOurWebView(userAgent: string | undefined): boolean {
  return looksLikeAndroidWebView(userAgent) && !looksLikeOtherAppsBrowser(userAgent);
}

/** The page's `window`, or undefined outside a browser. */
export function defaultHost(): BridgeHost | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

/**
 * True when the page runs inside the native app (the bridge is there, or a WebView that is not another app's
 * in-app browser promises it). A hint only: a WebView whose bridge never comes fails its calls with UNAVAILABLE,
 * and the app answers with its web fallback (ARCHITECTURE 3.2; for login, /user/login).
 */
export function isNativeApp(host: BridgeHost | undefined = defaultHost()): boolean {
  return !!host && (!!host.NativeBridge || mayBeOurWebView(host.navigator?.userAgent));
}

// The build's mock flag (vite.config.ts `define`). Declared here too: the emulator's and the tools' projects
// compile this file without the app's vite-env.d.ts, and Node runs it with no define at all (hence `typeof`).
declare const __CUOTA_MOCKS__: boolean | undefined;

/**
 * True when a host of the mock-world builds (the simulator, the end-to-end tests' init script) promised to
 * inject the bridge late. The production build compiles this to false: no such hook, and no trace of its name
 * in the bundle (issue 30); the native app is known there by its WebView.
 */
function expectsLateBridge(host: BridgeHost): boolean {
  return typeof __CUOTA_MOCKS__ !== 'undefined' && __CUOTA_MOCKS__ && !!host.__cuotaExpectBridge;
}

/** True when clearly no bridge will come (a plain browser): calls then fail at once instead of waiting. */
export function isPlainBrowser(host: BridgeHost | undefined): boolean {
  if (!host) return true;
  return !host.NativeBridge && !expectsLateBridge(host) && !mayBeOurWebView(host.navigator?.userAgent);
}

/** The bridge object the host holds now, if it can take messages. */
export function nativeBridgeOf(host: BridgeHost | undefined): NativeBridgeLike | undefined {
  const native = host?.NativeBridge;
  return native && typeof native.postMessage === 'function' ? native : undefined;
}
