import { produce } from 'immer';
import { BehaviorSubject, skip, type Observable, type Subscription } from 'rxjs';
import type { DomainEvent, UnstampedEvent } from '../domain/events';
import { loginBoundary } from '../domain/session/session.reducer';
import { initialState, reduce, type AppState } from '../domain/state';
import { createEventBus } from './event-bus';
import { foldChunked } from './fold';
import { keepLog } from './kept-log';
import { createOutcomes, type Outcome, type Outcomes, type StartOptions } from './outcomes';
import type { LogStorage } from './persistence';

export { foldChunked } from './fold';
export type { Outcome, OutcomeStatus, StartOptions } from './outcomes';

/** What an effect gets: the state, the live events and the world (api, bridge, storage...) passed in. */
export interface EffectContext<D> {
  getState: () => AppState;
  readonly state$: Observable<AppState>;
  readonly events$: Observable<DomainEvent>;
  readonly deps: D;
  /**
   * False once the session the run started in has ended (a logout, a session code, another borrower: decision
   * 0061), also after the run itself ended: the store has stopped the run and folds nothing more of it. An
   * effect that writes outside the store after a call (drafts, stored values) asks first, and so does work it
   * left going. Always true for event-driven effects.
   */
  current: () => boolean;
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
   * (unless `supersede`). A run superseded, or ended by `reset()`, leaves the outcome as it is. The outcomes of
   * a session that ended are gone (`outcome` answers null, the key runs again), but for the run that ended it.
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
   * Counts the session changes screens must not outlive: a login, a logout, a session's end, another borrower
   * (decision 0061). The router keys the screens on it. A login or an end that an effect's own run brings (the
   * login screen's, the account deletion's), and `reset()`, leave it: that screen moves on by itself.
   */
  readonly sessionEpoch: () => number;
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

/** One run of an intent effect, as the session fence knows it. */
interface LiveRun {
  /** Its outcome's run id when it runs under an intent key (`start`); null for `run`. */
  readonly runId: number | null;
  /** The fence's count of session ends when it started, or when its own event ended or switched the session. */
  since: number;
  /** Stops it: nothing more of it folds, and it resolves with what it emitted so far. */
  cancel(): void;
}

/** What a folded event does to the session: starts one, replaces another borrower's, or ends it. */
type Boundary = 'start' | 'switch' | 'end';

/**
 * The session fence (decision 0061): the runs going, and which outcomes belong to a session that ended. An end,
 * or another borrower, stops every run but the one that brought it, and hides the outcomes of the runs started
 * before it (a running one no longer holds its key). A login after nobody's session stops nothing: what runs
 * then (the login itself, the package configuration) is nobody's and goes on into the session.
 */
