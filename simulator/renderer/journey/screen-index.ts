import type { JourneyEntry } from '../../../scenarios/journey/format';

/**
 * The screens of a journey: its `screen` entries holding rrweb events (`{ type: 'rrweb', events }`), and
 * what to draw at a step: the last full snapshot before it and every incremental event after it, up to
 * the screen entries that directly follow the step (what the step made the borrower see).
 */

/** An rrweb event as recorded (rrweb's `eventWithTime`, loosely). */
export interface RrwebEvent {
  type: number;
  data: unknown;
  timestamp: number;
}

/** rrweb's event types that matter here. */
export const RRWEB = { FullSnapshot: 2, IncrementalSnapshot: 3, Meta: 4 } as const;

/** Screens kept drawn-ready. */
const SCREEN_CACHE_SIZE = 24;

/** One screen entry with rrweb events. */
export interface ScreenBatch {
  seq: number;
  events: RrwebEvent[];
  /** Index in `events` of its last full snapshot, or -1. */
  lastFull: number;
}

/** The screens of a journey, in order, with a cache of what was drawn. */
export interface ScreenIndex {
  batches: ScreenBatch[];
  /** Events drawn for a batch position (kept, so a view can tell nothing changed). */
  cache: Map<number, RrwebEvent[]>;
}

function isEvent(x: unknown): x is RrwebEvent {
  if (typeof x !== 'object' || x === null) return false;
  const e = x as { type?: unknown; timestamp?: unknown };
  return typeof e.type === 'number' && typeof e.timestamp === 'number';
}

/** The rrweb events of a screen entry's data, or null for another kind of screen entry. */
export function rrwebEventsOf(data: unknown): RrwebEvent[] | null {
  const record = data as { type?: unknown; events?: unknown } | null;
  if (!record || record.type !== 'rrweb' || !Array.isArray(record.events)) return null;
  return record.events.filter(isEvent);
}

/** Indexes the screen entries of a journey. */
export function buildScreenIndex(
  entries: readonly Pick<JourneyEntry, 'seq' | 'kind' | 'data'>[],
): ScreenIndex {
  const batches: ScreenBatch[] = [];
  for (const entry of entries) {
    if (entry.kind !== 'screen') continue;
    const events = rrwebEventsOf(entry.data);
    if (!events || events.length === 0) continue;
    let lastFull = -1;
    for (let i = events.length - 1; i >= 0; i -= 1)
      if (events[i]!.type === RRWEB.FullSnapshot) {
        lastFull = i;
        break;
      }
    batches.push({ seq: entry.seq, events, lastFull });
  }
  return { batches, cache: new Map() };
}

/** Position of the last batch with seq <= `seq`, or -1. */
function lastBatchAtOrBefore(index: ScreenIndex, seq: number): number {
  let lo = 0;
  let hi = index.batches.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (index.batches[mid]!.seq <= seq) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The screen seen at a step. */
export interface ScreenAtStep {
  /** rrweb events to replay: a Meta, the full snapshot, then incremental events. */
  events: RrwebEvent[];
  /** Seq of the screen entry holding the full snapshot and of the last one applied. */
  fromSeq: number;
  toSeq: number;
}

/**
 * The screen at step `step` (an entry index): null before the first full snapshot. The same step range
 * between two screen entries gives the same `events` array.
 */
export function screenAt(
  index: ScreenIndex,
  entries: readonly Pick<JourneyEntry, 'seq' | 'kind'>[],
  step: number,
): ScreenAtStep | null {
  let upTo = Math.min(step, entries.length - 1);
  // What the step made the borrower see is written just after it.
  while (entries[upTo + 1]?.kind === 'screen') upTo += 1;
  const last = lastBatchAtOrBefore(index, entries[upTo]?.seq ?? -1);
  if (last < 0) return null;
  let first = last;
  while (first >= 0 && index.batches[first]!.lastFull < 0) first -= 1;
  if (first < 0) return null;
  const from = index.batches[first]!;
  const to = index.batches[last]!;
  const cached = index.cache.get(last);
  if (cached) return { events: cached, fromSeq: from.seq, toSeq: to.seq };
  const start = from.lastFull;
  const events: RrwebEvent[] = [];
  // The replayer sizes its frame from the Meta before the snapshot.
  const before = from.events[start - 1];
  if (before?.type === RRWEB.Meta) events.push(before);
  else {
    const meta = findMetaBefore(index, first, start);
    events.push(
      meta ?? {
        type: RRWEB.Meta,
        data: { href: '', width: 360, height: 740 },
        timestamp: from.events[start]!.timestamp,
      },
    );
  }
  events.push(...from.events.slice(start));
  for (let b = first + 1; b <= last; b += 1) events.push(...index.batches[b]!.events);
  // Copies: rrweb's Replayer writes into the events it plays (`delay`), and the journey's must stay as hashed.
  const copies = structuredClone(events);
  index.cache.set(last, copies);
  // A few screens are kept (stepping back and forth), not every one of a long journey.
  if (index.cache.size > SCREEN_CACHE_SIZE) index.cache.delete(index.cache.keys().next().value!);
  return { events: copies, fromSeq: from.seq, toSeq: to.seq };
}

function findMetaBefore(index: ScreenIndex, batch: number, before: number): RrwebEvent | null {
  for (let b = batch; b >= 0; b -= 1) {
    const events = index.batches[b]!.events;
    for (let i = (b === batch ? before : events.length) - 1; i >= 0; i -= 1)
      if (events[i]!.type === RRWEB.Meta) return events[i]!;
  }
  return null;
}

interface SerializedNode {
  type?: number;
  tagName?: string;
  textContent?: string;
  isStyle?: boolean;
  attributes?: Record<string, unknown>;
  childNodes?: SerializedNode[];
}

const HIDDEN_TAGS = new Set(['style', 'script', 'noscript', 'head', 'title', 'template']);
const HEADING_TAGS = new Set(['h1', 'h2', 'h3']);

function walkText(
  node: SerializedNode | undefined,
  out: string[],
  headings: string[] | null,
  inHeading: boolean,
) {
  if (!node) return;
  if (node.type === 3) {
    const text = node.textContent?.replace(/\s+/g, ' ').trim();
    if (text && !node.isStyle) {
      out.push(text);
      if (inHeading) headings?.push(text);
    }
    return;
  }
  if (node.type === 2 && node.tagName && HIDDEN_TAGS.has(node.tagName)) return;
  const heading =
    inHeading ||
    (node.type === 2 && (HEADING_TAGS.has(node.tagName ?? '') || node.attributes?.role === 'heading'));
  for (const child of node.childNodes ?? []) walkText(child, out, headings, heading);
}

/** The texts a list of rrweb events put on screen (full snapshots, added nodes and text changes). */
export function screenTexts(events: readonly RrwebEvent[]): { texts: string[]; headings: string[] } {
  const texts: string[] = [];
  const headings: string[] = [];
  for (const event of events) {
    const data = event.data as {
      node?: SerializedNode;
      source?: number;
      adds?: Array<{ node?: SerializedNode }>;
      texts?: Array<{ value?: unknown }>;
    } | null;
    if (!data) continue;
    if (event.type === RRWEB.FullSnapshot) walkText(data.node, texts, headings, false);
    else if (event.type === RRWEB.IncrementalSnapshot && data.source === 0) {
      for (const add of data.adds ?? []) walkText(add.node, texts, headings, false);
      for (const text of data.texts ?? [])
        if (typeof text.value === 'string' && text.value.trim()) texts.push(text.value.trim());
    }
  }
  return { texts, headings };
}
