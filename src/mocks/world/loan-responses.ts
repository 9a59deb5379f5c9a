import type { ExtensionData, RepaymentDetail } from '../../api/contracts/repayment';
import type { Order } from '../../api/contracts/common';
import type { LoanOrderProfile } from '../../api/contracts/store';
import type { Language } from '../../domain/events';
import { ledgerAt, type MockOrder } from './loan-ledger';
import { daysBeforeReapply, orderStatus, requireOrder } from './loan-lifecycle';
import { extensionOfferOf, minRepayAmount, pendingExtensionOf } from './loan-payments';
import { refuse } from './loan-refusal';
import { priceOf } from './pricing';
import type { MockUser } from './records';
import { addDays, mxDate } from './time';
import type { MockWorld } from './world';

/**
 * What the wire shows of the mock world's loans: orders, the loan profile, the repayment detail and the
 * extension data in the shapes of the API contracts (src/api/contracts), read from the ledger and the
 * lifecycle at the world's current time.
 */

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
    totalRepayment: open && ledger ? ledger.unpaid : expected ? priceOf(order.terms).totalRepay : 0,
    overdueDays: open && ledger ? ledger.overdueDays : 0,
    productName: order.productName,
    ...(status === 'rejected' && order.plan ? { reapplyAfterDays: daysBeforeReapply(order.plan, now) } : {}),
  };
}

/**
 * `/store/loan-order/profile`: the product detail of spec section 3, priced by the mock backend's own
 * pricing (pricing.ts: fee on the principal, tax on the rounded fee, simple interest), each figure rounded
 * the way the world's `quoteRounding` says (half away from zero unless set). Only the profile rounds its own
 * way; the order's ledger (repayment, extension) keeps the half-up figures.
 */
export function loanProfileOf(world: MockWorld, user: MockUser, orderId: string): LoanOrderProfile {
  const order = requireOrder(user, orderId);
  const now = world.now();
  const ledger = ledgerAt(order, now);
  const figures = priceOf(order.terms, world.config.loans.quoteRounding ?? 'halfUp');
  return {
    loanOrderId: order.orderId,
    principal: figures.principal,
    duration: order.terms.days,
    fee: figures.fee,
    tax: figures.tax,
    interest: figures.interest,
    contractAmount: figures.principal,
    receivedAmount: figures.net,
    totalRepayment: figures.totalRepay,
    // Before the payout the due date is the one the loan would have if paid out today.
    dueDate: ledger?.dueDate ?? addDays(mxDate(now), order.terms.days),
    bankName: order.bank.bankName,
    bankAccount: maskAccount(order.bank.account),
  };
}

function maskAccount(account: string): string {
  return `${'*'.repeat(Math.max(0, account.length - 4))}${account.slice(-4)}`;
}

/**
 * The detail's `extension` (null when the order cannot be extended): the extension under way while its fee
 * reference is paid or still payable (its confirmation is accepted, overdue or not: `confirmExtension`), else
 * the one on offer. A paid fee keeps the extension in the detail: the order can still be extended (by
 * confirming), and a client reading null as "no extension" would leave the paid fee unconfirmed.
 */
function detailExtensionOf(world: MockWorld, order: MockOrder, now: number) {
  const pending = pendingExtensionOf(order, now);
  if (pending && !pending.lapsed) return { days: pending.extension.days, fee: pending.extension.fee };
  return extensionOfferOf(world, order, now);
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
  const open = status === 'repaying' || status === 'overdue';
  const offer = open ? detailExtensionOf(world, order, now) : null;
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

/** `/store/single/loan-order/time-data/status`: the device data counts as uploaded until the order lapses. */
export function timeDataStatusOf(world: MockWorld, user: MockUser, orderId: string) {
  const order = requireOrder(user, orderId);
  const status = orderStatus(order, world.now()) === 'cancel' ? ('expired' as const) : ('uploaded' as const);
  return { status, flags: { ...world.config.uploadEnable } };
}
