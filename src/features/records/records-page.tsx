import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatInstantDate, formatIsoDate, formatMoney } from '../../components/ui/loan-format';
import { OrderStatusChip } from '../../components/ui/order-status-chip';
import { showRefreshHint } from '../../components/ui/refresh-hint';
import { showToast } from '../../components/ui/toast';
import type { LoanOrderProfileData } from '../../domain/events';
import type { AppState } from '../../domain/state';
import { orderScreenPath } from '../../domain/orders/order-progress';
import type { OrderRecord } from '../../domain/orders/orders.reducer';
import { selectOrderList, selectOrderProfile } from '../../domain/orders/orders.selectors';
import { PATHS, withQuery } from '../../domain/paths';
import { selectIsLoggedIn } from '../../domain/session/session.selectors';
import { t as translate, useT } from '../../i18n/i18n';
import { shallowEqual, useAppState } from '../../store/use-app-state';
import { useLoad } from '../../store/use-load';
import { useManualRefresh } from '../../store/use-manual-refresh';
import { loadOrderDetail, loadOrderList } from './records.effects';
import '../../components/ui/loan.css';
import './records.texts';

/** The list a load folded (the orders slice): the screen lists it from the state (selectOrderList). */
const selectListLoad = (state: AppState) => state.orders.ids;

/**
 * /records: the borrower's orders (`/store/order-list`), newest first, each with its status in words;
 * 'Actualizar' reloads them. Each order expands to its product detail (`/store/loan-order/profile`) and
 * links to its status's screen (pay, follow the review or the payout, see a rejection).
 */
export function RecordsPage() {
  const { t } = useT();
  const loggedIn = useAppState(selectIsLoggedIn);
  const orders = useAppState(selectOrderList, shallowEqual);
  // Whether the list loaded at least once since the screen opened (a failed refresh keeps what showed).
  const [loaded, setLoaded] = useState(false);
  // "Actualizar": counted in the stored lastRefreshTime; from the fifth of the day, a calm word (decision 0039).
  const manualRefresh = useManualRefresh('records');
  const list = useLoad(
    loadOrderList,
    { silent: true },
    {
      key: 'orders',
      select: selectListLoad,
      enabled: loggedIn,
      onLoaded: (state, { silent }) => {
        if (state.status !== 'loaded') return;
        setLoaded(true);
        if (silent) return;
        if (manualRefresh.record()) showRefreshHint('refreshedOften');
        else showToast(translate('records.updated'), 'success');
      },
    },
  );
  const error = list.state.status === 'failed' ? list.state.message : null;
  const refresh = () => list.reload({ quiet: true, payload: { silent: false } });

  return (
    <section className="screen" aria-labelledby="records-title">
      <h1 id="records-title">{t('titles.records')}</h1>
      {!loggedIn ? (
        <LoginPrompt />
      ) : (
        <OrderList orders={orders} loaded={loaded} error={error} pending={list.pending} onRefresh={refresh} />
      )}
    </section>
  );
}

/** Logged out: why there is nothing to show, and the way to log in and come back. */
function LoginPrompt() {
  const { t } = useT();
  return (
    <div className="card">
      <p>{t('records.loginPrompt')}</p>
      <Link className="btn btn--block" to={withQuery(PATHS.login, { redirect: PATHS.records })}>
        {t('records.login')}
      </Link>
    </div>
  );
}

