import { defer, forkJoin, from, of } from 'rxjs';
import { catchError, concatMap } from 'rxjs/operators';
import type { UnstampedEvent } from '../../domain/events';
import { orderSyncEvents, toObservedOrder, type ObservedOrder } from '../../domain/orders/order-sync';
import { PROGRESS } from '../../domain/progress';
import { quotaSyncEvents, type ObservedQuota } from '../../domain/quota/quota-sync';
import type { AppState } from '../../domain/state';
import type { EffectDeps } from '../../store/effect-deps';
import { failureMessage } from '../../store/failure';
import type { Effect } from '../../store/store';

/** What the store must hear of where the backend says the borrower stands: only what changed. */
function standingEvents(
  state: AppState,
  progress: number,
  quota: ObservedQuota | null,
  order: ObservedOrder | null,
): UnstampedEvent[] {
  return [
    ...(state.application.progress !== progress
      ? [{ type: 'application/progressLoaded', progress } as const]
      : []),
    ...(quota ? quotaSyncEvents(state.quota, quota) : []),
    ...(order ? orderSyncEvents(state.orders, toObservedOrder(order)) : []),
  ];
}

/**
 * Refreshes where the borrower stands: the application progress, the quota and, once the profile is
 * complete, the last order (`/store/order/last`). Emits an event only when something changed (an unknown
 * order is announced with order/created, each status transition with order/statusChanged), so polling
 * during a review does not fill the log. Ends in those events or home/refreshFailed.
 */
export const refreshStanding: Effect<{ silent?: boolean }, EffectDeps> = (
  { silent = false },
  { deps, getState },
) =>
  defer(async () => {
    const user = await deps.api.auth.getUserInfo({ silent });
    const complete = user.progress >= PROGRESS.userInfoFinish;
    const [quota, last] = complete
      ? await Promise.all([deps.api.store.getUserQuota({ silent }), deps.api.store.getLastOrder({ silent })])
      : [null, null];
    return { user, quota, order: last?.order ?? null };
  }).pipe(
    concatMap(({ user, quota, order }) => from(standingEvents(getState(), user.progress, quota, order))),
    catchError((error: unknown) =>
      of<UnstampedEvent>({ type: 'home/refreshFailed', ...failureMessage(error) }),
    ),
  );

/**
 * Applies for a quota again once a rejection's wait is over (spec section 4: rejected borrowers may reapply
 * after a number of days): `/store/store-order/create` submits the finished profile for a new review, then
 * `/store/get-user-quota` reads it. Ends in the quota's events (quota/reviewStarted) or quota/reapplyFailed.
 */
export const reapplyForQuota: Effect<Record<string, never>, EffectDeps> = (_payload, { deps, getState }) =>
  defer(async () => {
    const { progress } = await deps.api.store.createStoreOrder();
    return { progress, quota: await deps.api.store.getUserQuota() };
  }).pipe(
    concatMap(({ progress, quota }) => from(standingEvents(getState(), progress, quota, null))),
    catchError((error: unknown) =>
      of<UnstampedEvent>({ type: 'quota/reapplyFailed', ...failureMessage(error) }),
    ),
  );

/**
 * The products on offer with a granted quota (`/store/product-list`) and how the quota grew
 * (`/store/get-quota/list`). Silent: home shows them below what the borrower needs next.
 * Ends in borrow/offerLoaded or borrow/offerFailed.
 */
export const loadHomeOffer: Effect<Record<string, never>, EffectDeps> = (_payload, { deps, getState }) =>
  defer(() =>
    forkJoin({
      products: deps.api.store.getProductList({}, { silent: true }),
      history: deps.api.store.getQuotaList({ silent: true }),
    }),
  ).pipe(
    concatMap(({ products, history }) =>
      of<UnstampedEvent>({
        type: 'borrow/offerLoaded',
        products: products.products.map((p) => ({
          productId: p.productId,
          name: p.name,
          minAmount: p.minAmount,
          maxAmount: p.maxAmount,
          amountStep: p.amountStep,
          terms: [...p.terms],
          dailyInterestRate: p.dailyInterestRate,
          dailyFeeRate: p.dailyFeeRate,
          taxRate: p.taxRate,
          dailyPenaltyRate: p.dailyPenaltyRate,
        })),
        availableAmount: getState().quota.availableAmount,
        quotaHistory: history.items.map((g) => ({
          amount: g.amount,
          grantedAt: g.grantedAt,
          reason: g.reason,
        })),
      }),
    ),
    catchError((error: unknown) =>
      of<UnstampedEvent>({ type: 'borrow/offerFailed', ...failureMessage(error) }),
    ),
  );
