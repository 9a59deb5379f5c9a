import { useState, type FormEvent } from 'react';
import { formatMoney } from '../../components/ui/loan-format';
import type { RepaymentDetailData } from '../../domain/events';
import { useT } from '../../i18n/i18n';
import { failureOf, useIntent } from '../../store/use-intent';
import { checkCashierAmount, maxPayable, minPayable } from './cashier-amount';
import { repaymentErrorKind, startRepayment } from './repay.effects';

/** What the cashier form shows and does. */
export interface CashierFormModel {
  amount: string;
  setAmount: (amount: string) => void;
  channelId: string;
  chooseChannel: (channelId: string) => void;
  amountError: string | undefined;
  channelError: string | undefined;
  formError: { message: string; retry: boolean } | null;
  /** True while the payment runs (a double tap sends one request: the store refuses a second run). */
  pending: boolean;
  min: number;
  max: number;
  submit: (e?: FormEvent) => void;
}

/**
 * The cashier's form: the amount and the channel, checked, then the payment. A failure is read from the
 * run's outcome; the reference it issued is the repayment slice's (the page shows it from there), and
 * `onIssued` is told so that the page refreshes what is owed.
 */
export function useCashierForm(
  detail: RepaymentDetailData,
  { onIssued, onExpired }: { onIssued: () => void; onExpired: () => void },
): CashierFormModel {
  const { t, language } = useT();
  const [amount, setAmountText] = useState(() => String(maxPayable(detail)));
  const [channelId, setChannelId] = useState(() => detail.channels[0]?.channelId ?? '');
  const [amountError, setAmountError] = useState<string | undefined>();
  const [channelError, setChannelError] = useState<string | undefined>();
  const [formError, setFormError] = useState<{ message: string; retry: boolean } | null>(null);
  const pay = useIntent(startRepayment, {
    onDone: (outcome) => {
      const failure = failureOf(outcome);
      if (!failure) {
        onIssued();
        return;
      }
      const kind = repaymentErrorKind(failure.errorCode);
      if (kind === 'channelUnavailable') setChannelError(failure.message);
      else
        setFormError({
          message: failure.message,
          retry: kind === 'paymentOrderIdEmpty' || kind === 'orderExpired' || kind === null,
        });
      if (kind === 'orderExpired') onExpired();
    },
  });
  const min = minPayable(detail);
  const max = maxPayable(detail);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    setFormError(null);
    const checked = checkCashierAmount(amount, detail);
    const channel = detail.channels.find((c) => c.channelId === channelId);
    setAmountError(
      checked.ok
        ? undefined
        : t(checked.key, {
            min: formatMoney(min, language),
            max: formatMoney(max, language),
            owed: formatMoney(detail.unrepayAmount, language),
          }),
    );
    setChannelError(channel ? undefined : t('repay.cashier.errors.channel'));
    if (!checked.ok || !channel) return;
    // A double tap sends one request.
    void pay.run({ orderId: detail.orderId, amount: checked.amount, channel });
  };

  return {
    amount,
    setAmount: (next) => {
      setAmountText(next);
      setAmountError(undefined);
    },
    channelId,
    chooseChannel: (id) => {
      setChannelId(id);
      setChannelError(undefined);
    },
    amountError,
    channelError,
    formError,
    pending: pay.pending,
    min,
    max,
    submit,
  };
}
