import type { LoanRequest, Product, Quota } from '../../api/contracts/store';
import type { DeleteBlocker, OrderStatus } from '../../domain/events';
import { formatWholeMoney } from '../../domain/money';
import { ORDER_STATUS_PROGRESS } from '../../domain/orders/order-progress';
import { PROGRESS } from '../../domain/progress';
import { quotaOf, reportedProgress, startQuotaReview, touchUser } from './application';
import { ledgerAt, type LoanBook, type MockOrder, type OrderPlan } from './loan-ledger';
import { toWireProduct, type MockProduct } from './loan-config';
import { refuse, type LoanErrorKey } from './loan-refusal';
import { loanTermsOf, priceCents } from './pricing';
import type { MockUser } from './records';
import { DAY, HOUR, MINUTE } from './time';
import type { MockWorld } from './world';

/**
 * The loan lifecycle of the mock world (issue 4, docs/decisions/0005-mock-order-lifecycle.md). Orders are
 * plain data on the borrower (loan-ledger.ts); nothing runs on a timer. Submitting an order decides its
 * whole future at once from the seeded faker (review length and outcome, payout length and outcome, quota
 * growth), and every status is read lazily against the world clock:
 *
 *   request --submit--> assessing --review--> disbursing --payout--> repaying --due date--> overdue
 *      |                    '--> rejected              '--> failed      '--paid in full--> finished
 *      '--not submitted within draftHours--> cancel
 *
 * What the statuses mean for the borrower (quota growth, progress code, deletion) is read here too.
 */

/** Statuses of an order that blocks another loan. */
export const OPEN_STATUSES: readonly OrderStatus[] = ['assessing', 'disbursing', 'repaying', 'overdue'];

// ---- the book ----

/** The borrower's loan book, created on first use. */
export function loanBookOf(user: MockUser): LoanBook {
  user.loans ??= { storeOrder: null, orders: [], channelAttempts: {} };
  return user.loans;
}

/** One of the borrower's orders. */
export function findOrder(user: MockUser, orderId: string): MockOrder | undefined {
  return user.loans?.orders.find((order) => order.orderId === orderId);
}

/** The borrower's orders, newest first. */
export function ordersNewestFirst(user: MockUser): MockOrder[] {
  // Reverse first so that equal creation times keep the later order on top (sort is stable).
  return [...(user.loans?.orders ?? [])].reverse().sort((a, b) => b.createdAt - a.createdAt);
}

/** The borrower's order, or a refusal. */
export function requireOrder(
  user: MockUser,
  orderId: string,
  missing: LoanErrorKey = 'ORDER_NOT_FOUND',
): MockOrder {
  return findOrder(user, orderId) ?? refuse(missing);
}

// ---- statuses on the clock ----

/** An order's status at `now`, read from its plan and payments. */
export function orderStatus(order: MockOrder, now: number): OrderStatus {
  const plan = order.plan;
  if (order.submittedAt === null || plan === null) return now >= order.draftExpiresAt ? 'cancel' : 'request';
  if (now < plan.reviewUntil) return 'assessing';
  if (plan.decision === 'reject') return 'rejected';
  if (now < plan.disburseUntil) return 'disbursing';
  const ledger = ledgerAt(order, now);
  if (ledger === null) return 'failed';
  if (ledger.finishedAt !== null) return 'finished';
  return ledger.overdueDays > 0 ? 'overdue' : 'repaying';
}

/** The borrower's open order (assessing, disbursing, repaying or overdue), if any. */
export function openOrderOf(user: MockUser, now: number): MockOrder | undefined {
  return user.loans?.orders.find((order) => OPEN_STATUSES.includes(orderStatus(order, now)));
}

/** Days before a rejected order's borrower may apply again (0: now). */
export function daysBeforeReapply(plan: OrderPlan, now: number): number {
  return Math.max(0, Math.ceil((plan.reviewUntil + plan.reapplyAfterDays * DAY - now) / DAY));
}

/** Days before a borrower whose last reviewed order was rejected may apply again (0: now). */
export function reapplyWaitDays(user: MockUser, now: number): number {
  const reviewed = ordersNewestFirst(user).find((o) => o.plan !== null && now >= o.plan.reviewUntil);
  const plan = reviewed?.plan;
  return plan && plan.decision === 'reject' ? daysBeforeReapply(plan, now) : 0;
}

