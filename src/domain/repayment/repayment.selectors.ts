import type { AppState } from '../state';
import type { ExtensionRecord, RepaymentRecord } from './repayment.reducer';

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
