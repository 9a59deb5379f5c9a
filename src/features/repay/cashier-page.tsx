import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatMoney } from '../../components/ui/loan-format';
import { NavBar } from '../../components/ui/nav-bar';
import type { RepaymentDetailData } from '../../domain/events';
import { PATHS, withQuery } from '../../domain/paths';
import type { RepaymentRecord } from '../../domain/repayment/repayment.reducer';
import { selectLiveReference, selectRepaymentDetail } from '../../domain/repayment/repayment.selectors';
import { selectIsLoggedIn } from '../../domain/session/session.selectors';
import { useT } from '../../i18n/i18n';
import { useAppState } from '../../store/use-app-state';
import { useLoad } from '../../store/use-load';
import { useSecureScreen } from '../../store/use-secure-screen';
import { CashierForm } from './cashier-form';
import { loadRepaymentDetail } from './repay.effects';
import { LoadFailure, Loading, LoginRequired, ReferenceCard } from './repay-parts';
import './repay.css';
import './repay.texts';

/**
 * /repay/cashier?orderId=...: the amount (default: everything owed), the payment channel, then
 * `/portal/repayment/confirm` gives the payment reference to copy. The spec's messages for an empty order
 * number, an empty payment order id (retry), an expired order and an unavailable channel are shown in
 * the borrower's language. A double tap sends one request; nothing typed is lost on a failure.
 */
export function CashierPage() {
  const { t } = useT();
  // The payment reference and CLABE: no screenshot, no recent-apps preview (issue 30).
  useSecureScreen();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderIdParam = params.get('orderId');
  const loggedIn = useAppState(selectIsLoggedIn);
  const { state, reload } = useLoad(
    loadRepaymentDetail,
    { orderId: orderIdParam },
    { key: orderIdParam ?? '', enabled: loggedIn, select: (s, p) => selectRepaymentDetail(s, p.orderId) },
  );
  const detailPath = withQuery(
    PATHS.repayDetail,
    state.status === 'loaded' ? { orderId: state.data.orderId } : {},
  );
  return (
    <>
      <NavBar title={t('titles.cashier')} onBack={() => void navigate(detailPath)} />
      <section className="screen" aria-busy={loggedIn && state.status === 'loading'}>
        {!loggedIn ? <LoginRequired /> : null}
        {loggedIn && state.status === 'loading' ? <Loading /> : null}
        {loggedIn && state.status === 'failed' ? (
          <LoadFailure errorCode={state.errorCode} message={state.message} onRetry={() => reload()} />
        ) : null}
        {loggedIn && state.status === 'loaded' ? (
          <CashierBody detail={state.data} refresh={() => reload({ quiet: true })} detailPath={detailPath} />
        ) : null}
      </section>
    </>
  );
}

/** True while the order can be paid (being repaid, or overdue). */
const payable = (detail: RepaymentDetailData) => detail.status === 'repaying' || detail.status === 'overdue';

/**
 * The reference or the form. Where the screen goes follows the state: the repayment slice's latest reference
 * of the order (issued now, or before a reload: issue 30; the store keeps it until it expires, so a reload
 * shows it again instead of a fresh form that would start a second payment), unless "another payment"
 * dismissed it; then the order's status says whether there is anything left to pay.
 */
function CashierBody({
  detail,
  refresh,
  detailPath,
}: {
  detail: RepaymentDetailData;
  /** Reloads the detail, keeping what shows until it arrives. */
  refresh: () => void;
  detailPath: string;
}) {
  const { t } = useT();
  const navigate = useNavigate();
  const [dismissed, setDismissed] = useState<RepaymentRecord | null>(null);
  const kept = useAppState((s) => selectLiveReference(s, detail.orderId, Date.now()));
  const payment =
    kept && !(dismissed && kept.reference === dismissed.reference && kept.at === dismissed.at) ? kept : null;
  if (payment)
    return (
      <IssuedReference
        payment={payment}
        onBack={() => void navigate(detailPath)}
        onAnother={payable(detail) ? () => setDismissed(payment) : null}
      />
    );
  if (!payable(detail))
    return (
      <div className="card repay-done" role="status">
        <p>{t(detail.status === 'finished' ? 'repay.detail.finished' : 'repay.noOrder')}</p>
      </div>
    );
  return (
    <CashierForm
      detail={detail}
      // The order may be paid off now: refresh what is owed without hiding the reference.
      onIssued={refresh}
      onExpired={refresh}
    />
  );
}

/** The payment reference issued, the way back, and (while something is owed) another payment. */
function IssuedReference({
  payment,
  onBack,
  onAnother,
}: {
  payment: RepaymentRecord;
  onBack: () => void;
  onAnother: (() => void) | null;
}) {
  const { t, language } = useT();
  return (
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
        instructions={payment.instructions ?? null}
      />
      <div className="repay-actions">
        <button type="button" className="btn btn--block" onClick={onBack}>
          {t('repay.cashier.backToDetail')}
        </button>
        {onAnother ? (
          <button type="button" className="btn btn--ghost btn--block" onClick={onAnother}>
            {t('repay.cashier.another')}
          </button>
        ) : null}
      </div>
    </>
  );
}
