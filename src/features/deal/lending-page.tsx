import { useT } from '../../i18n/i18n';
import { OrderWaitCard, WaitingScreen, useDealOrder, useDealRefresh, useFollowOrder } from './use-deal';
import '../../components/ui/loan.css';
import './deal.texts';

/**
 * /deal/lending: the approved loan being paid out. Polls the last order: once paid out it opens the
 * repayment detail (status-to-screen helper); a failed payout goes home, which explains it.
 */
export function LendingPage() {
  const { t } = useT();
  const order = useDealOrder();
  const { refresh, busy, loaded } = useDealRefresh(order?.status === 'disbursing');
  useFollowOrder(order, 'disbursing');

  return (
    <WaitingScreen
      title={t('titles.lending')}
      waiting={
        order ? (
          <OrderWaitCard order={order} title={t('deal.lendingTitle')}>
            <p>{t('deal.lendingBody')}</p>
          </OrderWaitCard>
        ) : null
      }
      empty={loaded ? t('deal.noOrder') : null}
      refresh={refresh}
      busy={busy}
    />
  );
}
