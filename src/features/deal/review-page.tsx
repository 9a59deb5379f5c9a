import { useT } from '../../i18n/i18n';
import { OrderWaitCard, WaitingScreen, useDealOrder, useDealRefresh, useFollowOrder } from './use-deal';
import '../../components/ui/loan.css';
import './deal.texts';

/**
 * /deal/review: the loan under review (reviewed within 24 hours). Polls the last order and moves on with
 * it: payout -> deal/lending, rejection -> deal/reject, anything else -> its screen or home.
 */
export function ReviewPage() {
  const { t } = useT();
  const order = useDealOrder();
  const { refresh, busy, loaded } = useDealRefresh(order?.status === 'assessing');
  useFollowOrder(order, 'assessing');

  return (
    <WaitingScreen
      title={t('titles.review')}
      waiting={
        order ? (
          <OrderWaitCard order={order} title={t('deal.reviewTitle')}>
            <p>{t('deal.reviewBody')}</p>
            <p className="notice">{t('deal.reviewNoCancel')}</p>
          </OrderWaitCard>
        ) : null
      }
      empty={loaded ? t('deal.noOrder') : null}
      refresh={refresh}
      busy={busy}
    />
  );
}
