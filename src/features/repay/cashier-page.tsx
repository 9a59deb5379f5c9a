import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatMoney } from '../../components/ui/loan-format';
import { NavBar } from '../../components/ui/nav-bar';
import { TextField } from '../../components/ui/text-field';
import type { DomainEvent, PaymentInstructions, RepaymentDetailData } from '../../domain/events';
import { PATHS, withQuery } from '../../domain/paths';
import { selectLiveReference } from '../../domain/repayment/repayment.selectors';
import { selectIsLoggedIn } from '../../domain/session/session.selectors';
import { useT } from '../../i18n/i18n';
import type { EffectDeps } from '../../store/effect-deps';
import { useAppState } from '../../store/use-app-state';
import { allEvents, useIntent } from '../../store/use-intent';
import { useLoad } from '../../store/use-load';
import { useSecureScreen } from '../../store/use-secure-screen';
import { canPayPart, checkCashierAmount, maxPayable, minPayable } from './cashier-amount';
import {
  loadRepaymentDetail,
  pickDetail,
  repaymentErrorKind,
  startRepayment,
  type RepaymentIntent,
} from './repay.effects';
import { ChannelList, LoadFailure, Loading, LoginRequired, ReferenceCard } from './repay-parts';
import './repay.css';
import './repay.texts';

interface IssuedPayment {
  reference: string;
  amount: number;
  channel: string;
  instructions: PaymentInstructions | null;
}

/**
 * /repay/cashier?orderId=...: the amount (default: everything owed), the payment channel, then
 * `/portal/repayment/confirm` gives the payment reference to copy. The spec's messages for an empty order
 * number, an empty payment order id (retry), an expired order and an unavailable channel are shown in
 * the borrower's language. A double tap sends one request; nothing typed is lost on a failure.
 */
export function CashierPage() {
  const { t, language } = useT();
  // The payment reference and CLABE: no screenshot, no recent-apps preview (issue 30).
  useSecureScreen();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderIdParam = params.get('orderId');
  const loggedIn = useAppState(selectIsLoggedIn);
  const { state, reload } = useLoad(
    loadRepaymentDetail,
    { orderId: orderIdParam },
    { key: orderIdParam ?? '', pick: pickDetail, enabled: loggedIn },
  );
  const [issued, setIssued] = useState<IssuedPayment | null>(null);
  // The reference issued before a reload (issue 30): the store keeps it until it expires, so a reload shows it
  // again instead of a fresh form that would start a second payment. "Another payment" dismisses it.
  const [dismissed, setDismissed] = useState<string | null>(null);
  const orderId = state.status === 'loaded' ? state.data.orderId : null;
  const kept = useAppState((s) => (orderId ? selectLiveReference(s, orderId, Date.now()) : null));
  const payment: IssuedPayment | null =
    issued ??
    (kept && kept.reference !== dismissed
      ? {
          reference: kept.reference,
          amount: kept.amount,
          channel: kept.channel,
          instructions: kept.instructions ?? null,
        }
      : null);
  const setPayment = (next: IssuedPayment | null) => {
    if (next === null && payment) setDismissed(payment.reference);
    setIssued(next);
  };
  const detailPath = withQuery(
    PATHS.repayDetail,
    state.status === 'loaded' ? { orderId: state.data.orderId } : {},
  );

  const back = () => void navigate(detailPath);
  return (
    <>
      <NavBar title={t('titles.cashier')} onBack={back} />
      <section className="screen" aria-busy={loggedIn && state.status === 'loading'}>
        {!loggedIn ? <LoginRequired /> : null}
        {loggedIn && state.status === 'loading' ? <Loading /> : null}
        {loggedIn && state.status === 'failed' ? (
          <LoadFailure errorCode={state.errorCode} message={state.message} onRetry={() => reload()} />
        ) : null}
        {loggedIn && state.status === 'loaded' && payment ? (
          <>
            <ReferenceCard
              heading={t('repay.cashier.referenceHeading')}
              instruction={t('repay.cashier.payWith', {
                amount: formatMoney(payment.amount, language),
                channel: payment.channel,
              })}
              reference={payment.reference}
              amount={payment.amount}
              channel={payment.channel}
              instructions={payment.instructions}
            />
            <div className="repay-actions">
              <button type="button" className="btn btn--block" onClick={() => void navigate(detailPath)}>
                {t('repay.cashier.backToDetail')}
              </button>
              {state.data.status === 'repaying' || state.data.status === 'overdue' ? (
                <button type="button" className="btn btn--ghost btn--block" onClick={() => setPayment(null)}>
                  {t('repay.cashier.another')}
                </button>
              ) : null}
            </div>
          </>
        ) : null}
        {loggedIn && state.status === 'loaded' && !payment ? (
          state.data.status === 'repaying' || state.data.status === 'overdue' ? (
            <CashierForm
              detail={state.data}
              onIssued={(issued) => {
                setPayment(issued);
                // The order may be paid off now: refresh what is owed without hiding the reference.
                reload({ quiet: true });
              }}
              onExpired={() => reload({ quiet: true })}
            />
          ) : (
            <div className="card repay-done" role="status">
              <p>{t(state.data.status === 'finished' ? 'repay.detail.finished' : 'repay.noOrder')}</p>
            </div>
          )
        ) : null}
      </section>
    </>
  );
}

