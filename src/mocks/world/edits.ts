import type { OrderStatus } from '../../domain/events';
import { APPLICATION_STEPS, PROGRESS } from '../../domain/progress';
import { fillApplicationUpTo, quotaOf, touchUser } from './application';
import { ledgerAt, type MockOrder, type MockPayment, type OrderPlan } from './loan-ledger';
import {
  OPEN_STATUSES,
  findOrder,
  loanQuota,
  nextStatusChange,
  orderStatus,
  quotaGrowth,
} from './loan-lifecycle';
import type { ApplicationWorldConfig } from './application-file';
import type { LoanWorldConfig } from './loan-config';
import type { MockUser } from './records';
import { addDays, DAY, daysBetween, HOUR, MINUTE, mxDate } from './time';
import type { MockWorld } from './world';

/**
 * Hand edits of the mock world for the simulator's World panel and tests: a borrower's quota and
 * application progress, an order's status and due date. Each edit checks that the result is a world the
 * lifecycle could have produced (one open loan at a time, a quota only after a finished application,
 * a due date whose payout is not in the future) and refuses with a WorldEditError saying why; otherwise it
 * rewrites the plain data the lifecycle reads lazily (loan-ledger.ts, loan-lifecycle.ts), as the loan
 * presets do, and tells the world's listeners.
 */

/** An edit the world refuses; the message says why, in words a tester can act on. */
export class WorldEditError extends Error {
  override readonly name = 'WorldEditError';
}

/** The statuses an order can be set to (every status the lifecycle knows). */
export const EDITABLE_ORDER_STATUSES = [
  'request',
  'cancel',
  'assessing',
  'disbursing',
  'rejected',
  'failed',
  'repaying',
  'overdue',
  'finished',
] as const satisfies readonly OrderStatus[];

/** An order status an edit can set. */
export type EditableOrderStatus = (typeof EDITABLE_ORDER_STATUSES)[number];

/** The stored application progress codes an edit can set: each step (5 to 35) and finished (40). */
export const EDITABLE_PROGRESS: readonly number[] = [
  ...APPLICATION_STEPS.map((step) => PROGRESS[step]),
  PROGRESS.userInfoFinish,
];

/** Smallest quota an edit grants (pesos); quotas are whole hundreds. */
export const MIN_EDIT_QUOTA = 100;

function fail(message: string): never {
  throw new WorldEditError(message);
}

function requireUser(world: MockWorld, mobile: string): MockUser {
  return world.findUser(mobile) ?? fail(`No borrower with mobile ${mobile}.`);
}

function requireOrder(user: MockUser, orderId: string): MockOrder {
  return findOrder(user, orderId) ?? fail(`Borrower ${user.mobile} has no order ${orderId}.`);
}

/** Sets a borrower's stored application progress (5 to 40); moving forward fills the skipped steps' data. */
export function setProgress(world: MockWorld, mobile: string, progress: number): MockUser {
  const user = requireUser(world, mobile);
  if (!EDITABLE_PROGRESS.includes(progress))
    fail(`Progress must be one of ${EDITABLE_PROGRESS.join(', ')} (application steps); got ${progress}.`);
  const review = user.application?.quotaReview;
  if (progress < PROGRESS.userInfoFinish && (review || (user.loans?.orders.length ?? 0) > 0))
    fail(
      `Borrower ${mobile} already has a quota review${user.loans?.orders.length ? ' and orders' : ''}: progress must stay ${PROGRESS.userInfoFinish}.`,
    );
  if (progress > user.progress) fillApplicationUpTo(world, user, progress);
  else {
    user.progress = progress;
    touchUser(world, user);
  }
  return user;
}

/**
 * Sets the borrower's quota (pesos, whole hundreds): the total they have now, on-time growth included. A
 * borrower whose review is pending or rejected gets it granted now. Needs a finished application (40).
 */
export function setQuota(world: MockWorld, mobile: string, amount: number): MockUser {
  const user = requireUser(world, mobile);
  if (!Number.isInteger(amount) || amount % 100 !== 0)
    fail(`The quota must be whole hundreds of pesos; got ${amount}.`);
  const max = world.config.loans.maxQuota;
  if (amount < MIN_EDIT_QUOTA || amount > max)
    fail(`The quota must be from ${MIN_EDIT_QUOTA} to ${max} pesos; got ${amount}.`);
  const app = user.application;
  if (!app || user.progress < PROGRESS.userInfoFinish)
    fail(
      `Borrower ${mobile} has not finished the application (progress ${user.progress}): set progress to ${PROGRESS.userInfoFinish} first.`,
    );
  const now = world.now();
  const granted = quotaOf(world, user).status === 'granted';
  const growth = granted ? quotaGrowth(world, user, now).reduce((sum, g) => sum + g.increase, 0) : 0;
  if (amount - growth < MIN_EDIT_QUOTA)
    fail(
      `The quota must be at least ${growth + MIN_EDIT_QUOTA}: on-time repayments already added ${growth}.`,
    );
  if (granted && app.quotaReview) {
    app.quotaReview.amount = amount - growth;
  } else {
    app.quotaReview = {
      startedAt: now - 30 * MINUTE,
      until: now,
      decision: 'granted',
      amount,
      reapplyAfterDays: app.quotaReview?.reapplyAfterDays ?? world.config.application.reapplyDays[0],
    };
  }
  touchUser(world, user);
  return user;
}

