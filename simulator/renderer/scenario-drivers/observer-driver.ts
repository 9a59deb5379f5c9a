import { eventMatches, valueAtPath, type ObserverDriver } from '../../../scenarios/drivers/drivers';
import type { DomainEvent } from '#contracts/events';
import type { ToolApp as App } from '#contracts/tool-protocol';
import { currentApp, type FrameAccess } from './frame-access';
import { poll, sleep, STEP_TIMEOUT_MS } from './poll';

/** The events the app emitted since the run began, across page loads in the frame, and its activity. */
export interface EventTap {
  /** Every event seen live, plus the current app's persisted log (events from before the tap started). */
  events(): readonly DomainEvent[];
  /** API requests of the app still waiting for an answer. */
  inflight(): number;
  /** When the app last did something (event, request, answer, route change), in ms. */
  lastActivity(): number;
  stop(): void;
}

/** Options of settle. */
export interface SettleOptions {
  /** Quiet time that counts as settled (ms). */
  quietMs?: number;
  /** Longest wait; a request that never answers (a time-out fault) must not hold the run. */
  maxMs?: number;
  signal?: AbortSignal;
  now?: () => number;
}

/**
 * Waits until the app is quiet: no API request in flight and nothing happened for `quietMs`, at most
 * `maxMs`. Playwright's auto-waiting gives the headless runner this slack between actions; without it a
 * tap can land while the app still navigates after a login, or before an upload has finished.
 */
export async function settle(tap: Pick<EventTap, 'inflight' | 'lastActivity'>, options: SettleOptions = {}) {
  const now = options.now ?? (() => Date.now());
  const quietMs = options.quietMs ?? 60;
  const deadline = now() + (options.maxMs ?? 2000);
  // Let what is already queued (a hashchange, a reply) run before judging.
  await sleep(0, options.signal);
  while (now() < deadline) {
    const quietFor = now() - tap.lastActivity();
    if (tap.inflight() === 0 && quietFor >= quietMs) return;
    await sleep(Math.max(5, Math.min(quietMs - quietFor, 20)), options.signal);
  }
}

/**
 * Follows the app in the frame (a reload brings a new one) and keeps its live events. The store's own log
 * covers the events emitted before the tap caught the app; it is compacted when a session ends, which the
 * live events cover.
 */
export function tapEvents(frame: Pick<FrameAccess, 'win'>, pollMs = 20): EventTap {
  const live: DomainEvent[] = [];
  const pending = new Set<number>();
  let active = Date.now();
  const touch = () => {
    active = Date.now();
  };
  let app: App | undefined;
  let unsubscribe = () => {};
  const follow = () => {
    const next = frame.win.__cuotaApp;
    if (next === app) return;
    unsubscribe();
    app = next;
    pending.clear();
    touch();
    unsubscribe = () => {};
    if (next) {
      const subscription = next.store.events$.subscribe((event) => {
        live.push(event);
        touch();
      });
      const stopTrace = next.onTrace((trace) => {
        touch();
        if (trace.kind === 'request') pending.add(trace.id);
        else if (trace.kind === 'response' || trace.kind === 'failure') pending.delete(trace.id);
      });
      unsubscribe = () => {
        subscription.unsubscribe();
        stopTrace();
      };
    }
  };
  follow();
  const timer = setInterval(follow, pollMs);
  const win = frame.win;
  win.addEventListener('hashchange', touch);
  return {
    events() {
      follow();
      const log = app?.store.log() ?? [];
      return [...log, ...live];
    },
    inflight: () => pending.size,
    lastActivity: () => active,
    stop() {
      clearInterval(timer);
      unsubscribe();
      win.removeEventListener('hashchange', touch);
    },
  };
}

/** What the app emitted and holds: events from the tap, state from the frame's store. */
export function createFrameObserverDriver(frame: FrameAccess, tap: EventTap): ObserverDriver {
  const describe = (match: Record<string, unknown>) => JSON.stringify(match);
  const timeout = frame.timeoutMs ?? STEP_TIMEOUT_MS;
  return {
    async expectEvent(match) {
      await poll(() => tap.events().some((event) => eventMatches(event, match)), {
        signal: frame.signal,
        timeout,
        message: `an event matching ${describe(match)}`,
      });
    },
    expectNoEvent(match) {
      const found = tap.events().find((event) => eventMatches(event, match));
      if (found)
        return Promise.reject(
          new Error(`an event matching ${describe(match)} was emitted: ${JSON.stringify(found)}`),
        );
      return Promise.resolve();
    },
    async expectState(path, equals) {
      await currentApp(frame);
      let last: unknown;
      await poll(
        () => {
          last = valueAtPath(frame.win.__cuotaApp?.store.getState(), path);
          return deepEqual(last, equals);
        },
        {
          signal: frame.signal,
          timeout,
          message: () => `state ${path} to equal ${JSON.stringify(equals)} (now ${JSON.stringify(last)})`,
        },
      );
    },
  };
}

/** Deep equality of JSON-like values (key order ignored, undefined fields as absent), as toEqual compares. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ra), ...Object.keys(rb)]);
  return [...keys].every((key) => deepEqual(ra[key], rb[key]));
}
