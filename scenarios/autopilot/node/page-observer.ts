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
  const state = { events: [], requests: [], inFlight: [], failed: [], rejected: [], refused: [], attached: false, traversalAt: 0 };
  window.__autopilot = state;
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
