import type { Draft } from 'immer';
import type { DomainEvent, LoanOrderProfileData, OrderStatus, OrderSummary } from '../events';

/** An order as the app knows it: the backend summary plus when it last changed. */
export interface OrderRecord extends OrderSummary {
  /** Store-clock ms of the last event that touched the order. */
  updatedAt: number;
  /** Days to wait before reapplying, when the order was rejected and the backend said. */
  reapplyAfterDays: number | null;
}

/** The orders slice: every known order by id, their ids in arrival order, and the current one. */
export interface OrdersState {
  byId: Record<string, OrderRecord>;
  /** Order ids in the order they became known (a record is never listed twice). */
  ids: string[];
  /** The borrower's latest order (only one loan at a time), or null. */
  currentOrderId: string | null;
  /**
   * The product detail of each order whose profile loaded (`/store/loan-order/profile`, order/profileLoaded),
   * by order id (an order's id is its loan order id); absent until one loaded (issue 32).
   */
  profiles?: Record<string, LoanOrderProfileData>;
}

/** A fresh orders slice: no orders. */
export function initialOrdersState(): OrdersState {
  return { byId: {}, ids: [], currentOrderId: null };
}

/**
 * The summary of an order, field by field (not a spread): one object shape for every order, and no stray
 * backend or payload fields in the log or the state. The one mapping of an order's fields: a record is this
 * summary plus what the app adds (`toOrderRecord`).
 */
export function toOrderSummary(order: OrderSummary): OrderSummary {
  return {
    orderId: order.orderId,
    status: order.status,
    principal: order.principal,
    days: order.days,
    dueDate: order.dueDate,
    createdAt: order.createdAt,
  };
}

/** The record of an order: its summary, when it last changed, and no reapply wait yet. */
export function toOrderRecord(order: OrderSummary, at: number): OrderRecord {
  return { ...toOrderSummary(order), updatedAt: at, reapplyAfterDays: null };
}

/**
 * Folds one event into the orders slice; ignores unrelated events. A status change for an order the app
 * has not seen is ignored: effects emit order/created or order/listLoaded first, with the order's terms.
 */
export function ordersReducer(draft: Draft<OrdersState>, event: DomainEvent): void {
  switch (event.type) {
    case 'order/created': {
      const id = event.order.orderId;
      const byId = draft.byId;
      // `in` keeps this O(1): no scan of the id list per event.
      if (!(id in byId)) draft.ids.push(id);
      byId[id] = toOrderRecord(event.order, event.at);
      draft.currentOrderId = id;
      return;
    }
    case 'order/statusChanged': {
      const order = draft.byId[event.orderId];
      if (order === undefined) return;
      order.status = event.status;
      order.updatedAt = event.at;
      if (event.reapplyAfterDays !== undefined) order.reapplyAfterDays = event.reapplyAfterDays;
      if (event.dueDate !== undefined) order.dueDate = event.dueDate;
      return;
    }
    case 'order/reapplyWaitChanged': {
      const order = draft.byId[event.orderId];
      if (order !== undefined) order.reapplyAfterDays = event.reapplyAfterDays;
      return;
    }
    case 'order/listLoaded': {
      // The list is the backend's whole truth: built outside the draft, assigned once.
      const byId: Record<string, OrderRecord> = {};
      const ids: string[] = [];
      let latest: OrderSummary | null = null;
      for (const order of event.orders) {
        if (!(order.orderId in byId)) ids.push(order.orderId);
        byId[order.orderId] = toOrderRecord(order, event.at);
        if (latest === null || order.createdAt > latest.createdAt) latest = order;
      }
      draft.byId = byId;
      draft.ids = ids;
      draft.currentOrderId = latest?.orderId ?? null;
      return;
    }
    case 'extension/confirmed': {
      const order = draft.byId[event.orderId];
      if (order === undefined) return;
      order.dueDate = event.newDueDate;
      order.updatedAt = event.at;
      return;
    }
    case 'order/profileLoaded':
      (draft.profiles ??= {})[event.profile.loanOrderId] = { ...event.profile };
      return;
    case 'session/loggedOut':
    case 'session/expired':
      Object.assign(draft, initialOrdersState());
      delete draft.profiles;
      return;
    default:
      return;
  }
}

/** Statuses after which an order no longer blocks a new loan. */
export const CLOSED_ORDER_STATUSES: readonly OrderStatus[] = ['finished', 'rejected', 'cancel', 'failed'];
