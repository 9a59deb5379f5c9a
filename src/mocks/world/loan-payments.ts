import { formatMoney } from '../../domain/money';
import { touchUser } from './application';
import { buildClabe } from './identity';
import type { MockPaymentChannel } from './loan-config';
import {
  isLapsed,
  isSettled,
  ledgerAt,
  type MockExtension,
  type MockOrder,
  type MockPayment,
} from './loan-ledger';
import { loanBookOf, orderStatus, requireOrder } from './loan-lifecycle';
import { refuse } from './loan-refusal';
import { centsOf, extensionFeeOf, pesosOf, type ExtensionFee } from './pricing';
import type { MockUser } from './records';
import { addDays, HOUR, MINUTE, mxDate } from './time';
import type { MockWorld } from './world';

/**
 * Payments of the mock world's loans (spec section 5): repayments, whole or partial, and extensions, whose
 * fee is paid through a payment order before the borrower confirms them. A payment order's money arrives
 * `paymentSettleMinutes` after it opens (the loan config); the ledger (loan-ledger.ts) counts it from then.
 */

/**
 * Pesos as a message shows them: the app's one money format (src/domain/money.ts), `$1,636.50`, the same in
 * Spanish and English, so a refusal reads like the screen it appears on.
 */
export function formatPesos(amount: number): string {
  return formatMoney(amount, 'es');
}

// ---- what may be paid ----

/**
 * The minimum the cashier shows: a partial repayment must be above it, and above 10 (spec section 5).
 * Paying everything owed is accepted whatever the balance (`startPayment`).
 */
export function minRepayAmount(world: MockWorld): number {
  return Math.max(10, world.config.loans.minRepayAmount);
}

export interface PendingExtension {
  extension: MockExtension;
  payment: MockPayment | undefined;
  paid: boolean;
  lapsed: boolean;
}

/** The extension waiting for confirmation (its fee paid, being paid, or lapsed), if any. */
export function pendingExtensionOf(order: MockOrder, now: number): PendingExtension | null {
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
export function extensionOfferOf(
  world: MockWorld,
  order: MockOrder,
  now: number,
): { days: number; fee: ExtensionFee } | null {
  if (orderStatus(order, now) !== 'repaying') return null;
  const confirmed = order.extensions.filter((e) => e.confirmedAt !== null).length;
  if (confirmed >= world.config.loans.maxExtensions) return null;
  return { days: order.extensionDays, fee: extensionFeeOf(order.terms, order.extensionDays) };
}

// ---- paying ----

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

/** The channel asked for, if it takes payments now (a flaky channel refuses every other attempt). */
function usableChannel(
  world: MockWorld,
  user: MockUser,
  order: MockOrder,
  channelId: string,
): MockPaymentChannel {
  const channel = world.config.loans.channels.find((c) => c.channelId === channelId);
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
  return channel;
}

/** What a repayment charges: the amount asked, checked against the debt and the minimum, capped at what is owed. */
function repayCharge(world: MockWorld, order: MockOrder, amount: number, at: number): number {
  const ledger = ledgerAt(order, at);
  if (!ledger) refuse('ORDER_NOT_DISBURSED');
  if (!Number.isInteger(amount) || amount <= 0) refuse('AMOUNT_INVALID');
  const left = pesosOf(Math.max(0, centsOf(ledger.unpaid) - centsOf(ledger.pending)));
  if (!(left > 0)) refuse('AMOUNT_ABOVE_DEBT', { max: formatPesos(0) });
  // Everything owed, rounded up to the peso, is accepted however small the balance (a balance of 10 or
  // less can be paid off); any other amount is a partial repayment: above 10 and above the minimum.
  const payOff = Math.ceil(centsOf(left) / 100);
  if (amount !== payOff) {
    if (amount <= 10) refuse('AMOUNT_INVALID');
    const min = minRepayAmount(world);
    if (amount <= min) refuse('AMOUNT_BELOW_MIN', { min: formatPesos(min) });
    if (amount > payOff) refuse('AMOUNT_ABOVE_DEBT', { max: formatPesos(left) });
  }
  return pesosOf(Math.min(centsOf(amount), centsOf(left)));
}

/** The extension on offer, when the amount is exactly its fee and no fee was paid for it yet. */
function extensionToPay(
  world: MockWorld,
  order: MockOrder,
  amount: number,
  at: number,
): { days: number; fee: ExtensionFee } {
  const pending = pendingExtensionOf(order, at);
  if (pending?.paid) refuse('EXTENSION_ALREADY_PAID');
  const offer = extensionOfferOf(world, order, at);
  if (!offer) refuse('EXTENSION_NOT_AVAILABLE');
  if (centsOf(amount) !== centsOf(offer.fee.total)) {
    refuse('EXTENSION_FEE_MISMATCH', { fee: formatPesos(offer.fee.total) });
  }
  return offer;
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
  const channel = usableChannel(world, user, order, request.channelId);
  const kind = request.kind ?? 'repay';
  const offer = kind === 'repay' ? null : extensionToPay(world, order, request.amount, at);
  const charge = offer ? offer.fee.total : repayCharge(world, order, request.amount, at);

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
