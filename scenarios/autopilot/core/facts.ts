import type { MoneyCall, Observation, RefusedRequest, SeenRequest } from '../invariants/observation';
import { ENDPOINT_METHODS, NATIVE_SCREENS, WAITING_TEXTS } from './catalog';

/**
 * What the page shows and holds at one moment (read in one go, by Playwright or by the simulator from its
 * frame), and the observation the invariants get from it.
 */
export interface PageFacts {
  url: string;
  language: 'es' | 'en';
  loggedIn: boolean;
  /** innerText of `main`. */
  mainText: string;
  /**
   * The route whose screen `main` shows (its `data-route`, set by React when it commits). Router 7 renders a
   * navigation in a transition, so for a moment the URL names the next route while the previous screen
   * still shows.
   */
  shownRoute?: string;
  /** The emulated native login screen (the bridge emulator's overlay) is on the page. */
  nativeLoginShown?: boolean;
  /**
   * A history traversal the app asked for (`navigate(-1)`) has not arrived yet: browsers run it after the
   * call returns. Counted for at most TRAVERSAL_LIMIT_MS (a back with nothing behind never arrives).
   */
  traversing?: boolean;
  /** innerText of the app root. */
  appText: string;
  spinnerVisible: boolean;
  state: unknown;
  persistedLog: string | null;
  /** localStorage but the event log: name → stored text. */
  stored?: Record<string, string>;
  inFlight: number;
  /** The mock world's last SMS code. */
  smsCode: string | null;
  /** The figures the screen states (`data-claim` elements of the app root; decision 0010). */
  claims?: ClaimFact[];
}

/** One figure on screen as the app marks it for reviewers: `<dd data-claim="fee" data-value="12.5">$12.50</dd>`. */
export interface ClaimFact {
  claim: string;
  /** `data-value`, or null when the element has none. */
  value: string | null;
  /** The element's visible text. */
  text: string;
}

/** The claims of a document's app root (the same in Playwright's page and the simulator's frame). */
export const CLAIMS_SCRIPT = `Array.from(document.querySelectorAll('#root [data-claim]')).map((e) => ({ claim: e.getAttribute('data-claim') || '', value: e.getAttribute('data-value'), text: (e.innerText || e.textContent || '').trim() }))`;

/** The route path of a URL's hash (`#/repay/repay_detail?orderId=1` → `/repay/repay_detail`). */
export function routeOfUrl(url: string): string {
  const hash = url.includes('#') ? url.slice(url.indexOf('#') + 1) : '';
  return hash.split('?')[0] || '/';
}

/** The screen on show is the URL's (or the page does not say which it is). */
export function screenMatchesUrl(facts: Pick<PageFacts, 'url' | 'shownRoute'>): boolean {
  return facts.shownRoute === undefined || facts.shownRoute === routeOfUrl(facts.url);
}

/** How long a history traversal counts as on its way. */
export const TRAVERSAL_LIMIT_MS = 1_000;

/**
 * The page shows what the last action led to, so that a seeded walk sees the same screen on any machine:
 * the URL's screen has rendered, and a screen waiting for the native login has the native login over it
 * (the app asks the bridge, and the emulator's screen comes a moment later), and no "back" is on its way.
 */
export function screenReady(
  facts: Pick<PageFacts, 'url' | 'shownRoute' | 'mainText' | 'nativeLoginShown' | 'traversing'>,
): boolean {
  if (facts.traversing === true || !screenMatchesUrl(facts)) return false;
  const waitingForNative = WAITING_TEXTS.some((text) => facts.mainText.includes(text));
  return !(waitingForNative && facts.nativeLoginShown === false);
}

/** The observation of facts, with the action's requests and the errors since the last one. */
export function observationFromFacts(
  facts: PageFacts,
  extra: {
    step: number;
    actionKind?: string;
    appUrl: string;
    settled: boolean;
    pageErrors: string[];
    appErrorLogs: string[];
    requests: ReadonlyArray<{ endpoint: string; method?: string; settled?: boolean; failed?: boolean }>;
    rejectedRequests?: ReadonlyArray<{ endpoint: string; issues: string }>;
    /** Calls the server refused with a code (the page observer's API_ERROR failures). */
    refusedRequests?: readonly RefusedRequest[];
    /** The domain events the action caused. */
    events?: readonly unknown[];
    /** Console lines since the last observation (core/console-line.ts). */
    consoleLines?: readonly string[];
    /** Every money call of the walk so far. */
    moneyCalls?: readonly MoneyCall[];
  },
): Observation {
  return {
    step: extra.step,
    ...(extra.actionKind ? { actionKind: extra.actionKind } : {}),
    url: facts.url,
    appUrl: extra.appUrl,
    route: routeOfUrl(facts.url),
    language: facts.language,
    loggedIn: facts.loggedIn,
    mainText: facts.mainText,
    ...(facts.shownRoute === undefined ? {} : { shownRoute: facts.shownRoute }),
    appLines: facts.appText
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== ''),
    spinnerVisible: facts.spinnerVisible,
    inFlight: facts.inFlight,
    settled: extra.settled,
    pageErrors: extra.pageErrors,
    appErrorLogs: extra.appErrorLogs,
    state: facts.state,
    persistedLog: facts.persistedLog,
    ...(facts.stored ? { stored: { ...facts.stored } } : {}),
    requests: extra.requests.map((r): SeenRequest => ({
      endpoint: r.endpoint,
      method: ENDPOINT_METHODS[r.endpoint] ?? (r.method === 'GET' ? 'GET' : 'POST'),
      settled: r.settled ?? true,
      ...(r.failed ? { failed: true } : {}),
    })),
    rejectedRequests: [...(extra.rejectedRequests ?? [])],
    refusedRequests: [...(extra.refusedRequests ?? [])],
    claims: [...(facts.claims ?? [])],
    events: [...(extra.events ?? [])],
    consoleLines: [...(extra.consoleLines ?? [])],
    moneyCalls: [...(extra.moneyCalls ?? [])],
  };
}

/**
 * The app's text fields on a screen by accessible name (the first of each name), with their values. The
 * fields of a native screen over the web view (the emulator's login) are the phone's, not the app's: a
 * reload of the web view empties the emulator's copy, where a real phone's login screen keeps its own.
 */
export function fieldsOf(
  controls: ReadonlyArray<{ role: string; name: string; value?: string; dialog?: string }>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of controls)
    if (
      (c.role === 'textbox' || c.role === 'searchbox' || c.role === 'spinbutton') &&
      !(c.dialog !== undefined && NATIVE_SCREENS.has(c.dialog)) &&
      !(c.name in out)
    )
      out[c.name] = c.value ?? '';
  return out;
}
