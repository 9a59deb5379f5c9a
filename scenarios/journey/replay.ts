import { Immer } from 'immer';
import type { DomainEvent } from '#contracts/events';
import { createInitialState, initialState, reduce, type AppState } from '#contracts/state';
import { foldChunked } from '#contracts/replay';
import { hashState, isCheckpointNote, isRecord, type JourneyFile } from './format';
import { maskValue, toJsonValue } from './mask';

/** The recorded events of a journey, with the seq of the entry each came from. */
export interface RecordedEvents {
  events: DomainEvent[];
  seqs: number[];
}

function isEventShape(x: unknown): x is DomainEvent {
  if (typeof x !== 'object' || x === null) return false;
  const e = x as { type?: unknown; at?: unknown };
  return typeof e.type === 'string' && typeof e.at === 'number';
}

/** The `event` entries of a journey, in order; throws on an entry that is not a domain event. */
export function eventsOf(file: Pick<JourneyFile, 'entries'>): RecordedEvents {
  const events: DomainEvent[] = [];
  const seqs: number[] = [];
  for (const entry of file.entries) {
    if (entry.kind !== 'event') continue;
    if (!isEventShape(entry.data))
      throw new TypeError(`entry ${entry.seq} is not a domain event ({ type, at, ... })`);
    events.push(entry.data);
    seqs.push(entry.seq);
  }
  return { events, seqs };
}

/** A recorded state with every slice this build knows (a slice added later starts at its initial value). */
function stateFrom(recorded: unknown): AppState {
  const state = createInitialState() as unknown as Record<string, unknown>;
  if (typeof recorded === 'object' && recorded !== null) {
    for (const [key, slice] of Object.entries(recorded)) if (key in state) state[key] = slice;
  }
  return state as unknown as AppState;
}

/** Where and how a replay departed from the recording. */
export interface ReplayMismatch {
  /** Seq of the checkpoint (or event) entry where it was found. */
  seq: number;
  /** Events folded when it was found. */
  events: number;
  reason: string;
  expected?: string;
  actual?: string;
  /** What differs, when the checkpoint holds the recorded state. */
  changes?: StateChange[];
}

/** The outcome of replaying a journey against its checkpoints. */
export interface ReplayReport {
  ok: boolean;
  events: number;
  /** Checkpoints compared (all of them when ok). */
  checkpoints: number;
  /** 'recorded': the first checkpoint held the state recording began from; 'initial': initialState. */
  startedFrom: 'recorded' | 'initial';
  finalState: AppState;
  mismatch?: ReplayMismatch;
}

/**
 * Folds the recorded events with the app's reducer (no effects run) and compares the state with every
 * checkpoint. In a masked journey both sides are masked before hashing.
 */
export function replayJourney(file: JourneyFile): ReplayReport {
  const masked = file.meta.masked;
  let state: AppState = initialState;
  let startedFrom: ReplayReport['startedFrom'] = 'initial';
  let pending: DomainEvent[] = [];
  let folded = 0;
  let checkpoints = 0;
  const report = (extra: Partial<ReplayReport>): ReplayReport => ({
    ok: true,
    events: folded + pending.length,
    checkpoints,
    startedFrom,
    finalState: state,
    ...extra,
  });

  for (const entry of file.entries) {
    if (entry.kind === 'event') {
      if (!isEventShape(entry.data)) {
        return report({
          ok: false,
          mismatch: {
            seq: entry.seq,
            events: folded + pending.length,
            reason: `entry ${entry.seq} is not a domain event`,
          },
        });
      }
      pending.push(entry.data);
      continue;
    }
    if (!isCheckpointNote(entry)) continue;
    const note = entry.data;
    if (
      checkpoints === 0 &&
      folded === 0 &&
      pending.length === 0 &&
      note.events === 0 &&
      note.state !== undefined
    ) {
      state = stateFrom(note.state);
      startedFrom = 'recorded';
    }
    state = foldChunked(state, pending);
    folded += pending.length;
    pending = [];
    if (note.events !== folded) {
      return report({
        ok: false,
        mismatch: {
          seq: entry.seq,
          events: folded,
          reason: `checkpoint ${entry.seq} counts ${note.events} events but ${folded} were recorded before it`,
        },
      });
    }
    const actual = hashState(state, masked);
    if (actual !== note.stateHash) {
      const changes =
        note.state === undefined
          ? undefined
          : diffStates(note.state, masked ? maskValue(state) : toJsonValue(state));
      return report({
        ok: false,
        mismatch: {
          seq: entry.seq,
          events: folded,
          reason: `the replayed state after ${folded} events differs from the recorded one at checkpoint ${entry.seq}`,
          expected: note.stateHash,
          actual,
          ...(changes ? { changes } : {}),
        },
      });
    }
    checkpoints += 1;
  }
  state = foldChunked(state, pending);
  folded += pending.length;
  pending = [];
  return report({});
}

