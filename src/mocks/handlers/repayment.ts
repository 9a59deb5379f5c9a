import { paymentStatus } from '../world/loan-ledger';
import { confirmExtension, startPayment } from '../world/loan-payments';
import { channelName, extensionDataOf, repaymentDetailOf } from '../world/loan-responses';
import { defineHandler, type MockRoute } from './define-handler';
import type { MockErrorKey } from './mock-errors';
import { refusing } from './orders';

/**
 * Mock repayment and extension: `/store/repayment/detail`, `/portal/repayment/confirm` (repayments and
 * extension fees: `kind: 'extension'`), `/repay/getExtensionData`, `/repay/confirmExtensionOrder`.
 */

const ORDER_ID_EMPTY = 'ORDER_NUMBER_EMPTY' satisfies MockErrorKey;

function confirmIssue(paths: PropertyKey[][]): MockErrorKey {
  const fields = new Set(paths.map((p) => p[0]));
  if (fields.has('orderId')) return ORDER_ID_EMPTY;
  if (fields.has('channelId')) return 'CHANNEL_UNAVAILABLE';
  if (fields.has('amount')) return 'AMOUNT_INVALID';
  return 'BAD_REQUEST';
}

/** The routes of repayment and extension. */
export const repaymentHandlers: MockRoute[] = [
  defineHandler(
    'getRepaymentDetail',
    (ctx) => {
      const user = ctx.requireUser();
      if (ctx.payload.orderId.trim() === '') ctx.error(ORDER_ID_EMPTY);
      return refusing(ctx, () => repaymentDetailOf(ctx.world, user, ctx.payload.orderId, ctx.lang));
    },
    { invalidRequest: ORDER_ID_EMPTY },
  ),

  defineHandler(
    'confirmRepayment',
    (ctx) => {
      const user = ctx.requireUser();
      const payment = refusing(ctx, () => startPayment(ctx.world, user, ctx.payload));
      return {
        orderId: ctx.payload.orderId,
        paymentOrderId: payment.paymentOrderId,
        status: paymentStatus(payment, ctx.world.now()),
        reference: payment.reference,
        amount: payment.amount,
        channel: channelName(ctx.world, payment.channelId, ctx.lang),
        payUrl: payment.payUrl,
        clabe: payment.clabe,
        expiresAt: payment.expiresAt,
      };
    },
    { invalidRequest: confirmIssue },
  ),

  defineHandler(
    'getExtensionData',
    (ctx) => {
      const user = ctx.requireUser();
      return refusing(ctx, () => extensionDataOf(ctx.world, user, ctx.payload.orderId));
    },
    { invalidRequest: ORDER_ID_EMPTY },
  ),

  defineHandler(
    'confirmExtensionOrder',
    (ctx) => {
      const user = ctx.requireUser();
      return refusing(ctx, () => confirmExtension(ctx.world, user, ctx.payload.orderId));
    },
    { invalidRequest: ORDER_ID_EMPTY },
  ),
];
