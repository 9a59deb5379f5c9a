import type { DomainEvent, UnstampedEvent } from '../domain/events';
import { foldEvents, initialState, type AppState } from '../domain/state';
import { ev, journeyEvents, syntheticEvents } from '../domain/testing/event-fixtures';
import {
  COMPACT_AFTER,
  LOG_STORAGE_KEY,
  LOG_VERSION,
  parsePersistedLog,
  type LogStorage,
  type PersistedLogV2,
} from './persistence';
import { sameToken } from '../domain/session/token-fingerprint';
import { atRest } from './at-rest';
import { createStore } from './store';

const MOBILE = '5512345678';

/** An in-memory storage that counts writes and can be told to refuse them (quota exceeded). */
function fakeStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const counts = { set: 0, remove: 0 };
  let full = false;
  const storage: LogStorage = {
    getItem: (key) => values.get(key) ?? null,
    setItem(key, value) {
      counts.set += 1;
      if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      values.set(key, value);
    },
    removeItem(key) {
      counts.remove += 1;
      values.delete(key);
    },
  };
  return {
    storage,
    counts,
    raw: () => values.get(LOG_STORAGE_KEY) ?? null,
    stored: () => JSON.parse(values.get(LOG_STORAGE_KEY) ?? 'null') as PersistedLogV2<AppState> | null,
    fill: (isFull: boolean) => (full = isFull),
  };
}

/** Lets the store's queued write (a microtask) happen. */
const flushWrites = () => Promise.resolve();

function unstamp(event: DomainEvent): UnstampedEvent {
  const { at: _at, ...rest } = event;
  return rest;
}

/** A store on `storage` whose clock shows each dispatched event's recorded time. */
function storeOn(storage: LogStorage) {
  let now = 0;
  const store = createStore({ deps: {}, clock: () => now, storage });
  const dispatchAll = (events: readonly DomainEvent[]) => {
    for (const event of events) {
      now = event.at;
      store.dispatch(unstamp(event));
    }
  };
  return { store, dispatchAll };
}

describe('a WebView reload', () => {
  test('a store created on a storage that holds a log restores the same state', async () => {
    const disk = fakeStorage();
    const before = storeOn(disk.storage);
    before.dispatchAll(journeyEvents());
    await flushWrites();

    const after = storeOn(disk.storage).store;
    // The same state, as kept at rest: personal fields masked, the token as its fingerprint.
    expect(after.getState()).toEqual(atRest(before.store.getState()));
    expect(after.getState()).toEqual(atRest(foldEvents(initialState, journeyEvents())));
    expect(after.log()).toEqual(atRest(before.store.log()));
  });

  test('the restored store keeps logging after the restored events', async () => {
    const disk = fakeStorage();
    storeOn(disk.storage).dispatchAll(journeyEvents().slice(0, 10));
    await flushWrites();
    storeOn(disk.storage).dispatchAll(journeyEvents().slice(10));
    await flushWrites();
    expect(storeOn(disk.storage).store.getState()).toEqual(atRest(foldEvents(initialState, journeyEvents())));
  });

  test('a burst of events is written once, on the next microtask', async () => {
    const disk = fakeStorage();
    storeOn(disk.storage).dispatchAll(journeyEvents());
    expect(disk.counts.set).toBe(0);
    await flushWrites();
    expect(disk.counts.set).toBe(1);
    expect(disk.stored()).toMatchObject({ version: LOG_VERSION, snapshot: null });
    expect(disk.stored()?.events).toHaveLength(journeyEvents().length);
  });

  test('nothing is read or written without a storage', () => {
    const store = createStore({ deps: {} });
    store.dispatch({ type: 'quota/granted', amount: 1 });
    expect(store.getState().quota.amount).toBe(1);
  });
});