// The index folds without freezing: deep-freezing a large state costs more than folding a few hundred
// events into it. produce never changes its base, so checkpoints stay intact as long as callers only read.
const viewer = new Immer({ autoFreeze: false });

/** States kept by a replay index: one every this many events unless told otherwise. */
export const DEFAULT_INDEX_CHECKPOINT_EVERY = 500;

/** Jumps to any step of a long event list: states kept every K events, the rest folded on demand. */
export interface ReplayIndex {
  /** Number of events. */
  readonly length: number;
  readonly checkpointEvery: number;
  /** The state after the first `count` events (0: the start state; length: the final state), clamped. Read-only. */
  stateAt(count: number): AppState;
}

/**
 * Builds the checkpoints of a replay index: one fold of the whole list, keeping the state every
 * `checkpointEvery` events (immer shares what did not change, so they cost little memory). A jump folds
 * at most K - 1 events from the nearest checkpoint (or from the last state asked, when closer) in one produce.
 */
export function createReplayIndex(
  events: readonly DomainEvent[],
  options: { checkpointEvery?: number; initial?: AppState } = {},
): ReplayIndex {
  const every = Math.max(1, Math.floor(options.checkpointEvery ?? DEFAULT_INDEX_CHECKPOINT_EVERY));
  const checkpoints: AppState[] = [options.initial ?? initialState];
  let state = checkpoints[0]!;
  for (let start = 0; start + every <= events.length; start += every) {
    const from = start;
    state = viewer.produce(state, (draft) => {
      for (let i = from; i < from + every; i += 1) reduce(draft, events[i]!);
    });
    checkpoints.push(state);
  }
  let lastCount = 0;
  let lastState = checkpoints[0]!;

  return {
    length: events.length,
    checkpointEvery: every,
    stateAt(count) {
      const n = Math.min(events.length, Math.max(0, Math.floor(count)));
      const base = Math.floor(n / every);
      const baseCount = base * every;
      // Stepping forward from the last jump folds fewer events than starting at the checkpoint.
      const fromLast = lastCount <= n && lastCount >= baseCount;
      const from = fromLast ? lastCount : baseCount;
      const fromState = fromLast ? lastState : checkpoints[base]!;
      const next =
        n === from
          ? fromState
          : viewer.produce(fromState, (draft) => {
              for (let i = from; i < n; i += 1) reduce(draft, events[i]!);
            });
      lastCount = n;
      lastState = next;
      return next;
    },
  };
}

/** One difference between two states, by path. */
export interface StateChange {
  /** Dotted path (`orders.byId.LO1.status`); array indexes as numbers. */
  path: string;
  segments: Array<string | number>;
  kind: 'added' | 'removed' | 'changed';
  before?: unknown;
  after?: unknown;
}

/**
 * The paths that differ between two states (the simulator's state panel). Shared subtrees (immer keeps
 * what did not change) are skipped by identity, so a diff between neighbouring steps is cheap.
 */
export function diffStates(before: unknown, after: unknown, options: { limit?: number } = {}): StateChange[] {
  const limit = options.limit ?? 1000;
  const changes: StateChange[] = [];
  const segments: Array<string | number> = [];
  const push = (kind: StateChange['kind'], a: unknown, b: unknown) => {
    const change: StateChange = { path: segments.join('.'), segments: [...segments], kind };
    if (kind !== 'added') change.before = a;
    if (kind !== 'removed') change.after = b;
    changes.push(change);
  };
  const visit = (a: unknown, b: unknown): void => {
    if (changes.length >= limit || Object.is(a, b)) return;
    if (Array.isArray(a) && Array.isArray(b)) {
      const n = Math.max(a.length, b.length);
      for (let i = 0; i < n && changes.length < limit; i += 1) {
        segments.push(i);
        if (i >= a.length) push('added', undefined, b[i]);
        else if (i >= b.length) push('removed', a[i], undefined);
        else visit(a[i], b[i]);
        segments.pop();
      }
      return;
    }
    if (isRecord(a) && isRecord(b)) {
      for (const key of Object.keys(a)) {
        if (changes.length >= limit) return;
        segments.push(key);
        if (!(key in b)) push('removed', a[key], undefined);
        else visit(a[key], b[key]);
        segments.pop();
      }
      for (const key of Object.keys(b)) {
        if (changes.length >= limit) return;
        if (key in a) continue;
        segments.push(key);
        push('added', undefined, b[key]);
        segments.pop();
      }
      return;
    }
    push('changed', a, b);
  };
  visit(before, after);
  return changes;
}
