import { Link } from 'react-router-dom';
import { formatIsoDate, formatMoney, formatRate } from '../../components/ui/loan-format';
import { OrderStatusChip } from '../../components/ui/order-status-chip';
import type { OrderRecord } from '../../domain/orders/orders.reducer';
import { PATHS, withQuery } from '../../domain/paths';
import { PENALTY_DAILY_RATE } from '../../domain/product-terms';
import { useT, type TFunction } from '../../i18n/i18n';
import './home.texts';

/** When a rejected borrower may apply again: in some days, now (the wait is over), or later (not said). */
export function reapplyWait(days: number | null, t: TFunction): string {
  if (days === null) return t('homeState.rejectedNoDays');
  return days > 0 ? t('homeState.rejectedDays', { count: days }) : t('homeState.rejectedNow');
}

/** The parts every order card is made of: its head (title and status chip), the loan line, its button. */
function useCardParts(order: OrderRecord, onOpen: (order: OrderRecord) => void) {
  const { t, language } = useT();
  const loan = (
    <p className="order-card__meta" data-claim="order.principal" data-value={order.principal}>
      {t('homeState.loan', { amount: formatMoney(order.principal, language), days: order.days })}
      {order.dueDate ? ` · ${t('homeState.dueOn', { date: formatIsoDate(order.dueDate, language) })}` : ''}
    </p>
  );
  const head = (title: string) => (
    <div className="order-card__head">
      <h2>{title}</h2>
      <OrderStatusChip status={order.status} />
    </div>
  );
  const open = (label: string) => (
    <button type="button" className="btn btn--block" onClick={() => onOpen(order)}>
      {label}
    </button>
  );
  return { t, language, loan, head, open };
}

type CardProps = { order: OrderRecord; onOpen: (order: OrderRecord) => void };

/** An order on its way: under review or paying out, with the way to its status. */
function PendingOrderCard({ order, onOpen }: CardProps) {
  const { t, loan, head, open } = useCardParts(order, onOpen);
  const assessing = order.status === 'assessing';
  return (
    <div className="card" role="status">
      {head(assessing ? t('homeState.assessing') : t('homeState.disbursing'))}
      {loan}
      <p>{assessing ? t('homeState.assessingBody') : t('homeState.disbursingBody')}</p>
      {open(t('homeState.seeStatus'))}
    </div>
  );
}

/** An order being repaid, or overdue (with the daily penalty rate), with the way to its detail. */
function RepayingOrderCard({ order, onOpen }: CardProps) {
  const { t, language, loan, head, open } = useCardParts(order, onOpen);
  if (order.status === 'repaying')
    return (
      <div className="card">
        {head(t('homeState.repaying'))}
        {loan}
        <p>{t('homeState.repayingBody')}</p>
        {open(t('homeState.seeDetail'))}
      </div>
    );
  return (
    <div className="card warning" role="alert">
      {head(t('homeState.overdue'))}
      {loan}
      <p data-claim="penaltyRate" data-value={PENALTY_DAILY_RATE}>
        {t('homeState.overdueBody', { rate: formatRate(PENALTY_DAILY_RATE, language) })}
      </p>
      {open(t('homeState.seeDetail'))}
    </div>
  );
}

/** An order that went wrong: rejected (when to apply again) or failed (a way to tell customer service). */
function UnsuccessfulOrderCard({ order, onOpen }: CardProps) {
  const { t, loan, head } = useCardParts(order, onOpen);
  if (order.status === 'rejected')
    return (
      <div className="card">
        {head(t('homeState.orderRejected'))}
        <p>{reapplyWait(order.reapplyAfterDays, t)}</p>
        <Link className="btn btn--ghost btn--block" to={withQuery(PATHS.reject, { orderId: order.orderId })}>
          {t('homeState.seeDetail')}
        </Link>
      </div>
    );
  return (
    <div className="card warning">
      {head(t('homeState.failed'))}
      {loan}
      <p>{t('homeState.failedBody')}</p>
      <Link className="btn btn--ghost btn--block" to={withQuery(PATHS.addFeedback, { type: '4' })}>
        {t('homeState.contactUs')}
      </Link>
    </div>
  );
}

/** A card with a title and a line: a cancelled, repaid or requested order. */
function QuietOrderCard({ order, onOpen }: CardProps) {
  const { t, loan, head } = useCardParts(order, onOpen);
  if (order.status === 'request')
    return (
      <div className="card">
        {head(t('homeState.request'))}
        {loan}
        <p>{t('homeState.requestBody')}</p>
      </div>
    );
  const cancelled = order.status === 'cancel';
  return (
    <div className="card">
      {head(cancelled ? t('homeState.cancelled') : t('homeState.finished'))}
      <p>{cancelled ? t('homeState.cancelledBody') : t('homeState.finishedBody')}</p>
    </div>
  );
}

/** The last order, by its status, with the way to its screen. */
export function OrderCard(props: CardProps) {
  switch (props.order.status) {
    case 'assessing':
    case 'disbursing':
      return <PendingOrderCard {...props} />;
    case 'repaying':
    case 'overdue':
      return <RepayingOrderCard {...props} />;
    case 'rejected':
    case 'failed':
      return <UnsuccessfulOrderCard {...props} />;
    case 'cancel':
    case 'finished':
    case 'request':
      return <QuietOrderCard {...props} />;
  }
}
