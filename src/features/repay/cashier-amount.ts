import type { RepaymentDetailData } from '../../domain/events';
import { runtimeKey, type TextKey } from '../../i18n/i18n';
import { REPAYMENT_AMOUNT_FLOOR, checkRepaymentAmount } from '../../domain/validation/payment-fields';

/** The whole amount that pays everything owed: what is owed, rounded up to the peso. */
export function maxPayable(detail: Pick<RepaymentDetailData, 'unrepayAmount'>): number {
  return Math.ceil(detail.unrepayAmount - 1e-9);
}

/**
 * True when what is owed has centavos: the whole amount that pays it (`maxPayable`) is then more than what is
 * owed, and the texts name both (the largest amount pays everything; it is not what is owed).
 */
export function owedIsRounded(detail: Pick<RepaymentDetailData, 'unrepayAmount'>): boolean {
  return Math.round(detail.unrepayAmount * 100) !== maxPayable(detail) * 100;
}

/**
 * The minimum shown: a partial repayment must be above it (spec section 5: "a whole number above 10 and
 * above a minimum that is shown"), so never below 10.
 */
export function minPayable(detail: Pick<RepaymentDetailData, 'minRepayAmount'>): number {
  return Math.max(REPAYMENT_AMOUNT_FLOOR, detail.minRepayAmount);
}

/**
 * Whether anything but the whole balance can be paid: some whole number above the minimum (and above 10)
 * is still below the whole amount. A balance of 10 or less, or at or just above the minimum, can only be
 * paid in full.
 */
export function canPayPart(detail: Pick<RepaymentDetailData, 'unrepayAmount' | 'minRepayAmount'>): boolean {
  return Math.floor(minPayable(detail)) + 1 < maxPayable(detail);
}

/**
 * The amount rule of spec section 5 for this order: a whole number above 10 and above the minimum shown,
 * and not more than is owed; the whole balance is always accepted, however small (paying off a balance of
 * 10 or less must stay possible). Returns the amount, or the text key of the message (the messages take
 * `min`, `max` and `owed`).
 */
export function checkCashierAmount(
  input: string,
  detail: Pick<RepaymentDetailData, 'unrepayAmount' | 'minRepayAmount'>,
): { ok: true; amount: number } | { ok: false; key: TextKey } {
  const max = maxPayable(detail);
  const checked = checkRepaymentAmount(input, minPayable(detail), { payOff: max });
  if (!checked.ok) {
    const tooLittle = checked.reason === 'tooSmall' || checked.reason === 'belowMinimum';
    if (tooLittle && !canPayPart(detail)) {
      const key = owedIsRounded(detail)
        ? 'repay.cashier.errors.onlyFullRounded'
        : 'repay.cashier.errors.onlyFull';
      return { ok: false, key };
    }
    return { ok: false, key: runtimeKey(`repay.cashier.errors.${checked.reason}`) };
  }
  if (checked.value > max)
    return {
      ok: false,
      key: owedIsRounded(detail)
        ? 'repay.cashier.errors.aboveUnpaidRounded'
        : 'repay.cashier.errors.aboveUnpaid',
    };
  return { ok: true, amount: checked.value };
}