describe('reading old and bad logs', () => {
  const events = journeyEvents();
  const expected = foldEvents(initialState, events);

  test.each([
    ['a bare list (version 1)', JSON.stringify(events)],
    ['{ version: 1, events }', JSON.stringify({ version: 1, events })],
  ])('%s is upgraded and restored, and rewritten as the current version', async (_name, raw) => {
    const disk = fakeStorage({ [LOG_STORAGE_KEY]: raw });
    const { store } = storeOn(disk.storage);
    expect(store.getState()).toEqual(expected);
    store.dispatch({ type: 'feedback/read', feedbackId: 'f2' });
    await flushWrites();
    expect(disk.stored()).toMatchObject({ version: 2, snapshot: null });
    expect(disk.stored()?.events).toHaveLength(events.length + 1);
  });

  test.each([
    ['a newer version', JSON.stringify({ version: LOG_VERSION + 1, events, extra: {} })],
    ['corrupt JSON', '{"version":2,"events":[{"type":'],
    ['a non-log value', JSON.stringify('hello')],
    ['events that are not events', JSON.stringify({ version: 2, snapshot: null, events: [{ at: 1 }] })],
    ['an unknown old version', JSON.stringify({ version: 0, events })],
    [
      'a snapshot whose state has no known slice',
      JSON.stringify({ version: 2, snapshot: { state: { foo: {} }, at: 1 }, events: [] }),
    ],
    [
      'a snapshot with a slice that is not an object',
      JSON.stringify({ version: 2, snapshot: { state: { session: 'in' }, at: 1 }, events: [] }),
    ],
    [
      'a snapshot whose state is a list',
      JSON.stringify({ version: 2, snapshot: { state: [], at: 1 }, events: [] }),
    ],
    ['a v2 log without its snapshot field', JSON.stringify({ version: 2, events })],
    [
      'an event whose fields are off its type (it folds without throwing)',
      JSON.stringify({
        version: 2,
        snapshot: null,
        events: [{ type: 'quota/granted', at: 1, amount: 'lots' }],
      }),
    ],
  ])('%s is ignored: the store starts at the initial state and removes it', (_name, raw) => {
    const disk = fakeStorage({ [LOG_STORAGE_KEY]: raw });
    const { store } = storeOn(disk.storage);
    expect(store.getState()).toEqual(initialState);
    expect(store.log()).toEqual([]);
    expect(disk.raw()).toBeNull();
  });

  test('parsing reports why a log is unusable instead of throwing', () => {
    const isAnything = (x: unknown): x is unknown => x !== undefined;
    expect(parsePersistedLog(null, isAnything)).toEqual({ ok: false, reason: 'empty' });
    expect(parsePersistedLog('', isAnything)).toEqual({ ok: false, reason: 'empty' });
    expect(parsePersistedLog('not json', isAnything)).toEqual({ ok: false, reason: 'corrupt' });
    expect(parsePersistedLog(JSON.stringify({ version: 3, events: [] }), isAnything)).toEqual({
      ok: false,
      reason: 'newerVersion',
    });
    const never = (x: unknown): x is unknown => x === 'never';
    expect(
      parsePersistedLog(JSON.stringify({ version: 2, snapshot: { state: {}, at: 1 }, events: [] }), never),
    ).toEqual({ ok: false, reason: 'corrupt' });
  });

  test('a v2 log with a valid snapshot restores snapshot plus the events since', () => {
    const head = events.slice(0, 10);
    const tail = events.slice(10);
    const raw = JSON.stringify({
      version: 2,
      snapshot: { state: foldEvents(initialState, head), at: 10 },
      events: tail,
    });
    const { store } = storeOn(fakeStorage({ [LOG_STORAGE_KEY]: raw }).storage);
    expect(store.getState()).toEqual(expected);
    expect(store.log()).toEqual(tail);
  });

  test('a snapshot from an older build, without a slice added since, restores with that slice fresh', () => {
    const { bridge: _added, ...older } = foldEvents(initialState, events);
    const raw = JSON.stringify({
      version: 2,
      snapshot: { state: { ...older, retired: { x: 1 } }, at: 30 },
      events: [],
    });
    const { store } = storeOn(fakeStorage({ [LOG_STORAGE_KEY]: raw }).storage);
    expect(store.getState()).toEqual({ ...expected, bridge: initialState.bridge });
    expect(store.getState().session.loggedIn).toBe(true);
  });

  test('a storage that cannot even be read leaves the store working in memory', () => {
    const storage: LogStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    const { store } = storeOn(storage);
    expect(store.getState()).toEqual(initialState);
    store.dispatch({ type: 'quota/granted', amount: 2 });
    expect(store.getState().quota.amount).toBe(2);
  });
});

describe('a full storage', () => {
  test('a write that throws (quota exceeded) does not break dispatch', async () => {
    const disk = fakeStorage();
    disk.fill(true);
    const { store, dispatchAll } = storeOn(disk.storage);
    expect(() => dispatchAll(journeyEvents())).not.toThrow();
    await flushWrites();
    expect(disk.counts.set).toBe(1);
    expect(store.getState()).toEqual(foldEvents(initialState, journeyEvents()));
  });

  test('once space frees up, the next write stores the whole log', async () => {
    const disk = fakeStorage();
    disk.fill(true);
    const { dispatchAll } = storeOn(disk.storage);
    dispatchAll(journeyEvents().slice(0, 5));
    await flushWrites();
    disk.fill(false);
    dispatchAll(journeyEvents().slice(5));
    await flushWrites();
    expect(storeOn(disk.storage).store.getState()).toEqual(atRest(foldEvents(initialState, journeyEvents())));
  });

  test('a logout that cannot be written removes the old log rather than keep the borrower logged in', async () => {
    const disk = fakeStorage();
    const { dispatchAll } = storeOn(disk.storage);
    dispatchAll(journeyEvents());
    await flushWrites();
    disk.fill(true);
    dispatchAll([ev('session/loggedOut', { reason: 'user' }, 100)]);
    await flushWrites();
    expect(disk.raw()).toBeNull();
    expect(storeOn(disk.storage).store.getState().session.loggedIn).toBe(false);
  });
});

