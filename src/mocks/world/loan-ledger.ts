import { centsOf, penaltyOf, pesosOf, priceCents, type ExtensionFee, type LoanTerms } from './pricing';
import { addDays, daysBetween, mxDate } from './time';

/**
 * The loan book of the mock world (docs/decisions/0005-mock-order-lifecycle.md): the plain records of a
 * borrower's orders, payments and extensions, and the ledger that reads what a disbursed loan owes at an
 * instant of world time. Every figure comes from the mock backend's own pricing (pricing.ts, from the
 * product's terms; never the app's loan-math); sums are taken in whole centavos. How orders move through
 * their statuses is in loan-lifecycle.ts.
 */

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

/** The disbursement instant, when the payout succeeded (whether or not it has happened yet). */
function plannedDisbursement(order: MockOrder): number | null {
  const plan = order.plan;
  return plan && plan.decision === 'approve' && plan.payout === 'succeed' ? plan.disburseUntil : null;
}

/** Whether a payment's money arrived by `now` (and before the payment order expired). */
export function isSettled(payment: MockPayment, now: number): boolean {
  return payment.settlesAt !== null && payment.settlesAt <= now && payment.settlesAt <= payment.expiresAt;
}

/** Whether a payment order expired without its money. */
export function isLapsed(payment: MockPayment, now: number): boolean {
  return !isSettled(payment, now) && now > payment.expiresAt;
}

/** Whether a payment order's money has arrived. */
export function paymentStatus(payment: MockPayment, now: number): 'pending' | 'paid' {
  return isSettled(payment, now) ? 'paid' : 'pending';
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
  const late = Math.max(0, daysBetween(due, mxDate(t)));
  const penalty = penaltyOf(order.terms.principal, late, order.dailyPenaltyRate);
  const deduction = Math.min(order.penaltyDeduction, penalty);
  return {
    dueDate: due,
    overdueDays: late,
    penalty,
    deduction,
    totalCents: priceCents(order.terms).total + centsOf(penalty) - centsOf(deduction),
  };
}

/** The ledger of a loan whose payout succeeds, at `now` (frozen at the instant it was paid in full). */
export function ledgerAt(order: MockOrder, now: number): Ledger | null {
  const disbursedAt = plannedDisbursement(order);
  if (disbursedAt === null || now < disbursedAt) return null;
  const startDate = mxDate(disbursedAt);
  const baseDue = addDays(startDate, order.terms.days);
  const repayments = order.payments
    .filter((p) => p.kind === 'repay' && isSettled(p, now))
    .sort((a, b) => (a.settlesAt ?? 0) - (b.settlesAt ?? 0));

  let repaidCents = 0;
  let finishedAt: number | null = null;
  let finishedOnTime = false;
  for (const payment of repayments) {
    const at = payment.settlesAt ?? now;
    const owed = owedAt(order, baseDue, at);
    repaidCents += Math.max(0, Math.min(centsOf(payment.amount), owed.totalCents - repaidCents));
    if (repaidCents >= owed.totalCents) {
      finishedAt = at;
      finishedOnTime = owed.overdueDays === 0;
      break;
    }
  }
  const owed = owedAt(order, baseDue, finishedAt ?? now);
  const pendingCents = order.payments
    .filter((p) => p.kind === 'repay' && !isSettled(p, now) && !isLapsed(p, now))
    .reduce((sum, p) => sum + centsOf(p.amount), 0);
  const price = priceCents(order.terms);
  return {
    disbursedAt,
    startDate,
    dueDate: owed.dueDate,
    overdueDays: owed.overdueDays,
    principal: order.terms.principal,
    interest: pesosOf(price.interest),
    serviceFee: pesosOf(price.fee + price.tax),
    penalty: owed.penalty,
    penaltyDeduction: owed.deduction,
    totalRepayment: pesosOf(owed.totalCents),
    repaid: pesosOf(repaidCents),
    unpaid: pesosOf(Math.max(0, owed.totalCents - repaidCents)),
    pending: finishedAt === null ? pesosOf(pendingCents) : 0,
    finishedAt,
    finishedOnTime,
  };
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