/** How far ahead `nextStatusChange` looks: past the longest term and the walks' longest clock move. */
const CHANGE_HORIZON = 120 * DAY;

/** A status change the clock alone brings to an order. */
export interface StatusChange {
  orderId: string;
  /** The status from `at` on. */
  status: OrderStatus;
  /** The instant of the change (epoch ms of world time). */
  at: number;
}

/**
 * When the borrower's latest order next changes status by the clock alone (a draft lapsing, a review or a
 * payout ending, the due date passing, a confirmed payment arriving), and its status then; null when waiting
 * changes nothing (a closed or an overdue order) or there is no order. The statuses are read lazily, so the
 * change is found by reading them: hour by hour, then day by day, then halving to the second. The autopilot
 * aims its clock moves with it (a status such as `disbursing` lasts a few minutes of world time).
 */
export function nextStatusChange(user: MockUser, now: number): StatusChange | null {
  const order = ordersNewestFirst(user)[0];
  if (!order) return null;
  const from = orderStatus(order, now);
  // A closed order (cancelled, rejected, failed, finished) stays as it is.
  if (from !== 'request' && !OPEN_STATUSES.includes(from)) return null;
  const changed = (t: number) => orderStatus(order, t) !== from;
  // Hour by hour while reviews and payouts may end (the first two days), then day by day (due dates).
  const stride = (t: number) => (t - now < 2 * DAY ? HOUR : DAY);
  let before = now;
  let after = now + HOUR;
  while (!changed(after)) {
    if (after - now >= CHANGE_HORIZON) return null;
    before = after;
    after += stride(after);
  }
  while (after - before > 1000) {
    const mid = Math.floor((before + after) / 2);
    if (changed(mid)) after = mid;
    else before = mid;
  }
  return { orderId: order.orderId, status: orderStatus(order, after), at: after };
}

// ---- quota, progress, deletion ----

/** Quota growth events: each on-time full repayment adds its planned increase, up to the maximum quota. */
export function quotaGrowth(world: MockWorld, user: MockUser, now: number = world.now()) {
  const base = quotaOf(world, user);
  if (base.status !== 'granted') return [];
  const finished = (user.loans?.orders ?? [])
    .map((order) => ({ order, ledger: ledgerAt(order, now) }))
    .filter(({ ledger }) => ledger?.finishedAt != null && ledger.finishedOnTime)
    .sort((a, b) => (a.ledger?.finishedAt ?? 0) - (b.ledger?.finishedAt ?? 0));
  let amount = base.amount;
  const items: { increase: number; at: number }[] = [];
  for (const { order, ledger } of finished) {
    const increase = Math.max(
      0,
      Math.min(order.plan?.quotaIncrease ?? 0, world.config.loans.maxQuota - amount),
    );
    if (increase > 0 && ledger?.finishedAt != null) {
      amount += increase;
      items.push({ increase, at: ledger.finishedAt });
    }
  }
  return items;
}

/** The borrower's quota: the review's grant plus growth; an open loan takes its principal from what is available. */
export function loanQuota(world: MockWorld, user: MockUser): Quota {
  const base = quotaOf(world, user);
  if (base.status !== 'granted') return base;
  const now = world.now();
  const amount = quotaGrowth(world, user, now).reduce((sum, item) => sum + item.increase, base.amount);
  const open = openOrderOf(user, now);
  return { ...base, amount, availableAmount: Math.max(0, amount - (open?.terms.principal ?? 0)) };
}

/** `/store/get-quota/list`: the initial grant, then each growth. */
export function quotaHistoryOf(world: MockWorld, user: MockUser) {
  const review = user.application?.quotaReview;
  if (!review || quotaOf(world, user).status !== 'granted') return [];
  return [
    { amount: review.amount, grantedAt: review.until, reason: 'initial' as const },
    ...quotaGrowth(world, user).map((g) => ({
      amount: g.increase,
      grantedAt: g.at,
      reason: 'onTimeRepayment' as const,
    })),
  ];
}

/**
 * The progress code getUserInfo reports: the latest order's status code (43 request ... 80 failed), 43 while
 * a store order is open, otherwise the application's code (42 once the quota is granted).
 */
