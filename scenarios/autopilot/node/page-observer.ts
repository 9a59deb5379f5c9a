import { CONSOLE_FORMAT_SOURCE, CONSOLE_LEVELS } from '../core/console-line';
import { MONEY_ENDPOINTS } from '../invariants/money-once';

/**
 * The autopilot's eye inside the page (an init script, before the app's scripts): it catches
 * `window.__cuotaApp` when the app assigns it, keeps the app's domain events and API traces, and counts the
 * requests still waiting for an answer. The Node side drains it after every action.
 */

/** One API request as the app traced it. */
export interface ObservedRequest {
  id: number;
  endpoint: string;
  method: 'GET' | 'POST';
  settled: boolean;
  failed?: boolean;
}

/** A money call of this page load, as the app traced it (kept until the page goes: answers update it). */
export interface PageMoneyCall {
  id: number;
  endpoint: string;
  key: string | null;
  body: string;
  reference?: string;
  failure?: string;
}

/** What the page keeps between drains. */
export interface PageObserverState {
  /** Domain events since the last drain (whole events: helpers match their fields). */
  events: Array<{ type: string; [key: string]: unknown }>;
  /** Requests sent since the last drain. */
  requests: ObservedRequest[];
  /** Ids of requests without an answer yet. */
  inFlight: number[];
  /** Ids of requests that failed, since the last drain. */
  failed: number[];
  /** Calls the client refused to send (REQUEST_SHAPE), since the last drain. */
  rejected: Array<{ endpoint: string; issues: string }>;
  /** Calls the server answered with a non-zero code (API_ERROR: its code and message), since the last drain. */
  refused: Array<{ endpoint: string; code: number; message: string }>;
  /** Console lines since the last drain (core/console-line.ts). */
  console: string[];
  /** This page load's money calls (never drained: an answer may come after a drain). */
  money: PageMoneyCall[];
  /** This page load, told apart from the next one (a reload starts the trace ids again). */
  pageId: string;
  attached: boolean;
  /** When the app last asked for a history traversal (back) that has not arrived yet (its popstate); 0 for none. */
  traversalAt: number;
}

declare global {
  interface Window {
    __autopilot?: PageObserverState;
  }
}

/**
 * The init script's source: plain JavaScript, not a serialised TypeScript function (a transpiler's helpers
 * would not exist in the page).
 */
export const PAGE_OBSERVER_SCRIPT = `(() => {
  const state = { events: [], requests: [], inFlight: [], failed: [], rejected: [], refused: [], console: [], money: [], pageId: String(Date.now()) + ':' + String(Math.random()), attached: false, traversalAt: 0 };
  window.__autopilot = state;
  // Every console line, its objects written out (what a console hook or remote debugging would see).
  const formatConsoleArgs = ${CONSOLE_FORMAT_SOURCE};
  for (const level of ${JSON.stringify(CONSOLE_LEVELS)}) {
    const original = console[level];
    if (typeof original !== 'function') continue;
    console[level] = function (...args) {
      try {
        if (state.console.length < 500) state.console.push(formatConsoleArgs(level, args));
      } catch (e) {
        // a line that cannot be written out is not kept
      }
      return original.apply(this, args);
    };
  }
  const moneyEndpoints = ${JSON.stringify(MONEY_ENDPOINTS)};
  const moneyById = new Map();
  const sortedJson = (payload) =>
    payload !== null && typeof payload === 'object' && !Array.isArray(payload)
      ? JSON.stringify(Object.fromEntries(Object.keys(payload).sort().map((key) => [key, payload[key]])))
      : JSON.stringify(payload === undefined ? null : payload);
  // A history traversal (the app's "back") is asynchronous: it is on its way from the call to its popstate.
  for (const name of ['back', 'forward', 'go']) {
    const original = History.prototype[name];
    History.prototype[name] = function (...args) {
      state.traversalAt = Date.now();
      return original.apply(this, args);
    };
  }
  window.addEventListener('popstate', () => {
    state.traversalAt = 0;
  });
  const byId = new Map();
  function attach(app) {
    if (state.attached) return;
    state.attached = true;
    app.store.events$.subscribe((event) => {
      state.events.push(JSON.parse(JSON.stringify(event)));
    });
    app.onTrace((trace) => {
      if (typeof trace.id !== 'number') return; // bridge traces have string ids
      if (trace.kind === 'request') {
        const request = { id: trace.id, endpoint: trace.endpoint || '?', method: trace.method || 'POST', settled: false };
        byId.set(trace.id, request);
        state.requests.push(request);
        state.inFlight.push(trace.id);
        if (moneyEndpoints.includes(trace.endpoint)) {
          const call = { id: trace.id, endpoint: trace.endpoint, key: typeof trace.idempotencyKey === 'string' ? trace.idempotencyKey : null, body: sortedJson(trace.payload) };
          moneyById.set(trace.id, call);
          state.money.push(call);
        }
      }
      const money = moneyById.get(trace.id);
      if (money && trace.kind === 'response' && trace.data && typeof trace.data.reference === 'string') money.reference = trace.data.reference;
      if (money && trace.kind === 'failure') {
        const error = trace.error || {};
        money.failure = String(error.code || 'UNKNOWN') + (typeof error.backendCode === 'number' ? ':' + error.backendCode : '');
      } else if (trace.kind === 'failure' && trace.error && trace.error.code === 'REQUEST_SHAPE') {
        const issues = (trace.error.issues || []).map((i) => (i.path ? i.path + ': ' : '') + (i.message || '')).join('; ');
        state.rejected.push({ endpoint: trace.endpoint || '?', issues });
      } else if (trace.kind === 'failure' && trace.error && trace.error.code === 'API_ERROR' && typeof trace.error.backendCode === 'number') {
        state.refused.push({ endpoint: trace.endpoint || '?', code: trace.error.backendCode, message: trace.error.message || '' });
      }
      if (trace.kind === 'failure') state.failed.push(trace.id);
      if (trace.kind === 'response' || trace.kind === 'failure') {
        const request = byId.get(trace.id);
        if (request) {
          request.settled = true;
          if (trace.kind === 'failure') request.failed = true;
        }
        state.inFlight = state.inFlight.filter((id) => id !== trace.id);
      }
    });
  }
  let current;
  Object.defineProperty(window, '__cuotaApp', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set(value) {
      current = value;
      if (value) attach(value);
    },
  });
})();`;
