import type { ReactNode } from 'react';
import type { OrderStatus } from '../../domain/events';
import { useT } from '../../i18n/i18n';
import { OrderWaitCard, WaitingScreen, useDealOrder, useDealRefresh, useFollowOrder } from './use-deal';
import '../../components/ui/loan.css';
import './deal.texts';

/**
 * A screen that waits on the last order while it is in `status` (under review, being paid out): polls it,
 * follows it to the screen of its next status, and shows the order with the screen's words meanwhile.
 */
export function DealWaitPage({
  status,
  title,
  cardTitle,
  children,
}: {
  status: OrderStatus;
  title: string;
  cardTitle: string;
  children: ReactNode;
}) {
  const { t } = useT();
  const order = useDealOrder();
  const { refresh, busy, loaded } = useDealRefresh(order?.status === status);
  useFollowOrder(order, status);
  return (
    <WaitingScreen
      title={title}
      waiting={
        order ? (
          <OrderWaitCard order={order} title={cardTitle}>
            {children}
          </OrderWaitCard>
        ) : null
      }
      empty={loaded ? t('deal.noOrder') : null}
      refresh={refresh}
      busy={busy}
    />
  );
}
