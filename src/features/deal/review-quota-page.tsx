import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../domain/paths';
import { selectQuota } from '../../domain/quota/quota.selectors';
import { useT } from '../../i18n/i18n';
import { useAppState } from '../../store/use-app-state';
import { WaitingScreen, useDealRefresh } from './use-deal';
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
    <WaitingScreen
      title={t('titles.reviewQuota')}
      waiting={
        quota.status === 'reviewing' ? (
          <div className="card" role="status">
            <h2>{t('deal.quotaTitle')}</h2>
            <p>{t('deal.quotaBody')}</p>
          </div>
        ) : null
      }
      empty={loaded && quota.status === 'none' ? t('deal.quotaNone') : null}
      refresh={refresh}
      busy={busy}
    />
  );
}
