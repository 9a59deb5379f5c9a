import { useCallback, useEffect, useRef, useState } from 'react';
import type { DomainEventType } from '../domain/events';
import type { AppState } from '../domain/state';
import type { Effect, Outcome } from './store';
import { useStore } from './use-app-state';
import { intentKey, useOutcome } from './use-intent';

/** What a screen shows of something it loads: loading, the data, or the failure's code and message. */
export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'loaded'; data: T }
  | { status: 'failed'; errorCode: string; message: string };

const LOADING = { status: 'loading' } as const;

interface CommonLoadOptions<P, T> {
  /** Identifies the payload: a new key loads again, and a result for an older key is dropped. */
  key: string;
  /** The event types whose arrival fails the load (default: any `...Failed` event). */
  failsOn?: readonly DomainEventType[];
  /** Nothing loads while false (nobody logged in, nothing to load). Default true. */
  enabled?: boolean;
  /** What shows until the first result (default: loading), e.g. what the log kept from the last visit. */
  initial?: () => LoadState<T>;
  /** Told of each result (a toast, a flag); not of results dropped as stale. */
  onLoaded?: (state: LoadState<T>, payload: P) => void;
}

/**
 * A load whose data the reducers fold: once the run ends, `select` reads it from the state (null when the
 * state does not hold it); a failed run shows the outcome's code and message. The one result path (0051).
 */
export interface LoadOptions<P, T> extends CommonLoadOptions<P, T> {
  select: (state: AppState, payload: P) => T | null | undefined;
}

/** What a load came to, read from the state: the outcome's failure, else what `select` finds there. */
export function loadStateOf<P, T>(
  outcome: Outcome,
  state: AppState,
  select: (state: AppState, payload: P) => T | null | undefined,
  payload: P,
): LoadState<T> {
  if (outcome.status === 'failed')
    return { status: 'failed', errorCode: outcome.errorCode ?? 'UNKNOWN', message: outcome.message ?? '' };
  const data = select(state, payload);
  return data === null || data === undefined
    ? { status: 'failed', errorCode: 'UNKNOWN', message: '' }
    : { status: 'loaded', data };
}

export interface Load<P, T> {
  state: LoadState<T>;
  /** True while a load is going. */
  pending: boolean;
  /**
   * Loads again unless a load is going (a double tap sends one request). `quiet` keeps what shows until the
   * result; `payload` replaces the screen's payload for this load.
   */
  reload: (options?: { quiet?: boolean; payload?: P }) => void;
}

/**
 * Loads on open: runs a load effect when the screen opens and again when `key` changes, keeps what it
 * came to, and drops a result that arrives after the screen left or a newer load started. The load is an
 * intent of the store's outcomes slice (key: the effect and `key`): `pending` is its status, and the store
 * refuses a reload while one is going.
 */
export function useLoad<P, T, D = unknown>(
  effect: Effect<P, D>,
  payload: P,
  options: LoadOptions<P, T>,
): Load<P, T> {
  const { key, enabled = true } = options;
  const store = useStore<D>();
  const [result, setResult] = useState<{ key: string | null; state: LoadState<T> }>(() => ({
    key: null,
    state: options.initial?.() ?? LOADING,
  }));
  const outcome = useOutcome(intentKey(effect, key));
  const latest = useRef({ effect, payload, options });
  useEffect(() => {
    latest.current = { effect, payload, options };
  });
  // The run whose result this screen waits for; null once it has left.
  const wanted = useRef<number | null>(null);

  /** Starts a load; with `replace`, a load of the key still going is replaced (its result ignored). */
  const start = useCallback(
    (forKey: string, replace: boolean, given?: P) => {
      const { effect: load, payload: current, options: now } = latest.current;
      const sent = given ?? current;
      const storeKey = intentKey(load, forKey);
      const started = store.start(storeKey, load, sent, {
        supersede: replace,
        ...(now.failsOn ? { failsOn: now.failsOn } : {}),
      });
      wanted.current = store.outcome(storeKey)?.runId ?? null;
      void started.then((ended) => {
        if (!ended || ended.runId !== wanted.current) return;
        // A load a session's end stopped came to nothing of the next session's (decision 0061).
        if (store.outcome(storeKey) === null) return;
        const state = loadStateOf(ended, store.getState(), now.select, sent);
        setResult({ key: forKey, state });
        latest.current.options.onLoaded?.(state, sent);
      });
    },
    [store],
  );

  useEffect(() => {
    if (!enabled) return;
    start(key, true);
    return () => {
      wanted.current = null;
    };
  }, [start, key, enabled]);

  const reload = useCallback(
    ({ quiet = false, payload: given }: { quiet?: boolean; payload?: P } = {}) => {
      const { effect: load, options: now } = latest.current;
      // A double tap sends one request: the store would refuse it, and what shows stays.
      if (store.outcome(intentKey(load, now.key))?.status === 'running') return;
      if (!quiet) setResult((r) => ({ ...r, state: LOADING }));
      start(now.key, false, given);
    },
    [start, store],
  );

  const running = outcome?.status === 'running';
  return { state: result.state, pending: running || (enabled && result.key !== key), reload };
}
