import type { DomainEvent } from '../domain/events';
import { initialState, type AppState } from '../domain/state';
import {
  COMPACT_AFTER,
  LOG_STORAGE_KEY,
  LOG_VERSION,
  parsePersistedLog,
  writePersistedLog,
  type LogStorage,
} from './persistence';
import { isStoredAppState } from './state-schema';
import { foldChunked } from './fold';

type Snapshot = { state: AppState; at: number } | null;

const SLICE_KEYS = Object.keys(initialState) as (keyof AppState)[];

/** A stored state with the slices it lacks at their initial value, and slices no longer known dropped. */
function withAllSlices(stored: AppState): AppState {
  const complete = { ...initialState };
  for (const key of SLICE_KEYS) {
    if (key in stored) (complete as Record<string, unknown>)[key] = stored[key];
  }
  return complete;
}

/** Removes the stored log; a storage that refuses (WebView with storage disabled) leaves it. */
function forgetStored(storage: LogStorage | undefined) {
  try {
    storage?.removeItem(LOG_STORAGE_KEY);
  } catch {
    // Nothing more can be done; the next successful write replaces it.
  }
}

interface Loaded {
  snapshot: Snapshot;
  log: DomainEvent[];
  state: AppState;
  /** A log read from storage is written again at once, masked (issue 30). */
  rewrite: boolean;
}

/** No stored log: a fresh, empty one (its own array: the store appends to it). */
const nothing = (): Loaded => ({ snapshot: null, log: [], state: initialState, rewrite: false });

/** The log the storage keeps, folded; an unreadable or incompatible one is removed and the app starts clean. */
function loadStored(storage: LogStorage | undefined): Loaded {
  if (!storage) return nothing();
  let raw: string | null = null;
  try {
    raw = storage.getItem(LOG_STORAGE_KEY);
  } catch {
    // Storage access denied: run in memory only rather than fail to start.
  }
  const loaded = parsePersistedLog(raw, isStoredAppState);
  if (!loaded.ok) {
    if (loaded.reason !== 'empty') forgetStored(storage);
    return nothing();
  }
  const stored = loaded.log.snapshot;
  const snapshot = stored && { ...stored, state: withAllSlices(stored.state) };
  try {
    const state = foldChunked(snapshot?.state ?? initialState, loaded.log.events);
    // The stored events are checked for their type and time only: what they fold to is parsed like a snapshot,
    // so an event of another build (or an edited one) that folds without throwing cannot reach the screens.
    if (!isStoredAppState(state)) throw new Error('the stored log folds to a state off its schema');
    return { snapshot, log: loaded.log.events, state, rewrite: true };
  } catch {
    // A log written by an incompatible build: start clean rather than crash the WebView.
    forgetStored(storage);
    return nothing();
  }
}

/** The store's event log: the events since the last snapshot, and where it survives a WebView reload. */
export interface KeptLog {
  /** The state the stored log folds to (the initial state when there is none, or it was unreadable). */
  readonly loaded: AppState;
  events(): readonly DomainEvent[];
  /**
   * Keeps events folded into `state`; a session end, a login of another borrower (`switched`: the store judges
   * it, a login alone cannot tell) or a long log compacts it into a snapshot.
   */
  append(events: readonly DomainEvent[], state: AppState, switched?: boolean): void;
  /** Removes the stored log and drops a write still waiting, keeping the events in memory. */
  forgetPersisted(): void;
  /** Forgets everything, stored and in memory. */
  reset(): void;
}

/** Keeps the log, in memory and (with `storage`) written once per burst of events, before the next task. */
export function keepLog(storage: LogStorage | undefined, isSessionEnd: (e: DomainEvent) => boolean): KeptLog {
  const loaded = loadStored(storage);
  let { snapshot, log } = loaded;
  let writeScheduled = false;
  // Set when a session ended since the last write: that write must not leave the old log behind.
  let sessionEndedSinceWrite = false;

  function persistSoon() {
    if (!storage || writeScheduled) return;
    writeScheduled = true;
    // Coalesce a burst of events into one write, still before the next task (a reload loses nothing).
    queueMicrotask(() => {
      // reset() cancels a pending write: it must not put an (empty) log back.
      if (!writeScheduled) return;
      writeScheduled = false;
      const written = writePersistedLog(storage, { version: LOG_VERSION, snapshot, events: log });
      // A full storage would keep the logged-in borrower's log: better no log than a resurrected session.
      if (!written && sessionEndedSinceWrite) forgetStored(storage);
      sessionEndedSinceWrite = false;
    });
  }
  if (loaded.rewrite) persistSoon();

  return {
    loaded: loaded.state,
    events: () => log,
    append(events, state, switched = false) {
      // A loop, not push(...events): spreading 100k+ arguments overflows the call stack.
      for (const event of events) log.push(event);
      const last = events[events.length - 1];
      // No personal data after a session end, nor of one borrower in another's (decision 0077), no unbounded log.
      const endedSession = switched || events.some(isSessionEnd);
      if (last && (endedSession || log.length >= COMPACT_AFTER)) {
        snapshot = { state, at: last.at };
        log = [];
      }
      if (endedSession) sessionEndedSinceWrite = true;
      persistSoon();
    },
    forgetPersisted() {
      writeScheduled = false;
      sessionEndedSinceWrite = false;
      forgetStored(storage);
    },
    reset() {
      snapshot = null;
      log = [];
      writeScheduled = false;
      sessionEndedSinceWrite = false;
      forgetStored(storage);
    },
  };
}
