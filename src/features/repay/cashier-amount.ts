import type { RepaymentDetailData } from '../../domain/events';
import { checkRepaymentAmount } from '../../domain/validation/fields';

/** The largest whole amount the borrower can pay: what they owe, rounded up to the peso. */
export function maxPayable(detail: Pick<RepaymentDetailData, 'unrepayAmount'>): number {
  return Math.ceil(detail.unrepayAmount - 1e-9);
}

/** The smallest amount shown and accepted: the backend's minimum, but never more than what is owed. */
export function minPayable(detail: Pick<RepaymentDetailData, 'unrepayAmount' | 'minRepayAmount'>): number {
  return Math.min(Math.ceil(detail.minRepayAmount - 1e-9), maxPayable(detail));
}

/**
 * The amount rule of spec section 5 for this order: a whole number above 10, at least the minimum shown,
 * and not more than is owed. Returns the amount, or the text key of the message.
 */
export function checkCashierAmount(
  input: string,
  detail: Pick<RepaymentDetailData, 'unrepayAmount' | 'minRepayAmount'>,
): { ok: true; amount: number } | { ok: false; key: string } {
  const checked = checkRepaymentAmount(input, minPayable(detail));
  if (!checked.ok) return { ok: false, key: `repay.cashier.errors.${checked.reason}` };
  if (checked.value > maxPayable(detail)) return { ok: false, key: 'repay.cashier.errors.aboveUnpaid' };
  return { ok: true, amount: checked.value };
}
