import { Link, useNavigate } from 'react-router-dom';
import { NavBar } from '../../components/ui/nav-bar';
import { OrderStatusChip } from '../../components/ui/order-status-chip';
import { PATHS } from '../../domain/paths';
import { useT } from '../../i18n/i18n';
import { LoanLine, useDealOrder, useDealRefresh, useFollowOrder } from './use-deal';
import '../../components/ui/loan.css';
import './deal.texts';

/**
 * /deal/review: the loan under review (reviewed within 24 hours). Polls the last order and moves on with
 * it: payout -> deal/lending, rejection -> deal/reject, anything else -> its screen or home.
 */
export function ReviewPage() {
  const { t } = useT();
  const navigate = useNavigate();
  const order = useDealOrder();
  const { refresh, busy, loaded } = useDealRefresh(order?.status === 'assessing');
  useFollowOrder(order, 'assessing');

  return (
    <>
      <NavBar title={t('titles.review')} onBack={() => void navigate(PATHS.home)} />
      <section className="screen">
        {order ? (
          <div className="card" role="status">
            <div className="order-card__head">
              <h2>{t('deal.reviewTitle')}</h2>
              <OrderStatusChip status={order.status} />
            </div>
            <LoanLine order={order} />
            <p>{t('deal.reviewBody')}</p>
            <p className="notice">{t('deal.reviewNoCancel')}</p>
          </div>
        ) : loaded ? (
          <div className="card">
            <p>{t('deal.noOrder')}</p>
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
