import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatIsoDate, formatMoney, formatRate, formatWholeMoney } from '../../components/ui/loan-format';
import { OrderStatusChip } from '../../components/ui/order-status-chip';
import { showRefreshHint } from '../../components/ui/refresh-hint';
import { showToast } from '../../components/ui/toast';
import { selectProgress } from '../../domain/application/application.selectors';
import { ORDER_STATUS_PROGRESS, blocksNewLoan } from '../../domain/orders/order-progress';
import type { OrderRecord } from '../../domain/orders/orders.reducer';
import { selectCurrentOrder } from '../../domain/orders/orders.selectors';
import { PATHS, withQuery } from '../../domain/paths';
import { PENALTY_DAILY_RATE } from '../../domain/product-terms';
import { navigateByProgress, nextStepAt } from '../../domain/progress';
import { selectQuota } from '../../domain/quota/quota.selectors';
import { selectIsLoggedIn, selectMobile } from '../../domain/session/session.selectors';
import { useT } from '../../i18n/i18n';
import { useAppState } from '../../store/use-app-state';
import { failureOf, useIntent } from '../../store/use-intent';
import { useManualRefresh } from '../../store/use-manual-refresh';
import { loadHomeOffer, reapplyForQuota, refreshStanding } from './home.effects';
import '../../components/ui/loan.css';
import './home.texts';

const POLL_MS = 30_000;

/**
 * Home: what the borrower needs next. Logged out: log in. Application in progress: the next step. Then
 * the quota review, the quota with the products, and the last order by its status (under review, paying
 * out, repaying, overdue, rejected, failed, cancelled, repaid). Buttons open the status's screen with the
 * status-to-screen helper. Polls every 30 s while something is pending (quota review, loan review, payout).
 */
