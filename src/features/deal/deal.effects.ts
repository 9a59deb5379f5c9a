import { defer, forkJoin, from, of } from 'rxjs';
import { catchError, concatMap } from 'rxjs/operators';
import type { UnstampedEvent } from '../../domain/events';
import { orderSyncEvents, toObservedOrder } from '../../domain/orders/order-sync';
import { quotaSyncEvents } from '../../domain/quota/quota-sync';
import type { EffectDeps } from '../../store/effect-deps';
import { failureMessage } from '../../store/failure';
import type { Effect } from '../../store/store';

/**
 * Refreshes what the waiting screens wait on: the last order (`/store/order/last`) and the quota
 * (`/store/get-user-quota`). An unknown order is announced with order/created, each transition with
 * order/statusChanged, a quota change with its quota event; nothing when nothing moved, so polling leaves
 * the log alone. Ends in those events or order/refreshFailed.
 */
export const refreshDeal: Effect<{ silent?: boolean }, EffectDeps> = (
  { silent = false },
  { deps, getState },
) =>
  defer(() =>
    forkJoin({
      last: deps.api.store.getLastOrder({ silent }),
      quota: deps.api.store.getUserQuota({ silent }),
    }),
  ).pipe(
    concatMap(({ last, quota }) => {
      const state = getState();
      const order = last.order;
      return from<UnstampedEvent[]>([
        ...quotaSyncEvents(state.quota, quota),
        ...(order ? orderSyncEvents(state.orders, toObservedOrder(order)) : []),
      ]);
    }),
    catchError((error: unknown) =>
      of<UnstampedEvent>({ type: 'order/refreshFailed', ...failureMessage(error) }),
    ),
  );
