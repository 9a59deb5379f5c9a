import { defer, from, of } from 'rxjs';
import { catchError, concatMap, map } from 'rxjs/operators';
import type { LoanOrderProfileData, UnstampedEvent } from '../../domain/events';
import { orderListSyncEvents, toObservedOrder } from '../../domain/orders/order-sync';
import type { EffectDeps } from '../../store/effect-deps';
import { failureMessage } from '../../store/failure';
import { logged } from '../../store/logged';
import type { Effect } from '../../store/store';

/** Orders the records screen lists (the backend pages; a borrower has few loans). */
const PAGE_SIZE = 50;

/**
 * GET /store/order-list: a status change for every known order that moved, then order/listLoaded with the
 * list; or order/listFailed.
 */
export const loadOrderList: Effect<{ silent?: boolean }, EffectDeps> = (
  { silent = false },
  { deps, getState },
) =>
  defer(() => deps.api.store.getOrderList({ page: 1, pageSize: PAGE_SIZE }, { silent })).pipe(
    concatMap((r) =>
      from(
        orderListSyncEvents(
          getState().orders,
          r.orders.map((o) => toObservedOrder(o)),
        ),
      ),
    ),
    catchError((error: unknown) =>
      of<UnstampedEvent>({ type: 'order/listFailed', ...failureMessage(error) }),
    ),
  );

/** GET /store/loan-order/profile of one order (its id is the loan order id): order/profileLoaded or ...Failed. */
export const loadOrderDetail: Effect<{ orderId: string }, EffectDeps> = ({ orderId }, { deps }) =>
  defer(() => deps.api.store.getLoanOrderProfile({ loanOrderId: orderId }, { silent: true })).pipe(
    map((p): UnstampedEvent => ({ type: 'order/profileLoaded', profile: logged<LoanOrderProfileData>()(p) })),
    catchError((error: unknown) =>
      of<UnstampedEvent>({ type: 'order/profileFailed', loanOrderId: orderId, ...failureMessage(error) }),
    ),
  );
