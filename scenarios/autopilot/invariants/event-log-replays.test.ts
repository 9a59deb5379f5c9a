import { describe, expect, test } from 'vitest';
import { ev } from '#contracts/testing';
import { initialState } from '#contracts/state';
import { foldChunked } from '#contracts/replay';
import { eventLogReplays, firstDifference, foldPersistedLog } from './event-log-replays';
import { goodObservation } from './observation';

const events = [
  ev('session/loggedIn', { mobile: '5512345678', token: 't', via: 'native' }, 1),
  ev('settings/languageChanged', { language: 'en' }, 2),
  ev('quota/granted', { amount: 3000 }, 3),
];
const state = foldChunked(initialState, events);
const log = (list: unknown[], snapshot: unknown = null) =>
  JSON.stringify({ version: 2, snapshot, events: list });

describe('event-log-replays', () => {
  test('passes when the persisted log folds to the state (also from a snapshot, and empty at the start)', () => {
    expect(eventLogReplays.check(goodObservation({ state, persistedLog: log(events) }))).toBeNull();
    const snapshot = { state: foldChunked(initialState, events.slice(0, 2)), at: 2 };
    expect(
      eventLogReplays.check(goodObservation({ state, persistedLog: log(events.slice(2), snapshot) })),
    ).toBeNull();
    expect(eventLogReplays.check(goodObservation({ state: initialState, persistedLog: null }))).toBeNull();
  });
  test('catches a state the log does not explain, and a corrupt log', () => {
    const v = eventLogReplays.check(goodObservation({ state, persistedLog: log(events.slice(0, 2)) }));
    expect(v?.message).toMatch(/different state at quota\./);
    expect(eventLogReplays.check(goodObservation({ state, persistedLog: '{not json' }))?.message).toMatch(
      /corrupt/,
    );
    expect(eventLogReplays.check(goodObservation({ state, persistedLog: null }))).not.toBeNull();
  });
  test('helpers', () => {
    expect(firstDifference({ a: { b: 1 } }, { a: { b: 2 } })).toBe('a.b');
    expect(firstDifference([1], [1])).toBeNull();
    expect(foldPersistedLog(JSON.stringify({ version: 99, events: [] }))).toEqual({
      error: 'the persisted log is newerVersion',
    });
  });
});
