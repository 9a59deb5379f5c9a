import { Link, useNavigate } from 'react-router-dom';
import { NavBar } from '../../components/ui/nav-bar';
import { PATHS } from '../../domain/paths';
import { UNAPPROVED_DATA_RETENTION_DAYS } from '../../domain/product-terms';
import { selectQuota } from '../../domain/quota/quota.selectors';
import { useT } from '../../i18n/i18n';
import { useAppState } from '../../store/use-app-state';
import { LoanLine, useDealOrder, useDealRefresh } from './use-deal';
import '../../components/ui/loan.css';
import './deal.texts';

/**
 * /deal/reject: a rejected loan (or quota), with the days to wait before reapplying when the backend gives
 * them, and what happens to the data of applications that are not approved.
 */
export function RejectPage() {
  const { t } = useT();
  const navigate = useNavigate();
  const order = useDealOrder();
  const quota = useAppState(selectQuota);
  const { loaded } = useDealRefresh(false);
  const rejectedOrder = order?.status === 'rejected' ? order : null;
  const quotaRejected = quota.status === 'rejected';
  const days = rejectedOrder ? rejectedOrder.reapplyAfterDays : quotaRejected ? quota.reapplyAfterDays : null;

  return (
    <>
      <NavBar title={t('titles.reject')} onBack={() => void navigate(PATHS.home)} />
      <section className="screen">
        {rejectedOrder || quotaRejected ? (
          <div className="card">
            <h2>{t('deal.rejectTitle')}</h2>
            {rejectedOrder ? <LoanLine order={rejectedOrder} /> : null}
            <p>{rejectedOrder ? t('deal.rejectOrder') : t('deal.rejectQuota')}</p>
            <p data-claim="reapplyAfterDays" data-value={days ?? ''}>
              {days === null
                ? t('deal.rejectNoDays')
                : days > 0
                  ? t('deal.rejectDays', { count: days })
                  : t('deal.rejectDaysOver')}
            </p>
            <p className="notice">{t('deal.rejectPrivacy', { days: UNAPPROVED_DATA_RETENTION_DAYS })}</p>
          </div>
        ) : loaded ? (
          <div className="card">
            <p>{t('deal.rejectNone')}</p>
          </div>
        ) : null}
        <Link className="btn btn--block" to={PATHS.home}>
          {t('deal.backHome')}
        </Link>
      </section>
    </>
  );
}