function CashierForm({
  detail,
  onIssued,
  onExpired,
}: {
  detail: RepaymentDetailData;
  onIssued: (payment: IssuedPayment) => void;
  onExpired: () => void;
}) {
  const { t, language } = useT();
  const [amount, setAmount] = useState(() => String(maxPayable(detail)));
  const [channelId, setChannelId] = useState(() => detail.channels[0]?.channelId ?? '');
  const [amountError, setAmountError] = useState<string | undefined>();
  const [channelError, setChannelError] = useState<string | undefined>();
  const [formError, setFormError] = useState<{ message: string; retry: boolean } | null>(null);
  const pay = useIntent<RepaymentIntent, DomainEvent[], EffectDeps>(startRepayment, allEvents, (events) => {
    for (const event of events) {
      if (event.type === 'repayment/confirmed') {
        onIssued({
          reference: event.reference,
          amount: event.amount,
          channel: event.channel,
          instructions: event.instructions ?? null,
        });
        return;
      }
      if (event.type === 'repayment/confirmFailed') {
        const kind = repaymentErrorKind(event.errorCode);
        if (kind === 'channelUnavailable') setChannelError(event.message);
        else
          setFormError({
            message: event.message,
            retry: kind === 'paymentOrderIdEmpty' || kind === 'orderExpired' || kind === null,
          });
        if (kind === 'orderExpired') onExpired();
        return;
      }
    }
  });
  const pending = pay.pending;
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
        : t(checked.key, { min: formatMoney(min, language), max: formatMoney(max, language) }),
    );
    setChannelError(channel ? undefined : t('repay.cashier.errors.channel'));
    if (!checked.ok || !channel) return;
    // A double tap sends one request.
    pay.run({ orderId: detail.orderId, amount: checked.amount, channel });
  };

  if (detail.channels.length === 0) {
    return (
      <p className="card error-text" role="alert">
        {t('repay.cashier.errors.noChannels')}
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <div className="card">
        <p className="notice">
          {t('repay.cashier.owed', { amount: formatMoney(detail.unrepayAmount, language) })}
        </p>
        <TextField
          label={t('repay.cashier.amount')}
          hint={
            canPayPart(detail)
              ? t('repay.cashier.amountHint', {
                  min: formatMoney(min, language),
                  max: formatMoney(max, language),
                })
              : t('repay.cashier.amountHintFull', { max: formatMoney(max, language) })
          }
          error={amountError}
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          value={amount}
          onChange={(e) => {
            setAmount(e.target.value);
            setAmountError(undefined);
          }}
        />
        <ChannelList
          channels={detail.channels}
          value={channelId}
          error={channelError}
          disabled={pending}
          onChange={(id) => {
            setChannelId(id);
            setChannelError(undefined);
          }}
        />
      </div>
      {formError ? (
        <div className="card">
          <p className="error-text" role="alert">
            {formError.message}
          </p>
          {formError.retry ? (
            <button
              type="button"
              className="btn btn--ghost btn--block"
              disabled={pending}
              onClick={() => submit()}
            >
              {t('repay.retry')}
            </button>
          ) : null}
        </div>
      ) : null}
      <button type="submit" className="btn btn--block" disabled={pending} aria-busy={pending}>
        {pending ? t('repay.cashier.submitting') : t('repay.cashier.submit')}
      </button>
    </form>
  );
}
