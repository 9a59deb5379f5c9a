import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import type { DomainEvent, UnstampedEvent } from '#contracts/events';
import { initialState } from '#contracts/state';
import {
  SAMPLE_EVENTS,
  borrowerLogEvents,
  ev,
  journeyEvents,
  syntheticEvents,
  createStore,
} from '#contracts/testing';
import { foldChunked } from '#contracts/replay';
import { CHECKPOINT_NOTE, rechain, serializeJourney, type JourneyFile } from './format';
import { TEST_META } from './journey-fixtures';
import { maskValue } from './mask';
import { createJourneyRecorder } from './recorder';
import { checkJourneyData, createReplayIndex, diffStates, eventsOf, replayJourney } from './replay';
import { readJourney } from './verify';

function unstamp(event: DomainEvent): UnstampedEvent {
  const { at: _at, ...rest } = event;
  return rest;
}

/** Runs events through a real store while a recorder listens, as the scenario runner does. */
function recordStore(events: DomainEvent[], options: { mask?: boolean; checkpointEvery?: number } = {}) {
  let now = TEST_META.startedAt.virtual;
  const store = createStore({ deps: {}, clock: () => now });
  const recorder = createJourneyRecorder({
    meta: TEST_META,
    clock: () => now,
    getState: store.getState,
    ...options,
  });
  store.events$.subscribe((event) => recorder.record('event', event));
  for (const event of events) {
    now += 1000;
    recorder.record('route', { path: '/home' });
    store.dispatch(unstamp(event));
  }
  // Through text, as a reviewer gets it.
  return { store, file: readJourney(serializeJourney(recorder.toFile())) };
}

const allSampleEvents = () => Object.values(SAMPLE_EVENTS) as DomainEvent[];

describe('replayJourney', () => {
  it('reproduces the recorded state at every checkpoint of an unmasked journey', () => {
    const { store, file } = recordStore(journeyEvents(), { mask: false, checkpointEvery: 5 });
    const report = replayJourney(file);
    expect(report).toMatchObject({ ok: true, events: journeyEvents().length, startedFrom: 'recorded' });
    // Start, one every 5 events, and the closing one.
    expect(report.checkpoints).toBe(1 + Math.floor(journeyEvents().length / 5) + 1);
    expect(report.finalState).toEqual(store.getState());
  });

  it('reproduces the masked state of a masked journey, for every kind of event', () => {
    const events = [
      ...journeyEvents(),
      ...allSampleEvents(),
      ev('session/loggedIn', { mobile: '3398765432', token: 'Bearer x', via: 'native' }, 99),
    ];
    const { store, file } = recordStore(events, { checkpointEvery: 3 });
    const report = replayJourney(file);
    expect(report.mismatch).toBeUndefined();
    expect(report.ok).toBe(true);
    expect(maskValue(report.finalState)).toEqual(maskValue(store.getState()));
    expect(JSON.stringify(file)).not.toContain('5512345678');
  });

  it('reports the first checkpoint that an event removed and re-chained no longer matches', () => {
    const { file } = recordStore(journeyEvents(), { mask: false, checkpointEvery: 4 });
    const quota = file.entries.findIndex(
      (e) => e.kind === 'event' && (e.data as { type: string }).type === 'quota/granted',
    );
    const forged: JourneyFile = { ...file, ...rechain(file.entries.filter((_, i) => i !== quota)) };
    const report = replayJourney(forged);
    expect(report.ok).toBe(false);
    expect(report.mismatch).toMatchObject({ reason: expect.stringContaining('counts') });
  });

  it('reports a state that differs from the checkpoint, with the changed paths when the state was kept', () => {
    const { file } = recordStore(journeyEvents(), { mask: false, checkpointEvery: 1000 });
    const grant = file.entries.find(
      (e) => e.kind === 'event' && (e.data as { type: string }).type === 'quota/granted',
    )!;
    (grant.data as { amount: number }).amount = 1;
    const report = replayJourney({ ...file, ...rechain(file.entries) });
    expect(report.ok).toBe(false);
    const last = file.entries[file.entries.length - 1]!;
    expect(report.mismatch).toMatchObject({ seq: last.seq, reason: expect.stringContaining('differs') });
    expect(report.mismatch?.changes).toContainEqual(
      expect.objectContaining({ path: 'quota.amount', before: 5000, after: 1 }),
    );
  });

  it('folds from the initial state when no start state was recorded, and counts no checkpoints', () => {
    let now = 0;
    const recorder = createJourneyRecorder({ meta: TEST_META, clock: () => (now += 1) });
    for (const event of journeyEvents()) recorder.record('event', event);
    const report = replayJourney(recorder.toFile());
    expect(report).toMatchObject({ ok: true, checkpoints: 0, startedFrom: 'initial' });
    expect(report.finalState).toEqual(foldChunked(initialState, eventsOf(recorder.toFile()).events));
  });

  it('writes a checkpoint after every Nth event only', () => {
    const { file } = recordStore(journeyEvents().slice(0, 10), { checkpointEvery: 4 });
    const counts = file.entries
      .filter((e) => e.kind === 'note' && (e.data as { type: string }).type === CHECKPOINT_NOTE)
      .map((e) => (e.data as { events: number }).events);
    expect(counts).toEqual([0, 4, 8, 10]);
  });
});

