import { isStoredAppState } from './state-schema';
import { produce } from 'immer';
import { BehaviorSubject, skip, type Observable } from 'rxjs';
import type { DomainEvent, DomainEventType, UnstampedEvent } from '../domain/events';
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

/** Where an intent's latest run stands: runtime UI state, neither logged nor persisted (decision 0051). */
export type OutcomeStatus = 'running' | 'done' | 'failed';

/** The latest run of one intent key: its status, the failure's code and message, when, and which run. */
export interface Outcome {
  readonly status: OutcomeStatus;
  /** The `...Failed` event's code when failed; null otherwise. */
  readonly errorCode: string | null;
  /** The `...Failed` event's message (the borrower's words) when failed; null otherwise. */
  readonly message: string | null;
  /** Store clock: when the run started (running) or ended. */
  readonly at: number;
  /** Counts the store's runs; a result of an older run of the key is ignored. */
  readonly runId: number;
}

export interface StartOptions {
  /**
   * Starts a new run even while one of the key is going; the older run's result is then ignored (a load
   * whose payload changed). Without it, a second run of a running key is refused: the double-tap guard.
   */
  supersede?: boolean;
  /**
   * The event types that make the run failed (default: any event carrying `errorCode` and `message`), for
   * effects that also load something on the side whose failure the screen does not show.
   */
  failsOn?: readonly DomainEventType[];
  /** Told of each event the run emitted, once it ends (the store's hooks, for screens not yet reading state). */
  onEvent?: (event: DomainEvent) => void;
}

/** The failure an event reports, when it is one of `failsOn` (or any `...Failed` event). */
function failureIn(
  event: DomainEvent,
  failsOn: readonly DomainEventType[] | undefined,
): { errorCode: string; message: string } | null {
  if (failsOn && !failsOn.includes(event.type)) return null;
  const e = event as { errorCode?: unknown; message?: unknown };
  return typeof e.errorCode === 'string' && typeof e.message === 'string'
    ? { errorCode: e.errorCode, message: e.message }
    : null;
}

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
  /** The world effects are given (screens use it for stored values and the bridge, never for calls). */
  readonly deps: D;
  getState: () => AppState;
  subscribe: (listener: () => void) => () => void;
  readonly state$: Observable<AppState>;
  /** Live events only: replay and restore never pass through here, so effects never see them. */
  readonly events$: Observable<DomainEvent>;
  /** Stamps, folds and publishes one event. */
  dispatch(event: UnstampedEvent): DomainEvent;
  /** Runs an intent effect; resolves with the events it emitted once it completes or fails. */
  run<P>(effect: Effect<P, D>, payload: P): Promise<DomainEvent[]>;
  /**
   * Runs an intent under `key` and keeps its outcome (running, then done or failed with the code and
   * message of its failure event). Resolves with the outcome, or null when refused: a run of `key` is going
   * (unless `supersede`). A run superseded, or ended by `reset()`, leaves the outcome as it is.
   */
  start<P>(key: string, effect: Effect<P, D>, payload: P, options?: StartOptions): Promise<Outcome | null>;
  /** The latest outcome of an intent key; null before its first run. */
  outcome(key: string): Outcome | null;
  /** Every intent key's outcome; a new object on each change (for selectors). */
  outcomes(): Readonly<Record<string, Outcome>>;
  /** Called when an outcome changes; returns its unsubscribe. */
  subscribeOutcomes(listener: () => void): () => void;
  /** Subscribes an event-driven effect for the store's lifetime; returns its unsubscribe. */
  register(effect: EventEffect<D>): () => void;
  /** Folds recorded events (one produce per chunk); runs no effects, publishes nothing live. */
  replay(events: readonly DomainEvent[], chunkSize?: number): AppState;
  /** The events since the last snapshot. */
  log(): readonly DomainEvent[];
  /** Forgets everything, including the persisted log (account deletion). */
  reset(): void;
  /**
   * Removes the persisted log and drops a write still waiting, keeping the state in memory (10010301: the
   * app's stored data goes, the screen still says why). The next event writes a fresh log.
   */
  forgetPersisted(): void;
}

