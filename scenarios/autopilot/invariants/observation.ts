/**
 * What the explorer saw after one action: the screen's text, route, state and persisted log, the page's
 * errors and the requests the action sent. Invariants are pure functions of an observation (and of fixed
 * catalogues of the app: routes, texts), so each one is unit-tested without a browser.
 */

/** One API request the app sent during the action (from the app's own trace). */
export interface SeenRequest {
  endpoint: string;
  method: 'GET' | 'POST';
  /** Its outcome arrived (response or failure) before the observation. */
  settled: boolean;
  /** It failed (network, HTTP, a backend error code, a broken answer). */
  failed?: boolean;
}

/** A call the app sent (its client accepted the payload) that the server refused: `{ code, msg }` of its answer. */
export interface RefusedRequest {
  endpoint: string;
  /** The backend's code (10040403...). */
  code: number;
  /** The backend's message, as the app received it. */
  message: string;
}

/**
 * A money call the app sent (`/portal/repayment/confirm`, a repayment or an extension fee), from its own trace:
 * the `Idempotency-Key` it carried and what came back.
 */
export interface MoneyCall {
  endpoint: string;
  /** The `Idempotency-Key` it carried; null when it carried none. */
  key: string | null;
  /** Its payload as sent, JSON with sorted keys (`{"amount":500,"channelId":"spei","kind":"repay","orderId":"LO1"}`). */
  body: string;
  /** The payment reference of its answer, once answered. */
  reference?: string;
  /** Its failure's code, with the backend's code after a colon (`NETWORK_ERROR`, `API_ERROR:500`), when it failed. */
  failure?: string;
  /** Sent during the action just observed (the others were sent earlier in the walk). */
  inAction: boolean;
}

export interface Observation {
  /** 0 before the first action, then the number of actions done. */
  step: number;
  /** The kind of the action just done (`doubleTap`...), none before the first. */
  actionKind?: string;
  /** The page's URL. */
  url: string;
  /** The app's origin and path (where the app is served), e.g. `http://127.0.0.1:4173/`. */
  appUrl: string;
  /** Hash route path without the query (`/repay/repay_detail`). */
  route: string;
  language: 'es' | 'en';
  loggedIn: boolean;
  /** Visible text of the app's `main` (innerText). */
  mainText: string;
  /** The route whose screen `main` shows, when the page says (it can trail `route` during a navigation). */
  shownRoute?: string;
  /** Visible text of the whole app root, as lines (innerText split, trimmed, non-empty). */
  appLines: string[];
  /** The spinner overlay is visible. */
  spinnerVisible: boolean;
  /** API requests still without an answer when observed. */
  inFlight: number;
  /** The page went quiet (no request in flight) before it was observed. */
  settled: boolean;
  /** Uncaught errors and unhandled rejections since the last observation. */
  pageErrors: string[];
  /** Console error lines with the app's `[cuota]` prefix since the last observation. */
  appErrorLogs: string[];
  /** `window.__cuotaApp.store.getState()` as JSON. */
  state: unknown;
  /** `localStorage['cuota:event-log']`. */
  persistedLog: string | null;
  /** Requests sent during the action. */
  requests: SeenRequest[];
  /** Calls the app's own client refused to send because the payload broke the endpoint's contract. */
  rejectedRequests: Array<{ endpoint: string; issues: string }>;
  /** Calls the app sent that the server answered with a non-zero code (not a session code): its code and words. */
  refusedRequests?: RefusedRequest[];
  /** The figures the screen states (`data-claim`, `data-value` and the visible text). */
  claims?: Array<{ claim: string; value: string | null; text: string }>;
  /** The domain events the action caused (what a journey records of it). */
  events?: unknown[];
  /** The route before the action. */
  routeBefore?: string;
  /** Text fields on screen before the action: accessible name → value (first field of each name). */
  fieldsBefore?: Record<string, string>;
  /** Text fields on screen after it. */
  fields?: Record<string, string>;
  /** Logged in before the action (the previous observation's `loggedIn`). */
  loggedInBefore?: boolean;
  /** The app's state before the action (the previous observation's `state`). */
  stateBefore?: unknown;
  /** The page's `localStorage` but the event log (`persistedLog`): name → stored text. */
  stored?: Record<string, string>;
  /** Console lines (`console.log/info/warn/error/debug`) since the last observation: `<level> <args>`, objects as JSON. */
  consoleLines?: string[];
  /** Every money call of the walk so far (the page's loads together), oldest first. */
  moneyCalls?: MoneyCall[];
}

/** What an invariant reports when it fails. */
export interface Violation {
  invariant: string;
  message: string;
  /** A visible text that must not be there: a found scenario can check it with `expectText absent`. */
  absentText?: string;
}

/** A named rule checked after every action. */
export interface Invariant {
  name: string;
  /** One line: what must always hold. */
  description: string;
  check(observation: Observation): Violation | null;
}

/** An observation with everything fine, for tests to change one thing. */
export function goodObservation(overrides: Partial<Observation> = {}): Observation {
  return {
    step: 1,
    url: 'http://127.0.0.1:4173/?preset=new-borrower#/',
    appUrl: 'http://127.0.0.1:4173/',
    route: '/',
    language: 'es',
    loggedIn: false,
    mainText: 'Cuota\nPréstamos personales en línea, desde tu celular',
    appLines: [
      'Cuota',
      'Préstamos personales en línea, desde tu celular',
      'Inicio',
      'Préstamos',
      'Mi cuenta',
    ],
    spinnerVisible: false,
    inFlight: 0,
    settled: true,
    pageErrors: [],
    appErrorLogs: [],
    state: null,
    persistedLog: null,
    requests: [],
    rejectedRequests: [],
    ...overrides,
  };
}