describe('at rest (issue 30)', () => {
  test('a log stored unmasked (an earlier build) is written again masked at start', async () => {
    const disk = fakeStorage();
    disk.storage.setItem(
      LOG_STORAGE_KEY,
      JSON.stringify({
        version: 2,
        snapshot: null,
        events: [{ type: 'session/loggedIn', at: 1, mobile: MOBILE, token: 'Bearer abc', via: 'web' }],
      }),
    );
    const { store } = storeOn(disk.storage);
    await flushWrites();
    expect(disk.raw()).not.toContain(MOBILE);
    expect(disk.raw()).not.toContain('Bearer abc');
    expect(store.getState().session.loggedIn).toBe(true);
  });

  test('while the session runs, the stored log keeps no token and no personal field; the reload is the same session', async () => {
    const disk = fakeStorage();
    const { store, dispatchAll } = storeOn(disk.storage);
    dispatchAll(journeyEvents());
    dispatchAll([
      ev(
        'identity/documentRecognized',
        {
          identity: {
            curp: 'GOMA850101HDFRRN09',
            firstName: 'Ana',
            lastName: 'Gómez Martínez',
            birthday: '1985-01-01',
            gender: 2,
          },
        } as never,
        30,
      ),
      ev(
        'feedback/threadLoaded',
        {
          thread: {
            feedbackId: 'f1',
            type: 3,
            status: 1,
            description: 'Pregunta',
            createdAt: 29,
            unread: false,
            lastMessage: null,
            contact: '5587654321',
            appointmentTime: null,
            images: [],
            rating: null,
          },
          messages: [],
        },
        31,
      ),
      ev(
        'feedback/messageLeft',
        {
          feedbackId: 'f1',
          message: {
            messageId: 'm1',
            from: 'user',
            senderName: null,
            content: 'Mi CLABE es 012180015555555555, tel 5512345678',
            images: [],
            createdAt: 32,
          },
        },
        32,
      ),
    ]);
    await flushWrites();
    const raw = disk.raw() ?? '';
    for (const secret of [
      MOBILE,
      'Bearer abc',
      'abc"',
      'GOMA850101HDFRRN09',
      'Gómez Martínez',
      '1985-01-01',
      '012180015555555555',
      '5587654321',
    ])
      expect(raw, secret).not.toContain(secret);
    expect(raw).toContain('fp:');
    // The app keeps the full values for the session; after a reload, the fingerprint is the same session's.
    expect(store.getState().session.token).toBe('Bearer abc');
    const reloaded = storeOn(disk.storage).store.getState().session;
    expect(reloaded.loggedIn).toBe(true);
    expect(sameToken(reloaded.token, 'Bearer abc')).toBe(true);
    expect(sameToken(reloaded.token, 'Bearer someone-else')).toBe(false);
  });

  test('masking at rest is idempotent: a reload that writes again changes nothing', async () => {
    const disk = fakeStorage();
    storeOn(disk.storage).dispatchAll(journeyEvents());
    await flushWrites();
    const first = disk.raw();
    const again = storeOn(disk.storage);
    again.dispatchAll([ev('feedback/read', { feedbackId: 'f1' }, 50)]);
    await flushWrites();
    expect(disk.stored()?.events.slice(0, -1)).toEqual(JSON.parse(first ?? '{}').events);
  });
});

