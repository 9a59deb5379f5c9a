import { atRest } from './at-rest';
import type { DomainEvent } from '../domain/events';

/**
 * The event log persisted across a WebView reload or crash. Stored as JSON under one key; each format
 * version is upgraded one step at a time when read. Version 2 keeps a snapshot of the folded state plus
 * the events since, so a long session stays bounded (the log is compacted every COMPACT_AFTER events).
 */
export const LOG_STORAGE_KEY = 'cuota:event-log';
export const LOG_VERSION = 2;
export const COMPACT_AFTER = 500;

/** The current stored format. */
export interface PersistedLogV2<S> {
  version: 2;
  snapshot: { state: S; at: number } | null;
  events: DomainEvent[];
}

/** Version 1: a bare list of events (the first format). */
interface PersistedLogV1 {
  version: 1;
  events: DomainEvent[];
}

type Upgrade = (old: unknown) => unknown;
/** UPGRADES[n] turns version n into version n + 1. */
const UPGRADES: Record<number, Upgrade> = {
  1: (old) => {
    const v1 = old as PersistedLogV1;
    return { version: 2, snapshot: null, events: v1.events } satisfies PersistedLogV2<unknown>;
  },
};

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function isEventList(x: unknown): x is DomainEvent[] {
  return (
    Array.isArray(x) && x.every((e) => isRecord(e) && typeof e.type === 'string' && typeof e.at === 'number')
  );
}

export type LoadResult<S> =
  { ok: true; log: PersistedLogV2<S> } | { ok: false; reason: 'empty' | 'corrupt' | 'newerVersion' };

/** Parses a stored log, upgrading it step by step; anything unreadable is reported, never thrown. */
export function parsePersistedLog<S>(raw: string | null, isState: (x: unknown) => x is S): LoadResult<S> {
  if (raw === null || raw === '') return { ok: false, reason: 'empty' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'corrupt' };
  }
  // The very first format was a bare array.
  if (Array.isArray(value)) value = { version: 1, events: value };
  if (!isRecord(value) || typeof value.version !== 'number') return { ok: false, reason: 'corrupt' };
  if (value.version > LOG_VERSION) return { ok: false, reason: 'newerVersion' };
  let current: unknown = value;
  for (let v = value.version; v < LOG_VERSION; v += 1) {
    const upgrade = UPGRADES[v];
    if (!upgrade) return { ok: false, reason: 'corrupt' };
    current = upgrade(current);
  }
  if (!isRecord(current) || !isEventList(current.events)) return { ok: false, reason: 'corrupt' };
  const snapshot = current.snapshot;
  if (snapshot !== null) {
    if (!isRecord(snapshot) || typeof snapshot.at !== 'number' || !isState(snapshot.state)) {
      return { ok: false, reason: 'corrupt' };
    }
  }
  return { ok: true, log: current as unknown as PersistedLogV2<S> };
}

/** Where the log lives; localStorage in the app, a Map in tests. */
export interface LogStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Writes the log, as it may be kept at rest: no token, no personal field (src/store/at-rest.ts, issue 30).
 * A full storage (quota exceeded) must not break the app: the write is dropped.
 */
export function writePersistedLog<S>(storage: LogStorage, log: PersistedLogV2<S>): boolean {
  try {
    storage.setItem(LOG_STORAGE_KEY, JSON.stringify(atRest(log)));
    return true;
  } catch {
    return false;
  }
}
