import type { ApiTraceEntry } from '#contracts/api';
import type { BridgeTrace } from '#contracts/bridge';
import {
  CHECKPOINT_NOTE,
  JOURNEY_FORMAT,
  JOURNEY_VERSION,
  START_NOTE,
  ZERO_HASH,
  hashEntry,
  hashState,
  type CheckpointNote,
  type EntryKind,
  type JourneyEntry,
  type JourneyFile,
  type JourneyMeta,
  type JourneyMetaInput,
} from './format';
import { maskAs, maskValue, toJsonValue, type JsonValue } from './mask';

/** Events between two state checkpoints unless told otherwise. */
export const DEFAULT_CHECKPOINT_EVERY = 100;

/** How to record a journey. */
export interface JourneyRecorderOptions {
  /** Everything but `masked`, which the recorder sets from `mask`. */
  meta: JourneyMetaInput;
  /** Mask personal data at record time (default). `false` only for an explicit internal-QA recording. */
  mask?: boolean;
  /** Epoch ms stamped on each entry (the virtual clock in scenarios and the simulator). */
  clock: () => number;
  /** The app's state right now (store.getState); without it no checkpoints are written. */
  getState?: () => unknown;
  /** A checkpoint after every this many events (default 100). */
  checkpointEvery?: number;
}

/** A recorder: builds the chain entry by entry. */
export interface JourneyRecorder {
  readonly masked: boolean;
  /** Masks (if on), seals and appends one entry; returns it. Every Nth event adds a checkpoint after it. */
  record(kind: EntryKind, data: unknown): JourneyEntry;
  /** Records an API trace (request, response; a failure is the request's response) or a bridge call/reply. */
  recordTrace(trace: ApiTraceEntry | BridgeTrace): JourneyEntry;
  /** Writes a checkpoint of `state` (default: getState()); null when there is no state to take. */
  checkpoint(state?: unknown, options?: { includeState?: boolean }): JourneyEntry | null;
  /** Event entries recorded so far. */
  eventCount(): number;
  /** Entries recorded so far (the live array: do not mutate). */
  entries(): readonly JourneyEntry[];
  /** The last hash (ZERO_HASH before any entry). */
  head(): string;
  /** Closes with a checkpoint (state included) when events came after the last one, then returns the file. */
  toFile(): JourneyFile;
}

/** The key under which a request sends the SMS code the borrower typed (`/security/login`, the account deletion's). */
const REQUEST_CODE_KEY = 'code';

/**
 * A request's data with every value under `code` masked as a secret (decision 0077). The personal list judges keys
 * alone, and in every answer `code` is the envelope's result code (0, 100103), which must stay readable: so the
 * SMS code is masked here, in requests only, before the masking by key and pattern.
 */
function withoutSmsCodes(value: unknown, underCode = false): unknown {
  if (typeof value === 'string' || typeof value === 'number')
    return underCode ? maskAs('secret', String(value)) : value;
  if (Array.isArray(value)) return value.map((item) => withoutSmsCodes(item, underCode));
  // Plain records only: anything else (a Date, a file's description with toJSON) is left to the masker.
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype)
    return value;
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value))
    Object.defineProperty(out, key, {
      value: withoutSmsCodes(member, underCode || key.toLowerCase() === REQUEST_CODE_KEY),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return out;
}

/** Starts a journey: entry 0 seals the meta; with getState, a checkpoint of the start state follows. */
export function createJourneyRecorder(options: JourneyRecorderOptions): JourneyRecorder {
  const masked = options.mask ?? true;
  const every = Math.max(1, Math.floor(options.checkpointEvery ?? DEFAULT_CHECKPOINT_EVERY));
  const clean = masked ? maskValue : toJsonValue;
  // The meta is masked like the entries (a device profile holds device ids) and sealed in entry 0.
  const meta = clean({ ...options.meta, masked }) as JourneyMeta;
  const entries: JourneyEntry[] = [];
  let head = ZERO_HASH;
  let events = 0;
  let checkpointedEvents = -1;

  function append(kind: EntryKind, data: JsonValue): JourneyEntry {
    const seq = entries.length;
    const at = options.clock();
    const hash = hashEntry(head, { seq, at, kind, data });
    const entry: JourneyEntry = { seq, at, kind, data, prev: head, hash };
    entries.push(entry);
    head = hash;
    return entry;
  }

  const recorder: JourneyRecorder = {
    masked,
    record(kind, data) {
      const entry = append(kind, clean(masked && kind === 'request' ? withoutSmsCodes(data) : data));
      if (kind === 'event') {
        events += 1;
        if (options.getState && events % every === 0) recorder.checkpoint();
      }
      return entry;
    },
    recordTrace(trace) {
      const { kind, ...data } = trace;
      return recorder.record(kind === 'failure' ? 'response' : kind, data);
    },
    checkpoint(state, checkpointOptions) {
      const taken = state === undefined ? options.getState?.() : state;
      if (taken === undefined) return null;
      const note: CheckpointNote = { type: CHECKPOINT_NOTE, events, stateHash: hashState(taken, masked) };
      if (checkpointOptions?.includeState) note.state = clean(taken);
      checkpointedEvents = events;
      // Already clean: the note's state was masked above, and the rest is ours.
      return append('note', note as unknown as JsonValue);
    },
    eventCount: () => events,
    entries: () => entries,
    head: () => head,
    toFile() {
      if (options.getState && checkpointedEvents !== events)
        recorder.checkpoint(undefined, { includeState: true });
      return { format: JOURNEY_FORMAT, version: JOURNEY_VERSION, meta, entries: [...entries], head };
    },
  };

  append('note', { type: START_NOTE, meta: meta as JsonValue });
  if (options.getState) recorder.checkpoint(undefined, { includeState: true });
  return recorder;
}
