import type { OrderStatus } from '../../domain/events';
import { useT } from '../../i18n/i18n';
import { orderStatusKey } from './order-status.texts';
import './loan.css';

/** An order's status in words, as a small coloured label (the colour only repeats the words). */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { t } = useT();
  return (
    <span className={`status-chip status-chip--${status}`} data-status={status}>
      {t(orderStatusKey(status))}
    </span>
  );
}