describe('session end', () => {
  test.each([
    ['a logout', ev('session/loggedOut', { reason: 'user' }, 100)],
    [
      'an expiry that keeps settings',
      ev('session/expired', { code: 10010303, message: 'm', clearAll: false }, 100),
    ],
  ])('after %s the stored log holds no personal data and the language survives', async (_name, end) => {
    const disk = fakeStorage();
    const { dispatchAll } = storeOn(disk.storage);
    dispatchAll(journeyEvents());
    await flushWrites();
    expect(disk.raw()).toContain('"orderId":"o1"');

    dispatchAll([end]);
    await flushWrites();
    expect(disk.raw()).not.toContain(MOBILE);
    expect(disk.raw()).not.toContain('Bearer');
    expect(disk.stored()?.events).toEqual([]);

    const reloaded = storeOn(disk.storage).store.getState();
    expect(reloaded.session.loggedIn).toBe(false);
    expect(reloaded.settings.language).toBe('en');
    expect(reloaded.orders).toEqual(initialState.orders);
  });

  test('a replayed journey that ends in a logout is stored without personal data too', async () => {
    const disk = fakeStorage();
    const { store } = storeOn(disk.storage);
    store.replay([...journeyEvents(), ev('session/loggedOut', { reason: 'user' }, 100)]);
    await flushWrites();
    expect(disk.raw()).not.toContain(MOBILE);
    expect(store.log()).toEqual([]);
  });

  // Decision 0077: B logging in over A's session (the store's 'switch') leaves none of A's events in the log.
  const loginOfB = ev('session/loggedIn', { mobile: '5599998888', token: 'Bearer b', via: 'web' }, 100);

  test("another borrower's login over the session compacts the stored log like a session end", async () => {
    const disk = fakeStorage();
    const { store, dispatchAll } = storeOn(disk.storage);
    dispatchAll(journeyEvents());
    await flushWrites();
    expect(disk.raw()).toContain('"orderId":"o1"');

    dispatchAll([loginOfB]);
    await flushWrites();
    expect(store.log()).toEqual([]);
    expect(disk.stored()?.events).toEqual([]);
    expect(disk.raw()).not.toContain('"orderId":"o1"');
    // A's number, even masked at rest, is gone; B's session is what a reload restores.
    expect(disk.raw()).not.toContain('55******78');
    expect(storeOn(disk.storage).store.getState().session).toMatchObject({
      loggedIn: true,
      mobile: '55******88',
    });
  });

  test('a full storage at the change of borrower removes the old log rather than keep A’s events', async () => {
    const disk = fakeStorage();
    const { dispatchAll } = storeOn(disk.storage);
    dispatchAll(journeyEvents());
    await flushWrites();
    disk.fill(true);
    dispatchAll([loginOfB]);
    await flushWrites();
    expect(disk.raw()).toBeNull();
  });

  test("a replay that changes borrower compacts the log too; the same borrower's refresh does not", () => {
    const { store } = storeOn(fakeStorage().storage);
    store.replay(journeyEvents());
    store.replay([ev('session/loggedIn', { mobile: MOBILE, token: 'Bearer abc2', via: 'web' }, 99)]);
    expect(store.log().length).toBeGreaterThan(0);
    store.replay([loginOfB]);
    expect(store.log()).toEqual([]);
  });

  test('a custom session-end rule decides what compacts', async () => {
    const disk = fakeStorage();
    const store = createStore({
      deps: {},
      clock: () => 1,
      storage: disk.storage,
      isSessionEnd: (e) => e.type === 'feedback/read',
    });
    store.dispatch({ type: 'quota/granted', amount: 10 });
    store.dispatch({ type: 'feedback/read', feedbackId: 'x' });
    await flushWrites();
    expect(disk.stored()).toMatchObject({ events: [], snapshot: { at: 1 } });
    expect(disk.stored()?.snapshot?.state.quota.amount).toBe(10);
  });
});

describe('compaction', () => {
  test(`after ${COMPACT_AFTER} events the log becomes a snapshot: same state, short log`, async () => {
    const events = syntheticEvents(COMPACT_AFTER * 2 + 123, 4);
    const disk = fakeStorage();
    const { store, dispatchAll } = storeOn(disk.storage);
    dispatchAll(events);
    await flushWrites();

    const expected = foldEvents(initialState, events);
    expect(store.getState()).toEqual(expected);
    expect(store.log()).toHaveLength(123);
    expect(disk.stored()?.events).toHaveLength(123);
    expect(disk.stored()?.snapshot?.at).toBe(events[COMPACT_AFTER * 2 - 1]!.at);
    expect(storeOn(disk.storage).store.getState()).toEqual(expected);
  });
});

describe('reset', () => {
  test('clears the state and the stored log', async () => {
    const disk = fakeStorage();
    const { store, dispatchAll } = storeOn(disk.storage);
    dispatchAll(journeyEvents());
    await flushWrites();
    const listener = vi.fn();
    store.subscribe(listener);

    store.reset();
    expect(store.getState()).toEqual(initialState);
    expect(store.log()).toEqual([]);
    expect(disk.raw()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(storeOn(disk.storage).store.getState()).toEqual(initialState);
  });

  test('a write still pending from before the reset does not put a log back', async () => {
    const disk = fakeStorage();
    const { store, dispatchAll } = storeOn(disk.storage);
    dispatchAll(journeyEvents());
    store.reset();
    await flushWrites();
    expect(disk.raw()).toBeNull();
  });

  test('events after a reset are stored again', async () => {
    const disk = fakeStorage();
    const { store, dispatchAll } = storeOn(disk.storage);
    dispatchAll(journeyEvents());
    store.reset();
    dispatchAll([ev('quota/granted', { amount: 77 }, 5)]);
    await flushWrites();
    expect(storeOn(disk.storage).store.getState().quota.amount).toBe(77);
    expect(disk.counts.set).toBe(1);
  });
});
