import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { DomainEventType } from '../domain/events';
import type { AppState } from '../domain/state';
import type { Effect, Outcome, Store } from './store';
import { useStore } from './use-app-state';

const keys = new WeakMap<object, string>();
let nextKey = 0;

/**
 * The outcomes key of an effect (one per effect function, so two screens running one effect share its
 * guard), with `sub` for intents of one effect that run side by side (one per feedback id, per order).
 * Minified builds rename functions: the counter keeps keys apart, the name only helps reading them.
 */
export function intentKey(effect: object, sub?: string): string {
  let key = keys.get(effect);
  if (key === undefined) {
    key = `${(effect as { name?: string }).name || 'intent'}#${(nextKey += 1)}`;
    keys.set(effect, key);
  }
  return sub === undefined ? key : `${key}:${sub}`;
}

/** The latest outcome of an intent key, as state: re-renders when it changes. */
export function useOutcome(key: string): Outcome | null {
  const store = useStore();
  const subscribe = useCallback((listener: () => void) => store.subscribeOutcomes(listener), [store]);
  const get = () => store.outcome(key);
  return useSyncExternalStore(subscribe, get, get);
}

/** Options of an intent whose result a screen reads from the state (the slices) and the outcome. */
export interface IntentOptions<P> {
  /** A sub-key, for runs of one effect that go side by side (one per feedback id). */
  key?: string;
  /** The event types whose arrival fails the run (default: any `...Failed` event). */
  failsOn?: readonly DomainEventType[];
  /** Every run is started, an older one's outcome ignored (reports sent in the background). */
  supersede?: boolean;
  /** What follows a finished run (open the next screen, a toast), also after the screen has gone. */
  onDone?: (outcome: Outcome, state: AppState, payload: P) => void;
  /** A finished run for which this says true keeps the intent closed (the screen moves on). */
  final?: (outcome: Outcome, state: AppState) => boolean;
}

/** An intent a screen runs: the run itself, whether it is going, and how its last run ended. */
export interface Intent<P> {
  /**
   * Runs the effect for `payload`, unless a run is going (the store refuses it: a double tap sends one
   * request). Resolves with the outcome, or null when refused; what the run loaded is read from the state.
   */
  run: (payload: P) => Promise<Outcome | null>;
  /** True while a run of the intent is going. */
  pending: boolean;
  /** How the last run this screen started ended; null before, and while one runs. */
  outcome: Outcome | null;
  /** The failure's code and message when that run failed. */
  failure: { errorCode: string; message: string } | null;
}

/**
 * Runs an intent effect once at a time through the store's outcomes slice: `pending` is the intent's status
 * (the store refuses a second run while one is going), what a run loaded is read from the state, its
 * failure from `failure`, and `onDone` gets the outcome and the state. Options may change between renders:
 * the latest ones are used.
 */
export function useIntent<P, D = unknown>(effect: Effect<P, D>, options: IntentOptions<P> = {}): Intent<P> {
  const store = useStore<D>();
  const key = intentKey(effect, options.key);
  const current = useOutcome(key);
  // The run this screen started last: an outcome of an earlier visit is not this screen's to show.
  const [mine, setMine] = useState<number | null>(null);
  const closed = useRef(false);
  const latest = useRef({ effect, options });
  useEffect(() => {
    latest.current = { effect, options };
  });

  const run = useCallback(
    (payload: P): Promise<Outcome | null> => {
      if (closed.current) return Promise.resolve(null);
      const now = latest.current;
      const started = store.start(key, now.effect, payload, {
        ...(now.options.failsOn ? { failsOn: now.options.failsOn } : {}),
        ...(now.options.supersede ? { supersede: true } : {}),
      });
      setMine(store.outcome(key)?.runId ?? null);
      return started.then((outcome) => {
        if (!outcome) return null;
        // A run superseded by a newer one (or ended by a reset) is stale: nothing follows from it.
        if (store.outcome(key)?.runId !== outcome.runId) return outcome;
        const after = latest.current.options;
        closed.current = after.final?.(outcome, store.getState()) ?? false;
        after.onDone?.(outcome, store.getState(), payload);
        return outcome;
      });
    },
    [store, key],
  );

  const pending = current?.status === 'running';
  const outcome = !pending && current && mine !== null && current.runId >= mine ? current : null;
  return { run, pending, outcome, failure: failureOf(outcome) };
}

/** The failure of an outcome, for screens that show its message (null unless failed). */
export function failureOf(outcome: Outcome | null): { errorCode: string; message: string } | null {
  return outcome?.status === 'failed'
    ? { errorCode: outcome.errorCode ?? 'UNKNOWN', message: outcome.message ?? '' }
    : null;
}

/** Starts an intent outside React (the store's own callers); the same guard and outcome as `useIntent`. */
export function startIntent<P, D>(store: Store<D>, effect: Effect<P, D>, payload: P, sub?: string) {
  return store.start(intentKey(effect, sub), effect, payload);
}