const defaultSessionEnd = (e: DomainEvent) => e.type === 'session/loggedOut' || e.type === 'session/expired';

const SLICE_KEYS = Object.keys(initialState) as (keyof AppState)[];

/** A stored state with the slices it lacks at their initial value, and slices no longer known dropped. */
function withAllSlices(stored: AppState): AppState {
  const complete = { ...initialState };
  for (const key of SLICE_KEYS) {
    if (key in stored) (complete as Record<string, unknown>)[key] = stored[key];
  }
  return complete;
}

/** Folds events into a state, one produce per chunk (replay speed stays near a hand-written fold). */
export function foldChunked(state: AppState, events: readonly DomainEvent[], chunkSize = 10_000): AppState {
  // A zero, negative, fractional or NaN size would loop forever or skip events: whole chunks of at least one.
  const size = chunkSize >= 1 ? Math.floor(chunkSize) : 1;
  let next = state;
  for (let start = 0; start < events.length; start += size) {
    const end = Math.min(start + size, events.length);
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

  const storage = options.storage;
  /** Removes the stored log; a storage that refuses (WebView with storage disabled) leaves it. */
  const forgetStored = () => {
    try {
      storage?.removeItem(LOG_STORAGE_KEY);
    } catch {
      // Nothing more can be done; the next successful write replaces it.
    }
  };

  // A log read from storage that is not as it may be kept at rest (written by an earlier build, or by a tool)
  // is written again at once, masked (issue 30).
  let rewriteLoaded = false;
  if (storage) {
    let raw: string | null = null;
    try {
      raw = storage.getItem(LOG_STORAGE_KEY);
    } catch {
      // Storage access denied: run in memory only rather than fail to start.
    }
    const loaded = parsePersistedLog(raw, isStoredAppState);
    if (loaded.ok) {
      snapshot = loaded.log.snapshot && {
        ...loaded.log.snapshot,
        state: withAllSlices(loaded.log.snapshot.state),
      };
      log = loaded.log.events;
      rewriteLoaded = true;
      try {
        state = foldChunked(snapshot?.state ?? initialState, log);
      } catch {
        // A log written by an incompatible build: start clean rather than crash the WebView.
        snapshot = null;
        log = [];
        state = initialState;
        rewriteLoaded = false;
        forgetStored();
      }
    } else if (loaded.reason !== 'empty') {
      forgetStored();
    }
  }

  const state$ = new BehaviorSubject<AppState>(state);
  let writeScheduled = false;
  // Set when a session ended since the last write: that write must not leave the old log behind.
  let sessionEndedSinceWrite = false;

  function persistSoon() {
    if (!storage || writeScheduled) return;
    writeScheduled = true;
    // Coalesce a burst of events into one write, still before the next task (a reload loses nothing).
    queueMicrotask(() => {
      // reset() cancels a pending write: it must not put an (empty) log back.
      if (!writeScheduled) return;
      writeScheduled = false;
      const written = writePersistedLog(storage, { version: LOG_VERSION, snapshot, events: log });
      // A full storage would keep the logged-in borrower's log: better no log than a resurrected session.
      if (!written && sessionEndedSinceWrite) forgetStored();
      sessionEndedSinceWrite = false;
    });
  }

  if (rewriteLoaded) persistSoon();

  function compact(at: number) {
    snapshot = { state, at };
    log = [];
  }

  // Nested dispatches (an event effect reacting synchronously) are folded at once but announced after the
  // event that caused them, so every subscriber sees states and events in log order.
  const outbox: DomainEvent[] = [];
  const outboxStates: AppState[] = [];
  let announcing = false;
  function announce(next: AppState, event: DomainEvent) {
    outboxStates.push(next);
    outbox.push(event);
    if (announcing) return;
    announcing = true;
    try {
      for (let i = 0; i < outbox.length; i += 1) {
        state$.next(outboxStates[i]!);
        bus.publish(outbox[i]!);
      }
    } finally {
      outbox.length = 0;
      outboxStates.length = 0;
      announcing = false;
    }
  }

  // The outcomes slice: runtime UI state, kept apart from the folded AppState (not in the log, not stored).
  let outcomes: Readonly<Record<string, Outcome>> = {};
  let runs = 0;
  const outcomeListeners = new Set<() => void>();
  function setOutcome(key: string, outcome: Outcome) {
    outcomes = { ...outcomes, [key]: outcome };
    for (const listener of [...outcomeListeners]) listener();
  }

  const ctx: EffectContext<D> = {
    getState: () => state,
    state$: state$.asObservable(),
    events$: bus.events$,
    deps: options.deps,
  };

  const store: Store<D> = {
    deps: options.deps,
    getState: () => state,
    subscribe(listener) {
      // Called on changes only, not once on subscribing (the BehaviorSubject's current value).
      const sub = state$.pipe(skip(1)).subscribe({ next: () => listener() });
      return () => sub.unsubscribe();
    },
    state$: state$.asObservable(),
    events$: bus.events$,
    dispatch(unstamped) {
      const event = { ...unstamped, at: clock() };
      state = produce(state, (draft) => reduce(draft, event));
      if (isSessionEnd(event)) {
        compact(event.at);
        sessionEndedSinceWrite = true;
      } else {
        log.push(event);
        if (log.length >= COMPACT_AFTER) compact(event.at);
      }
      persistSoon();
      announce(state, event);
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
    start(key, effect, payload, options = {}) {
      const current = outcomes[key];
      // The double-tap guard: one run of an intent at a time.
      if (current?.status === 'running' && !options.supersede) return Promise.resolve(null);
      const runId = ++runs;
      setOutcome(key, { status: 'running', errorCode: null, message: null, at: clock(), runId });
      /** The outcome, kept only while this run is still the key's latest. */
      const settle = (outcome: Outcome): Outcome => {
        if (outcomes[key]?.runId === runId) setOutcome(key, outcome);
        return outcome;
      };
      return store.run(effect, payload).then(
        (events) => {
          let failure: { errorCode: string; message: string } | null = null;
          for (const event of events) {
            failure = failureIn(event, options.failsOn) ?? failure;
            options.onEvent?.(event);
          }
          return settle(
            failure
              ? { status: 'failed', ...failure, at: clock(), runId }
              : { status: 'done', errorCode: null, message: null, at: clock(), runId },
          );
        },
        (error: unknown) => {
          // An effect that throws instead of emitting its failure event: the intent is freed, the bug reported.
          settle({ status: 'failed', errorCode: 'UNKNOWN', message: null, at: clock(), runId });
          throw error;
        },
      );
    },
    outcome: (key) => outcomes[key] ?? null,
    outcomes: () => outcomes,
    subscribeOutcomes(listener) {
      outcomeListeners.add(listener);
      return () => outcomeListeners.delete(listener);
    },
    register(effect) {
      const sub = effect(ctx).subscribe({ next: (e) => store.dispatch(e) });
      return () => sub.unsubscribe();
    },
    replay(events, chunkSize) {
      state = foldChunked(state, events, chunkSize);
      // A loop, not push(...events): spreading 100k+ arguments overflows the call stack.
      for (const event of events) log.push(event);
      const last = events[events.length - 1];
      // The same bounds as live events: no personal data after a session end, no unbounded log.
      const endedSession = events.some(isSessionEnd);
      if (last && (endedSession || log.length >= COMPACT_AFTER)) compact(last.at);
      if (endedSession) sessionEndedSinceWrite = true;
      persistSoon();
      state$.next(state);
      return state;
    },
    log: () => log,
    forgetPersisted() {
      writeScheduled = false;
      sessionEndedSinceWrite = false;
      forgetStored();
    },
    reset() {
      snapshot = null;
      log = [];
      state = initialState;
      writeScheduled = false;
      sessionEndedSinceWrite = false;
      forgetStored();
      // Runs still going belong to the state just forgotten: their results are ignored.
      outcomes = {};
      for (const listener of [...outcomeListeners]) listener();
      state$.next(state);
    },
  };
  return store;
}
