import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { NavBar } from '../../components/ui/nav-bar';
import { PATHS } from '../../domain/paths';
import { selectQuota } from '../../domain/quota/quota.selectors';
import { useT } from '../../i18n/i18n';
import { useAppState } from '../../store/use-app-state';
import { useDealRefresh } from './use-deal';
import './deal.texts';

/**
 * /deal/review_quota: the quota review (10 to 60 minutes). Polls every 30 s; a granted quota goes home
 * (where the products and the borrow button are), a rejection to deal/reject.
 */
export function ReviewQuotaPage() {
  const { t } = useT();
  const navigate = useNavigate();
  const quota = useAppState(selectQuota);
  const { refresh, busy, loaded } = useDealRefresh(quota.status === 'reviewing');

  useEffect(() => {
    if (quota.status === 'granted') void navigate(PATHS.home, { replace: true });
    if (quota.status === 'rejected') void navigate(PATHS.reject, { replace: true });
  }, [quota.status, navigate]);

  return (
    <>
      <NavBar title={t('titles.reviewQuota')} onBack={() => void navigate(PATHS.home)} />
      <section className="screen">
        {quota.status === 'reviewing' ? (
          <div className="card" role="status">
            <h2>{t('deal.quotaTitle')}</h2>
            <p>{t('deal.quotaBody')}</p>
          </div>
        ) : loaded && quota.status === 'none' ? (
          <div className="card">
            <p>{t('deal.quotaNone')}</p>
            <Link className="btn btn--ghost btn--block" to={PATHS.home}>
              {t('deal.backHome')}
            </Link>
          </div>
        ) : null}
        <button type="button" className="btn btn--ghost btn--block" disabled={busy} onClick={() => void refresh(false)}>
          {t('deal.refresh')}
        </button>
      </section>
    </>
  );
}
