import { concat, defer, forkJoin, from, of, type Observable } from 'rxjs';
import { catchError, concatMap, map, tap } from 'rxjs/operators';
import type { Product } from '../../api/contracts/store';
import { isApiFailure } from '../../api/errors';
import type {
  LoanOrderProfileData,
  LoanProduct,
  OrderStatus,
  QuotaGrant,
  UnstampedEvent,
} from '../../domain/events';
import { selectDraftQuote } from '../../domain/orders/draft-quote';
import { orderSyncEvents, toObservedOrder, toOrderSummary } from '../../domain/orders/order-sync';
import { selectPackageConfig } from '../../domain/config/config.selectors';
import { withPackageSwitches } from '../../domain/config/device-data';
import { offerBeyondPublishedTerms } from '../../domain/product-terms';
import { quotaSyncEvents } from '../../domain/quota/quota-sync';
import type { EffectDeps } from '../../store/effect-deps';
import { failureMessage } from '../../store/failure';
import { logged } from '../../store/logged';
import type { AppState } from '../../domain/state';
import type { Effect, EffectContext } from '../../store/store';

/**
 * The borrow effects. The loan order goes through the store order and the single-order calls, the
 * sequence the contracts and the progress codes describe (src/api/contracts/store.ts, spec section 4):
 *   0. `/store/store-order/create`: opens the borrower's store order (progress 42 waitForCreateStoreOrder
 *      -> 43 WAIT_SUBMIT); the backend refuses it when no loan may start (one open, no quota);
 *   1. `/store/single/loan-order/create` with product, amount and tenure: a draft (`loanOrderId`);
 *   2. `/store/loan-order/profile` of that draft: the product detail the borrower confirms;
 *   3. on confirmation, `/store/single/loan-order/time-data/status` (is the device data in? inside the
 *      native app a pending one is asked for with `timeSDK2`, whose reply is not waited for);
 *   4. `/store/single/loan-order/submit` with `agreeTerms: true`: the order, under review.
 * `/store/loan-order/create` would create an order in one call without the terms agreement, so it is not
 * used.
 *
 * The backend's figures are binding (decision 0015): its products and limits are offered as they come (an
 * offer beyond the published terms adds borrow/offerBeyondTerms for the review), and its profile of the
 * draft is what the borrower confirms (where it differs from the app's own calculation, order/quoteMismatch
 * records how, for the review).
 */

/** The domain form of a product, as the contract parsed it. */
export const toLoanProduct = (p: Product): LoanProduct => logged<LoanProduct>()(p);

function offer(ctx: EffectContext<EffectDeps>, silent: boolean): Observable<UnstampedEvent> {
  const { deps, getState } = ctx;
  const store = deps.api.store;
  return defer(() =>
    forkJoin({
      products: store.getProductList({}, { silent }),
      quota: store.queryStoreQuota({ silent }),
      last: store.getLastOrder({ silent }),
      // The history only explains the quota; the offer stands without it.
      history: defer(() => store.getQuotaList({ silent: true })).pipe(
        catchError(() => of({ items: [] as QuotaGrant[] })),
      ),
    }),
  ).pipe(
    concatMap(({ products, quota, last, history }) => {
      const state = getState();
      const offered = products.products.map(toLoanProduct);
      const events: UnstampedEvent[] = [
        ...quotaSyncEvents(state.quota, quota),
        ...(last.order ? orderSyncEvents(state.orders, toObservedOrder(last.order)) : []),
        {
          type: 'borrow/offerLoaded',
          products: offered,
          availableAmount: quota.status === 'granted' ? quota.availableAmount : null,
          quotaHistory: history.items.map((g) => ({
            amount: g.amount,
            grantedAt: g.grantedAt,
            reason: g.reason,
          })),
        },
      ];
      const excesses = offerBeyondPublishedTerms(offered);
      if (excesses.length > 0) events.push({ type: 'borrow/offerBeyondTerms', excesses });
      return from(events);
    }),
    catchError((error: unknown) =>
      of<UnstampedEvent>({ type: 'borrow/offerFailed', ...failureMessage(error) }),
    ),
  );
}

/**
 * What may be borrowed: the products, the available quota (and how it grew), and the last order (only one
 * loan at a time). Ends in borrow/offerLoaded (after any quota and order events) or borrow/offerFailed.
 */
export const loadBorrowOffer: Effect<{ silent?: boolean }, EffectDeps> = ({ silent = false }, ctx) =>
  offer(ctx, silent);

/** The loan the borrower chose. */
export interface LoanChoice {
  productId: string;
  amount: number;
  days: number;
}

/**
 * Steps 0 and 1: `/store/store-order/create`, then `/store/single/loan-order/create`. Ends in
 * application/progressLoaded (the store order's progress) and order/drafted, or in order/draftFailed.
 */
export const draftLoanOrder: Effect<LoanChoice, EffectDeps> = (choice, { deps }) =>
  defer(async () => {
    const storeOrder = await deps.api.store.createStoreOrder();
    const draft = await deps.api.store.createSingleLoanOrder(choice);
    return { progress: storeOrder.progress, loanOrderId: draft.loanOrderId };
  }).pipe(
    concatMap(({ progress, loanOrderId }) =>
      from<UnstampedEvent[]>([
        { type: 'application/progressLoaded', progress },
        { type: 'order/drafted', loanOrderId, ...choice },
      ]),
    ),
    catchError((error: unknown) =>
      of<UnstampedEvent>({ type: 'order/draftFailed', ...failureMessage(error) }),
    ),
  );