export function HomePage() {
  const { t, language } = useT();
  const navigate = useNavigate();
  const loggedIn = useAppState(selectIsLoggedIn);
  const mobile = useAppState(selectMobile);
  const progress = useAppState(selectProgress);
  const quota = useAppState(selectQuota);
  const order = useAppState(selectCurrentOrder);
  const standing = useIntent(refreshStanding, { failsOn: ['home/refreshFailed'] });
  const refreshing = standing.pending;
  // The products show once this visit's offer has loaded; they are read from the slice the offer folds into.
  const [offerLoaded, setOfferLoaded] = useState(false);
  const { run: loadOffer } = useIntent(loadHomeOffer, {
    // A change of the available quota loads again; the older load's result is then ignored.
    supersede: true,
    onDone: (outcome) => {
      if (outcome.status === 'done') setOfferLoaded(true);
    },
  });
  const products = useAppState((s) => s.loanDraft.products);
  const quotaHistory = useAppState((s) => s.loanDraft.quotaHistory);
  const offer = offerLoaded && products ? { products, quotaHistory: quotaHistory ?? [] } : null;
  const next = progress === null ? null : nextStepAt(progress);
  const openOrder = order !== null && blocksNewLoan(order) ? order : null;
  const pending =
    quota.status === 'reviewing' || order?.status === 'assessing' || order?.status === 'disbursing';
  const canBorrow = quota.status === 'granted' && openOrder === null && (quota.availableAmount ?? 0) > 0;

  /** Refreshes where the borrower stands; resolves true when it went through (false also when one is going). */
  const refresh = async (silent: boolean): Promise<boolean> => {
    const outcome = await standing.run({ silent });
    if (outcome === null) return false;
    const failure = failureOf(outcome);
    if (!silent) showToast(failure ? failure.message : t('homeState.updated'), failure ? 'error' : 'success');
    return failure === null;
  };
  // "Actualizar": counted in the stored lastRefreshTime; from the fifth of the day, a calm word (decision 0039).
  const manualRefresh = useManualRefresh('home');
  const tapRefresh = () => void manualRefresh.tap(() => refresh(false)).then(showRefreshHint);

  const openScreen = (o: OrderRecord) =>
    navigateByProgress(
      ORDER_STATUS_PROGRESS[o.status],
      { orderId: o.orderId },
      (screen, query) => void navigate(withQuery(PATHS[screen], query)),
    );

  // On arrival, and every 30 s while something is pending.
  useEffect(() => {
    if (!loggedIn) return;
    void refresh(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per arrival / login
  }, [loggedIn]);
  useEffect(() => {
    if (!loggedIn || !pending) return;
    const timer = setInterval(() => void refresh(true), POLL_MS);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the poll restarts when the state changes
  }, [loggedIn, pending]);
  // The products, once a loan may be taken (and again when the available quota changes).
  useEffect(() => {
    if (!loggedIn || !canBorrow) return;
    void loadOffer({});
  }, [loggedIn, canBorrow, quota.availableAmount, loadOffer]);

  // Once a rejection's wait is over: a new quota review (a failure says why, in a message).
  const reapply = useIntent(reapplyForQuota, {
    failsOn: ['quota/reapplyFailed'],
    onDone: (outcome) => {
      const failure = failureOf(outcome);
      if (failure) showToast(failure.message, 'error');
    },
  });

  const growth = offer?.quotaHistory.filter((g) => g.reason === 'onTimeRepayment').at(-1) ?? null;

  return (
    <section className="screen" aria-labelledby="home-title">
      <div className="hero">
        <h1 id="home-title">{t('app.name')}</h1>
        <p>{t('home.welcome')}</p>
        {loggedIn ? (
          <>
            <p>{t('home.hello', { mobile })}</p>
            {next && progress !== null ? (
              <>
                <p>{t('homeState.nextStep', { step: t(`titles.${next}`) })}</p>
                <button
                  type="button"
                  className="btn btn--light"
                  onClick={() =>
                    navigateByProgress(
                      progress,
                      {},
                      (screen, query) => void navigate(withQuery(PATHS[screen], query)),
                    )
                  }
                >
                  {t('home.continueCta')}
                </button>
              </>
            ) : null}
          </>
        ) : (
          <>
            <p>{t('home.loginPrompt')}</p>
            <Link className="btn btn--light" to={PATHS.login}>
              {t('home.loginCta')}
            </Link>
          </>
        )}
      </div>
      {loggedIn && order ? <OrderCard order={order} onOpen={openScreen} /> : null}
      {loggedIn && quota.status === 'reviewing' ? (
        <div className="card" role="status">
          <h2>{t('homeState.reviewing')}</h2>
          <p>{t('homeState.reviewingBody')}</p>
          <Link className="btn btn--ghost btn--block" to={PATHS.reviewQuota}>
            {t('homeState.seeStatus')}
          </Link>
        </div>
      ) : null}
      {loggedIn && quota.status === 'granted' && quota.availableAmount !== null ? (
        <div className="card">
          <h2>{t('homeState.granted')}</h2>
          <p className="amount" data-claim="quota.available" data-value={quota.availableAmount}>
            {formatMoney(quota.availableAmount, language)}
          </p>
          {quota.availableAmount <= 0 ? (
            <p role="status">{t('homeState.noQuota')}</p>
          ) : openOrder === null ? (
            <p>{t('homeState.grantedBody')}</p>
          ) : null}
          {canBorrow && growth ? (
            <p className="notice" data-claim="quota.growth" data-value={growth.amount}>
              {t('homeState.quotaGrew', { amount: formatWholeMoney(growth.amount, language) })}
            </p>
          ) : null}
          {canBorrow && offer && offer.products.length > 0 ? (
            <>
              <h3>{t('homeState.products')}</h3>
              <ul className="list">
                {offer.products.map((p) => (
                  <li key={p.productId} className="list__item">
                    <div className="list__link">
                      <strong>{p.name}</strong>
                      <span className="list__value" data-claim="product.range">
                        {t('homeState.productRange', {
                          min: formatWholeMoney(p.minAmount, language),
                          max: formatWholeMoney(p.maxAmount, language),
                          minDays: Math.min(...p.terms),
                          maxDays: Math.max(...p.terms),
                        })}
                      </span>
                    </div>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {canBorrow ? (
            <Link className="btn btn--block" to={PATHS.toBorrow} style={{ marginTop: '0.75rem' }}>
              {t('homeState.borrow')}
            </Link>
          ) : null}
        </div>
      ) : null}
      {loggedIn && quota.status === 'rejected' ? (
        <div className="card">
          <h2>{t('homeState.rejected')}</h2>
          <p>{reapplyWait(quota.reapplyAfterDays, t)}</p>
          {quota.reapplyAfterDays === 0 ? (
            <button
              type="button"
              className="btn btn--block"
              onClick={() => void reapply.run({})}
              disabled={reapply.pending}
            >
              {t('homeState.reapply')}
            </button>
          ) : null}
          <Link className="btn btn--ghost btn--block" to={PATHS.reject}>
            {t('homeState.seeDetail')}
          </Link>
        </div>
      ) : null}
      {loggedIn ? (
        <button
          type="button"
          className="btn btn--ghost btn--block"
          onClick={tapRefresh}
          disabled={refreshing}
        >
          {t('homeState.refresh')}
        </button>
      ) : null}
    </section>
  );
}

/** When a rejected borrower may apply again: in some days, now (the wait is over), or later (not said). */
function reapplyWait(days: number | null, t: ReturnType<typeof useT>['t']): string {
  if (days === null) return t('homeState.rejectedNoDays');
  return days > 0 ? t('homeState.rejectedDays', { count: days }) : t('homeState.rejectedNow');
}

/** The last order, by its status, with the way to its screen. */
function OrderCard({ order, onOpen }: { order: OrderRecord; onOpen: (order: OrderRecord) => void }) {
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
  switch (order.status) {
    case 'assessing':
      return (
        <div className="card" role="status">
          {head(t('homeState.assessing'))}
          {loan}
          <p>{t('homeState.assessingBody')}</p>
          {open(t('homeState.seeStatus'))}
        </div>
      );
    case 'disbursing':
      return (
        <div className="card" role="status">
          {head(t('homeState.disbursing'))}
          {loan}
          <p>{t('homeState.disbursingBody')}</p>
          {open(t('homeState.seeStatus'))}
        </div>
      );
    case 'repaying':
      return (
        <div className="card">
          {head(t('homeState.repaying'))}
          {loan}
          <p>{t('homeState.repayingBody')}</p>
          {open(t('homeState.seeDetail'))}
        </div>
      );
    case 'overdue':
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
    case 'rejected':
      return (
        <div className="card">
          {head(t('homeState.orderRejected'))}
          <p>{reapplyWait(order.reapplyAfterDays, t)}</p>
          <Link
            className="btn btn--ghost btn--block"
            to={withQuery(PATHS.reject, { orderId: order.orderId })}
          >
            {t('homeState.seeDetail')}
          </Link>
        </div>
      );
    case 'failed':
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
    case 'cancel':
      return (
        <div className="card">
          {head(t('homeState.cancelled'))}
          <p>{t('homeState.cancelledBody')}</p>
        </div>
      );
    case 'finished':
      return (
        <div className="card">
          {head(t('homeState.finished'))}
          <p>{t('homeState.finishedBody')}</p>
        </div>
      );
    case 'request':
      return (
        <div className="card">
          {head(t('homeState.request'))}
          {loan}
          <p>{t('homeState.requestBody')}</p>
        </div>
      );
  }
}
