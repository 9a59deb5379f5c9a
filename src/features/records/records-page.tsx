import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatInstantDate, formatIsoDate, formatMoney } from '../../components/ui/loan-format';
import { OrderStatusChip } from '../../components/ui/order-status-chip';
import { showToast } from '../../components/ui/toast';
import type { LoanOrderProfileData } from '../../domain/events';
import { orderScreenPath } from '../../domain/orders/order-progress';
import type { OrderRecord } from '../../domain/orders/orders.reducer';
import { selectOrderList } from '../../domain/orders/orders.selectors';
import { PATHS, withQuery } from '../../domain/paths';
import { selectIsLoggedIn } from '../../domain/session/session.selectors';
import { initialState } from '../../domain/state';
import { t as translate, useT } from '../../i18n/i18n';
import type { EffectDeps } from '../../store/effect-deps';
import { useAppState, useStore } from '../../store/use-app-state';
import { loadOrderDetail, loadOrderList } from './records.effects';
import '../../components/ui/loan.css';
import './records.texts';

/**
 * /records: the borrower's orders (`/store/order-list`), newest first, each with its status in words;
 * 'Actualizar' reloads them. Each order expands to its product detail (`/store/loan-order/profile`) and
 * links to its status's screen (pay, follow the review or the payout, see a rejection).
 */
export function RecordsPage() {
  const { t } = useT();
  const store = useStore<EffectDeps>();
  const loggedIn = useAppState(selectIsLoggedIn);
  // The slice is stable between unrelated events; the sorted list is derived from it once per change.
  const ordersSlice = useAppState((state) => state.orders);
  const orders = useMemo(() => selectOrderList({ ...initialState, orders: ordersSlice }), [ordersSlice]);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const refresh = useCallback(
    async (silent: boolean) => {
      if (busyRef.current) return;
      busyRef.current = true;
      setBusy(true);
      try {
        const events = await store.run(loadOrderList, { silent });
        const failed = events.find((e) => e.type === 'order/listFailed');
        setError(failed?.type === 'order/listFailed' ? failed.message : null);
        if (!silent && !failed) showToast(translate('records.updated'), 'success');
        if (!failed) setLoaded(true);
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [store],
  );

  useEffect(() => {
    if (loggedIn) void refresh(true);
  }, [loggedIn, refresh]);

  return (
    <section className="screen" aria-labelledby="records-title">
      <h1 id="records-title">{t('titles.records')}</h1>
      {!loggedIn ? (
        <div className="card">
          <p>{t('records.loginPrompt')}</p>
          <Link className="btn btn--block" to={withQuery(PATHS.login, { redirect: PATHS.records })}>
            {t('records.login')}
          </Link>
        </div>
      ) : (
        <>
          <button type="button" className="btn btn--ghost btn--block" disabled={busy} onClick={() => void refresh(false)}>
            {t('records.refresh')}
          </button>
          {error ? (
            <div className="card" role="alert" style={{ marginTop: '1rem' }}>
              <p className="error-text">{error}</p>
              <button type="button" className="btn btn--ghost" onClick={() => void refresh(false)}>
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
            <ul className="order-list" aria-label={t('titles.records')} style={{ listStyle: 'none', padding: 0, marginTop: '1rem' }}>
              {orders.map((order) => (
                <li key={order.orderId}>
                  <OrderItem order={order} />
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}

type Detail = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; profile: LoanOrderProfileData };

/** One order: what it is, its status, and its detail on demand. */
function OrderItem({ order }: { order: OrderRecord }) {
  const { t, language } = useT();
  const store = useStore<EffectDeps>();
  const detailId = useId();
  const [open, setOpen] = useState(false);
  const [detail, setDetail] = useState<Detail | null>(null);

  const load = async () => {
    setDetail({ kind: 'loading' });
    const events = await store.run(loadOrderDetail, { orderId: order.orderId });
    for (const e of events) {
      if (e.type === 'order/profileLoaded') return setDetail({ kind: 'ready', profile: e.profile });
      if (e.type === 'order/profileFailed') return setDetail({ kind: 'failed', message: e.message });
    }
  };
  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && (detail === null || detail.kind === 'failed')) void load();
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
    <article className="card" data-order-id={order.orderId} aria-label={t('records.loan', { amount: money(order.principal) })}>
      <div className="order-card__head">
        <h2 style={{ margin: 0, fontSize: '1.05rem' }}>{t('records.loan', { amount: money(order.principal) })}</h2>
        <OrderStatusChip status={order.status} />
      </div>
      <p className="order-card__meta">
        {t('records.meta', { days: order.days, date: formatInstantDate(order.createdAt, language) })}
        {order.dueDate ? ` · ${t('records.dueOn', { date: formatIsoDate(order.dueDate, language) })}` : ''}
      </p>
      <div className="actions">
        <button type="button" className="btn btn--ghost btn--block" aria-expanded={open} aria-controls={detailId} onClick={toggle}>
          {open ? t('records.hideDetail') : t('records.showDetail')}
        </button>
        {action?.to ? (
          <Link className="btn btn--block" to={action.to}>
            {action.label}
          </Link>
        ) : null}
      </div>
      <div id={detailId} hidden={!open}>
        {open && detail?.kind === 'loading' ? (
          <p className="notice" role="status">
            {t('records.loadingDetail')}
          </p>
        ) : null}
        {open && detail?.kind === 'failed' ? (
          <p className="error-text" role="alert">
            {detail.message}{' '}
            <button type="button" className="btn btn--ghost" onClick={() => void load()}>
              {t('records.retry')}
            </button>
          </p>
        ) : null}
        {open && detail?.kind === 'ready' ? <ProfileFigures profile={detail.profile} /> : null}
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
