import type { JourneyEntry } from '../../../scenarios/journey/format';
import { rrwebEventsOf, screenTexts } from './screen-index';

/**
 * Search across a whole journey: event types and payloads, request and response paths and bodies, bridge
 * methods, routes, notes, the text on screens, and the reviewer's own notes. Case-insensitive substring.
 */

/** The searchable text of each entry (lower case), by entry index. */
export interface SearchIndex {
  texts: string[];
}

/** A one-line summary of an entry, as the step list shows it. */
export function summarizeEntry(entry: Pick<JourneyEntry, 'kind' | 'data'>): string {
  const record = entry.data as Record<string, unknown> | null;
  const field = (key: string, fallback = '') => {
    const value = record?.[key];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : fallback;
  };
  switch (entry.kind) {
    case 'event':
      return field('type', 'event');
    case 'request':
    case 'response':
      return `${entry.kind} ${field('path', field('endpoint'))}`;
    case 'bridge-call':
    case 'bridge-reply':
      return `${entry.kind} ${field('method')}`;
    case 'route':
      return `route ${field('path', field('hash'))}`;
    case 'screen': {
      const events = rrwebEventsOf(entry.data);
      return events ? `screen (${events.length} rrweb events)` : 'screen';
    }
    default:
      return `${entry.kind} ${field('type')}`;
  }
}

/** The text searched for one entry. */
export function searchTextOf(entry: Pick<JourneyEntry, 'kind' | 'data'>): string {
  if (entry.kind === 'screen') {
    const events = rrwebEventsOf(entry.data);
    // Screens are searched by what they show, not by their markup and styles.
    const text = events ? screenTexts(events).texts.join(' ') : JSON.stringify(entry.data);
    return `screen ${text}`.toLowerCase();
  }
  return `${summarizeEntry(entry)} ${JSON.stringify(entry.data)}`.toLowerCase();
}

/** Builds the search index of a journey (once per opened journey). */
export function buildSearchIndex(entries: readonly Pick<JourneyEntry, 'kind' | 'data'>[]): SearchIndex {
  return { texts: entries.map(searchTextOf) };
}

/** Entry indexes matching a query (its entry text or a note on it), in order; empty for a blank query. */
export function searchJourney(
  index: SearchIndex,
  query: string,
  notes: ReadonlyArray<{ seq: number; text: string }> = [],
): number[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const hits = new Set<number>();
  index.texts.forEach((text, i) => {
    if (text.includes(needle)) hits.add(i);
  });
  for (const note of notes) if (note.text.toLowerCase().includes(needle)) hits.add(note.seq);
  return [...hits].sort((a, b) => a - b);
}

/** The next (or previous) match after `from`, wrapping around; null when there is none. */
export function nextMatch(matches: readonly number[], from: number, direction: 1 | -1): number | null {
  if (matches.length === 0) return null;
  if (direction === 1) return matches.find((m) => m > from) ?? matches[0]!;
  for (let i = matches.length - 1; i >= 0; i -= 1) if (matches[i]! < from) return matches[i]!;
  return matches[matches.length - 1]!;
}