/** The refresh button, a failed load's message, the empty state, and the orders. */
function OrderList({
  orders,
  loaded,
  error,
  pending,
  onRefresh,
}: {
  orders: readonly OrderRecord[];
  loaded: boolean;
  error: string | null;
  pending: boolean;
  onRefresh: () => void;
}) {
  const { t } = useT();
  return (
    <>
      <button type="button" className="btn btn--ghost btn--block" disabled={pending} onClick={onRefresh}>
        {t('records.refresh')}
      </button>
      {error ? (
        <div className="card" role="alert" style={{ marginTop: '1rem' }}>
          <p className="error-text">{error}</p>
          <button type="button" className="btn btn--ghost" onClick={onRefresh}>
            {t('records.retry')}
          </button>
        </div>
      ) : null}
      {loaded && orders.length === 0 ? (
        <div className="card" style={{ marginTop: '1rem' }}>
          <p>{t('records.empty')}</p>
          <Link className="btn btn--block" to={PATHS.toBorrow}>
            {t('records.borrow')}
          </Link>
        </div>
      ) : null}
      {orders.length > 0 ? (
        <ul
          className="order-list"
          aria-label={t('titles.records')}
          style={{ listStyle: 'none', padding: 0, marginTop: '1rem' }}
        >
          {orders.map((order) => (
            <li key={order.orderId}>
              <OrderItem order={order} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** An order's detail, as the load folded it (`orders.profiles`). */
const selectDetail = (state: AppState, { orderId }: { orderId: string }) =>
  selectOrderProfile(state, orderId);

/** One order: what it is, its status, and its detail on demand (loaded when first shown, again after a failure). */
function OrderItem({ order }: { order: OrderRecord }) {
  const { t, language } = useT();
  const detailId = useId();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const detail = useLoad(
    loadOrderDetail,
    { orderId: order.orderId },
    { key: order.orderId, select: selectDetail, enabled: asked },
  );
  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && !asked) setAsked(true);
    else if (next && detail.state.status === 'failed') detail.reload();
  };
  const screen = orderScreenPath(order.status, order.orderId);
  const action =
    order.status === 'repaying' || order.status === 'overdue'
      ? { to: screen, label: t('records.pay') }
      : order.status === 'assessing' || order.status === 'disbursing'
        ? { to: screen, label: t('records.seeStatus') }
        : order.status === 'rejected'
          ? { to: withQuery(PATHS.reject, { orderId: order.orderId }), label: t('records.seeReject') }
          : null;
  const money = (n: number) => formatMoney(n, language);

  return (
    <article
      className="card"
      data-order-id={order.orderId}
      aria-label={t('records.loan', { amount: money(order.principal) })}
    >
      <div className="order-card__head">
        <h2 style={{ margin: 0, fontSize: '1.05rem' }}>
          {t('records.loan', { amount: money(order.principal) })}
        </h2>
        <OrderStatusChip status={order.status} />
      </div>
      <p className="order-card__meta">
        {t('records.meta', { days: order.days, date: formatInstantDate(order.createdAt, language) })}
        {order.dueDate ? ` · ${t('records.dueOn', { date: formatIsoDate(order.dueDate, language) })}` : ''}
      </p>
      <div className="actions">
        <button
          type="button"
          className="btn btn--ghost btn--block"
          aria-expanded={open}
          aria-controls={detailId}
          onClick={toggle}
        >
          {open ? t('records.hideDetail') : t('records.showDetail')}
        </button>
        {action?.to ? (
          <Link className="btn btn--block" to={action.to}>
            {action.label}
          </Link>
        ) : null}
      </div>
      <div id={detailId} hidden={!open}>
        {open && detail.state.status === 'loading' ? (
          <p className="notice" role="status">
            {t('records.loadingDetail')}
          </p>
        ) : null}
        {open && detail.state.status === 'failed' ? (
          <p className="error-text" role="alert">
            {detail.state.message}{' '}
            <button type="button" className="btn btn--ghost" onClick={() => detail.reload()}>
              {t('records.retry')}
            </button>
          </p>
        ) : null}
        {open && detail.state.status === 'loaded' ? <ProfileFigures profile={detail.state.data} /> : null}
      </div>
    </article>
  );
}

/** The product detail fields of spec section 3, as the backend recorded them for the order. */
function ProfileFigures({ profile: p }: { profile: LoanOrderProfileData }) {
  const { t, language } = useT();
  const money = (n: number) => formatMoney(n, language);
  const rows: [string, string, string, number | string | undefined][] = [
    [t('records.principal'), 'amount', money(p.principal), p.principal],
    [t('records.duration'), 'tenure', t('records.days', { count: p.duration }), p.duration],
    [t('records.interest'), 'interest', money(p.interest), p.interest],
    [t('records.fee'), 'fee', money(p.fee), p.fee],
    [t('records.tax'), 'tax', money(p.tax), p.tax],
    [t('records.contractAmount'), 'contractAmount', money(p.contractAmount), p.contractAmount],
    [t('records.received'), 'netDisbursed', money(p.receivedAmount), p.receivedAmount],
    [t('records.totalRepay'), 'totalRepay', money(p.totalRepayment), p.totalRepayment],
    [t('records.dueDate'), 'dueDate', formatIsoDate(p.dueDate, language), p.dueDate],
    [t('records.bank'), 'bank', p.bankName, undefined],
    [t('records.account'), 'bankAccount', p.bankAccount, undefined],
  ];
  return (
    <dl className="figures">
      {rows.map(([label, claim, text, value]) => (
        <div key={claim} className="figures__row">
          <dt>{label}</dt>
          <dd data-claim={claim} data-value={value}>
            {text}
          </dd>
        </div>
      ))}
    </dl>
  );
}
