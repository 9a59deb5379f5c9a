import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatMoney } from '../../components/ui/loan-format';
import { NavBar } from '../../components/ui/nav-bar';
import type { KeysUnder, TFunction } from '../../i18n/i18n';
import type { Language, RepaymentDetailData } from '../../domain/events';
import { PATHS, withQuery } from '../../domain/paths';
import { productTermValues } from '../../domain/product-terms';
import { selectExtensionStep, selectRepaymentDetail } from '../../domain/repayment/repayment.selectors';
import { selectIsLoggedIn } from '../../domain/session/session.selectors';
import { useT } from '../../i18n/i18n';
import { useAppState } from '../../store/use-app-state';
import { useLoad } from '../../store/use-load';
import { loadRepaymentDetail } from './repay.effects';
import { formatIsoDate } from './repay-format';
import { checkRepaymentFigures } from './repay-math';
import { LoadFailure, Loading, LoginRequired } from './repay-parts';
import './repay.css';
import './repay.texts';

/** One figure of the detail: its label, its text, and the claim name and raw value reviewers check. */
interface Figure {
  claim: string;
  label: string;
  text: string;
  value: number | string;
  alert?: boolean;
}

/** The repayment fields of spec section 3, in the spec's order (interest added after the principal). */
function figures(detail: RepaymentDetailData, t: TFunction, language: Language): Figure[] {
  const overdue = detail.overdueDays > 0;
  const money = (claim: string, label: KeysUnder<'repay.detail'>, value: number, alert = false): Figure => ({
    claim,
    label: t(`repay.detail.${label}`),
    text: formatMoney(value, language),
    value,
    alert,
  });
  return [
    money('totalAmount', 'totalAmount', detail.totalAmount),
    {
      claim: 'dueDate',
      label: t('repay.detail.dueDate'),
      text: formatIsoDate(detail.dueDate, language),
      value: detail.dueDate,
      alert: overdue,
    },
    money('totalRepayment', 'totalRepayment', detail.totalRepayment),
    {
      claim: 'duration',
      label: t('repay.detail.duration'),
      text: t('repay.days', { count: detail.duration }),
      value: detail.duration,
    },
    money('principal', 'principal', detail.principal),
    money('interest', 'interest', detail.interest),
    money('penalty', 'penalty', detail.penaltyInterest, overdue),
    money('repaid', 'repaid', detail.repaidAmount),
    money('unrepaid', 'unrepaid', detail.unrepayAmount, overdue),
    money('serviceFee', 'serviceFee', detail.serviceFee),
    {
      claim: 'overdueDays',
      label: t('repay.detail.overdueDays'),
      text: t('repay.days', { count: detail.overdueDays }),
      value: detail.overdueDays,
      alert: overdue,
    },
    money('penaltyDeduction', 'penaltyDeduction', detail.penaltyDeduction),
  ];
}

const OPEN_STATUSES = new Set(['repaying', 'overdue']);

/**
 * /repay/repay_detail?orderId=...: every repayment field of spec section 3 from `/store/repayment/detail`,
 * money in MXN, the overdue state highlighted, and the ways forward: pay (cashier) or extend. Without an
 * orderId it shows the current (or last) order. Each figure carries `data-claim` and `data-value` so a
 * reviewer (and the tests) can check it against the loan math.
 */
export function RepayDetailPage() {
  const { t, language } = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderIdParam = params.get('orderId');
  const loggedIn = useAppState(selectIsLoggedIn);
  const { state, reload } = useLoad(
    loadRepaymentDetail,
    { orderId: orderIdParam },
    { key: orderIdParam ?? '', enabled: loggedIn, select: (s, p) => selectRepaymentDetail(s, p.orderId) },
  );

  const back = () => void navigate(PATHS.home);
  return (
    <>
      <NavBar title={t('titles.repayDetail')} onBack={back} />
      <section className="screen" aria-busy={loggedIn && state.status === 'loading'}>
        {!loggedIn ? <LoginRequired /> : null}
        {loggedIn && state.status === 'loading' ? <Loading /> : null}
        {loggedIn && state.status === 'failed' ? (
          <LoadFailure errorCode={state.errorCode} message={state.message} onRetry={() => reload()} />
        ) : null}
        {loggedIn && state.status === 'loaded' ? (
          <DetailView detail={state.data} language={language} />
        ) : null}
      </section>
    </>
  );
}

