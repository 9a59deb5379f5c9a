import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { formatMoney } from '../../components/ui/loan-format';
import { NavBar } from '../../components/ui/nav-bar';
import { OrderStatusChip } from '../../components/ui/order-status-chip';
import { showRefreshHint } from '../../components/ui/refresh-hint';
import { showToast } from '../../components/ui/toast';
import type { OrderStatus } from '../../domain/events';
import { ORDER_STATUS_PROGRESS } from '../../domain/orders/order-progress';
import type { OrderRecord } from '../../domain/orders/orders.reducer';
import { selectCurrentOrder, selectOrderById } from '../../domain/orders/orders.selectors';
import { PATHS, withQuery } from '../../domain/paths';
import { selectIsLoggedIn } from '../../domain/session/session.selectors';
import { navigateByProgress } from '../../domain/progress';
import { t as translate, useT } from '../../i18n/i18n';
import { useAppState } from '../../store/use-app-state';
import { failureOf, useIntent } from '../../store/use-intent';
import { useManualRefresh } from '../../store/use-manual-refresh';
import { refreshDeal } from './deal.effects';
import './deal.texts';

const POLL_MS = 30_000;

/**
 * The waiting screens' refresh: once on arrival, every 30 s while `polling`, and on the borrower's
 * 'Actualizar' (with a toast). Returns the refresh for the button (resolving true when it went through)
 * and whether the first one is done.
 */
export function useDealRefresh(polling: boolean) {
  const [loaded, setLoaded] = useState(false);
  // One refresh at a time per waiting screen: the next screen's first refresh is not held by this one's.
  const deal = useIntent(refreshDeal, {
    key: useId(),
    failsOn: ['order/refreshFailed'],
    onDone: () => setLoaded(true),
  });
  const busy = deal.pending;
  const run = deal.run;

  /** Refreshes the order; resolves true when it went through (false also when one is going). */
  const refresh = useCallback(
    async (silent: boolean): Promise<boolean> => {
      const outcome = await run({ silent });
      if (outcome === null) return false;
      const failure = failureOf(outcome);
      if (failure) showToast(failure.message, 'error');
      else if (!silent) showToast(translate('deal.updated'), 'success');
      return failure === null;
    },
    [run],
  );

  const loggedIn = useAppState(selectIsLoggedIn);
  useEffect(() => {
    // Logged out there is no order to look at: show the empty state, ask nothing of the backend.
    if (!loggedIn) return;
    void refresh(true);
  }, [refresh, loggedIn]);
  useEffect(() => {
    if (!polling || !loggedIn) return;
    const timer = setInterval(() => void refresh(true), POLL_MS);
    return () => clearInterval(timer);
  }, [polling, refresh, loggedIn]);

  return { refresh, busy, loaded: loaded || !loggedIn };
}

/** The order a deal screen is about: the query's `orderId`, else the current order. */
export function useDealOrder(): OrderRecord | null {
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const byId = useAppState((s) => (orderId ? selectOrderById(s, orderId) : null));
  const current = useAppState(selectCurrentOrder);
  return byId ?? current;
}

/**
 * Follows the order away from a waiting screen once its status is no longer `waitingFor`: to the status's
 * screen with the status-to-screen helper, to deal/reject for a rejection, home for the other outcomes.
 */
export function useFollowOrder(order: OrderRecord | null, waitingFor: OrderStatus) {
  const navigate = useNavigate();
  const status = order?.status;
  const orderId = order?.orderId;
  useEffect(() => {
    if (status === undefined || orderId === undefined || status === waitingFor) return;
    if (status === 'rejected') {
      void navigate(withQuery(PATHS.reject, { orderId }), { replace: true });
      return;
    }
    const opened = navigateByProgress(
      ORDER_STATUS_PROGRESS[status],
      { orderId },
      (screen, query) => void navigate(withQuery(PATHS[screen], query), { replace: true }),
    );
    if (!opened) void navigate(PATHS.home, { replace: true });
  }, [status, orderId, waitingFor, navigate]);
}

/** One line that names the loan. */
export function LoanLine({ order }: { order: OrderRecord }) {
  const { t, language } = useT();
  return (
    <p className="order-card__meta" data-claim="order.principal" data-value={order.principal}>
      {t('deal.loan', { amount: formatMoney(order.principal, language), days: order.days })}
    </p>
  );
}

/**
 * The frame of the waiting screens (review, payout, quota review): the nav bar (back goes home), what the
 * borrower waits for, or once the first refresh is done and there is nothing to wait for, `empty` with a way
 * home; and the 'Actualizar' button (not again within 10 s of the last manual refresh: the stored
 * lastRefreshTime).
 */
export function WaitingScreen({
  title,
  waiting,
  empty,
  refresh,
  busy,
}: {
  title: string;
  /** The card of what is awaited, or null when there is none. */
  waiting: ReactNode;
  /** Shown when `waiting` is null and the first refresh is done (null before). */
  empty: string | null;
  refresh: (silent: boolean) => Promise<boolean>;
  busy: boolean;
}) {
  const { t } = useT();
  const navigate = useNavigate();
  const manualRefresh = useManualRefresh('deal');
  const tapRefresh = () => void manualRefresh.tap(() => refresh(false)).then(showRefreshHint);
  return (
    <>
      <NavBar title={title} onBack={() => void navigate(PATHS.home)} />
      <section className="screen">
        {waiting ??
          (empty === null ? null : (
            <div className="card">
              <p>{empty}</p>
              <Link className="btn btn--ghost btn--block" to={PATHS.home}>
                {t('deal.backHome')}
              </Link>
            </div>
          ))}
        <button type="button" className="btn btn--ghost btn--block" disabled={busy} onClick={tapRefresh}>
          {t('deal.refresh')}
        </button>
      </section>
    </>
  );
}

/** The card of an order being waited for: its heading and status, the loan line, then the screen's text. */
export function OrderWaitCard({
  order,
  title,
  children,
}: {
  order: OrderRecord;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="card" role="status">
      <div className="order-card__head">
        <h2>{title}</h2>
        <OrderStatusChip status={order.status} />
      </div>
      <LoanLine order={order} />
      {children}
    </div>
  );
}