function createSessionFence() {
  const live = new Set<LiveRun>();
  const listeners = new Set<() => void>();
  let epoch = 0;
  let ends = 0;
  let version = 0;
  let lastRunId = 0;
  let fencedUpTo = 0;
  let spared: number | null = null;
  return {
    epoch: () => epoch,
    /** Counts the session ends (and changes of borrower): a run started before the last one is not current. */
    ends: () => ends,
    /** Changes whenever `visible` may answer differently. */
    version: () => version,
    visible: (outcome: Outcome) => outcome.runId > fencedUpTo || outcome.runId === spared,
    track(run: LiveRun): () => void {
      if (run.runId !== null) lastRunId = Math.max(lastRunId, run.runId);
      live.add(run);
      return () => void live.delete(run);
    },
    /**
     * `owner`: the run whose own event it is (null: a dispatch, a reset, a replay). `remount`: whether the screens
     * start afresh; not after a login or an end the screen's own run brought, nor a reset (the screen that
     * asked for it moves on by itself: the account deletion's).
     */
    cross(boundary: Boundary, owner: LiveRun | null, remount = owner === null || boundary === 'switch') {
      if (remount) epoch += 1;
      if (boundary === 'start') return;
      ends += 1;
      if (owner) owner.since = ends;
      fencedUpTo = lastRunId;
      spared = owner?.runId ?? null;
      version += 1;
      for (const run of [...live]) if (run !== owner) run.cancel();
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
type SessionFence = ReturnType<typeof createSessionFence>;

/**
 * Runs an effect for one payload, dispatching what it emits (as the run's own: `dispatch`'s second argument);
 * resolves with those events once it completes, or once the session fence stops it.
 */
function runEffect<P, D>(
  effect: Effect<P, D>,
  payload: P,
  ctx: EffectContext<D>,
  dispatch: (event: UnstampedEvent, owner: LiveRun) => DomainEvent,
  fenced: { fence: SessionFence; runId: number | null },
): Promise<DomainEvent[]> {
  return new Promise((resolve, reject) => {
    const emitted: DomainEvent[] = [];
    let stopped = false;
    let subscription: Subscription | undefined;
    const run: LiveRun = {
      runId: fenced.runId,
      since: fenced.fence.ends(),
      cancel() {
        stopped = true;
        untrack();
        subscription?.unsubscribe();
        resolve(emitted);
      },
    };
    const untrack = fenced.fence.track(run);
    try {
      // Current while its session goes on, also after the run ended (a report it left going asks too).
      const current = () => !stopped && run.since === fenced.fence.ends();
      subscription = effect(payload, { ...ctx, current }).subscribe({
        next: (e) => {
          if (!stopped) emitted.push(dispatch(e, run));
        },
        error: (error: unknown) => {
          untrack();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        complete: () => {
          untrack();
          resolve(emitted);
        },
      });
    } catch (error) {
      untrack();
      throw error;
    }
    // Stopped while it was subscribing (an event it emitted at once ended the session).
    if (stopped) subscription.unsubscribe();
  });
}

/**
 * The outcomes slice as the store gives it: a session that ended leaves none of its runs' outcomes (but for the
 * run that ended it), and none holds its key; the object of every outcome is the same while nothing changed.
 */
function fencedOutcomes<D>(
  outcomes: Outcomes,
  fence: SessionFence,
  runFenced: <P>(effect: Effect<P, D>, payload: P, runId: number | null) => Promise<DomainEvent[]>,
): Pick<Store<D>, 'start' | 'outcome' | 'outcomes' | 'subscribeOutcomes'> {
  const visible = (outcome: Outcome | null) => (outcome && fence.visible(outcome) ? outcome : null);
  type All = Readonly<Record<string, Outcome>>;
  let cached: { from: All; version: number; value: All } | null = null;
  return {
    start(key, effect, payload, startOptions) {
      const stale = outcomes.get(key) !== null && visible(outcomes.get(key)) === null;
      const given = stale ? { ...startOptions, supersede: true } : startOptions;
      return outcomes.start(key, () => runFenced(effect, payload, outcomes.get(key)?.runId ?? null), given);
    },
    outcome: (key) => visible(outcomes.get(key)),
    outcomes() {
      const all = outcomes.all();
      if (cached?.from !== all || cached.version !== fence.version()) {
        const entries = Object.entries(all);
        const value = entries.every(([, o]) => fence.visible(o))
          ? all
          : Object.fromEntries(entries.filter(([, o]) => fence.visible(o)));
        cached = { from: all, version: fence.version(), value };
      }
      return cached.value;
    },
    subscribeOutcomes(listener) {
      const stops = [outcomes.subscribe(listener), fence.subscribe(listener)];
      return () => stops.forEach((stop) => stop());
    },
  };
}

/** What an event does to the session, judged on the state before it folds. */
function boundaryOf(before: AppState, event: DomainEvent, isSessionEnd: (e: DomainEvent) => boolean) {
  if (isSessionEnd(event)) return 'end';
  return event.type === 'session/loggedIn' ? loginBoundary(before.session, event) : null;
}

/** Whether replayed events changed who is logged in. */
const otherSession = (a: AppState, b: AppState) =>
  a.session.loggedIn !== b.session.loggedIn || a.session.token !== b.session.token;

/**
 * Whether replayed events put another borrower in the place of the one logged in before them (the kept log is then
 * compacted, as after a session end: decision 0077). The same borrower with a refreshed token is not another.
 */
function borrowerChanged(before: AppState, after: AppState): boolean {
  const { token, mobile } = after.session;
  if (!before.session.loggedIn || !after.session.loggedIn || token === null) return false;
  return loginBoundary(before.session, { token, mobile: mobile ?? '' }) === 'switch';
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
  // Which runs and outcomes belong to the session going on: runtime too, so the log and journeys keep their form.
  const fence = createSessionFence();
  const ctx: EffectContext<D> = {
    getState: () => state,
    state$: state$.asObservable(),
    events$: bus.events$,
    deps: options.deps,
    current: () => true,
  };
  const fold = (unstamped: UnstampedEvent, owner: LiveRun | null): DomainEvent => {
    const event = { ...unstamped, at: clock() };
    const boundary = boundaryOf(state, event, isSessionEnd);
    state = produce(state, (draft) => reduce(draft, event));
    if (boundary) fence.cross(boundary, owner);
    // Another borrower's login compacts the kept log like a session's end: none of A's events stay in B's.
    kept.append([event], state, boundary === 'switch');
    announce(state, event);
    return event;
  };
  const dispatch = (event: UnstampedEvent) => fold(event, null);
  const runFenced = <P>(effect: Effect<P, D>, payload: P, runId: number | null) =>
    runEffect(effect, payload, ctx, fold, { fence, runId });

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
    run: (effect, payload) => runFenced(effect, payload, null),
    ...fencedOutcomes<D>(outcomes, fence, runFenced),
    register(effect) {
      const sub = effect(ctx).subscribe({ next: (e) => dispatch(e) });
      return () => sub.unsubscribe();
    },
    replay(events, chunkSize) {
      const before = state;
      state = foldChunked(state, events, chunkSize);
      if (otherSession(before, state)) fence.cross('switch', null);
      kept.append(events, state, borrowerChanged(before, state));
      state$.next(state);
      return state;
    },
    log: () => kept.events(),
    forgetPersisted: () => kept.forgetPersisted(),
    reset() {
      state = initialState;
      kept.reset();
      // Runs still going belong to the state just forgotten: they stop, and their results are ignored.
      outcomes.clear();
      fence.cross('end', null, false);
      state$.next(state);
    },
    sessionEpoch: () => fence.epoch(),
  };
}
