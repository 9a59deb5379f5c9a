import { formatMoney } from '../../components/ui/loan-format';
import { TextField } from '../../components/ui/text-field';
import type { RepaymentDetailData } from '../../domain/events';
import { useT } from '../../i18n/i18n';
import { canPayPart, owedIsRounded } from './cashier-amount';
import { ChannelList } from './repay-parts';
import { useCashierForm, type CashierFormModel } from './use-cashier-form';
import './repay.texts';

/** The amount (default: everything owed) and the channel, then the payment reference is requested. */
export function CashierForm({
  detail,
  onIssued,
  onExpired,
}: {
  detail: RepaymentDetailData;
  onIssued: () => void;
  onExpired: () => void;
}) {
  const { t } = useT();
  const form = useCashierForm(detail, { onIssued, onExpired });
  if (detail.channels.length === 0) {
    return (
      <p className="card error-text" role="alert">
        {t('repay.cashier.errors.noChannels')}
      </p>
    );
  }
  return (
    <form onSubmit={form.submit} noValidate>
      <CashierFields detail={detail} form={form} />
      {form.formError ? <CashierFormError form={form} /> : null}
      <button type="submit" className="btn btn--block" disabled={form.pending} aria-busy={form.pending}>
        {form.pending ? t('repay.cashier.submitting') : t('repay.cashier.submit')}
      </button>
    </form>
  );
}

/** What is owed, the amount field with its bounds, and the channels. */
function CashierFields({ detail, form }: { detail: RepaymentDetailData; form: CashierFormModel }) {
  const { t, language } = useT();
  const min = formatMoney(form.min, language);
  const max = formatMoney(form.max, language);
  const owed = formatMoney(detail.unrepayAmount, language);
  // What is owed with centavos: the largest whole amount is said to pay it, not to be it.
  const hint = owedIsRounded(detail)
    ? canPayPart(detail)
      ? t('repay.cashier.amountHintRounded', { min, max, owed })
      : t('repay.cashier.amountHintFullRounded', { max, owed })
    : canPayPart(detail)
      ? t('repay.cashier.amountHint', { min, max })
      : t('repay.cashier.amountHintFull', { max });
  return (
    <div className="card">
      <p className="notice">
        {t('repay.cashier.owed', { amount: formatMoney(detail.unrepayAmount, language) })}
      </p>
      <TextField
        label={t('repay.cashier.amount')}
        hint={hint}
        error={form.amountError}
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        value={form.amount}
        onChange={(e) => form.setAmount(e.target.value)}
      />
      <ChannelList
        channels={detail.channels}
        value={form.channelId}
        error={form.channelError}
        disabled={form.pending}
        onChange={form.chooseChannel}
      />
    </div>
  );
}

/** The payment's failure, with a retry when trying again may help. */
function CashierFormError({ form }: { form: CashierFormModel }) {
  const { t } = useT();
  if (!form.formError) return null;
  return (
    <div className="card">
      <p className="error-text" role="alert">
        {form.formError.message}
      </p>
      {form.formError.retry ? (
        <button
          type="button"
          className="btn btn--ghost btn--block"
          disabled={form.pending}
          onClick={() => form.submit()}
        >
          {t('repay.retry')}
        </button>
      ) : null}
    </div>
  );
}
