import { produce } from 'immer';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { DomainEvent, UnstampedEvent } from '../domain/events';
import { initialState, reduce, type AppState } from '../domain/state';
import { createEventBus } from './event-bus';
import {
  COMPACT_AFTER,
  LOG_STORAGE_KEY,
  LOG_VERSION,
  parsePersistedLog,
  writePersistedLog,
  type LogStorage,
} from './persistence';

/** What an effect gets: the state, the live events and the world (api, bridge, storage...) passed in. */
export interface EffectContext<D> {
  getState: () => AppState;
  readonly state$: Observable<AppState>;
  readonly events$: Observable<DomainEvent>;
  readonly deps: D;
}

/** An intent-driven effect: runs for one payload, emits events, completes. Failures are events too. */
export type Effect<P, D> = (payload: P, ctx: EffectContext<D>) => Observable<UnstampedEvent>;

/** An event-driven effect: watches live events (never replayed ones) and emits more. */
export type EventEffect<D> = (ctx: EffectContext<D>) => Observable<UnstampedEvent>;

export interface StoreOptions<D> {
  /** Milliseconds of the store clock; stamps `at` on every event. */
  clock?: () => number;
  /** Where the event log survives a WebView reload; omit to keep it in memory only. */
  storage?: LogStorage;
  deps: D;
  /** Events whose arrival ends a user's data: the log is compacted so nothing personal stays behind. */
  isSessionEnd?: (event: DomainEvent) => boolean;
}

export interface Store<D> {
  getState: () => AppState;
  subscribe: (listener: () => void) => () => void;
  readonly state$: Observable<AppState>;
  /** Live events only: replay and restore never pass through here, so effects never see them. */
  readonly events$: Observable<DomainEvent>;
  /** Stamps, folds and publishes one event. */
  dispatch(event: UnstampedEvent): DomainEvent;
  /** Runs an intent effect; resolves with the events it emitted once it completes or fails. */
  run<P>(effect: Effect<P, D>, payload: P): Promise<DomainEvent[]>;
  /** Subscribes an event-driven effect for the store's lifetime; returns its unsubscribe. */
  register(effect: EventEffect<D>): () => void;
  /** Folds recorded events (one produce per chunk); runs no effects, publishes nothing live. */
  replay(events: readonly DomainEvent[], chunkSize?: number): AppState;
  /** The events since the last snapshot. */
  log(): readonly DomainEvent[];
  /** Forgets everything, including the persisted log (account deletion, 10010301). */
  reset(): void;
}

const defaultSessionEnd = (e: DomainEvent) => e.type === 'session/loggedOut' || e.type === 'session/expired';

function isAppState(x: unknown): x is AppState {
  if (typeof x !== 'object' || x === null) return false;
  return Object.keys(initialState).every((k) => k in x);
}

/** Folds events into a state, one produce per chunk (replay speed stays near a hand-written fold). */
export function foldChunked(state: AppState, events: readonly DomainEvent[], chunkSize = 10_000): AppState {
  let next = state;
  for (let start = 0; start < events.length; start += chunkSize) {
    const end = Math.min(start + chunkSize, events.length);
    next = produce(next, (draft) => {
      for (let i = start; i < end; i += 1) reduce(draft, events[i]!);
    });
  }
  return next;
}

/** Creates the store: RxJS event bus, immer fold, effects runner and the persisted log. */
export function createStore<D>(options: StoreOptions<D>): Store<D> {
  const clock = options.clock ?? (() => Date.now());
  const isSessionEnd = options.isSessionEnd ?? defaultSessionEnd;
  const bus = createEventBus();

  let snapshot: { state: AppState; at: number } | null = null;
  let log: DomainEvent[] = [];
  let state: AppState = initialState;

  if (options.storage) {
    const loaded = parsePersistedLog(options.storage.getItem(LOG_STORAGE_KEY), isAppState);
    if (loaded.ok) {
      snapshot = loaded.log.snapshot;
      log = loaded.log.events;
      try {
        state = foldChunked(snapshot?.state ?? initialState, log);
      } catch {
        // A log written by an incompatible build: start clean rather than crash the WebView.
        snapshot = null;
        log = [];
        state = initialState;
      }
    } else if (loaded.reason !== 'empty') {
      options.storage.removeItem(LOG_STORAGE_KEY);
    }
  }

  const state$ = new BehaviorSubject<AppState>(state);
  let writeScheduled = false;

  function persistSoon() {
    if (!options.storage || writeScheduled) return;
    writeScheduled = true;
    // Coalesce a burst of events into one write, still before the next task (a reload loses nothing).
    queueMicrotask(() => {
      writeScheduled = false;
      if (options.storage) writePersistedLog(options.storage, { version: LOG_VERSION, snapshot, events: log });
    });
  }

  function compact(at: number) {
    snapshot = { state, at };
    log = [];
  }

  const ctx: EffectContext<D> = {
    getState: () => state,
    state$: state$.asObservable(),
    events$: bus.events$,
    deps: options.deps,
  };

  const store: Store<D> = {
    getState: () => state,
    subscribe(listener) {
      const sub = state$.subscribe({ next: () => listener() });
      return () => sub.unsubscribe();
    },
    state$: state$.asObservable(),
    events$: bus.events$,
    dispatch(unstamped) {
      const event = { ...unstamped, at: clock() };
      state = produce(state, (draft) => reduce(draft, event));
      if (isSessionEnd(event)) compact(event.at);
      else {
        log.push(event);
        if (log.length >= COMPACT_AFTER) compact(event.at);
      }
      persistSoon();
      state$.next(state);
      bus.publish(event);
      return event;
    },
    run(effect, payload) {
      return new Promise((resolve, reject) => {
        const emitted: DomainEvent[] = [];
        effect(payload, ctx).subscribe({
          next: (e) => emitted.push(store.dispatch(e)),
          error: (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
          complete: () => resolve(emitted),
        });
      });
    },
    register(effect) {
      const sub = effect(ctx).subscribe({ next: (e) => store.dispatch(e) });
      return () => sub.unsubscribe();
    },
    replay(events, chunkSize) {
      state = foldChunked(state, events, chunkSize);
      log.push(...events);
      persistSoon();
      state$.next(state);
      return state;
    },
    log: () => log,
    reset() {
      snapshot = null;
      log = [];
      state = initialState;
      options.storage?.removeItem(LOG_STORAGE_KEY);
      state$.next(state);
    },
  };
  return store;
}
