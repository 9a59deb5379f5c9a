import type { ExtensionData, RepaymentDetail } from '../../api/contracts/repayment';
import type { Order } from '../../api/contracts/common';
import type { LoanOrderProfile, LoanRequest, Product, Quota } from '../../api/contracts/store';
import type { Language, OrderStatus } from '../../domain/events';
import {
  addDays,
  dueDate,
  extensionFee,
  feeTax,
  fromCents,
  interest,
  netDisbursed,
  overdueDays,
  overduePenalty,
  processingFee,
  roundCents,
  summarizeLoan,
  toCents,
  totalRepay,
  type ExtensionFee,
  type LoanTerms,
} from '../../domain/loan-math';
import { formatMoney, formatWholeMoney } from '../../domain/money';
import { productLoanTerms } from '../../domain/orders/loan-quote';
import { ORDER_STATUS_PROGRESS } from '../../domain/orders/order-progress';
import { PROGRESS } from '../../domain/progress';
import type { MockErrorKey } from '../handlers/define-handler';
import { quotaOf, reportedProgress, startQuotaReview, touchUser } from './application';
import { buildClabe } from './identity';
import { toWireProduct, type MockPaymentChannel, type MockProduct, type QuoteRounding } from './loan-config';
import type { DeleteBlocker, MockUser, MockWorld } from './world';

/**
 * The loan lifecycle of the mock world (issue 4, docs/decisions/0005-mock-order-lifecycle.md). Orders are
 * plain data on the borrower; nothing runs on a timer. Submitting an order decides its whole future at
 * once from the seeded faker (review length and outcome, payout length and outcome, quota growth), and
 * every status, due date, penalty and balance is read lazily against the world clock:
 *
 *   request --submit--> assessing --review--> disbursing --payout--> repaying --due date--> overdue
 *      |                    '--> rejected              '--> failed      '--paid in full--> finished
 *      '--not submitted within draftHours--> cancel
 *
 * Every figure comes from src/domain/loan-math.ts; sums are taken in whole centavos.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Mexico City has kept UTC-6 all year since 2022: loan dates are its calendar dates. */
const MX_OFFSET_MS = -6 * HOUR;

/** What a submitted order's future holds, decided at submission. */
export interface OrderPlan {
  reviewUntil: number;
  decision: 'approve' | 'reject';
  /** Days to wait before reapplying, counted from `reviewUntil` (rejections). */
  reapplyAfterDays: number;
  /** End of the payout: the disbursement instant when it succeeds. */
  disburseUntil: number;
  payout: 'succeed' | 'fail';
  /** Quota growth if the loan is repaid in full on time (pesos). */
  quotaIncrease: number;
}

/** A payment order opened by `/portal/repayment/confirm`. */
export interface MockPayment {
  paymentOrderId: string;
  kind: 'repay' | 'extension';
  /** What is charged (pesos). */
  amount: number;
  channelId: string;
  reference: string;
  clabe: string | null;
  payUrl: string | null;
  createdAt: number;
  expiresAt: number;
  /** When the money arrives; null: never. A payment counts only if it arrives before `expiresAt`. */
  settlesAt: number | null;
}

/** One extension: its fee is paid through a payment order, then the borrower confirms it. */
export interface MockExtension {
  days: number;
  fee: ExtensionFee;
  paymentOrderId: string;
  requestedAt: number;
  confirmedAt: number | null;
}

/** A loan order. */
export interface MockOrder {
  orderId: string;
  storeOrderId: string | null;
  productId: string;
  productName: string;
  terms: LoanTerms;
  dailyPenaltyRate: number;
  extensionDays: number;
  createdAt: number;
  /** An order not submitted by then reads `cancel`. */
  draftExpiresAt: number;
  submittedAt: number | null;
  plan: OrderPlan | null;
  payments: MockPayment[];
  extensions: MockExtension[];
  /** Penalty waived by the lender (pesos); never more than the penalty. */
  penaltyDeduction: number;
  /** The disbursement account at the time of the order. */
  bank: { bankName: string; account: string };
}

/** A borrower's loans. */
export interface LoanBook {
  /** The store order opened by `/store/store-order/create` with a granted quota, until a loan order uses it. */
  storeOrder: { storeOrderId: string; createdAt: number } | null;
  /** The store order that asked for a quota review (no quota yet), for as long as that review stands. */
  quotaRequest?: { storeOrderId: string; reviewStartedAt: number } | null;
  /** Oldest first. */
  orders: MockOrder[];
  /** Attempts per `orderId:channelId` on flaky channels. */
  channelAttempts: Record<string, number>;
}

