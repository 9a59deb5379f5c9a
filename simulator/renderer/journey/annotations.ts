import { z } from 'zod';
import { serializeJourney, type JourneyFile } from '../../../scenarios/journey/format';

/**
 * A reviewer's notes and bookmarks on a journey (decision 0010): kept beside the chain, in an
 * `annotations` member of the saved file that the journey reader and verifier ignore, tied to the
 * journey by its head hash. They are commentary on the evidence, never part of it.
 */

/** A note on one step (entry seq). */
export interface StepNote {
  seq: number;
  text: string;
  /** Wall-clock time it was written, epoch ms. */
  at: number;
}

/** A reviewer's annotations on one journey. */
export interface JourneyAnnotations {
  /** The head of the journey they were written on. */
  head: string;
  notes: StepNote[];
  /** Bookmarked steps (entry seqs), ascending. */
  bookmarks: number[];
}

/** The name of the member of a saved journey file holding annotations. */
export const ANNOTATIONS_KEY = 'annotations';

const annotationsSchema = z.object({
  head: z.string(),
  notes: z.array(z.object({ seq: z.number().int().nonnegative(), text: z.string(), at: z.number() })),
  bookmarks: z.array(z.number().int().nonnegative()),
});

/** No notes, no bookmarks. */
export function emptyAnnotations(head: string): JourneyAnnotations {
  return { head, notes: [], bookmarks: [] };
}

/** True when there is nothing to save. */
export function isEmpty(annotations: JourneyAnnotations): boolean {
  return annotations.notes.length === 0 && annotations.bookmarks.length === 0;
}

/** Adds a note to a step (blank notes are ignored). */
export function addNote(a: JourneyAnnotations, seq: number, text: string, at: number): JourneyAnnotations {
  const trimmed = text.trim();
  if (!trimmed) return a;
  return {
    ...a,
    notes: [...a.notes, { seq, text: trimmed, at }].sort((x, y) => x.seq - y.seq || x.at - y.at),
  };
}

/** Removes one note. */
export function removeNote(a: JourneyAnnotations, note: StepNote): JourneyAnnotations {
  return { ...a, notes: a.notes.filter((n) => n !== note) };
}

/** Bookmarks a step, or removes its bookmark. */
export function toggleBookmark(a: JourneyAnnotations, seq: number): JourneyAnnotations {
  const bookmarks = a.bookmarks.includes(seq)
    ? a.bookmarks.filter((b) => b !== seq)
    : [...a.bookmarks, seq].sort((x, y) => x - y);
  return { ...a, bookmarks };
}

/** The notes on one step. */
export function notesAt(a: JourneyAnnotations, seq: number): StepNote[] {
  return a.notes.filter((n) => n.seq === seq);
}

/** What was read from a file's annotations member. */
export interface ReadAnnotations {
  annotations: JourneyAnnotations;
  /** Set when the file held annotations that could not be used as they are. */
  warning: string | null;
}

/**
 * The annotations saved in a journey file's text (none: empty ones). Annotations written on another
 * journey (another head) are still shown, with a warning; steps past the journey's end are dropped.
 */
export function readAnnotations(text: string, file: Pick<JourneyFile, 'head' | 'entries'>): ReadAnnotations {
  let raw: unknown;
  try {
    raw = (JSON.parse(text) as Record<string, unknown> | null)?.[ANNOTATIONS_KEY];
  } catch {
    raw = undefined;
  }
  if (raw === undefined) return { annotations: emptyAnnotations(file.head), warning: null };
  const parsed = annotationsSchema.safeParse(raw);
  if (!parsed.success)
    return {
      annotations: emptyAnnotations(file.head),
      warning: 'the notes and bookmarks in this file are unreadable',
    };
  const count = file.entries.length;
  const annotations: JourneyAnnotations = {
    head: file.head,
    notes: parsed.data.notes.filter((n) => n.seq < count),
    bookmarks: [...new Set(parsed.data.bookmarks.filter((b) => b < count))].sort((x, y) => x - y),
  };
  const warning =
    parsed.data.head === file.head
      ? null
      : 'the notes and bookmarks were written on another journey (its head differs): check they still fit';
  return { annotations, warning };
}

/** The journey file as text with its annotations (the chain and its head unchanged). */
export function serializeWithAnnotations(file: JourneyFile, annotations: JourneyAnnotations): string {
  const text = serializeJourney(file);
  if (isEmpty(annotations)) return text;
  const own: JourneyAnnotations = { ...annotations, head: file.head };
  // serializeJourney ends with `]}\n`: the annotations go after the entries.
  return `${text.slice(0, text.lastIndexOf(']}'))}],${JSON.stringify(ANNOTATIONS_KEY)}:${JSON.stringify(own)}}\n`;
}
