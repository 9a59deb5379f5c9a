import { useCallback, useMemo, useRef } from 'react';
import { recordManualRefresh, refreshedOften, type ManualRefreshName } from '../domain/manual-refresh';
import type { EffectDeps } from './effect-deps';
import { useStore } from './use-app-state';

/**
 * What a tap on "Actualizar" came to: `refreshed` (fresh data, recorded), `refreshedOften` (the same, and
 * the borrower refreshed this screen often today: the screen adds a calm word), `failed` (the refresh failed;
 * not recorded) or `busy` (this button's refresh is still going: nothing more is sent).
 */
export type ManualRefreshOutcome = 'refreshed' | 'refreshedOften' | 'failed' | 'busy';

/** The bookkeeping of one screen's "Actualizar" button. */
export interface ManualRefreshGate {
  /** Runs the screen's refresh (resolving true when fresh data arrived) and records it once it went through. */
  tap(refresh: () => Promise<boolean>): Promise<ManualRefreshOutcome>;
  /** Records one manual refresh of this screen that brought fresh data, now; true when it was one too many today. */
  record(): boolean;
}

/**
 * The "Actualizar" buttons over the stored `lastRefreshTime` (decision 0039): every refresh that brought fresh
 * data is recorded under `name` (the last time, and today's count of the screen); from the fifth of the day
 * the screen says that changes take minutes. A tap always reaches the backend; a second tap while one runs
 * sends nothing more.
 */
export function useManualRefresh(name: ManualRefreshName): ManualRefreshGate {
  const store = useStore<EffectDeps>();
  const running = useRef(false);
  const record = useCallback(() => {
    const { storage } = store.deps;
    const now = Date.now();
    const offset = new Date(now).getTimezoneOffset();
    const next = recordManualRefresh(storage.get('lastRefreshTime'), name, now, offset);
    storage.set('lastRefreshTime', next);
    return refreshedOften(next, name, now, offset);
  }, [name, store]);
  const tap = useCallback<ManualRefreshGate['tap']>(
    async (refresh) => {
      if (running.current) return 'busy';
      running.current = true;
      try {
        if (!(await refresh())) return 'failed';
        return record() ? 'refreshedOften' : 'refreshed';
      } finally {
        running.current = false;
      }
    },
    [record],
  );
  return useMemo(() => ({ tap, record }), [tap, record]);
}
