import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApplicationStep } from '../../domain/events';
import { draftsOf, type Draft } from '../../storage/drafts';
import type { EffectDeps } from '../../store/effect-deps';
import { useStore } from '../../store/use-app-state';
import { useFlushOnHide } from '../../store/use-flush-on-hide';

/** The keys of `empty` that `saved` holds with the same type, and whether any differs from `empty`. */
function restore<T extends Record<string, string | boolean | string[]>>(
  saved: Draft,
  empty: T,
  notStored: readonly string[],
): { merged: T; restored: boolean } {
  const merged = { ...empty };
  let restored = false;
  for (const key of Object.keys(empty) as Array<keyof T & string>) {
    if (notStored.includes(key)) continue;
    const value = saved[key];
    const template = empty[key];
    const sameType = Array.isArray(template) ? Array.isArray(value) : typeof value === typeof template;
    if (value !== undefined && sameType && JSON.stringify(value) !== JSON.stringify(template)) {
      merged[key] = value as T[typeof key];
      restored = true;
    }
  }
  return { merged, restored };
}

/**
 * A step's typed values, kept in the step's draft (src/storage/drafts.ts) so a WebView reload or crash loses
 * nothing: written once typing pauses for DRAFT_SAVE_DELAY_MS, and at once when the page is hidden or left
 * (unmount) and when the step calls `flush` (before submitting). Only the keys of `empty` are restored, and
 * only with the same type (a stale or tampered draft cannot inject fields). `restored` says whether anything
 * came back. A cleared draft (the step saved, the session ended) drops the write still waiting (the drafts
 * module), so it never comes back.
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
  const drafts = draftsOf(useStore<EffectDeps>().deps.storage);
  // Fixed for the step's lifetime (a page passes a constant list).
  const notStored = useRef<readonly string[]>(options.notStored ?? []);
  const [initial] = useState(() => restore(drafts.read(step) ?? {}, empty, options.notStored ?? []));
  const [values, setValues] = useState<T>(initial.merged);
  const flush = useCallback(() => drafts.flush(step), [drafts, step]);

  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const kept: Record<string, unknown> = { ...values };
    for (const key of notStored.current) delete kept[key];
    drafts.write(step, kept);
  }, [drafts, step, values]);

  useFlushOnHide(flush);

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
