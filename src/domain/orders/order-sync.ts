import type { OrderSummary, UnstampedEvent } from '../events';
import { toOrderSummary, type OrdersState } from './orders.reducer';

/** An order as a backend read reports it: the summary, plus the reapply wait when it was rejected. */
export interface ObservedOrder extends OrderSummary {
  reapplyAfterDays?: number | null;
}

export { toOrderSummary };

/** An observed order as the effects pass it on: its summary and the reapply wait the backend gave (or null). */
export function toObservedOrder(order: ObservedOrder): ObservedOrder {
  return { ...toOrderSummary(order), reapplyAfterDays: order.reapplyAfterDays ?? null };
}

/**
 * What the store must hear about one order read from the backend (`/store/order/last`): `order/created`
 * for an order it does not know yet, `order/statusChanged` (with the previous status) for every transition
 * it sees, `order/reapplyWaitChanged` when a rejection's wait moved, nothing when nothing changed, so polling
 * does not fill the log.
 */
export function orderSyncEvents(orders: OrdersState, observed: ObservedOrder): UnstampedEvent[] {
  const known = orders.byId[observed.orderId];
  const reapply =
    observed.reapplyAfterDays === undefined ? {} : { reapplyAfterDays: observed.reapplyAfterDays };
  if (known === undefined) {
    const created: UnstampedEvent = { type: 'order/created', order: toOrderSummary(observed) };
    // order/created has no reapply wait; a rejection first seen here still needs it on record.
    return observed.status === 'rejected' && observed.reapplyAfterDays != null
      ? [created, { type: 'order/statusChanged', orderId: observed.orderId, status: 'rejected', ...reapply }]
      : [created];
  }
  if (known.status === observed.status) {
    // A rejection's wait is told again when it moves: home shows when the borrower may apply again, and that they may now.
    const moved =
      observed.status === 'rejected' &&
      observed.reapplyAfterDays !== undefined &&
      observed.reapplyAfterDays !== known.reapplyAfterDays;
    return moved
      ? [
          {
            type: 'order/reapplyWaitChanged',
            orderId: observed.orderId,
            reapplyAfterDays: observed.reapplyAfterDays ?? null,
          },
        ]
      : [];
  }
  return [
    {
      type: 'order/statusChanged',
      orderId: observed.orderId,
      status: observed.status,
      previous: known.status,
      dueDate: observed.dueDate,
      ...reapply,
    },
  ];
}

/**
 * What the store must hear about the whole order list (`/store/order-list`): a status change for every
 * known order whose status moved, then `order/listLoaded` with the list (the backend's whole truth).
 */
export function orderListSyncEvents(
  orders: OrdersState,
  observed: readonly ObservedOrder[],
): UnstampedEvent[] {
  const events: UnstampedEvent[] = [];
  for (const order of observed) {
    const known = orders.byId[order.orderId];
    if (known !== undefined && known.status !== order.status) events.push(...orderSyncEvents(orders, order));
  }
  events.push({ type: 'order/listLoaded', orders: observed.map(toOrderSummary) });
  return events;
}
