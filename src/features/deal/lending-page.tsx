import { Link, useNavigate } from 'react-router-dom';
import { NavBar } from '../../components/ui/nav-bar';
import { OrderStatusChip } from '../../components/ui/order-status-chip';
import { PATHS } from '../../domain/paths';
import { useT } from '../../i18n/i18n';
import { LoanLine, useDealOrder, useDealRefresh, useFollowOrder } from './use-deal';
import '../../components/ui/loan.css';
import './deal.texts';

/**
 * /deal/lending: the approved loan being paid out. Polls the last order: once paid out it opens the
 * repayment detail (status-to-screen helper); a failed payout goes home, which explains it.
 */
export function LendingPage() {
  const { t } = useT();
  const navigate = useNavigate();
  const order = useDealOrder();
  const { refresh, busy, loaded } = useDealRefresh(order?.status === 'disbursing');
  useFollowOrder(order, 'disbursing');

  return (
    <>
      <NavBar title={t('titles.lending')} onBack={() => void navigate(PATHS.home)} />
      <section className="screen">
        {order ? (
          <div className="card" role="status">
            <div className="order-card__head">
              <h2>{t('deal.lendingTitle')}</h2>
              <OrderStatusChip status={order.status} />
            </div>
            <LoanLine order={order} />
            <p>{t('deal.lendingBody')}</p>
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
