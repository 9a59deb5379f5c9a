import { useCallback, useEffect, useRef, useState } from 'react';
import type { DomainEvent, ExtensionOfferData, RepaymentDetailData } from '../../domain/events';
import { t } from '../../i18n/i18n';
import type { EffectDeps } from '../../store/effect-deps';
import type { Effect } from '../../store/store';
import { useStore } from '../../store/use-app-state';

/** What a repayment screen shows while it loads its data: loading, the data, or the failure's message. */
export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'loaded'; data: T }
  | { status: 'failed'; errorCode: string; message: string };

/**
 * Runs a load effect on arrival (and again when `key`, which identifies the payload, changes) and keeps its
 * result; `reload` runs it again. `pick` (a module constant) turns the emitted events into the data or the
 * failure. A result that arrives after the screen left, or after a newer load started, is dropped. Nothing
 * loads while `enabled` is false (no borrower logged in).
 */
export function useRepayLoad<P, T>(
  effect: Effect<P, EffectDeps>,
  payload: P,
  key: string,
  pick: (events: DomainEvent[]) => LoadState<T>,
  enabled = true,
): { state: LoadState<T>; reload: (options?: { quiet?: boolean }) => Promise<LoadState<T>> } {
  const store = useStore<EffectDeps>();
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const generation = useRef(0);

  const reload = useCallback(
    async ({ quiet = false }: { quiet?: boolean } = {}) => {
      const mine = ++generation.current;
      if (!quiet) setState({ status: 'loading' });
      const next = pick(await store.run(effect, payload));
      if (mine === generation.current) setState(next);
      return next;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` identifies the payload; effect and pick are constants
    [store, key],
  );

  useEffect(() => {
    if (!enabled) return;
    const mine = ++generation.current;
    void store.run(effect, payload).then((events) => {
      if (mine === generation.current) setState(pick(events));
    });
    return () => {
      generation.current += 1;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` identifies the payload; effect and pick are constants
  }, [store, key, enabled]);

  return { state, reload };
}

/** The repayment detail a load emitted, or its failure. */
export function pickDetail(events: DomainEvent[]): LoadState<RepaymentDetailData> {
  for (const e of events) {
    if (e.type === 'repayment/detailLoaded') return { status: 'loaded', data: e.detail };
    if (e.type === 'repayment/detailFailed') return { status: 'failed', errorCode: e.errorCode, message: e.message };
  }
  return { status: 'failed', errorCode: 'UNKNOWN', message: t('errors.unknown') };
}

/** The extension offer a load emitted, or its failure. */
export function pickOffer(events: DomainEvent[]): LoadState<ExtensionOfferData> {
  for (const e of events) {
    if (e.type === 'extension/offerLoaded') return { status: 'loaded', data: e.offer };
    if (e.type === 'extension/offerFailed') return { status: 'failed', errorCode: e.errorCode, message: e.message };
  }
  return { status: 'failed', errorCode: 'UNKNOWN', message: t('errors.unknown') };
}
