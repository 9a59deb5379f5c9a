import type { Draft } from 'immer';
import type { DomainEvent, ExtensionOfferData, PaymentInstructions, RepaymentDetailData } from '../events';

/** One repayment the backend confirmed. */
export interface RepaymentRecord {
  orderId: string;
  /** MXN. */
  amount: number;
  channel: string;
  reference: string;
  at: number;
  /** How to pay the reference, when the backend gave it: the cashier shows it again after a reload. */
  instructions?: PaymentInstructions;
}

/**
 * A payment the borrower decided on whose outcome is not known yet: its idempotency key (issue 30). A retry
 * reuses the key only within a day of `at` (`selectRetryablePayment`, decision 0071); a later one replaces it.
 */
export interface PendingPayment {
  key: string;
  amount: number;
  channelId: string;
  /** Store clock: when the key was made (`repayment/paymentStarted`). */
  at: number;
}

/** The key of a pending payment: one per order and purpose. */
export const pendingPaymentKey = (purpose: 'repay' | 'extension', orderId: string) => `${purpose}:${orderId}`;

/**
 * Failures after which the backend may have taken the payment (no answer, an unreadable one, a server
 * error): the key is kept, so the retry is the same payment. Any other failure is an answer: a new attempt is
 * a new payment.
 */
export function outcomeUnknown(errorCode: string): boolean {
  return (
    ['TIMEOUT', 'NETWORK_ERROR', 'RESPONSE_SHAPE', 'UNKNOWN', 'ABORTED'].includes(errorCode) ||
    /^5\d\d$/.test(errorCode)
  );
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

/** An extension fee's payment reference, as `extension/paymentIssued` gave it. */
export interface IssuedExtensionFee {
  reference: string;
  /** MXN. */
  fee: number;
  channel: string;
  instructions: PaymentInstructions;
  at: number;
}

/** What the repay screens loaded and were issued for one order: they read it here (issue 32). */
export interface LoadedRepayment {
  /** The latest `/store/repayment/detail` (`repayment/detailLoaded`). */
  detail?: RepaymentDetailData;
  /** The latest `/repay/getExtensionData` (`extension/offerLoaded`). */
  offer?: ExtensionOfferData;
  /** The latest extension fee reference issued (`extension/paymentIssued`). */
  issuedFee?: IssuedExtensionFee;
}

/** The repay screens' facts: per order, and which order a screen opened without an order id shows. */
export interface RepayScreensState {
  byOrder: Record<string, LoadedRepayment>;
  /** The order of the latest detail loaded (the URL's, the current or the last order), or null. */
  lastDetailOrderId: string | null;
  /** The order of the latest extension offer loaded, or null. */
  lastOfferOrderId: string | null;
}

/** The repayment slice: confirmed repayments, totals per order, and extensions per order. */
export interface RepaymentState {
  /** Every confirmed repayment, in arrival order. */
  confirmed: RepaymentRecord[];
  /** Sum of confirmed repayments per order id, MXN rounded to centavos. */
  repaidByOrder: Record<string, number>;
  extensions: Record<string, ExtensionRecord>;
  /**
   * Payments decided and not yet answered, by `pendingPaymentKey`. Optional: a snapshot stored by a build before
   * the idempotency keys has none (the reducer starts it).
   */
  pending?: Record<string, PendingPayment>;
  /**
   * What the repay screens loaded (issue 32). Optional: absent until the first load, and in a snapshot stored
   * by an earlier build; cleared at session end.
   */
  loaded?: RepayScreensState;
}

/** A fresh repayment slice: nothing repaid or extended. */
export function initialRepaymentState(): RepaymentState {
  return { confirmed: [], repaidByOrder: {}, extensions: {}, pending: {} };
}

/** The repay screens' facts, started when missing. */
function screensOf(draft: Draft<RepaymentState>): Draft<RepayScreensState> {
  return (draft.loaded ??= { byOrder: {}, lastDetailOrderId: null, lastOfferOrderId: null });
}

/** The repay screens' facts of one order, started when missing. */
function loadedFor(draft: Draft<RepaymentState>, orderId: string): Draft<LoadedRepayment> {
  return (screensOf(draft).byOrder[orderId] ??= {});
}

/** A confirmed extension: the new due date, counted once per paid fee. */
function foldExtensionConfirmed(
  draft: Draft<RepaymentState>,
  event: Extract<DomainEvent, { type: 'extension/confirmed' }>,
): void {
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
}

/** Folds one event into the repayment slice; ignores unrelated events. */
export function repaymentReducer(draft: Draft<RepaymentState>, event: DomainEvent): void {
  switch (event.type) {
    case 'repayment/detailLoaded':
      loadedFor(draft, event.detail.orderId).detail = event.detail;
      screensOf(draft).lastDetailOrderId = event.detail.orderId;
      return;
    case 'extension/offerLoaded':
      loadedFor(draft, event.offer.orderId).offer = event.offer;
      screensOf(draft).lastOfferOrderId = event.offer.orderId;
      return;
    case 'repayment/paymentStarted': {
      const { orderId, purpose, amount, channelId, key, at } = event;
      // A slice stored by an earlier build has no pending payments yet.
      draft.pending ??= {};
      draft.pending[pendingPaymentKey(purpose, orderId)] = { key, amount, channelId, at };
      return;
    }
    case 'repayment/confirmFailed':
      if (event.orderId !== null && draft.pending && !outcomeUnknown(event.errorCode))
        delete draft.pending[pendingPaymentKey(event.purpose, event.orderId)];
      return;
    case 'extension/paymentIssued': {
      const { orderId, fee, reference, channel, instructions, at } = event;
      if (draft.pending) delete draft.pending[pendingPaymentKey('extension', orderId)];
      loadedFor(draft, orderId).issuedFee = { reference, fee, channel, instructions, at };
      return;
    }
    case 'repayment/confirmed': {
      const { orderId, amount, channel, reference, at, instructions } = event;
      if (draft.pending) delete draft.pending[pendingPaymentKey('repay', orderId)];
      draft.confirmed.push({
        orderId,
        amount,
        channel,
        reference,
        at,
        ...(instructions ? { instructions } : {}),
      });
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
    case 'extension/confirmed':
      foldExtensionConfirmed(draft, event);
      return;
    case 'session/loggedOut':
    case 'session/expired':
      Object.assign(draft, initialRepaymentState());
      delete draft.loaded;
      return;
    default:
      return;
  }
}