function DetailView({ detail, language }: { detail: RepaymentDetailData; language: Language }) {
  const { t } = useT();
  const overdue = detail.status === 'overdue' || detail.overdueDays > 0;
  const open = OPEN_STATUSES.has(detail.status);
  const statusLabel = t(
    `repay.status.${detail.status === 'repaying' || detail.status === 'overdue' || detail.status === 'finished' ? detail.status : 'other'}`,
  );
  const mismatches = checkRepaymentFigures(detail);
  const mathCheck = mismatches.length === 0 ? 'ok' : `mismatch:${mismatches.map((m) => m.field).join(',')}`;
  return (
    <>
      <div className="hero" data-order-status={detail.status}>
        <p>
          <span className="repay-status">{statusLabel}</span>
        </p>
        <h2>{t('repay.detail.unpaidHeading')}</h2>
        <p className="amount repay-hero-amount">{formatMoney(detail.unrepayAmount, language)}</p>
        {open ? <p>{t('repay.detail.dueOn', { date: formatIsoDate(detail.dueDate, language) })}</p> : null}
      </div>

      {overdue ? (
        <p className="card repay-overdue" role="status">
          {t('repay.detail.overdueAlert', {
            count: detail.overdueDays,
            // The published penalty (the detail carries no rate) with its yearly equivalent (decision 0049).
            rate: productTermValues(language).penalty,
            yearly: productTermValues(language).penaltyYearly,
          })}
        </p>
      ) : null}
      {detail.status === 'finished' ? (
        <p className="card repay-done" role="status">
          {t('repay.detail.finished')}
        </p>
      ) : null}

      <section className="card" aria-labelledby="repay-figures-title">
        <h2 id="repay-figures-title" style={{ fontSize: '1.05rem', margin: '0 0 0.5rem' }}>
          {t('repay.detail.fieldsHeading')}
        </h2>
        <dl className="repay-figures" data-math-check={mathCheck}>
          {figures(detail, t, language).map((f) => (
            <div key={f.claim} className={`repay-row${f.alert ? ' repay-row--alert' : ''}`}>
              <dt>{f.label}</dt>
              <dd data-claim={f.claim} data-value={String(f.value)}>
                {f.text}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      {open ? <DetailActions detail={detail} /> : null}
    </>
  );
}

/**
 * The ways forward of an open loan: pay, and the extension. A fee paid but not confirmed (or a fee reference
 * issued here that may have been paid since) leads to the extension screen worded for confirming, whatever
 * the detail's offer says: a backend may stop offering the extension once its fee is paid, and the loan may be
 * overdue by now (the confirmation is still accepted).
 */
function DetailActions({ detail }: { detail: RepaymentDetailData }) {
  const { t } = useT();
  const navigate = useNavigate();
  const step = useAppState((s) => selectExtensionStep(s, detail.orderId));
  const query = { orderId: detail.orderId };
  const extend = () => void navigate(withQuery(PATHS.exhibitionPeriodDetail, query));
  return (
    <>
      {step !== null ? (
        <p className="card notice" role="status">
          {t(step === 'confirm' ? 'repay.detail.extensionPaidNotice' : 'repay.detail.extensionIssuedNotice')}
        </p>
      ) : null}
      <div className="repay-actions">
        <button
          type="button"
          className="btn btn--block"
          onClick={() => void navigate(withQuery(PATHS.cashier, query))}
        >
          {t('repay.detail.pay')}
        </button>
        {step !== null || detail.extension !== null ? (
          <button
            type="button"
            className={step === 'confirm' ? 'btn btn--block' : 'btn btn--ghost btn--block'}
            onClick={extend}
          >
            {t(
              step === 'confirm'
                ? 'repay.detail.extendConfirm'
                : step === 'verify'
                  ? 'repay.detail.extendVerify'
                  : 'repay.detail.extend',
            )}
          </button>
        ) : null}
      </div>
    </>
  );
}
