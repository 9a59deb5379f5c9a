import { Subject, filter, map, of, throwError, concat, type Observable } from 'rxjs';
import type { DomainEvent, UnstampedEvent } from '../domain/events';
import { foldEvents, initialState, type AppState } from '../domain/state';
import {
  borrowerLogEvents,
  ev,
  journeyEvents,
  order,
  syntheticEvents,
} from '../domain/testing/event-fixtures';
import { createStore, foldChunked, type Effect, type EventEffect } from './store';

interface Deps {
  greeting: string;
}

/** A store on a clock the test sets by hand. */
function setup() {
  let now = 1_000;
  const store = createStore<Deps>({ deps: { greeting: 'hola' }, clock: () => now });
  return {
    store,
    setNow: (ms: number) => (now = ms),
  };
}

function unstamp(event: DomainEvent): UnstampedEvent {
  const { at: _at, ...rest } = event;
  return rest;
}

/** Dispatches recorded events one by one, with the clock showing each event's own time. */
function dispatchAll(events: readonly DomainEvent[]): AppState {
  let now = 0;
  const store = createStore({ deps: {}, clock: () => now });
  for (const event of events) {
    now = event.at;
    store.dispatch(unstamp(event));
  }
  return store.getState();
}

function collect<T>(source: Observable<T>): { seen: T[]; stop: () => void } {
  const seen: T[] = [];
  const sub = source.subscribe((x) => seen.push(x));
  return { seen, stop: () => sub.unsubscribe() };
}