/** The recorded journey with one event's data changed by `edit` and the chain recomputed (a forger's file). */
function withEditedEvent(file: JourneyFile, type: string, edit: (data: Record<string, unknown>) => void) {
  const entry = file.entries.find((e) => e.kind === 'event' && (e.data as { type: string }).type === type)!;
  edit(entry.data as Record<string, unknown>);
  return { file: { ...file, ...rechain(file.entries) }, seq: entry.seq };
}

describe('malformed journeys (decision 0065)', () => {
  it('finds nothing wrong in recorded journeys, masked or not, of every kind of event', () => {
    const events = [...journeyEvents(), ...allSampleEvents()];
    for (const mask of [true, false]) {
      const { file } = recordStore(events, { mask, checkpointEvery: 3 });
      expect(checkJourneyData(file)).toEqual({ ok: true, events: eventsOf(file).events.length });
    }
  });

  it('names an event the reducer cannot fold, and replay reports it instead of throwing', () => {
    const { file: recorded } = recordStore(journeyEvents(), { mask: false });
    const { file, seq } = withEditedEvent(recorded, 'order/created', (data) => delete data.order);
    expect(checkJourneyData(file)).toEqual({
      ok: false,
      seq,
      reason: expect.stringContaining('order/created cannot be folded') as unknown,
    });
    const report = replayJourney(file);
    expect(report.ok).toBe(false);
    expect(report.mismatch).toMatchObject({ seq, reason: expect.stringContaining('cannot be folded') });
  });

  it("names an event whose fields fold to a state off the app's schema", () => {
    const { file: recorded } = recordStore(journeyEvents(), { mask: false });
    const { file, seq } = withEditedEvent(recorded, 'session/loggedIn', (data) => (data.token = 42));
    const check = checkJourneyData(file);
    expect(check).toMatchObject({ ok: false, seq });
    expect(!check.ok && check.reason).toContain(
      "session/loggedIn folds to a state off the app's schema: session.token",
    );
  });

  it("refuses an opening checkpoint whose state is not the app's, in the check and in replay", () => {
    const { file: recorded } = recordStore(journeyEvents(), { mask: false });
    const opening = recorded.entries.find(
      (e) => e.kind === 'note' && (e.data as { type: string }).type === CHECKPOINT_NOTE,
    )!;
    (opening.data as { state: Record<string, unknown> }).state.orders = null;
    const file = { ...recorded, ...rechain(recorded.entries) };
    expect(checkJourneyData(file)).toMatchObject({ ok: false, seq: opening.seq });
    expect(replayJourney(file)).toMatchObject({
      ok: false,
      mismatch: { seq: opening.seq, reason: expect.stringContaining("opening checkpoint's state") },
    });
  });

  it('names an event entry that is not an event at all', () => {
    const { file: recorded } = recordStore(journeyEvents(), { mask: false });
    const { file, seq } = withEditedEvent(recorded, 'quota/granted', (data) => delete data.type);
    expect(checkJourneyData(file)).toMatchObject({ ok: false, seq });
  });
});

describe('createReplayIndex', () => {
  it('gives at every step the state a fold from the start gives, whatever the order of the jumps', () => {
    const events = syntheticEvents(2_000, 3);
    const index = createReplayIndex(events, { checkpointEvery: 128 });
    fc.assert(
      fc.property(fc.array(fc.nat(events.length), { minLength: 1, maxLength: 8 }), (steps) => {
        for (const step of steps) {
          const jumped = index.stateAt(step);
          const folded = foldChunked(initialState, events.slice(0, step));
          // Node's deep equality first (Vitest's toEqual costs ~10x on states of hundreds of orders), toEqual for the diff.
          if (!isDeepStrictEqual(jumped, folded)) expect(jumped).toEqual(folded);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('clamps a step outside the journey to its start or end', () => {
    const events = borrowerLogEvents(300);
    const index = createReplayIndex(events, { checkpointEvery: 100 });
    expect(index.stateAt(-5)).toBe(initialState);
    expect(index.stateAt(10_000)).toEqual(foldChunked(initialState, events));
    expect(index.length).toBe(300);
  });
});

describe('diffStates', () => {
  it('lists changed, added and removed paths between two states', () => {
    const before = foldChunked(initialState, journeyEvents().slice(0, 11));
    const after = foldChunked(before, journeyEvents().slice(11, 13));
    const changes = diffStates(before, after);
    expect(changes).toContainEqual(
      expect.objectContaining({
        path: 'orders.byId.o1.status',
        kind: 'changed',
        before: 'request',
        after: 'disbursing',
      }),
    );
    expect(diffStates({ a: [1], b: 1 }, { a: [1, 2], c: 1 })).toEqual([
      { path: 'a.1', segments: ['a', 1], kind: 'added', after: 2 },
      { path: 'b', segments: ['b'], kind: 'removed', before: 1 },
      { path: 'c', segments: ['c'], kind: 'added', after: 1 },
    ]);
  });

  it('finds nothing between a state and itself, and stops at the limit', () => {
    const state = foldChunked(initialState, journeyEvents());
    expect(diffStates(state, state)).toEqual([]);
    expect(diffStates(initialState, state, { limit: 2 })).toHaveLength(2);
  });
});