export function loanProgress(world: MockWorld, user: MockUser): number {
  const now = world.now();
  const latest = ordersNewestFirst(user)[0];
  const status = latest ? orderStatus(latest, now) : null;
  if (status === 'request' || (status !== null && OPEN_STATUSES.includes(status)))
    return ORDER_STATUS_PROGRESS[status];
  if (user.loans?.storeOrder) return PROGRESS.WAIT_SUBMIT;
  if (status !== null) return ORDER_STATUS_PROGRESS[status];
  return reportedProgress(world, user);
}

/** What the borrower's orders block: an application under review, or a loan paid out or owed. */
export function loanDeleteBlockers(world: MockWorld, user: MockUser): DeleteBlocker[] {
  const open = openOrderOf(user, world.now());
  if (!open) return [];
  return [orderStatus(open, world.now()) === 'assessing' ? 'pendingApplication' : 'unpaidLoan'];
}

// ---- products and orders ----

function floorToStep(amount: number, step: number): number {
  return Math.floor(amount / step) * step;
}

/**
 * The products the borrower can take now, with their own limits (the available quota caps the amount at
 * creation; screens read it from the quota call); none while a loan is open or when the quota cannot cover
 * a product's minimum. With `amount`, only the products that can lend it now.
 */
export function productsFor(world: MockWorld, user: MockUser, amount?: number): Product[] {
  const quota = loanQuota(world, user);
  if (quota.status !== 'granted' || openOrderOf(user, world.now())) return [];
  const products: Product[] = [];
  for (const product of world.config.loans.products) {
    const lendable = Math.min(product.maxAmount, floorToStep(quota.availableAmount, product.amountStep));
    if (lendable < product.minAmount) continue;
    if (amount !== undefined && (amount < product.minAmount || amount > lendable)) continue;
    products.push(toWireProduct(product));
  }
  return products;
}

/** Refuses when the borrower may not start a loan now: one open already, a rejection to wait out, no quota. */
function assertCanBorrow(world: MockWorld, user: MockUser): Quota {
  const now = world.now();
  if (openOrderOf(user, now)) refuse('LOAN_ALREADY_OPEN');
  const wait = reapplyWaitDays(user, now);
  if (wait > 0) refuse('REAPPLY_LATER', { days: wait });
  const quota = loanQuota(world, user);
  const smallest = Math.min(...world.config.loans.products.map((p) => p.minAmount));
  if (quota.status !== 'granted' || !(quota.availableAmount >= smallest)) refuse('NO_QUOTA');
  return quota;
}

/**
 * `/store/store-order/create`. Without a quota it submits the finished profile for a quota review (again
 * once a rejection's wait is over; progress stays 40). With a quota it opens the store order of a loan
 * (progress 43), refused while a loan is open. Both are idempotent.
 */
export function openStoreOrder(world: MockWorld, user: MockUser): { storeOrderId: string; progress: number } {
  const book = loanBookOf(user);
  const quota = quotaOf(world, user);
  if (quota.status !== 'granted') {
    const app = user.application;
    if (!app?.bankCard || user.progress < PROGRESS.userInfoFinish) refuse('STEP_NOT_REACHED');
    if (quota.status === 'rejected' && (quota.reapplyAfterDays ?? 0) > 0)
      refuse('REAPPLY_LATER', { days: quota.reapplyAfterDays ?? 0 });
    const review =
      quota.status === 'reviewing' && app.quotaReview ? app.quotaReview : startQuotaReview(world, app);
    let request = book.quotaRequest;
    if (!request || request.reviewStartedAt !== review.startedAt) {
      request = { storeOrderId: `SO${world.faker.string.numeric(10)}`, reviewStartedAt: review.startedAt };
      book.quotaRequest = request;
    }
    touchUser(world, user);
    return { storeOrderId: request.storeOrderId, progress: loanProgress(world, user) };
  }
  assertCanBorrow(world, user);
  if (!book.storeOrder) {
    book.storeOrder = { storeOrderId: `SO${world.faker.string.numeric(10)}`, createdAt: world.now() };
    touchUser(world, user);
  }
  return { storeOrderId: book.storeOrder.storeOrderId, progress: loanProgress(world, user) };
}