/** The borrower's quota now as the app reads it (for tools showing what an edit did). */
export function quotaNow(world: MockWorld, mobile: string) {
  return loanQuota(world, requireUser(world, mobile));
}

function planFor(world: MockWorld, order: MockOrder, patch: Partial<OrderPlan>): OrderPlan {
  const config = world.config.loans;
  const base: OrderPlan = order.plan ?? {
    reviewUntil: 0,
    decision: 'approve',
    reapplyAfterDays: config.reapplyDays[0],
    disburseUntil: 0,
    payout: 'succeed',
    quotaIncrease: Math.ceil(config.quotaIncrease[0] / 100) * 100,
  };
  return { ...base, decision: 'approve', payout: 'succeed', ...patch };
}

/** Places a submitted order: reviewed at `reviewUntil`, paid out (or not) at `disburseUntil`. */
function placeSubmitted(
  world: MockWorld,
  order: MockOrder,
  times: { reviewUntil: number; disburseUntil: number },
  outcome: Partial<Pick<OrderPlan, 'decision' | 'payout'>> = {},
): void {
  order.submittedAt = Math.min(times.reviewUntil - 30 * MINUTE, world.now());
  order.createdAt = order.submittedAt - 5 * MINUTE;
  order.draftExpiresAt = order.createdAt + world.config.loans.draftHours * HOUR;
  order.plan = planFor(world, order, { ...times, ...outcome });
}

/** Days since the payout of a loan that should still be within its term (at least 2 days before due). */
function daysIntoTerm(order: MockOrder): number {
  return Math.max(0, Math.min(10, order.terms.days - 2));
}

/**
 * Sets an order's status now, rewriting its times (and plan) as if the lifecycle had got it there:
 * repaying is 10 days into the term (fewer on short loans), overdue 5 days past due, finished repaid in
 * full a minute ago on time. Payments and extensions are dropped (a finished order gets one payment).
 */
export function setOrderStatus(
  world: MockWorld,
  mobile: string,
  orderId: string,
  status: EditableOrderStatus,
): MockOrder {
  const user = requireUser(world, mobile);
  const order = requireOrder(user, orderId);
  if (!(EDITABLE_ORDER_STATUSES as readonly string[]).includes(status))
    fail(`Unknown order status "${status}" (one of ${EDITABLE_ORDER_STATUSES.join(', ')}).`);
  const now = world.now();
  if ((OPEN_STATUSES as readonly string[]).includes(status)) {
    const other = user.loans?.orders.find((o) => o !== order && OPEN_STATUSES.includes(orderStatus(o, now)));
    if (other)
      fail(
        `Order ${other.orderId} is already open (${orderStatus(other, now)}); a borrower has one open loan at a time: finish or reject it first.`,
      );
  }

  order.payments = [];
  order.extensions = [];
  order.penaltyDeduction = 0;
  const draftMs = world.config.loans.draftHours * HOUR;
  switch (status) {
    case 'request':
      order.submittedAt = null;
      order.plan = null;
      order.createdAt = now;
      order.draftExpiresAt = now + draftMs;
      break;
    case 'cancel':
      order.submittedAt = null;
      order.plan = null;
      order.draftExpiresAt = now - MINUTE;
      order.createdAt = order.draftExpiresAt - draftMs;
      break;
    case 'assessing':
      placeSubmitted(world, order, { reviewUntil: now + 20 * MINUTE, disburseUntil: now + 25 * MINUTE });
      break;
    case 'disbursing':
      placeSubmitted(world, order, { reviewUntil: now - MINUTE, disburseUntil: now + 5 * MINUTE });
      break;
    case 'rejected':
      placeSubmitted(
        world,
        order,
        { reviewUntil: now - HOUR, disburseUntil: now - HOUR },
        { decision: 'reject' },
      );
      break;
    case 'failed':
      placeSubmitted(
        world,
        order,
        { reviewUntil: now - HOUR, disburseUntil: now - 30 * MINUTE },
        { payout: 'fail' },
      );
      break;
    case 'repaying':
    case 'overdue':
    case 'finished': {
      const days = status === 'overdue' ? order.terms.days + 5 : daysIntoTerm(order);
      const disburseUntil = now - days * DAY - MINUTE;
      placeSubmitted(world, order, { reviewUntil: disburseUntil - 5 * MINUTE, disburseUntil });
      if (status === 'finished') order.payments.push(fullPayment(world, order, now - MINUTE));
      break;
    }
  }
  touchUser(world, user);
  const reached = orderStatus(order, now);
  if (reached !== status) fail(`Order ${orderId} reads ${reached} after the edit, not ${status}.`);
  return order;
}