describe('dispatch', () => {
  test('stamps the event with the injected clock and folds it into the state', () => {
    const { store, setNow } = setup();
    setNow(42_000);
    const stamped = store.dispatch({ type: 'quota/granted', amount: 5000 });
    expect(stamped).toEqual({ type: 'quota/granted', amount: 5000, at: 42_000 });
    expect(store.getState().quota).toMatchObject({ status: 'granted', amount: 5000 });
    expect(store.log()).toEqual([stamped]);
  });

  test('the time of a login comes from the clock, not from the caller', () => {
    const { store, setNow } = setup();
    setNow(7_777);
    store.dispatch({ type: 'session/loggedIn', mobile: '5512345678', token: 'Bearer t', via: 'web' });
    expect(store.getState().session.loggedInAt).toBe(7_777);
  });

  test('a given list of events gives the same state as the domain fold', () => {
    const events = journeyEvents();
    expect(dispatchAll(events)).toEqual(foldEvents(initialState, events));
  });

  test('subscribers are told about every change, not on subscribing, and not after unsubscribing', () => {
    const { store } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    expect(listener).not.toHaveBeenCalled();
    store.dispatch({ type: 'quota/granted', amount: 1000 });
    store.dispatch({ type: 'settings/languageChanged', language: 'en' });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.dispatch({ type: 'quota/granted', amount: 2000 });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  test('a subscriber reading the state sees the event already folded', () => {
    const { store } = setup();
    const amounts: Array<number | null> = [];
    store.subscribe(() => amounts.push(store.getState().quota.amount));
    store.dispatch({ type: 'quota/granted', amount: 3000 });
    expect(amounts).toEqual([3000]);
  });

  test('events$ carries live events only, from the moment of subscribing', () => {
    const { store, setNow } = setup();
    store.dispatch({ type: 'quota/granted', amount: 1000 });
    const { seen } = collect(store.events$);
    setNow(2_000);
    store.dispatch({ type: 'settings/languageChanged', language: 'en' });
    expect(seen).toEqual([{ type: 'settings/languageChanged', language: 'en', at: 2_000 }]);
  });

  test('state$ gives a new subscriber the current state, then each new one', () => {
    const { store } = setup();
    store.dispatch({ type: 'quota/granted', amount: 1000 });
    const { seen } = collect(store.state$);
    store.dispatch({ type: 'quota/granted', amount: 2000 });
    expect(seen.map((s) => s.quota.amount)).toEqual([1000, 2000]);
  });

  test('an event no aggregate cares about keeps the very same state object', () => {
    const { store } = setup();
    const before = store.getState();
    store.dispatch({ type: 'order/statusChanged', orderId: 'unknown', status: 'finished' });
    expect(store.getState()).toBe(before);
  });
});

describe('run', () => {
  const loginEffect: Effect<{ mobile: string }, Deps> = ({ mobile }, ctx) =>
    of<UnstampedEvent[]>(
      { type: 'session/loggedIn', mobile, token: `Bearer ${ctx.deps.greeting}`, via: 'web' },
      { type: 'session/userInfoLoaded', user: { userId: 'u1', mobile } },
    );

  test("dispatches the effect's events in order and resolves with them, stamped", async () => {
    const { store, setNow } = setup();
    setNow(5_000);
    const events = await store.run(loginEffect, { mobile: '5512345678' });
    expect(events.map((e) => e.type)).toEqual(['session/loggedIn', 'session/userInfoLoaded']);
    expect(events.every((e) => e.at === 5_000)).toBe(true);
    expect(store.log()).toEqual(events);
    expect(store.getState().session).toMatchObject({
      loggedIn: true,
      mobile: '5512345678',
      token: 'Bearer hola',
      user: { userId: 'u1' },
    });
  });

  test('the effect sees the current state through its context', async () => {
    const { store } = setup();
    store.dispatch({ type: 'quota/granted', amount: 4000 });
    const doubled: Effect<void, Deps> = (_p, ctx) =>
      of<UnstampedEvent>({ type: 'quota/granted', amount: (ctx.getState().quota.amount ?? 0) * 2 });
    await store.run(doubled, undefined);
    expect(store.getState().quota.amount).toBe(8000);
  });

  test('an effect that ends in a failure event still resolves, with the failure in its events', async () => {
    const { store } = setup();
    const failing: Effect<string, Deps> = (mobile) =>
      of<UnstampedEvent>({
        type: 'session/loginFailed',
        mobile,
        errorCode: '1001',
        message: 'Código incorrecto',
      });
    const events = await store.run(failing, '5512345678');
    expect(events).toEqual([
      {
        type: 'session/loginFailed',
        mobile: '5512345678',
        errorCode: '1001',
        message: 'Código incorrecto',
        at: 1_000,
      },
    ]);
    expect(store.getState().session.loggedIn).toBe(false);
  });

  test('an effect that errors rejects, and keeps the events it emitted before', async () => {
    const { store } = setup();
    const broken: Effect<void, Deps> = () =>
      concat(
        of<UnstampedEvent>({ type: 'quota/granted', amount: 1000 }),
        throwError(() => new Error('boom')),
      );
    await expect(store.run(broken, undefined)).rejects.toThrow('boom');
    expect(store.getState().quota.amount).toBe(1000);
  });

  test('an effect that errors with a non-Error still rejects with an Error', async () => {
    const { store } = setup();
    const broken: Effect<void, Deps> = () => throwError(() => 'plain string');
    await expect(store.run(broken, undefined)).rejects.toThrow('plain string');
  });

  test('an effect function that throws while building its stream rejects', async () => {
    const { store } = setup();
    const broken: Effect<void, Deps> = () => {
      throw new Error('no stream');
    };
    await expect(store.run(broken, undefined)).rejects.toThrow('no stream');
  });

  test('resolves only when the effect completes, with events dispatched as they come', async () => {
    const { store } = setup();
    const source = new Subject<UnstampedEvent>();
    let settled = false;
    const done = store
      .run(() => source, undefined)
      .then((events) => {
        settled = true;
        return events;
      });
    source.next({ type: 'quota/reviewStarted' });
    expect(store.getState().quota.status).toBe('reviewing');
    await Promise.resolve();
    expect(settled).toBe(false);
    source.next({ type: 'quota/granted', amount: 9000 });
    source.complete();
    expect((await done).map((e) => e.type)).toEqual(['quota/reviewStarted', 'quota/granted']);
  });
});

describe('register', () => {
  /** Grants a quota whenever a review starts. */
  const grantOnReview: EventEffect<Deps> = (ctx) =>
    ctx.events$.pipe(
      filter((e) => e.type === 'quota/reviewStarted'),
      map((): UnstampedEvent => ({ type: 'quota/granted', amount: 6000 })),
    );

  test('an event effect reacts to live events with its own events', () => {
    const { store } = setup();
    store.register(grantOnReview);
    store.dispatch({ type: 'quota/reviewStarted' });
    expect(store.log().map((e) => e.type)).toEqual(['quota/reviewStarted', 'quota/granted']);
    expect(store.getState().quota).toMatchObject({ status: 'granted', amount: 6000 });
  });

  test('after unregistering, the effect no longer reacts', () => {
    const { store } = setup();
    const stop = store.register(grantOnReview);
    stop();
    store.dispatch({ type: 'quota/reviewStarted' });
    expect(store.log().map((e) => e.type)).toEqual(['quota/reviewStarted']);
  });

  test('every events$ subscriber sees events in log order, even when an effect reacts at once', () => {
    const { store } = setup();
    store.register(grantOnReview);
    const recorder = collect(store.events$);
    const states = collect(store.state$);
    store.dispatch({ type: 'quota/reviewStarted' });
    expect(recorder.seen).toEqual(store.log());
    expect(states.seen.map((s) => s.quota.status)).toEqual(['none', 'reviewing', 'granted']);
    expect(states.seen.at(-1)).toBe(store.getState());
  });
});

describe('replay', () => {
  test('gives the same state as dispatching the events one by one', () => {
    const events = journeyEvents();
    const { store } = setup();
    expect(store.replay(events)).toEqual(dispatchAll(events));
    expect(store.getState()).toEqual(dispatchAll(events));
  });

  test('keeps the recorded times instead of stamping new ones', () => {
    const { store } = setup();
    store.replay([ev('session/loggedIn', { mobile: '5512345678', token: 't', via: 'web' }, 123)]);
    expect(store.getState().session.loggedInAt).toBe(123);
  });

  test('triggers no event effect and emits nothing on events$, but tells state subscribers', () => {
    const { store } = setup();
    const effect = vi.fn<EventEffect<Deps>>((ctx) =>
      ctx.events$.pipe(map((): UnstampedEvent => ({ type: 'quota/granted', amount: 1 }))),
    );
    store.register(effect);
    const live = collect(store.events$);
    const listener = vi.fn();
    store.subscribe(listener);
    store.replay([ev('quota/reviewStarted', {}, 1), ev('order/created', { order: order('o1') }, 2)]);
    expect(live.seen).toEqual([]);
    expect(store.getState().quota.status).toBe('reviewing');
    expect(store.log().map((e) => e.type)).toEqual(['quota/reviewStarted', 'order/created']);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  test.each([1, 7, 257, 10_000, undefined])('chunks of %s give the same state as one fold', (size) => {
    const events = syntheticEvents(3_000, 11);
    const { store } = setup();
    expect(store.replay(events, size)).toEqual(foldEvents(initialState, events));
  });

  test.each([0, -3, 2.5, Number.NaN])('a nonsense chunk size (%s) still folds every event once', (size) => {
    const events = syntheticEvents(40, 5);
    expect(foldChunked(initialState, events, size)).toEqual(foldEvents(initialState, events));
  });

  test('replays a log far longer than a call stack can spread', () => {
    const events = borrowerLogEvents(200_000);
    const { store } = setup();
    expect(store.replay(events)).toEqual(foldEvents(initialState, events));
    // Replayed events are bounded like live ones: compacted into a snapshot.
    expect(store.log().length).toBeLessThan(500);
  });

  test('replay continues from the current state', () => {
    const events = journeyEvents();
    const { store } = setup();
    store.replay(events.slice(0, 8));
    store.replay(events.slice(8));
    expect(store.getState()).toEqual(foldEvents(initialState, events));
  });
});

describe('the outcomes slice', () => {
  /** An effect the test ends by hand: each run is a Subject. */
  function manual() {
    const runs: Subject<UnstampedEvent>[] = [];
    const effect: Effect<string, Deps> = () => {
      const run = new Subject<UnstampedEvent>();
      runs.push(run);
      return run;
    };
    return { effect, runs };
  }

  test('a run is running, then done; its events fold as any other, and the outcome is not logged', async () => {
    const { store, setNow } = setup();
    const { effect, runs } = manual();
    const listener = vi.fn();
    store.subscribeOutcomes(listener);
    setNow(2_000);
    const ended = store.start('refreshMine#7', effect, 'x');
    expect(store.outcome('refreshMine#7')).toEqual({
      status: 'running',
      errorCode: null,
      message: null,
      at: 2_000,
      runId: expect.any(Number),
    });
    runs[0]!.next({ type: 'quota/granted', amount: 500 });
    setNow(3_000);
    runs[0]!.complete();
    await expect(ended).resolves.toMatchObject({ status: 'done', errorCode: null, at: 3_000 });
    expect(store.outcome('refreshMine#7')).toMatchObject({ status: 'done', at: 3_000 });
    expect(store.getState().quota).toMatchObject({ status: 'granted', amount: 500 });
    expect(store.log().map((e) => e.type)).toEqual(['quota/granted']);
    expect(JSON.stringify(store.getState())).not.toContain('refreshMine#7');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  test('a failure event makes the run failed, with its code and message', async () => {
    const { store } = setup();
    const { effect, runs } = manual();
    const ended = store.start('list', effect, 'x');
    runs[0]!.next({ type: 'order/listFailed', errorCode: '10020', message: 'Sin conexión' });
    runs[0]!.complete();
    await expect(ended).resolves.toMatchObject({
      status: 'failed',
      errorCode: '10020',
      message: 'Sin conexión',
    });
    expect(store.outcome('list')).toMatchObject({ status: 'failed', errorCode: '10020' });
  });

  test('failsOn: only the named failures fail the run', async () => {
    const { store } = setup();
    const { effect, runs } = manual();
    const ended = store.start('list', effect, 'x', { failsOn: ['order/listFailed'] });
    runs[0]!.next({ type: 'feedback/redDotFailed', errorCode: '1', message: 'no' });
    runs[0]!.complete();
    await expect(ended).resolves.toMatchObject({ status: 'done' });
  });

  test('a second run of a key is refused while one is going; other keys run; after the end it runs', async () => {
    const { store } = setup();
    const { effect, runs } = manual();
    void store.start('send', effect, 'a');
    await expect(store.start('send', effect, 'b')).resolves.toBeNull();
    expect(runs).toHaveLength(1);
    void store.start('other', effect, 'c');
    expect(runs).toHaveLength(2);
    runs[0]!.complete();
    await Promise.resolve();
    void store.start('send', effect, 'd');
    expect(runs).toHaveLength(3);
  });

  test('a stale result is ignored: a superseded run, or one that ends after reset()', async () => {
    const { store } = setup();
    const { effect, runs } = manual();
    const older = store.start('load', effect, 'a');
    const newer = store.start('load', effect, 'b', { supersede: true });
    const newerId = store.outcome('load')!.runId;
    runs[1]!.complete();
    await newer;
    runs[0]!.next({ type: 'order/listFailed', errorCode: '1', message: 'old' });
    runs[0]!.complete();
    await older;
    expect(store.outcome('load')).toMatchObject({ status: 'done', runId: newerId });

    void store.start('gone', effect, 'c');
    store.reset();
    runs[2]!.complete();
    await Promise.resolve();
    expect(store.outcome('gone')).toBeNull();
  });

  test('an effect that throws fails the run and frees the key', async () => {
    const { store } = setup();
    const broken: Effect<null, Deps> = () => throwError(() => new Error('bug'));
    await expect(store.start('x', broken, null)).rejects.toThrow('bug');
    expect(store.outcome('x')).toMatchObject({ status: 'failed', errorCode: 'UNKNOWN' });
  });
});
