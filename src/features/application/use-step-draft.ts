import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApplicationStep } from '../../domain/events';
import type { EffectDeps } from '../../store/effect-deps';
import { useStore } from '../../store/use-app-state';

/**
 * How long typing may pause before the draft is written. Writing on every keystroke parsed and stored the
 * whole `drafts` value each time (part of the per-keystroke work measured in docs/performance.md, INP).
 */
export const DRAFT_SAVE_DELAY_MS = 300;

/**
 * A step's typed values, kept in the stored `drafts` so a WebView reload or crash loses nothing: written
 * once typing pauses for DRAFT_SAVE_DELAY_MS, and at once when the page is hidden or left (unmount) and when
 * the step calls `flush` (before submitting). Only the keys of `empty` are restored, and only with the same
 * type (a stale or tampered draft cannot inject fields). `restored` says whether anything came back.
 *
 * Drafts belong to the logged-in user: when someone else clears this step's draft (its submission) or all
 * drafts (a logout), a write still waiting is dropped, so a cleared draft never comes back. Other writers
 * (another step's draft, the document reading prefilling the personal step) leave it waiting.
 */
export function useStepDraft<T extends Record<string, string | boolean | string[]>>(
  step: ApplicationStep,
  empty: T,
  /**
   * Fields kept in memory only, never written to the stored drafts: a full card or CLABE number and its
   * confirmation (issue 30: nothing secret at rest). A reload asks for them again.
   */
  options: { notStored?: readonly (keyof T & string)[] } = {},
): {
  values: T;
  set: <K extends keyof T>(key: K, value: T[K]) => void;
  update: (patch: Partial<T> | ((current: T) => Partial<T>)) => void;
  /** Writes a waiting draft now. */
  flush: () => void;
  restored: boolean;
} {
  const store = useStore<EffectDeps>();
  const storage = store.deps.storage;
  const [initial] = useState(() => {
    const saved = storage.get('drafts')[step] ?? {};
    const merged = { ...empty };
    let restored = false;
    for (const key of Object.keys(empty) as Array<keyof T>) {
      if (options.notStored?.includes(key as keyof T & string)) continue;
      const value = saved[key as string];
      const template = empty[key];
      const sameType = Array.isArray(template) ? Array.isArray(value) : typeof value === typeof template;
      if (value !== undefined && sameType && JSON.stringify(value) !== JSON.stringify(template)) {
        merged[key] = value as T[keyof T];
        restored = true;
      }
    }
    return { merged, restored };
  });
  const [values, setValues] = useState<T>(initial.merged);

  // Fixed for the step's lifetime (a page passes a constant list).
  const notStored = useRef<readonly string[]>(options.notStored ?? []);
  const pending = useRef<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const writing = useRef(false);
  // Whether this step's draft was in storage at the last look (to tell a clear from another step's write).
  const stored = useRef(storage.get('drafts')[step] !== undefined);
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    pending.current = null;
  }, []);
  const flush = useCallback(() => {
    const draft = pending.current;
    cancel();
    if (draft === null) return;
    writing.current = true;
    try {
      const kept: Record<string, unknown> = { ...draft };
      for (const key of notStored.current) delete kept[key];
      storage.set('drafts', { ...storage.get('drafts'), [step]: kept });
      stored.current = true;
    } finally {
      writing.current = false;
    }
  }, [cancel, storage, step]);

  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    pending.current = values;
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
  }, [flush, values]);

  useEffect(() => {
    const offStorage = storage.subscribe((key) => {
      if (key !== 'drafts' || writing.current) return;
      const all = storage.get('drafts');
      const mine = all[step] !== undefined;
      if (Object.keys(all).length === 0 || (stored.current && !mine)) cancel();
      stored.current = mine;
    });
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      offStorage();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [cancel, flush, step, storage]);

  const set = useCallback(
    <K extends keyof T>(key: K, value: T[K]) => setValues((v) => ({ ...v, [key]: value })),
    [],
  );
  const update = useCallback(
    (patch: Partial<T> | ((current: T) => Partial<T>)) =>
      setValues((v) => ({ ...v, ...(typeof patch === 'function' ? patch(v) : patch) })),
    [],
  );
  return { values, set, update, flush, restored: initial.restored };
}