/** A key of the error catalogue (the loan lifecycle's own are in handlers/loan-errors.ts). */
export type LoanErrorKey = MockErrorKey;

/** Thrown by the lifecycle when a request must be refused; handlers answer it as a catalogued error. */
export class LoanRefusal extends Error {
  override readonly name = 'LoanRefusal';
  constructor(
    readonly key: LoanErrorKey,
    readonly vars: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

function refuse(key: LoanErrorKey, vars?: Record<string, string | number>): never {
  throw new LoanRefusal(key, vars);
}

/** Statuses of an order that blocks another loan. */
export const OPEN_STATUSES: readonly OrderStatus[] = ['assessing', 'disbursing', 'repaying', 'overdue'];

/** The calendar date in Mexico City of an instant. */
export function mxDate(ms: number): string {
  return new Date(ms + MX_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * Pesos as a message shows them: the app's one money format (src/domain/money.ts), `$1,636.50`, the same in
 * Spanish and English, so a refusal reads like the screen it appears on.
 */
export function formatPesos(amount: number): string {
  return formatMoney(amount, 'es');
}

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

/** The disbursement instant, when the payout succeeded (whether or not it has happened yet). */
function plannedDisbursement(order: MockOrder): number | null {
  const plan = order.plan;
  return plan && plan.decision === 'approve' && plan.payout === 'succeed' ? plan.disburseUntil : null;
}

function isSettled(payment: MockPayment, now: number): boolean {
  return payment.settlesAt !== null && payment.settlesAt <= now && payment.settlesAt <= payment.expiresAt;
}

function isLapsed(payment: MockPayment, now: number): boolean {
  return !isSettled(payment, now) && now > payment.expiresAt;
}

// ---- the ledger of a disbursed loan ----

/** Every figure of a disbursed loan at one instant. */
export interface Ledger {
  disbursedAt: number;
  /** Disbursement date (Mexico City). */
  startDate: string;
  /** Due date, moved by the confirmed extensions. */
  dueDate: string;
  overdueDays: number;
  principal: number;
  interest: number;
  /** Processing fee and its tax, deducted upfront. */
  serviceFee: number;
  penalty: number;
  penaltyDeduction: number;
  /** Principal + interest + penalty - deduction: everything owed over the loan's life. */
  totalRepayment: number;
  repaid: number;
  unpaid: number;
  /** Repay payments started but not yet arrived (pesos). */
  pending: number;
  finishedAt: number | null;
  finishedOnTime: boolean;
}

interface Owed {
  dueDate: string;
  overdueDays: number;
  penalty: number;
  deduction: number;
  totalCents: number;
}

function owedAt(order: MockOrder, baseDue: string, t: number): Owed {
  const extendedDays = order.extensions
    .filter((e) => e.confirmedAt !== null && e.confirmedAt <= t)
    .reduce((sum, e) => sum + e.days, 0);
  const due = addDays(baseDue, extendedDays);
  const late = overdueDays(due, mxDate(t));
  const penalty = overduePenalty(order.terms.principal, late, order.dailyPenaltyRate);
  const deduction = Math.min(order.penaltyDeduction, penalty);
  return {
    dueDate: due,
    overdueDays: late,
    penalty,
    deduction,
    totalCents: toCents(totalRepay(order.terms)) + toCents(penalty) - toCents(deduction),
  };
}

/** The ledger of a loan whose payout succeeds, at `now` (frozen at the instant it was paid in full). */
export function ledgerAt(order: MockOrder, now: number): Ledger | null {
  const disbursedAt = plannedDisbursement(order);
  if (disbursedAt === null || now < disbursedAt) return null;
  const startDate = mxDate(disbursedAt);
  const baseDue = dueDate(startDate, order.terms.days);
  const repayments = order.payments
    .filter((p) => p.kind === 'repay' && isSettled(p, now))
    .sort((a, b) => (a.settlesAt ?? 0) - (b.settlesAt ?? 0));

  let repaidCents = 0;
  let finishedAt: number | null = null;
  let finishedOnTime = false;
  for (const payment of repayments) {
    const at = payment.settlesAt ?? now;
    const owed = owedAt(order, baseDue, at);
    repaidCents += Math.max(0, Math.min(toCents(payment.amount), owed.totalCents - repaidCents));
    if (repaidCents >= owed.totalCents) {
      finishedAt = at;
      finishedOnTime = owed.overdueDays === 0;
      break;
    }
  }
  const owed = owedAt(order, baseDue, finishedAt ?? now);
  const pendingCents = order.payments
    .filter((p) => p.kind === 'repay' && !isSettled(p, now) && !isLapsed(p, now))
    .reduce((sum, p) => sum + toCents(p.amount), 0);
  return {
    disbursedAt,
    startDate,
    dueDate: owed.dueDate,
    overdueDays: owed.overdueDays,
    principal: order.terms.principal,
    interest: interest(order.terms),
    serviceFee: fromCents(toCents(processingFee(order.terms)) + toCents(feeTax(order.terms))),
    penalty: owed.penalty,
    penaltyDeduction: owed.deduction,
    totalRepayment: fromCents(owed.totalCents),
    repaid: fromCents(repaidCents),
    unpaid: fromCents(Math.max(0, owed.totalCents - repaidCents)),
    pending: finishedAt === null ? fromCents(pendingCents) : 0,
    finishedAt,
    finishedOnTime,
  };
}

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

function waitDays(plan: OrderPlan, now: number): number {
  return Math.max(0, Math.ceil((plan.reviewUntil + plan.reapplyAfterDays * DAY - now) / DAY));
}

/** Days before a borrower whose last reviewed order was rejected may apply again (0: now). */
export function reapplyWaitDays(user: MockUser, now: number): number {
  const reviewed = ordersNewestFirst(user).find((o) => o.plan !== null && now >= o.plan.reviewUntil);
  const plan = reviewed?.plan;
  return plan && plan.decision === 'reject' ? waitDays(plan, now) : 0;
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

function maskAccount(account: string): string {
  return `${'*'.repeat(Math.max(0, account.length - 4))}${account.slice(-4)}`;
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
    terms: productLoanTerms(product, amount, days),
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

/** The borrower's order, or a refusal. */
export function requireOrder(
  user: MockUser,
  orderId: string,
  missing: LoanErrorKey = 'ORDER_NOT_FOUND',
): MockOrder {
  return findOrder(user, orderId) ?? refuse(missing);
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
  if (!(netDisbursed(order.terms) > 0)) refuse('NET_NOT_POSITIVE');
  order.submittedAt = now;
  order.plan = planOrder(world, now);
  touchUser(world, user);
  return order;
}

/** Moves every instant of an order by `deltaMs` (presets place orders in the past this way). */
export function shiftOrder(order: MockOrder, deltaMs: number): void {
  order.createdAt += deltaMs;
  order.draftExpiresAt += deltaMs;
  if (order.submittedAt !== null) order.submittedAt += deltaMs;
  if (order.plan) {
    order.plan.reviewUntil += deltaMs;
    order.plan.disburseUntil += deltaMs;
  }
  for (const payment of order.payments) {
    payment.createdAt += deltaMs;
    payment.expiresAt += deltaMs;
    if (payment.settlesAt !== null) payment.settlesAt += deltaMs;
  }
  for (const extension of order.extensions) {
    extension.requestedAt += deltaMs;
    if (extension.confirmedAt !== null) extension.confirmedAt += deltaMs;
  }
}

// ---- what the calls return ----

/** An order as lists and `order/last` return it. */
export function orderOf(order: MockOrder, now: number): Order {
  const status = orderStatus(order, now);
  const ledger = ledgerAt(order, now);
  const open = status === 'repaying' || status === 'overdue';
  const expected = status === 'request' || status === 'assessing' || status === 'disbursing';
  return {
    orderId: order.orderId,
    status,
    principal: order.terms.principal,
    days: order.terms.days,
    dueDate: ledger?.dueDate ?? null,
    createdAt: order.createdAt,
    totalRepayment: open && ledger ? ledger.unpaid : expected ? totalRepay(order.terms) : 0,
    overdueDays: open && ledger ? ledger.overdueDays : 0,
    productName: order.productName,
    ...(status === 'rejected' && order.plan ? { reapplyAfterDays: waitDays(order.plan, now) } : {}),
  };
}

/** Whole centavos from a computed (fractional) centavo amount, by a backend's rounding rule. */
function roundCentsBy(rounding: QuoteRounding, cents: number): number {
  // The same clean-up as loan-math's roundCents: products like 130000 * 0.00035 * 91 carry binary noise.
  const clean = Number(cents.toPrecision(12));
  if (rounding === 'halfUp') return roundCents(clean);
  if (rounding === 'truncate') return Math.trunc(clean) || 0;
  const floor = Math.floor(clean);
  const rest = clean - floor;
  const rounded = rest > 0.5 ? floor + 1 : rest < 0.5 ? floor : floor % 2 === 0 ? floor : floor + 1;
  return rounded || 0;
}

/**
 * The money figures of a profile as a backend that rounds its own way states them (loan-math's formulas:
 * fee on the principal, tax on the rounded fee, simple interest; each rounded once, by `rounding`).
 */
function profileFigures(terms: LoanTerms, rounding: QuoteRounding) {
  const principal = toCents(terms.principal);
  const fee = roundCentsBy(rounding, principal * terms.dailyFeeRate * terms.days);
  const tax = roundCentsBy(rounding, fee * terms.feeTaxRate);
  const interestCents = roundCentsBy(
    rounding,
    (principal * terms.annualInterestRate * terms.days) / (terms.dayBasis ?? 360),
  );
  return {
    fee: fromCents(fee),
    tax: fromCents(tax),
    interest: fromCents(interestCents),
    net: fromCents(principal - fee - tax),
    totalRepay: fromCents(principal + interestCents),
  };
}

/**
 * `/store/loan-order/profile`: the product detail of spec section 3, from loan-math, rounded the way the
 * world's `quoteRounding` says (loan-math's own rounding unless set). Only the profile rounds its own way;
 * the order's ledger (repayment, extension) keeps loan-math's figures.
 */
export function loanProfileOf(world: MockWorld, user: MockUser, orderId: string): LoanOrderProfile {
  const order = requireOrder(user, orderId);
  const now = world.now();
  const ledger = ledgerAt(order, now);
  // Before the payout the due date is the one the loan would have if paid out today.
  const summary = summarizeLoan(order.terms, ledger?.startDate ?? mxDate(now));
  const figures = profileFigures(order.terms, world.config.loans.quoteRounding ?? 'halfUp');
  return {
    loanOrderId: order.orderId,
    principal: summary.principal,
    duration: summary.days,
    fee: figures.fee,
    tax: figures.tax,
    interest: figures.interest,
    contractAmount: summary.principal,
    receivedAmount: figures.net,
    totalRepayment: figures.totalRepay,
    dueDate: ledger?.dueDate ?? summary.dueDate,
    bankName: order.bank.bankName,
    bankAccount: maskAccount(order.bank.account),
  };
}

// ---- repayment and extension ----

/**
 * The minimum the cashier shows: a partial repayment must be above it, and above 10 (spec section 5).
 * Paying everything owed is accepted whatever the balance (`startPayment`).
 */
export function minRepayAmount(world: MockWorld): number {
  return Math.max(10, world.config.loans.minRepayAmount);
}

interface PendingExtension {
  extension: MockExtension;
  payment: MockPayment | undefined;
  paid: boolean;
  lapsed: boolean;
}

/** The extension waiting for confirmation (its fee paid, being paid, or lapsed), if any. */
function pendingExtensionOf(order: MockOrder, now: number): PendingExtension | null {
  const extension = order.extensions.findLast((e) => e.confirmedAt === null);
  if (!extension) return null;
  const payment = order.payments.find((p) => p.paymentOrderId === extension.paymentOrderId);
  return {
    extension,
    payment,
    paid: payment !== undefined && isSettled(payment, now),
    lapsed: payment === undefined || isLapsed(payment, now),
  };
}

/** The extension on offer: only while repaying (not overdue), up to maxExtensions per loan. */
function extensionOfferOf(
  world: MockWorld,
  order: MockOrder,
  now: number,
): { days: number; fee: ExtensionFee } | null {
  if (orderStatus(order, now) !== 'repaying') return null;
  const confirmed = order.extensions.filter((e) => e.confirmedAt !== null).length;
  if (confirmed >= world.config.loans.maxExtensions) return null;
  return { days: order.extensionDays, fee: extensionFee(order.terms, order.extensionDays) };
}

/** `/store/repayment/detail`: every repayment field of spec section 3 for a disbursed loan. */
export function repaymentDetailOf(
  world: MockWorld,
  user: MockUser,
  orderId: string,
  lang: Language,
): RepaymentDetail {
  const order = requireOrder(user, orderId);
  const now = world.now();
  const ledger = ledgerAt(order, now);
  if (!ledger) refuse('ORDER_NOT_DISBURSED');
  const status = orderStatus(order, now);
  const offer = pendingExtensionOf(order, now)?.paid ? null : extensionOfferOf(world, order, now);
  const open = status === 'repaying' || status === 'overdue';
  return {
    orderId: order.orderId,
    status,
    totalAmount: ledger.principal,
    principal: ledger.principal,
    interest: ledger.interest,
    serviceFee: ledger.serviceFee,
    penaltyInterest: ledger.penalty,
    penaltyDeduction: ledger.penaltyDeduction,
    totalRepayment: ledger.totalRepayment,
    repaidAmount: ledger.repaid,
    unrepayAmount: ledger.unpaid,
    dueDate: ledger.dueDate,
    duration: order.terms.days,
    overdueDays: ledger.overdueDays,
    minRepayAmount: open ? minRepayAmount(world) : 0,
    extension: offer
      ? { fee: offer.fee.total, days: offer.days, newDueDate: addDays(ledger.dueDate, offer.days) }
      : null,
    channels: open
      ? world.config.loans.channels.map((c) => ({ channelId: c.channelId, name: c.name[lang] }))
      : [],
  };
}

/** What `/portal/repayment/confirm` asks. */
export interface PaymentRequest {
  orderId: string;
  amount: number;
  channelId: string;
  kind?: 'repay' | 'extension' | undefined;
}

function paymentDetails(world: MockWorld, channel: MockPaymentChannel, paymentOrderId: string) {
  const f = world.faker;
  switch (channel.kind) {
    case 'spei':
      // STP (Banxico 90646) collects SPEI transfers on a per-payment CLABE.
      return {
        reference: f.string.numeric(7),
        clabe: buildClabe('90646', '180', f.string.numeric(11)),
        payUrl: null,
      };
    case 'cash':
      return { reference: f.string.numeric(14), clabe: null, payUrl: null };
    case 'card':
      return {
        reference: f.string.numeric(10),
        clabe: null,
        payUrl: `https://pagos.cuota.mx/pay/${paymentOrderId}`,
      };
  }
}

/**
 * `/portal/repayment/confirm`: opens a payment order for a repayment (whole pesos above 10, at least the
 * minimum, at most the debt; the charge is capped at what is owed) or for an extension fee (exactly the fee).
 * The money arrives `paymentSettleMinutes` later (default at once). `at` lets presets pay in the past.
 */
export function startPayment(
  world: MockWorld,
  user: MockUser,
  request: PaymentRequest,
  at: number = world.now(),
): MockPayment {
  const order = requireOrder(user, request.orderId, 'ORDER_NUMBER_EMPTY');
  const status = orderStatus(order, at);
  if (status === 'request' || status === 'assessing' || status === 'disbursing')
    refuse('ORDER_NOT_DISBURSED');
  if (status !== 'repaying' && status !== 'overdue') refuse('ORDER_EXPIRED');
  const config = world.config.loans;
  const channel = config.channels.find((c) => c.channelId === request.channelId);
  if (!channel || channel.status === 'unavailable') refuse('CHANNEL_UNAVAILABLE');
  const book = loanBookOf(user);
  if (channel.status === 'flaky') {
    const key = `${order.orderId}:${channel.channelId}`;
    const attempt = (book.channelAttempts[key] ?? 0) + 1;
    book.channelAttempts[key] = attempt;
    if (attempt % 2 === 1) {
      touchUser(world, user);
      refuse('PAYMENT_ORDER_ID_EMPTY');
    }
  }

  const kind = request.kind ?? 'repay';
  let charge: number;
  let offer: { days: number; fee: ExtensionFee } | null = null;
  if (kind === 'repay') {
    const ledger = ledgerAt(order, at);
    if (!ledger) refuse('ORDER_NOT_DISBURSED');
    if (!Number.isInteger(request.amount) || request.amount <= 0) refuse('AMOUNT_INVALID');
    const left = fromCents(Math.max(0, toCents(ledger.unpaid) - toCents(ledger.pending)));
    if (!(left > 0)) refuse('AMOUNT_ABOVE_DEBT', { max: formatPesos(0) });
    // Everything owed, rounded up to the peso, is accepted however small the balance (a balance of 10 or
    // less can be paid off); any other amount is a partial repayment: above 10 and above the minimum.
    const payOff = Math.ceil(toCents(left) / 100);
    if (request.amount !== payOff) {
      if (request.amount <= 10) refuse('AMOUNT_INVALID');
      const min = minRepayAmount(world);
      if (request.amount <= min) refuse('AMOUNT_BELOW_MIN', { min: formatPesos(min) });
      if (request.amount > payOff) refuse('AMOUNT_ABOVE_DEBT', { max: formatPesos(left) });
    }
    charge = fromCents(Math.min(toCents(request.amount), toCents(left)));
  } else {
    const pending = pendingExtensionOf(order, at);
    if (pending?.paid) refuse('EXTENSION_ALREADY_PAID');
    offer = extensionOfferOf(world, order, at);
    if (!offer) refuse('EXTENSION_NOT_AVAILABLE');
    if (toCents(request.amount) !== toCents(offer.fee.total)) {
      refuse('EXTENSION_FEE_MISMATCH', { fee: formatPesos(offer.fee.total) });
    }
    charge = offer.fee.total;
  }

  const paymentOrderId = `PO${world.faker.string.numeric(12)}`;
  const payment: MockPayment = {
    paymentOrderId,
    kind,
    amount: charge,
    channelId: channel.channelId,
    ...paymentDetails(world, channel, paymentOrderId),
    createdAt: at,
    expiresAt: at + config.paymentHours * HOUR,
    settlesAt: config.paymentSettleMinutes === null ? null : at + config.paymentSettleMinutes * MINUTE,
  };
  order.payments.push(payment);
  if (offer) {
    // A new fee payment replaces an extension whose fee never arrived.
    order.extensions = order.extensions.filter((e) => e.confirmedAt !== null);
    order.extensions.push({
      days: offer.days,
      fee: offer.fee,
      paymentOrderId,
      requestedAt: at,
      confirmedAt: null,
    });
  }
  touchUser(world, user);
  return payment;
}

/** Whether a payment order's money has arrived. */
export function paymentStatus(payment: MockPayment, now: number): 'pending' | 'paid' {
  return isSettled(payment, now) ? 'paid' : 'pending';
}

/** The channel's name in a language (the channel id when the channel is gone). */
export function channelName(world: MockWorld, channelId: string, lang: Language): string {
  return world.config.loans.channels.find((c) => c.channelId === channelId)?.name[lang] ?? channelId;
}

/** `/repay/getExtensionData`: the pending extension (paid or being paid), else the offer. */
export function extensionDataOf(world: MockWorld, user: MockUser, orderId: string): ExtensionData {
  const order = requireOrder(user, orderId);
  const now = world.now();
  const ledger = ledgerAt(order, now);
  if (!ledger) refuse('ORDER_NOT_DISBURSED');
  const pending = pendingExtensionOf(order, now);
  if (pending && !pending.lapsed && orderStatus(order, now) !== 'finished') {
    return {
      orderId,
      fee: pending.extension.fee.total,
      days: pending.extension.days,
      currentDueDate: ledger.dueDate,
      newDueDate: addDays(ledger.dueDate, pending.extension.days),
      paid: pending.paid,
      reference: pending.payment?.reference ?? null,
    };
  }
  const offer = extensionOfferOf(world, order, now);
  if (!offer) refuse('EXTENSION_NOT_AVAILABLE');
  return {
    orderId,
    fee: offer.fee.total,
    days: offer.days,
    currentDueDate: ledger.dueDate,
    newDueDate: addDays(ledger.dueDate, offer.days),
    paid: false,
    reference: null,
  };
}

/** `/repay/confirmExtensionOrder`: confirms an extension whose fee has arrived; the due date moves. */
export function confirmExtension(
  world: MockWorld,
  user: MockUser,
  orderId: string,
): { orderId: string; newDueDate: string } {
  const order = requireOrder(user, orderId);
  const now = world.now();
  const status = orderStatus(order, now);
  if (status !== 'repaying' && status !== 'overdue')
    refuse(status === 'finished' ? 'ORDER_EXPIRED' : 'EXTENSION_NOT_AVAILABLE');
  const pending = pendingExtensionOf(order, now);
  if (!pending) refuse('EXTENSION_NOT_PAID');
  if (pending.lapsed) refuse('ORDER_EXPIRED');
  if (!pending.paid) refuse('EXTENSION_NOT_PAID');
  pending.extension.confirmedAt = now;
  touchUser(world, user);
  const ledger = ledgerAt(order, now);
  return { orderId, newDueDate: ledger?.dueDate ?? addDays(mxDate(now), pending.extension.days) };
}

/** `/store/single/loan-order/time-data/status`: the device data counts as uploaded until the order lapses. */
export function timeDataStatusOf(world: MockWorld, user: MockUser, orderId: string) {
  const order = requireOrder(user, orderId);
  const status = orderStatus(order, world.now()) === 'cancel' ? ('expired' as const) : ('uploaded' as const);
  return { status, flags: { ...world.config.uploadEnable } };
}
