import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApplicationStep } from '../../domain/events';
import type { EffectDeps } from '../../store/effect-deps';
import { useStore } from '../../store/use-app-state';

/**
 * A step's typed values, kept in the stored `drafts` on every change so a WebView reload or crash loses
 * nothing. Only the keys of `empty` are restored, and only with the same type (a stale or tampered draft
 * cannot inject fields). `restored` says whether anything came back.
 */
export function useStepDraft<T extends Record<string, string | boolean | string[]>>(
  step: ApplicationStep,
  empty: T,
): { values: T; set: <K extends keyof T>(key: K, value: T[K]) => void; update: (patch: Partial<T> | ((current: T) => Partial<T>)) => void; restored: boolean } {
  const store = useStore<EffectDeps>();
  const storage = store.deps.storage;
  const [initial] = useState(() => {
    const saved = storage.get('drafts')[step] ?? {};
    const merged = { ...empty };
    let restored = false;
    for (const key of Object.keys(empty) as Array<keyof T>) {
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
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    storage.set('drafts', { ...storage.get('drafts'), [step]: values });
  }, [storage, step, values]);
  const set = useCallback(<K extends keyof T>(key: K, value: T[K]) => setValues((v) => ({ ...v, [key]: value })), []);
  const update = useCallback(
    (patch: Partial<T> | ((current: T) => Partial<T>)) =>
      setValues((v) => ({ ...v, ...(typeof patch === 'function' ? patch(v) : patch) })),
    [],
  );
  return { values, set, update, restored: initial.restored };
}
