import type { LoanOrderProfileData } from '../events';
import type { AppState } from '../state';
import { CLOSED_ORDER_STATUSES, type OrderRecord } from './orders.reducer';

/** The current (latest) order, or null. */
export function selectCurrentOrder(state: AppState): OrderRecord | null {
  const id = state.orders.currentOrderId;
  return id === null ? null : (state.orders.byId[id] ?? null);
}

/** One order by id, or null. */
export function selectOrderById(state: AppState, orderId: string): OrderRecord | null {
  return state.orders.byId[orderId] ?? null;
}

/** Every known order, newest first (by creation time, then by arrival). */
export function selectOrderList(state: AppState): OrderRecord[] {
  const { byId, ids } = state.orders;
  const list: OrderRecord[] = [];
  for (const id of ids) {
    const order = byId[id];
    if (order !== undefined) list.push(order);
  }
  // Reverse first so that ties keep the latest arrival on top (sort is stable).
  return list.reverse().sort((a, b) => b.createdAt - a.createdAt);
}

/** True when the given order is still open (not finished, rejected, cancelled or failed). */
export function isOrderOpen(order: OrderRecord): boolean {
  return !CLOSED_ORDER_STATUSES.includes(order.status);
}

/** True when the borrower has an open order, which blocks a new loan and account deletion. */
export function selectHasOpenOrder(state: AppState): boolean {
  const current = selectCurrentOrder(state);
  if (current !== null && isOrderOpen(current)) return true;
  return state.orders.ids.some((id) => {
    const order = state.orders.byId[id];
    return order !== undefined && isOrderOpen(order);
  });
}

/** The product detail of an order, as its last loaded profile said (`orders.profiles`), or null. */
export function selectOrderProfile(state: AppState, orderId: string): LoanOrderProfileData | null {
  return state.orders.profiles?.[orderId] ?? null;
}