/**
 * Creates an order in status `request` (`/store/loan-order/create`, `/store/single/loan-order/create`); it
 * replaces an earlier order that was never submitted. Submitting is a separate call (terms accepted).
 */
export function createLoanOrder(world: MockWorld, user: MockUser, request: LoanRequest): MockOrder {
  const quota = assertCanBorrow(world, user);
  const product: MockProduct | undefined = world.config.loans.products.find(
    (p) => p.productId === request.productId,
  );
  if (!product) refuse('PRODUCT_NOT_AVAILABLE');
  const max = Math.min(product.maxAmount, floorToStep(quota.availableAmount, product.amountStep));
  const { amount, days } = request;
  if (amount < product.minAmount || amount > max || (amount - product.minAmount) % product.amountStep !== 0) {
    // Whole pesos, as the borrowing screen states the limits.
    refuse('AMOUNT_OUT_OF_RANGE', {
      min: formatWholeMoney(product.minAmount, 'es'),
      max: formatWholeMoney(max, 'es'),
      step: formatWholeMoney(product.amountStep, 'es'),
    });
  }
  if (!product.terms.includes(days)) refuse('TENURE_NOT_OFFERED', { days });

  const now = world.now();
  const book = loanBookOf(user);
  book.orders = book.orders.filter((o) => orderStatus(o, now) !== 'request');
  const card = user.application?.bankCard;
  const order: MockOrder = {
    orderId: `LO${world.faker.string.numeric(12)}`,
    storeOrderId: book.storeOrder?.storeOrderId ?? null,
    productId: product.productId,
    productName: product.name,
    terms: loanTermsOf(product, amount, days),
    dailyPenaltyRate: product.dailyPenaltyRate,
    extensionDays: product.extensionDays,
    createdAt: now,
    draftExpiresAt: now + world.config.loans.draftHours * HOUR,
    submittedAt: null,
    plan: null,
    payments: [],
    extensions: [],
    penaltyDeduction: 0,
    bank: { bankName: card?.bankName ?? '', account: card?.cardNumber ?? '' },
  };
  book.orders.push(order);
  book.storeOrder = null;
  touchUser(world, user);
  return order;
}

/** Decides a submitted order's future from the seeded faker (always the same draws, whatever the outcome). */
function planOrder(world: MockWorld, submittedAt: number): OrderPlan {
  const config = world.config.loans;
  const f = world.faker;
  const reviewMs = f.number.int({ min: config.reviewMinutes[0], max: config.reviewMinutes[1] }) * MINUTE;
  const payoutMs = f.number.int({ min: config.payoutMinutes[0], max: config.payoutMinutes[1] }) * MINUTE;
  const reapplyAfterDays = f.number.int({ min: config.reapplyDays[0], max: config.reapplyDays[1] });
  const quotaIncrease =
    f.number.int({
      min: Math.ceil(config.quotaIncrease[0] / 100),
      max: Math.floor(config.quotaIncrease[1] / 100),
    }) * 100;
  return {
    reviewUntil: submittedAt + reviewMs,
    decision: config.decision,
    reapplyAfterDays,
    disburseUntil: submittedAt + reviewMs + payoutMs,
    payout: config.payout,
    quotaIncrease,
  };
}

/** `/store/single/loan-order/submit`: the terms were accepted; the review starts. No cancellation after this. */
export function submitLoanOrder(world: MockWorld, user: MockUser, orderId: string): MockOrder {
  const order = requireOrder(user, orderId);
  const now = world.now();
  const status = orderStatus(order, now);
  if (status === 'cancel') refuse('ORDER_EXPIRED');
  if (status !== 'request') refuse('ORDER_ALREADY_SUBMITTED');
  if (openOrderOf(user, now)) refuse('LOAN_ALREADY_OPEN');
  const wait = reapplyWaitDays(user, now);
  if (wait > 0) refuse('REAPPLY_LATER', { days: wait });
  // A lender cannot pay out a negative amount: the spec's maximum terms stop here (their profile shows why).
  if (!(priceCents(order.terms).net > 0)) refuse('NET_NOT_POSITIVE');
  order.submittedAt = now;
  order.plan = planOrder(world, now);
  touchUser(world, user);
  return order;
}
