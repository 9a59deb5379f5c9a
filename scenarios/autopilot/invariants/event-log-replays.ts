import { canon } from '../../journey/format';
import { createInitialState, type AppState } from '#contracts/state';
import { parsePersistedLog, foldChunked, atRest } from '#contracts/replay';
import type { Invariant } from './observation';

const SLICES = Object.keys(createInitialState());

function isState(x: unknown): x is AppState {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** The state the persisted log folds to, as the store does when it starts (missing slices at their start). */
export function foldPersistedLog(raw: string | null): AppState | { error: string } {
  const loaded = parsePersistedLog<AppState>(raw, isState);
  if (!loaded.ok) {
    if (loaded.reason === 'empty') return createInitialState();
    return { error: `the persisted log is ${loaded.reason}` };
  }
  const start = createInitialState() as unknown as Record<string, unknown>;
  const snapshot = loaded.log.snapshot?.state as Record<string, unknown> | undefined;
  if (snapshot) for (const key of SLICES) if (key in snapshot) start[key] = snapshot[key];
  return foldChunked(start as unknown as AppState, loaded.log.events);
}

/** The first differing dot path of two JSON values, for the message. */
export function firstDifference(a: unknown, b: unknown, path = ''): string | null {
  if (canon(a) === canon(b)) return null;
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null && !Array.isArray(a)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    for (const key of keys) {
      const d = firstDifference(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        path ? `${path}.${key}` : key,
      );
      if (d) return d;
    }
  }
  return path || '(root)';
}

/**
 * Folding the persisted event log gives the state the app holds (what a reload would restore). The fold is
 * the reducers of the sources the autopilot runs from: against a build of other sources (a mutant's copy)
 * a reducer that differs between the two shows here too, though the build's own log and state agree.
 */
export const eventLogReplays: Invariant = {
  name: 'event-log-replays',
  description: "replaying localStorage['cuota:event-log'] gives the store's state",
  check(o) {
    if (o.state === null || o.state === undefined) return null;
    const folded = foldPersistedLog(o.persistedLog);
    if ('error' in folded && typeof folded.error === 'string')
      return { invariant: this.name, message: folded.error };
    // Both sides as JSON (what the log stores): undefined fields and the like compare equal; and both as kept
    // at rest (issue 30: the log masks personal fields and keeps the token's fingerprint).
    const expected = JSON.parse(JSON.stringify(atRest(folded))) as unknown;
    const actual = JSON.parse(JSON.stringify(atRest(o.state))) as unknown;
    const diff = firstDifference(expected, actual);
    if (diff === null) return null;
    return {
      invariant: this.name,
      message: `the persisted log replays to a different state at ${diff} (on ${o.route})`,
    };
  },
};