/**
 * The order/quoteMismatch of a draft's quote (computed once per profile and choice by `selectDraftQuote`:
 * decision 0057), when its profile differs from the app's calculation of the choice.
 */
function quoteMismatchEvent(state: AppState, loanOrderId: string, productId: string): UnstampedEvent[] {
  const quote = selectDraftQuote(state, loanOrderId, productId);
  if (quote === null || quote.mismatches.length === 0) return [];
  return [
    {
      type: 'order/quoteMismatch',
      loanOrderId,
      productId: quote.productId,
      amount: quote.amount,
      days: quote.days,
      mismatches: quote.mismatches,
      beyondTolerance: quote.beyondTolerance.length > 0,
      otherLoan: quote.otherLoan,
    },
  ];
}

/**
 * Step 2: what the confirmation screen shows: the offer again (the product's rates, and the one-loan rule
 * checked afresh) and the draft's profile, requested together. Ends in borrow/offerLoaded or ...Failed, then
 * order/profileLoaded or order/profileFailed. With the borrower's `choice`, a profile that differs from the
 * app's own calculation of it is followed by order/quoteMismatch (the profile stays binding).
 */
export const loadLoanQuote: Effect<{ loanOrderId: string; choice?: LoanChoice }, EffectDeps> = (
  { loanOrderId, choice },
  ctx,
) =>
  defer(() => {
    // Both requests start at once (the profile does not depend on the offer); the events keep their
    // order: the offer's, then the profile's.
    const profile = ctx.deps.api.store.getLoanOrderProfile({ loanOrderId }).then(
      (p): UnstampedEvent[] => [{ type: 'order/profileLoaded', profile: logged<LoanOrderProfileData>()(p) }],
      (error: unknown): UnstampedEvent[] => [
        { type: 'order/profileFailed', loanOrderId, ...failureMessage(error) },
      ],
    );
    // The quote is read from the state once both folded (this run's offer, then its profile).
    let offered = false;
    let profiled = false;
    return concat(
      offer(ctx, false).pipe(
        tap((e) => {
          if (e.type === 'borrow/offerLoaded') offered = true;
        }),
      ),
      defer(() => from(profile)).pipe(
        concatMap((events) => {
          profiled = events[0]?.type === 'order/profileLoaded';
          return from(events);
        }),
      ),
      defer(() =>
        from(
          choice && offered && profiled
            ? quoteMismatchEvent(ctx.getState(), loanOrderId, choice.productId)
            : [],
        ),
      ),
    );
  });

/**
 * Inside the native app, asks it to collect the device data the backend still waits for (best effort).
 * The call goes out but its reply is not waited for (the native side may take up to its time-out): the
 * backend decides at submission whether it can go without the data, and its answer is shown.
 */
async function collectTimeData(deps: EffectDeps, loanOrderId: string, state: AppState): Promise<void> {
  const status = await deps.api.store.getSingleLoanOrderTimeDataStatus({ loanOrderId });
  if (status.status === 'uploaded' || !deps.isNative()) return;
  const flags = withPackageSwitches(status.flags, selectPackageConfig(state)?.uploadSwitches);
  deps.bridge.call('timeSDK2', { step: 'loanOrder', isSubmit: true, ...flags }).catch((error: unknown) => {
    console.warn('[cuota] timeSDK2 (loanOrder, isSubmit true) failed', error);
  });
}

/**
 * Steps 3 and 4, after the borrower accepted the terms and confirmed that there is no cancellation:
 * the device-data status, then the submission. Ends in order/created (the order under review) or
 * order/submitFailed.
 */
export const submitLoanOrder: Effect<{ loanOrderId: string }, EffectDeps> = (
  { loanOrderId },
  { deps, getState },
) =>
  defer(async () => {
    await collectTimeData(deps, loanOrderId, getState());
    return deps.api.store.submitSingleLoanOrder({ loanOrderId, agreeTerms: true });
  }).pipe(
    map((r): UnstampedEvent => ({ type: 'order/created', order: toOrderSummary(r.order) })),
    catchError((error: unknown) => submittedAfterAll(deps, loanOrderId, error)),
  );

/**
 * The statuses of a submitted order. A draft still a `request` was not submitted, and one that reads `cancel`
 * lapsed unsubmitted (its submission's own failure, "This order has expired", is what the borrower must read).
 */
const WENT_THROUGH: ReadonlySet<OrderStatus> = new Set([
  'assessing',
  'disbursing',
  'repaying',
  'overdue',
  'finished',
  'rejected',
  'failed',
]);

/**
 * A failed submission may still have gone through (the answer was lost to a time-out or a dropped
 * connection, or this was a second tap after one): before telling the borrower it failed, the last order is
 * asked for. When it is this draft and no longer a request, the submission happened, once, and the borrower
 * goes on as after a success; a submission is never sent again for it (decision 0063). Otherwise, or when that
 * check fails too, the submission's own failure stands.
 */
function submittedAfterAll(
  deps: EffectDeps,
  loanOrderId: string,
  error: unknown,
): Observable<UnstampedEvent> {
  const failed: UnstampedEvent = { type: 'order/submitFailed', loanOrderId, ...failureMessage(error) };
  // An ended session is told as it is: no further call goes out for the borrower who left.
  if (isApiFailure(error) && error.code === 'SESSION_ENDED') return of(failed);
  return defer(() => deps.api.store.getLastOrder({ silent: true })).pipe(
    map(({ order }): UnstampedEvent =>
      order && order.orderId === loanOrderId && WENT_THROUGH.has(order.status)
        ? { type: 'order/created', order: toOrderSummary(order) }
        : failed,
    ),
    catchError(() => of(failed)),
  );
}
