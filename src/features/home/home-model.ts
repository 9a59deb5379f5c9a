import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { showRefreshHint } from '../../components/ui/refresh-hint';
import { showToast } from '../../components/ui/toast';
import { selectProgress } from '../../domain/application/application.selectors';
import { ORDER_STATUS_PROGRESS, blocksNewLoan } from '../../domain/orders/order-progress';
import type { OrderRecord } from '../../domain/orders/orders.reducer';
import { selectCurrentOrder } from '../../domain/orders/orders.selectors';
import { PATHS, withQuery } from '../../domain/paths';
import { navigateByProgress, nextStepAt } from '../../domain/progress';
import { selectQuota } from '../../domain/quota/quota.selectors';
import { selectIsLoggedIn, selectMobile } from '../../domain/session/session.selectors';
import { useT } from '../../i18n/i18n';
import { useAppState } from '../../store/use-app-state';
import { failureOf, useIntent } from '../../store/use-intent';
import { useManualRefresh } from '../../store/use-manual-refresh';
import { loadHomeOffer, reapplyForQuota, refreshStanding } from './home.effects';
import './home.texts';

const POLL_MS = 30_000;

/**
 * Where the borrower stands, refreshed on arrival and every 30 s while something is pending (quota review,
 * loan review, payout); "Actualizar" is counted in the stored lastRefreshTime (from the fifth of the day, a
 * calm word, decision 0039).
 */
function useStanding(loggedIn: boolean, pending: boolean) {
  const { t } = useT();
  const standing = useIntent(refreshStanding, { failsOn: ['home/refreshFailed'] });
  /** Refreshes where the borrower stands; resolves true when it went through (false also when one is going). */
  const refresh = async (silent: boolean): Promise<boolean> => {
    const outcome = await standing.run({ silent });
    if (outcome === null) return false;
    const failure = failureOf(outcome);
    if (!silent) showToast(failure ? failure.message : t('homeState.updated'), failure ? 'error' : 'success');
    return failure === null;
  };
  const manualRefresh = useManualRefresh('home');
  const tapRefresh = () => void manualRefresh.tap(() => refresh(false)).then(showRefreshHint);

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
  return { refreshing: standing.pending, tapRefresh };
}

/**
 * The products and the quota history, once a loan may be taken (and again when the available quota
 * changes): they show once this visit's offer has loaded, read from the slice the offer folds into.
 */
function useOffer(loggedIn: boolean, canBorrow: boolean, availableAmount: number | null) {
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
  useEffect(() => {
    if (!loggedIn || !canBorrow) return;
    void loadOffer({});
  }, [loggedIn, canBorrow, availableAmount, loadOffer]);
  const offer = offerLoaded && products ? { products, quotaHistory: quotaHistory ?? [] } : null;
  const growth = offer?.quotaHistory.filter((g) => g.reason === 'onTimeRepayment').at(-1) ?? null;
  return { offer, growth };
}

/**
 * The model of Home: the session, the application's next step, the quota, the last order, the offer, the
 * refreshes and the quota re-application (a failure says why, in a toast).
 */
export function useHomeModel() {
  const navigate = useNavigate();
  const loggedIn = useAppState(selectIsLoggedIn);
  const mobile = useAppState(selectMobile);
  const progress = useAppState(selectProgress);
  const quota = useAppState(selectQuota);
  const order = useAppState(selectCurrentOrder);
  const next = progress === null ? null : nextStepAt(progress);
  const openOrder = order !== null && blocksNewLoan(order) ? order : null;
  const pending =
    quota.status === 'reviewing' || order?.status === 'assessing' || order?.status === 'disbursing';
  const canBorrow = quota.status === 'granted' && openOrder === null && (quota.availableAmount ?? 0) > 0;
  const standing = useStanding(loggedIn, pending);
  const { offer, growth } = useOffer(loggedIn, canBorrow, quota.availableAmount);

  const go = (to: number, query: Record<string, string>) =>
    navigateByProgress(to, query, (screen, q) => void navigate(withQuery(PATHS[screen], q)));
  const openOrderScreen = (o: OrderRecord) => go(ORDER_STATUS_PROGRESS[o.status], { orderId: o.orderId });
  const continueApplication = () => {
    if (progress !== null) go(progress, {});
  };

  // Once a rejection's wait is over: a new quota review (a failure says why, in a message).
  const reapply = useIntent(reapplyForQuota, {
    failsOn: ['quota/reapplyFailed'],
    onDone: (outcome) => {
      const failure = failureOf(outcome);
      if (failure) showToast(failure.message, 'error');
    },
  });

  return {
    ...{ loggedIn, mobile, progress, next, quota, order, openOrder, canBorrow, offer, growth },
    ...standing,
    openOrderScreen,
    continueApplication,
    reapply: () => void reapply.run({}),
    reapplying: reapply.pending,
  };
}

export type HomeModel = ReturnType<typeof useHomeModel>;
