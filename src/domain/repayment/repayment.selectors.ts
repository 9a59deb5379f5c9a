import type { ExtensionOfferData, RepaymentDetailData } from '../events';
import type { AppState } from '../state';
import {
  pendingPaymentKey,
  type ExtensionRecord,
  type IssuedExtensionFee,
  type PendingPayment,
  type RepaymentRecord,
} from './repayment.reducer';

/** Every confirmed repayment of one order, in arrival order. */
export function selectRepaymentsForOrder(state: AppState, orderId: string): RepaymentRecord[] {
  return state.repayment.confirmed.filter((r) => r.orderId === orderId);
}

/** The sum repaid on one order (MXN), 0 when nothing was. */
export function selectRepaidAmount(state: AppState, orderId: string): number {
  return state.repayment.repaidByOrder[orderId] ?? 0;
}

/** The extension record of one order, or null when it was never extended. */
export function selectExtension(state: AppState, orderId: string): ExtensionRecord | null {
  return state.repayment.extensions[orderId] ?? null;
}

/** True when an extension fee was paid but the extension is not yet confirmed. */
export function selectIsExtensionAwaitingConfirmation(state: AppState, orderId: string): boolean {
  return state.repayment.extensions[orderId]?.status === 'paid';
}

/**
 * How long the cashier shows a reference again after a reload: a day on the phone's clock. The backend's
 * `expiresAt` is shown on the reference; it is not compared with the phone's clock, which may differ from the
 * backend's (and does in the mock world, whose clock is virtual).
 */
export const REFERENCE_KEPT_MS = 24 * 60 * 60 * 1000;

/** The payment of an order decided and not yet answered (its idempotency key), or null. */
export function selectPendingPayment(
  state: AppState,
  purpose: 'repay' | 'extension',
  orderId: string,
): PendingPayment | null {
  return state.repayment.pending?.[pendingPaymentKey(purpose, orderId)] ?? null;
}

/**
 * The pending payment whose idempotency key a retry reuses (issue 30, decision 0071): one whose key was made
 * less than REFERENCE_KEPT_MS before `now` (the store's clock), else null and the retry is a new payment with a
 * new key. The backend answers a repeated key with its first answer however old; an answer lost days ago holds
 * a lapsed reference, which the cashier would show as live for another REFERENCE_KEPT_MS. Within the window a
 * replayed reference is at most a day old when it arrives and is shown for at most a day: two days from its
 * issue, the validity the backend gives a reference (the mock world's `paymentHours`, 48; the app cannot read
 * it, and the answer that would have said `expiresAt` is the one lost).
 */
export function selectRetryablePayment(
  state: AppState,
  purpose: 'repay' | 'extension',
  orderId: string,
  now: number,
): PendingPayment | null {
  const pending = selectPendingPayment(state, purpose, orderId);
  return pending !== null && now - pending.at < REFERENCE_KEPT_MS ? pending : null;
}

/** The latest payment reference of an order, issued within REFERENCE_KEPT_MS of `now` (it survives a reload), or null. */
export function selectLiveReference(state: AppState, orderId: string, now: number): RepaymentRecord | null {
  for (let i = state.repayment.confirmed.length - 1; i >= 0; i -= 1) {
    const record = state.repayment.confirmed[i]!;
    if (record.orderId !== orderId) continue;
    return now - record.at < REFERENCE_KEPT_MS ? record : null;
  }
  return null;
}

/** The latest repayment detail loaded for an order, or (no order given) for the order the latest load was about. */
export function selectRepaymentDetail(
  state: AppState,
  orderId: string | null | undefined,
): RepaymentDetailData | null {
  const loaded = state.repayment.loaded;
  const id = orderId?.trim() || loaded?.lastDetailOrderId;
  return (id && loaded?.byOrder[id]?.detail) || null;
}

/** The latest extension offer loaded for an order, or (no order given) for the order the latest load was about. */
export function selectExtensionOffer(
  state: AppState,
  orderId: string | null | undefined,
): ExtensionOfferData | null {
  const loaded = state.repayment.loaded;
  const id = orderId?.trim() || loaded?.lastOfferOrderId;
  return (id && loaded?.byOrder[id]?.offer) || null;
}

/** The latest extension fee reference issued for an order, or null. */
export function selectIssuedExtensionFee(state: AppState, orderId: string): IssuedExtensionFee | null {
  return state.repayment.loaded?.byOrder[orderId]?.issuedFee ?? null;
}

/**
 * Where an order's extension stands for the repayment detail's entry to it (spec section 4: the fee is paid,
 * then the extension confirmed): `confirm` while a fee the backend reported paid awaits its confirmation;
 * `verify` while a fee reference issued on this device may still be paid (the borrower may have paid it at
 * the channel since: the extension screen checks); null otherwise. A later re-read of the extension that no
 * longer carries the reference (confirmed elsewhere, or the reference lapsed) ends either.
 */
export function selectExtensionStep(state: AppState, orderId: string): 'confirm' | 'verify' | null {
  const extension = state.repayment.extensions[orderId];
  const loaded = state.repayment.loaded?.byOrder[orderId];
  const offer = loaded?.offer;
  const issued = loaded?.issuedFee;
  if (extension?.status === 'paid' && (offer === undefined || offer.reference === extension.reference))
    return 'confirm';
  if (issued === undefined) return null;
  const confirmed = extension?.status === 'confirmed' && extension.reference === issued.reference;
  const current = offer === undefined || offer.reference === issued.reference;
  return !confirmed && current ? 'verify' : null;
}

/**
 * Whether a payment reference of the cashier is still to be paid, as far as the latest repayment detail tells:
 * `paid` when the backend counts as repaid at least every reference issued for the order here (so the latest
 * was paid); `noLongerDue` when the order owes nothing (paid off some other way: this reference must not be
 * paid); `due` otherwise (or with no detail loaded).
 */
export function selectReferenceStanding(
  state: AppState,
  record: RepaymentRecord,
): 'due' | 'paid' | 'noLongerDue' {
  const detail = selectRepaymentDetail(state, record.orderId);
  if (!detail) return 'due';
  const cents = (amount: number) => Math.round(amount * 100);
  if (cents(detail.repaidAmount) >= cents(selectRepaidAmount(state, record.orderId))) return 'paid';
  const open = detail.status === 'repaying' || detail.status === 'overdue';
  return open && detail.unrepayAmount > 0 ? 'due' : 'noLongerDue';
}
