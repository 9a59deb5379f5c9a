import { Immer } from 'immer';
import type { DomainEvent } from '#contracts/events';
import { EVENT_ROUTES, createInitialState, initialState, reduce, type AppState } from '#contracts/state';
import { StoredAppStateSchema, foldChunked, isStoredAppState } from '#contracts/replay';
import { hashState, isCheckpointNote, isRecord, type JourneyFile, type JsonValue } from './format';
import { maskValue, toJsonValue } from './mask';

// The index folds without freezing: deep-freezing a large state costs more than folding a few hundred
// events into it. produce never changes its base, so checkpoints stay intact as long as callers only read.
const viewer = new Immer({ autoFreeze: false });

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

/** The first issue of a schema check, as `path: message`. */
function firstIssue(value: unknown): string {
  const parsed = StoredAppStateSchema.safeParse(value);
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  if (!issue) return "it holds none of the app's slices";
  const expected =
    'expected' in issue && typeof issue.expected === 'string' ? ` (expected ${issue.expected})` : '';
  return `${issue.path.map(String).join('.') || '(the state)'}: ${issue.message}${expected}`;
}

/**
 * Why a recorded state is not a state of this app (the app's own schema for a stored state, decision 0064:
 * every known slice there of the right shape, a missing one filled in), or null when it is one.
 */
export function stateProblem(recorded: unknown): string | null {
  return isStoredAppState(recorded) ? null : firstIssue(recorded);
}

/** Why the slices an event touches are off the app's schema after folding it, or null. */
function slicesProblem(state: AppState, type: DomainEvent['type']): string | null {
  const keys = EVENT_ROUTES[type] ?? (Object.keys(state) as Array<keyof AppState>);
  const touched: Record<string, unknown> = {};
  for (const key of keys) touched[key] = state[key];
  return StoredAppStateSchema.safeParse(touched).success ? null : firstIssue(touched);
}

/** The checkpoint a replay starts from: the first checkpoint, when it holds a state, counts 0 events and no event precedes it. */
export function openingCheckpoint(
  file: Pick<JourneyFile, 'entries'>,
): { seq: number; state: JsonValue } | null {
  for (const entry of file.entries) {
    if (entry.kind === 'event') return null;
    if (!isCheckpointNote(entry)) continue;
    const { events, state } = entry.data;
    return events === 0 && state !== undefined ? { seq: entry.seq, state } : null;
  }
  return null;
}

/** The state a replay of the journey starts from: its opening checkpoint's (see stateProblem), or initialState. */
export function startStateOf(file: Pick<JourneyFile, 'entries'>): AppState {
  const opening = openingCheckpoint(file);
  return opening ? stateFrom(opening.state) : initialState;
}

/** Where a journey's recorded data is not what this app can fold, and why. */
export type JourneyDataCheck = { ok: true; events: number } | { ok: false; seq: number; reason: string };

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Folds one event (no freezing); the error it throws, as a reason, when it cannot be folded. */
function foldOne(state: AppState, event: DomainEvent): { state: AppState } | { reason: string } {
  try {
    return {
      state: viewer.produce(state, (draft) => {
        reduce(draft, event);
      }),
    };
  } catch (error) {
    return { reason: `${event.type} cannot be folded into the app's state: ${errorMessage(error)}` };
  }
}

/**
 * Checks that a journey's recorded data is what this app's state can be built from, so the tools that read it
 * (replay, the review, the simulator) report a malformed journey instead of crashing on it: every checkpoint's
 * recorded state and every state the events fold to must fit the app's schema for a stored state (decision
 * 0064: no schema per event type; a state is what the reducers and the review read). Each event is folded
 * alone and the slices it touches are checked, so the first malformed entry is named.
 */
export function checkJourneyData(file: Pick<JourneyFile, 'entries'>): JourneyDataCheck {
  const fail = (seq: number, reason: string): JourneyDataCheck => ({ ok: false, seq, reason });
  for (const entry of file.entries) {
    if (!isCheckpointNote(entry) || entry.data.state === undefined) continue;
    const problem = stateProblem(entry.data.state);
    if (problem)
      return fail(entry.seq, `the checkpoint's recorded state is not a state of this app: ${problem}`);
  }
  let state = startStateOf(file);
  let events = 0;
  for (const entry of file.entries) {
    if (entry.kind !== 'event') continue;
    if (!isEventShape(entry.data)) return fail(entry.seq, 'it is not a domain event ({ type, at, ... })');
    const folded = foldOne(state, entry.data);
    if ('reason' in folded) return fail(entry.seq, folded.reason);
    state = folded.state;
    const problem = slicesProblem(state, entry.data.type);
    if (problem)
      return fail(entry.seq, `${entry.data.type} folds to a state off the app's schema: ${problem}`);
    events += 1;
  }
  return { ok: true, events };
}

/** Folds events in one produce; when one throws, the seq of the first that cannot be folded and why. */
function foldOrFind(
  state: AppState,
  events: readonly DomainEvent[],
  seqs: readonly number[],
): { state: AppState } | { seq: number; index: number; reason: string } {
  try {
    return { state: foldChunked(state, events) };
  } catch (error) {
    let at = state;
    for (let i = 0; i < events.length; i += 1) {
      const folded = foldOne(at, events[i]!);
      if ('reason' in folded) return { seq: seqs[i]!, index: i, reason: folded.reason };
      at = folded.state;
    }
    return { seq: seqs[seqs.length - 1] ?? 0, index: events.length, reason: errorMessage(error) };
  }
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
  let pendingSeqs: number[] = [];
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
  const failed = (seq: number, events: number, reason: string): ReplayReport =>
    report({ ok: false, mismatch: { seq, events, reason } });
  /** Folds the pending events; a failure report when one of them cannot be folded. */
  const foldPending = (): ReplayReport | null => {
    const result = foldOrFind(state, pending, pendingSeqs);
    if ('reason' in result)
      return failed(result.seq, folded + result.index, `entry ${result.seq}: ${result.reason}`);
    state = result.state;
    folded += pending.length;
    pending = [];
    pendingSeqs = [];
    return null;
  };

  // The recorded start state is used only when it is a state of this app (a journey's data is not trusted).
  const opening = openingCheckpoint(file);
  if (opening) {
    const problem = stateProblem(opening.state);
    if (problem)
      return failed(
        opening.seq,
        0,
        `the opening checkpoint's state (entry ${opening.seq}) is not a state of this app: ${problem}`,
      );
    state = stateFrom(opening.state);
    startedFrom = 'recorded';
  }
  for (const entry of file.entries) {
    if (entry.kind === 'event') {
      if (!isEventShape(entry.data))
        return failed(entry.seq, folded + pending.length, `entry ${entry.seq} is not a domain event`);
      pending.push(entry.data);
      pendingSeqs.push(entry.seq);
      continue;
    }
    if (!isCheckpointNote(entry)) continue;
    const note = entry.data;
    const unfoldable = foldPending();
    if (unfoldable) return unfoldable;
    if (note.events !== folded) {
      return failed(
        entry.seq,
        folded,
        `checkpoint ${entry.seq} counts ${note.events} events but ${folded} were recorded before it`,
      );
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
  return foldPending() ?? report({});
}

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
