import { IDEMPOTENCY_KEY_HEADER } from '../../api/contracts/headers';
import type { MockWorld } from '../world/world';
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

/**
 * A payment's answers by borrower and `Idempotency-Key`, per world (issue 30): a repeated key gets the first
 * answer, so a payment sent twice (a double tap, a retry after a time-out) pays once, as a real backend
 * following the IETF draft does. The same key with another body is refused.
 */
type Answers = Map<string, { body: string; answer: unknown }>;
const answered = new WeakMap<MockWorld, Answers>();

function once<T>(
  ctx: { world: MockWorld; headers: Headers; payload: unknown },
  mobile: string,
  pay: () => T,
): T {
  const key = ctx.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (!key) return pay();
  const byKey: Answers = answered.get(ctx.world) ?? new Map<string, { body: string; answer: unknown }>();
  answered.set(ctx.world, byKey);
  const id = `${mobile} ${key}`;
  const body = JSON.stringify(ctx.payload);
  const first = byKey.get(id);
  if (first) {
    if (first.body !== body) throw new KeyReusedError();
    return first.answer as T;
  }
  const answer = pay();
  byKey.set(id, { body, answer });
  return answer;
}

class KeyReusedError extends Error {}

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
      try {
        return once(ctx, user.mobile, () => {
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
        });
      } catch (error) {
        if (error instanceof KeyReusedError) ctx.error('BAD_REQUEST');
        throw error;
      }
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