/** A payment that settled at `at` for everything owed then. */
function fullPayment(world: MockWorld, order: MockOrder, at: number): MockPayment {
  const unpaid = ledgerAt(order, at)?.unpaid ?? 0;
  const channelId = world.config.loans.channels[0]?.channelId ?? 'spei';
  return {
    paymentOrderId: `PO${world.faker.string.numeric(12)}`,
    kind: 'repay',
    amount: unpaid,
    channelId,
    reference: world.faker.string.numeric(7),
    clabe: null,
    payUrl: null,
    createdAt: at,
    expiresAt: at + world.config.loans.paymentHours * HOUR,
    settlesAt: at,
  };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Sets the due date of a loan being repaid (repaying or overdue) by moving its payout: the term stays
 * the same, so the latest due date is the term counted from today. A past date makes it overdue.
 */
export function setDueDate(world: MockWorld, mobile: string, orderId: string, date: string): MockOrder {
  const user = requireUser(world, mobile);
  const order = requireOrder(user, orderId);
  const parsed = ISO_DATE.test(date) ? new Date(`${date}T00:00:00Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date)
    fail(`The due date must be a calendar date written yyyy-mm-dd; got "${date}".`);
  const now = world.now();
  const status = orderStatus(order, now);
  if (status !== 'repaying' && status !== 'overdue')
    fail(
      `Order ${orderId} is ${status}: only a loan being repaid (repaying or overdue) has a due date to move.`,
    );
  const ledger = ledgerAt(order, now);
  if (!ledger || !order.plan) fail(`Order ${orderId} has not been paid out.`);
  const shiftDays = daysBetween(ledger.dueDate, date);
  const latestShift = Math.floor((now - order.plan.disburseUntil) / DAY);
  if (shiftDays > latestShift)
    fail(
      `The due date can be ${addDays(ledger.dueDate, latestShift)} at the latest: the ${order.terms.days}-day term would otherwise start after today (${mxDate(now)}).`,
    );
  const delta = shiftDays * DAY;
  order.createdAt += delta;
  order.draftExpiresAt += delta;
  if (order.submittedAt !== null) order.submittedAt += delta;
  order.plan = {
    ...order.plan,
    reviewUntil: order.plan.reviewUntil + delta,
    disburseUntil: order.plan.disburseUntil + delta,
  };
  touchUser(world, user);
  return order;
}

/** What the reviews and payouts that start from now on decide (the world's switches; absent: unchanged). */
export interface WorldOutcomes {
  /** The quota review of a completed application. */
  quota?: ApplicationWorldConfig['quotaDecision'];
  /** The review of a submitted loan. */
  loanReview?: LoanWorldConfig['decision'];
  /** The payout of an approved loan. */
  payout?: LoanWorldConfig['payout'];
}

/** Sets the outcomes of the reviews and payouts that start from now on (those already decided stay). */
export function setOutcomes(world: MockWorld, outcomes: WorldOutcomes): void {
  const { application, loans } = world.config;
  world.setConfig({
    application: { ...application, ...(outcomes.quota ? { quotaDecision: outcomes.quota } : {}) },
    loans: {
      ...loans,
      ...(outcomes.loanReview ? { decision: outcomes.loanReview } : {}),
      ...(outcomes.payout ? { payout: outcomes.payout } : {}),
    },
  });
}

/**
 * The next status the clock alone brings to the borrower's latest order, and in how long (ms of world time);
 * null without one (lifecycle `nextStatusChange`). A read beside the edits: a tester (or the autopilot)
 * moves the clock just past it.
 */
export function nextOrderChange(
  world: MockWorld,
  mobile: string,
): { status: OrderStatus; inMs: number } | null {
  const user = world.findUser(mobile);
  const now = world.now();
  const change = user ? nextStatusChange(user, now) : null;
  return change ? { status: change.status, inMs: change.at - now } : null;
}

/** The edits bound to one world (what `window.__cuotaMock.edit` offers), and the read they go with. */
export function worldEditor(world: MockWorld) {
  return {
    setProgress: (mobile: string, progress: number) => setProgress(world, mobile, progress),
    setQuota: (mobile: string, amount: number) => setQuota(world, mobile, amount),
    setOrderStatus: (mobile: string, orderId: string, status: EditableOrderStatus) =>
      setOrderStatus(world, mobile, orderId, status),
    setDueDate: (mobile: string, orderId: string, date: string) => setDueDate(world, mobile, orderId, date),
    quotaNow: (mobile: string) => quotaNow(world, mobile),
    setOutcomes: (outcomes: WorldOutcomes) => setOutcomes(world, outcomes),
    nextOrderChange: (mobile: string) => nextOrderChange(world, mobile),
  };
}

/** Hand edits of one world. */
export type WorldEditor = ReturnType<typeof worldEditor>;
