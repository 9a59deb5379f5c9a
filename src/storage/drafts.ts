import type { ApplicationStep } from '../domain/events';
import { STORAGE_KEYS } from './storage-keys';
import type { StoredValue, StoredValues } from './stored-values';

/**
 * The one owner of the application steps' drafts (decision 0050): what the borrower typed on a step, kept in
 * the stored `drafts` (`cuota:drafts`) so a WebView reload or crash loses nothing. No other code reads or
 * writes that value: the step forms (`useStepDraft`), the document reading that prefills the personal step,
 * the step's save that ends its draft, and the page's first script (`storedDraftHint`) come here.
 *
 * Drafts belong to the logged-in borrower. Logout and every session end remove the stored value with the
 * borrower's other data (`clearUserData`, `clearAll`: decision 0014); a write still waiting is dropped then,
 * and when its step's draft is cleared, so a cleared draft never comes back and the next borrower never
 * reads the last one's.
 *
 * Imports only types and the table of keys: src/boot.ts (inline, ≤ 8 KiB) takes `storedDraftHint` from here.
 */

/**
 * How long typing may pause before the draft is written. Writing on every keystroke parsed and stored the
 * whole `drafts` value each time (part of the per-keystroke work measured in docs/performance.md, INP).
 */
export const DRAFT_SAVE_DELAY_MS = 300;

/** What was typed on one step, field by field. */
export type Draft = Readonly<Record<string, unknown>>;

/** Whose draft: an application step's, or the new customer-service request's form (`feedback`, decision 0069). */
export type DraftKey = ApplicationStep | 'feedback';

/** A step's draft: read, write (once typing pauses), flush (write now), clear. */
export interface StepDrafts {
  /** The step's draft: the one waiting to be written, else the stored one; undefined when there is none. */
  read(step: DraftKey): Draft | undefined;
  /** Keeps the step's draft: written after DRAFT_SAVE_DELAY_MS without another write, or at `flush`. */
  write(step: DraftKey, draft: Draft): void;
  /** Writes the step's waiting draft now (the page is hidden or left, the step is about to be saved). */
  flush(step: DraftKey): void;
  /** Ends the step's draft (it was saved): removes it and drops a write still waiting. */
  clear(step: DraftKey): void;
}

let byStorage: WeakMap<StoredValues, StepDrafts> | undefined;

/** The drafts kept in `storage`: one owner per stored values, so every caller sees the same waiting writes. */
export function draftsOf(storage: StoredValues): StepDrafts {
  byStorage ??= new WeakMap();
  let drafts = byStorage.get(storage);
  if (!drafts) {
    drafts = createDrafts(storage);
    byStorage.set(storage, drafts);
  }
  return drafts;
}

function createDrafts(storage: StoredValues): StepDrafts {
  const waiting = new Map<DraftKey, { draft: Draft; timer: ReturnType<typeof setTimeout> }>();
  let writing = false;

  const drop = (step: DraftKey) => {
    clearTimeout(waiting.get(step)?.timer);
    waiting.delete(step);
  };
  const put = (change: (all: StoredValue<'drafts'>) => void) => {
    const all = { ...storage.get('drafts') };
    change(all);
    writing = true;
    try {
      storage.set('drafts', all);
    } finally {
      writing = false;
    }
  };
  // Only the session's end changes the drafts from outside (logout, another borrower's token, a session code):
  // a waiting write of a step whose draft is gone is dropped.
  storage.subscribe((key, value) => {
    if (key !== 'drafts' || writing) return;
    const all = value as StoredValue<'drafts'>;
    for (const step of [...waiting.keys()]) if (all[step] === undefined) drop(step);
  });

  const flush = (step: DraftKey) => {
    const draft = waiting.get(step)?.draft;
    if (draft === undefined) return;
    drop(step);
    put((all) => {
      all[step] = { ...draft };
    });
  };

  return {
    read: (step) => waiting.get(step)?.draft ?? storage.get('drafts')[step],
    write(step, draft) {
      drop(step);
      waiting.set(step, { draft, timer: setTimeout(() => flush(step), DRAFT_SAVE_DELAY_MS) });
    },
    flush,
    clear(step) {
      drop(step);
      if (storage.get('drafts')[step] !== undefined)
        put((all) => {
          delete all[step];
        });
    },
  };
}

/**
 * Whether something typed on an application step seems stored (a value in its entry of the drafts), read
 * raw by the page's first script before the stored values have arrived: the pre-rendered empty form would
 * not be what the app shows then (decision 0027). An entry of empty values (`''`, `false`, `[]`) is nothing
 * typed; unreadable drafts count as something.
 */
export function storedDraftHint(storage: Pick<Storage, 'getItem'> | undefined, step: string): boolean {
  try {
    const raw = storage?.getItem(STORAGE_KEYS.drafts);
    if (raw == null) return false;
    const drafts: unknown = JSON.parse(raw);
    if (typeof drafts !== 'object' || drafts === null) return true;
    const draft: unknown = (drafts as Record<string, unknown>)[step];
    if (draft === undefined) return false;
    if (typeof draft !== 'object' || draft === null) return true;
    return Object.values(draft).some(
      (value) => value !== '' && value !== false && !(Array.isArray(value) && value.length === 0),
    );
  } catch {
    return true; // unreadable: not known to be nothing
  }
}
