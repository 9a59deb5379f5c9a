import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatMoney } from '../../components/ui/loan-format';
import { NavBar } from '../../components/ui/nav-bar';
import type { RepaymentDetailData } from '../../domain/events';
import { PATHS, withQuery } from '../../domain/paths';
import type { RepaymentRecord } from '../../domain/repayment/repayment.reducer';
import {
  selectLiveReference,
  selectReferenceStanding,
  selectRepaymentDetail,
} from '../../domain/repayment/repayment.selectors';
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

/** The same payment record (by reference and time: the state may hold a copy). */
const sameRecord = (a: RepaymentRecord, b: RepaymentRecord | null) =>
  b !== null && a.reference === b.reference && a.at === b.at;

/** True while the order can be paid (being repaid, or overdue). */
const payable = (detail: RepaymentDetailData) => detail.status === 'repaying' || detail.status === 'overdue';

/**
 * The reference or the form. Where the screen goes follows the state: the repayment slice's latest reference
 * of the order (issued now, or before a reload: issue 30; the store keeps it a day, so a reload shows it
 * again instead of a fresh form that would start a second payment), unless "another payment" dismissed it;
 * then the order's status says whether there is anything left to pay. A reference kept from an earlier visit
 * is not presented as due once the detail shows it paid (or nothing is owed any more).
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
  // The reference the screen opened with: one of an earlier visit (a reference issued now is shown as issued).
  const [openedWith] = useState(kept);
  const standing = useAppState((s) => (kept ? selectReferenceStanding(s, kept) : 'due'));
  const shown = kept && !sameRecord(kept, dismissed) ? kept : null;
  const earlier = shown !== null && sameRecord(shown, openedWith);
  const payment = shown && (!earlier || standing === 'due') ? shown : null;
  if (payment)
    return (
      <IssuedReference
        payment={payment}
        onBack={() => void navigate(detailPath)}
        onAnother={payable(detail) ? () => setDismissed(payment) : null}
      />
    );
  // An earlier visit's reference, paid: said so, and (while something is owed) the next payment's form.
  const paid = earlier && standing === 'paid' ? shown : null;
  if (paid && !payable(detail))
    return <IssuedReference payment={paid} paid onBack={() => void navigate(detailPath)} onAnother={null} />;
  if (!payable(detail))
    return (
      <div className="card repay-done" role="status">
        <p>{t(detail.status === 'finished' ? 'repay.detail.finished' : 'repay.noOrder')}</p>
      </div>
    );
  return (
    <>
      {paid ? <PreviousPaid payment={paid} /> : null}
      <CashierForm
        detail={detail}
        // The order may be paid off now: refresh what is owed without hiding the reference.
        onIssued={refresh}
        onExpired={refresh}
      />
    </>
  );
}

/** An earlier reference the backend counts as paid, above the next payment's form. */
function PreviousPaid({ payment }: { payment: RepaymentRecord }) {
  const { t, language } = useT();
  return (
    <p className="card repay-done" role="status">
      {t('repay.cashier.previousPaid', {
        reference: payment.reference,
        amount: formatMoney(payment.amount, language),
      })}
    </p>
  );
}

/** The payment reference issued (or, `paid`, received), the way back, and (while something is owed) another payment. */
function IssuedReference({
  payment,
  paid = false,
  onBack,
  onAnother,
}: {
  payment: RepaymentRecord;
  /** The backend counts it as paid: said so, without how to pay it. */
  paid?: boolean;
  onBack: () => void;
  onAnother: (() => void) | null;
}) {
  const { t, language } = useT();
  return (
    <>
      <ReferenceCard
        heading={t('repay.cashier.referenceHeading')}
        instruction={
          paid
            ? t('repay.cashier.referencePaid')
            : t('repay.cashier.payWith', {
                amount: formatMoney(payment.amount, language),
                channel: payment.channel,
              })
        }
        reference={payment.reference}
        amount={payment.amount}
        channel={payment.channel}
        instructions={paid ? null : (payment.instructions ?? null)}
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
