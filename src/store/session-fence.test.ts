import { Subject, concat, from, of } from 'rxjs';
import type { UnstampedEvent } from '../domain/events';
import { createStore, type Effect } from './store';

/**
 * Decision 0061, the session fence: an effect started in one session writes nothing into a later one, and the
 * outcomes of a session that ended block nothing of the next.
 */

const loginA: UnstampedEvent = {
  type: 'session/loggedIn',
  mobile: '5511112222',
  token: 'Bearer a',
  via: 'web',
};
const loginB: UnstampedEvent = {
  type: 'session/loggedIn',
  mobile: '5533334444',
  token: 'Bearer b',
  via: 'web',
};
const logout: UnstampedEvent = { type: 'session/loggedOut', reason: 'native' };
const profileA: UnstampedEvent = {
  type: 'session/userInfoLoaded',
  user: { userId: 'u-a', mobile: '5511112222', name: 'Ana' },
};

/** An effect each run of which the test feeds by hand; `current` tells what the run's context says. */
function manual() {
  const runs: { events: Subject<UnstampedEvent>; current: () => boolean }[] = [];
  const effect: Effect<string, unknown> = (_payload, ctx) => {
    const events = new Subject<UnstampedEvent>();
    runs.push({ events, current: ctx.current });
    return events;
  };
  return { effect, runs };
}

function setup() {
  return createStore<unknown>({ deps: {}, clock: () => 1 });
}

describe('an effect started in a session that ended', () => {
  test.each([
    ['a logout', logout],
    ['a session code', { type: 'session/expired', code: 10010303, message: '', clearAll: false }],
    ['another borrower', loginB],
  ] as const)('after %s, its events fold no more, it resolves, and its context says so', async (_, end) => {
    const store = setup();
    store.dispatch(loginA);
    const { effect, runs } = manual();
    const ran = store.run(effect, 'profile');
    expect(runs[0]!.current()).toBe(true);
    store.dispatch(end);
    expect(runs[0]!.current()).toBe(false);
    runs[0]!.events.next(profileA);
    runs[0]!.events.next({ type: 'quota/granted', amount: 9000 });
    await expect(ran).resolves.toEqual([]);
    expect(store.getState().session.user).toBeNull();
    expect(store.getState().quota.amount).toBeNull();
    expect(store.log().map((e) => e.type)).not.toContain('session/userInfoLoaded');
    // Nothing listens to the effect any more: the call's answer has nowhere to go.
    expect(runs[0]!.events.observed).toBe(false);
  });

  test('its context says so also after the run ended (work it left going, a report, asks too)', async () => {
    const store = setup();
    store.dispatch(loginA);
    const { effect, runs } = manual();
    const ran = store.run(effect, 'save');
    runs[0]!.events.complete();
    await ran;
    expect(runs[0]!.current()).toBe(true);
    store.dispatch(logout);
    expect(runs[0]!.current()).toBe(false);
  });

  test('a run started after nobody was logged in goes on into the login (the login itself, the config)', async () => {
    const store = setup();
    const { effect, runs } = manual();
    const ran = store.run(effect, 'config');
    store.dispatch(loginA);
    expect(runs[0]!.current()).toBe(true);
    runs[0]!.events.next({ type: 'quota/granted', amount: 500 });
    runs[0]!.events.complete();
    await expect(ran).resolves.toHaveLength(1);
    expect(store.getState().quota.amount).toBe(500);
  });

  test("the run whose own event ends the session, or starts another borrower's, goes on", async () => {
    const store = setup();
    store.dispatch(loginA);
    const deleting: Effect<null, unknown> = () =>
      concat(from<UnstampedEvent[]>([{ type: 'account/deleted' }, logout]), of(profileA));
    const switching: Effect<null, unknown> = () =>
      from<UnstampedEvent[]>([
        loginB,
        { type: 'session/userInfoLoaded', user: { userId: 'u-b', mobile: '5533334444' } },
      ]);
    const deleted = await store.run(deleting, null);
    expect(deleted.map((e) => e.type)).toEqual([
      'account/deleted',
      'session/loggedOut',
      'session/userInfoLoaded',
    ]);
    store.dispatch(loginA);
    await store.run(switching, null);
    expect(store.getState().session.user).toEqual({ userId: 'u-b', mobile: '5533334444' });
  });
});

describe('the outcomes of a session that ended', () => {
  test("A's running intent neither blocks nor shows in B's session; its late end changes nothing", async () => {
    const store = setup();
    store.dispatch(loginA);
    const { effect, runs } = manual();
    const listener = vi.fn();
    store.subscribeOutcomes(listener);
    const older = store.start('saveStep', effect, 'a');
    expect(store.outcome('saveStep')?.status).toBe('running');
    store.dispatch(logout);
    expect(store.outcome('saveStep')).toBeNull();
    expect(store.outcomes()).toEqual({});
    expect(listener).toHaveBeenCalled();
    await older;
    store.dispatch(loginB);
    const newer = store.start('saveStep', effect, 'b');
    expect(runs).toHaveLength(2);
    expect(store.outcome('saveStep')?.status).toBe('running');
    runs[1]!.events.complete();
    const ended = await newer;
    expect(store.outcome('saveStep')).toEqual(ended);
    expect(store.outcomes()).toEqual({ saveStep: ended });
  });

  test('the run that ended the session keeps its outcome (the account deletion moves on with it)', async () => {
    const store = setup();
    store.dispatch(loginA);
    const { effect, runs } = manual();
    void store.start('refresh', effect, 'x');
    const deleting: Effect<null, unknown> = () =>
      from<UnstampedEvent[]>([{ type: 'account/deleted' }, logout]);
    const outcome = await store.start('deleteAccount', deleting, null);
    expect(store.outcome('deleteAccount')).toEqual(outcome);
    expect(store.outcome('refresh')).toBeNull();
    expect(runs[0]!.current()).toBe(false);
  });
});

describe('the session epoch the screens are keyed on', () => {
  test('changes at every login, logout, session end and borrower change dispatched to the store', () => {
    const store = setup();
    const seen = [store.sessionEpoch()];
    for (const event of [loginA, loginB, logout, loginA]) {
      store.dispatch(event);
      seen.push(store.sessionEpoch());
    }
    store.dispatch({ type: 'session/expired', code: 10010303, message: '', clearAll: false });
    seen.push(store.sessionEpoch());
    expect(new Set(seen).size).toBe(seen.length);
    // The same borrower going on (a token refresh) and other events leave it.
    const now = store.sessionEpoch();
    store.dispatch(loginA);
    store.dispatch({ ...loginA, token: 'Bearer a2' });
    store.dispatch({ type: 'quota/granted', amount: 1 });
    expect(store.sessionEpoch()).toBe(now + 1);
  });

  test("a login or an end the screen's own run brings, and a reset, leave it; another borrower does not", async () => {
    const store = setup();
    const epoch = () => store.sessionEpoch();
    await store.run(() => of(loginA), null);
    expect(epoch()).toBe(0);
    await store.run(() => of(logout), null);
    expect(epoch()).toBe(0);
    store.reset();
    expect(epoch()).toBe(0);
    store.dispatch(loginA);
    await store.run(() => of(loginB), null);
    expect(epoch()).toBe(2);
  });
});
