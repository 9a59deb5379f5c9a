import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { DomainEvent, DomainEventType } from '../domain/events';
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
 * Legacy form: what the last run came to, read from its events, for the screens not moved yet (the step save,
 * the ID card steps, the cashier, the extension; issue 32).
 */
export interface EventIntent<P, R> {
  run: (payload: P) => void;
  pending: boolean;
  outcome: R | null;
}

/**
 * Runs an intent effect once at a time through the store's outcomes slice: `pending` is the intent's status
 * (the store refuses a second run while one is going), what a run loaded is read from the state, its
 * failure from `failure`, and `onDone` gets the outcome and the state. Options may change between renders:
 * the latest ones are used.
 */
export function useIntent<P, D = unknown>(effect: Effect<P, D>, options?: IntentOptions<P>): Intent<P>;
/** @deprecated Legacy form reading events: the screens not moved yet (see EventIntent; issue 32). */
export function useIntent<P, R, D = unknown>(
  effect: Effect<P, D>,
  read: (events: DomainEvent[], payload: P) => R,
  onDone?: (outcome: R, payload: P) => void,
  final?: (outcome: R) => boolean,
): EventIntent<P, R>;
export function useIntent<P, R, D = unknown>(
  effect: Effect<P, D>,
  second?: IntentOptions<P> | ((events: DomainEvent[], payload: P) => R),
  onDone?: (outcome: R, payload: P) => void,
  final?: (outcome: R) => boolean,
): Intent<P> | EventIntent<P, R> {
  const options: IntentOptions<P> = typeof second === 'function' ? {} : (second ?? {});
  const store = useStore<D>();
  // The legacy form keeps its guard per screen, as before (two ID-card sides upload side by side).
  const instance = useId();
  const key = intentKey(effect, typeof second === 'function' ? instance : options.key);
  const current = useOutcome(key);
  // The run this screen started last: an outcome of an earlier visit is not this screen's to show.
  const [mine, setMine] = useState<number | null>(null);
  const [read, setRead] = useState<R | null>(null);
  const closed = useRef(false);
  const latest = useRef({ effect, second, onDone, final, options });
  useEffect(() => {
    latest.current = { effect, second, onDone, final, options };
  });

  const run = useCallback(
    (payload: P): Promise<Outcome | null> => {
      if (closed.current) return Promise.resolve(null);
      const now = latest.current;
      const legacy = typeof now.second === 'function' ? now.second : null;
      const events: DomainEvent[] = [];
      const started = store.start(key, now.effect, payload, {
        ...(now.options.failsOn ? { failsOn: now.options.failsOn } : {}),
        ...(now.options.supersede ? { supersede: true } : {}),
        ...(legacy ? { onEvent: (e: DomainEvent) => events.push(e) } : {}),
      });
      const runId = store.outcome(key)?.runId ?? null;
      setMine(runId);
      if (legacy) setRead(null);
      return started.then((outcome) => {
        if (!outcome) return null;
        const after = latest.current;
        if (legacy) {
          const value = legacy(events, payload);
          closed.current = after.final?.(value) ?? false;
          setRead(value);
          after.onDone?.(value, payload);
        } else {
          // A run superseded by a newer one (or ended by a reset) is stale: nothing follows from it.
          if (store.outcome(key)?.runId !== outcome.runId) return outcome;
          closed.current = after.options.final?.(outcome, store.getState()) ?? false;
          after.options.onDone?.(outcome, store.getState(), payload);
        }
        return outcome;
      });
    },
    [store, key],
  );

  const runAndForget = useCallback((payload: P) => void run(payload), [run]);
  const pending = current?.status === 'running';
  if (typeof second === 'function') return { run: runAndForget, pending, outcome: pending ? null : read };
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

/** The last event a run emitted, for intents whose outcome is their final event. */
export function lastEvent(events: DomainEvent[]): DomainEvent | null {
  return events.at(-1) ?? null;
}

/** Every event a run emitted, for intents whose outcome takes several (a payment and the re-read offer). */
export function allEvents(events: DomainEvent[]): DomainEvent[] {
  return events;
}
