import { produce } from 'immer';
import { BehaviorSubject, skip, type Observable } from 'rxjs';
import type { DomainEvent, UnstampedEvent } from '../domain/events';
import { initialState, reduce, type AppState } from '../domain/state';
import { createEventBus } from './event-bus';
import { foldChunked } from './fold';
import { keepLog } from './kept-log';
import { createOutcomes, type Outcome, type StartOptions } from './outcomes';
import type { LogStorage } from './persistence';

export { foldChunked } from './fold';
export type { Outcome, OutcomeStatus, StartOptions } from './outcomes';

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

/**
 * Announces folded events in log order: nested dispatches (an event effect reacting synchronously) are
 * folded at once but announced after the event that caused them, so every subscriber sees states and
 * events in log order.
 */
function createAnnouncer(state$: BehaviorSubject<AppState>, publish: (event: DomainEvent) => void) {
  const outbox: DomainEvent[] = [];
  const outboxStates: AppState[] = [];
  let announcing = false;
  return (next: AppState, event: DomainEvent) => {
    outboxStates.push(next);
    outbox.push(event);
    if (announcing) return;
    announcing = true;
    try {
      for (let i = 0; i < outbox.length; i += 1) {
        state$.next(outboxStates[i]!);
        publish(outbox[i]!);
      }
    } finally {
      outbox.length = 0;
      outboxStates.length = 0;
      announcing = false;
    }
  };
}

/** Runs an effect for one payload, dispatching what it emits; resolves with those events once it completes. */
function runEffect<P, D>(
  effect: Effect<P, D>,
  payload: P,
  ctx: EffectContext<D>,
  dispatch: (event: UnstampedEvent) => DomainEvent,
): Promise<DomainEvent[]> {
  return new Promise((resolve, reject) => {
    const emitted: DomainEvent[] = [];
    effect(payload, ctx).subscribe({
      next: (e) => emitted.push(dispatch(e)),
      error: (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
      complete: () => resolve(emitted),
    });
  });
}

/** Creates the store: RxJS event bus, immer fold, effects runner, the outcomes slice and the persisted log. */
export function createStore<D>(options: StoreOptions<D>): Store<D> {
  const clock = options.clock ?? (() => Date.now());
  const isSessionEnd = options.isSessionEnd ?? defaultSessionEnd;
  const bus = createEventBus();
  const kept = keepLog(options.storage, isSessionEnd);
  let state: AppState = kept.loaded;
  const state$ = new BehaviorSubject<AppState>(state);
  const announce = createAnnouncer(state$, (event) => bus.publish(event));
  // The outcomes slice: runtime UI state, kept apart from the folded AppState (not in the log, not stored).
  const outcomes = createOutcomes(clock);
  const ctx: EffectContext<D> = {
    getState: () => state,
    state$: state$.asObservable(),
    events$: bus.events$,
    deps: options.deps,
  };
  const dispatch = (unstamped: UnstampedEvent): DomainEvent => {
    const event = { ...unstamped, at: clock() };
    state = produce(state, (draft) => reduce(draft, event));
    kept.append([event], state);
    announce(state, event);
    return event;
  };
  const run = <P>(effect: Effect<P, D>, payload: P) => runEffect(effect, payload, ctx, dispatch);

  return {
    deps: options.deps,
    getState: () => state,
    subscribe(listener) {
      // Called on changes only, not once on subscribing (the BehaviorSubject's current value).
      const sub = state$.pipe(skip(1)).subscribe({ next: () => listener() });
      return () => sub.unsubscribe();
    },
    state$: ctx.state$,
    events$: bus.events$,
    dispatch,
    run,
    start: (key, effect, payload, startOptions) =>
      outcomes.start(key, () => run(effect, payload), startOptions),
    outcome: outcomes.get,
    outcomes: outcomes.all,
    subscribeOutcomes: outcomes.subscribe,
    register(effect) {
      const sub = effect(ctx).subscribe({ next: (e) => dispatch(e) });
      return () => sub.unsubscribe();
    },
    replay(events, chunkSize) {
      state = foldChunked(state, events, chunkSize);
      kept.append(events, state);
      state$.next(state);
      return state;
    },
    log: () => kept.events(),
    forgetPersisted: () => kept.forgetPersisted(),
    reset() {
      state = initialState;
      kept.reset();
      // Runs still going belong to the state just forgotten: their results are ignored.
      outcomes.clear();
      state$.next(state);
    },
  };
}
