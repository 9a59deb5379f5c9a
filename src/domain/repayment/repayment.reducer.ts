import type { Draft } from 'immer';
import type { DomainEvent } from '../events';

/** One repayment the backend confirmed. */
export interface RepaymentRecord {
  orderId: string;
  /** MXN. */
  amount: number;
  channel: string;
  reference: string;
  at: number;
}

/** The extension of one order: paid, then confirmed (spec section 4); may repeat. */
export interface ExtensionRecord {
  status: 'paid' | 'confirmed';
  /** The last extension fee paid (MXN) and its payment reference. */
  fee: number;
  reference: string;
  paidAt: number;
  /** The due date after the last confirmed extension, or null before the first confirmation. */
  newDueDate: string | null;
  confirmedAt: number | null;
  /** How many extensions were confirmed. */
  confirmedCount: number;
}

/** The repayment slice: confirmed repayments, totals per order, and extensions per order. */
export interface RepaymentState {
  /** Every confirmed repayment, in arrival order. */
  confirmed: RepaymentRecord[];
  /** Sum of confirmed repayments per order id, MXN rounded to centavos. */
  repaidByOrder: Record<string, number>;
  extensions: Record<string, ExtensionRecord>;
}

/** A fresh repayment slice: nothing repaid or extended. */
export function initialRepaymentState(): RepaymentState {
  return { confirmed: [], repaidByOrder: {}, extensions: {} };
}

/** Folds one event into the repayment slice; ignores unrelated events. */
export function repaymentReducer(draft: Draft<RepaymentState>, event: DomainEvent): void {
  switch (event.type) {
    case 'repayment/confirmed': {
      const { orderId, amount, channel, reference, at } = event;
      draft.confirmed.push({ orderId, amount, channel, reference, at });
      // Sum in centavos so many small repayments do not drift.
      const cents = Math.round((draft.repaidByOrder[orderId] ?? 0) * 100) + Math.round(amount * 100);
      draft.repaidByOrder[orderId] = cents / 100;
      return;
    }
    case 'extension/paid': {
      const previous = draft.extensions[event.orderId];
      draft.extensions[event.orderId] = {
        status: 'paid',
        fee: event.fee,
        reference: event.reference,
        paidAt: event.at,
        newDueDate: previous?.newDueDate ?? null,
        confirmedAt: previous?.confirmedAt ?? null,
        confirmedCount: previous?.confirmedCount ?? 0,
      };
      return;
    }
    case 'extension/confirmed': {
      const extension = draft.extensions[event.orderId];
      // A confirmation without a recorded payment still extends the order; the fee is then unknown.
      if (extension === undefined) {
        draft.extensions[event.orderId] = {
          status: 'confirmed',
          fee: 0,
          reference: '',
          paidAt: event.at,
          newDueDate: event.newDueDate,
          confirmedAt: event.at,
          confirmedCount: 1,
        };
        return;
      }
      // Only a paid extension counts once more; a repeated confirmation just updates the date.
      if (extension.status === 'paid') extension.confirmedCount += 1;
      extension.status = 'confirmed';
      extension.newDueDate = event.newDueDate;
      extension.confirmedAt = event.at;
      return;
    }
    case 'session/loggedOut':
    case 'session/expired':
      Object.assign(draft, initialRepaymentState());
      return;
    default:
      return;
  }
}
