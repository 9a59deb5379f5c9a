import * as z from 'zod/mini';
import {
  defineEndpoints,
  get,
  instantSchema,
  isoDateSchema,
  moneySchema,
  orderStatusSchema,
  post,
} from './common.ts';
import { REJECTION_CODES } from './rejections.ts';

/** Contracts of the repayment and extension calls `/portal/*`, `/repay/*` (spec section 7). */

/** A payment channel the borrower can repay through (e.g. SPEI transfer, OXXO cash). */
export const paymentChannelSchema = z.object({ channelId: z.string(), name: z.string() });

/** The extension offer of an order: pay `fee` now, the due date moves to `newDueDate`. */
export const extensionOfferSchema = z.object({
  fee: moneySchema,
  days: z.int().check(z.positive()),
  newDueDate: isoDateSchema,
});

/** GET /store/repayment/detail (listed under store in the spec): the repayment fields of section 3. */
export const repaymentDetailRequestSchema = z.object({ orderId: z.string() });
export const repaymentDetailSchema = z.object({
  orderId: z.string(),
  status: orderStatusSchema,
  /** Contract amount. */
  totalAmount: moneySchema,
  principal: moneySchema,
  interest: moneySchema,
  serviceFee: moneySchema,
  /** Outstanding (penalty) interest accrued while overdue. */
  penaltyInterest: moneySchema,
  penaltyDeduction: moneySchema,
  /** Everything owed over the loan's life, before repayments. */
  totalRepayment: moneySchema,
  repaidAmount: moneySchema,
  unrepayAmount: moneySchema,
  dueDate: isoDateSchema,
  /** Tenure in days. */
  duration: z.int().check(z.positive()),
  overdueDays: z.int().check(z.nonnegative()),
  /**
   * The minimum shown: a partial repayment must be above it and above 10 (spec section 5). Paying
   * everything owed (`unrepayAmount` rounded up to the peso) is accepted however small the balance.
   */
  minRepayAmount: moneySchema,
  /** Null when the order cannot be extended. */
  extension: z.nullable(extensionOfferSchema),
  channels: z.array(paymentChannelSchema),
});
export type RepaymentDetail = z.infer<typeof repaymentDetailSchema>;

/**
 * POST /portal/repayment/confirm: starts a payment, of the debt (`repay`, the default) or of an extension
 * fee (`extension`). A repayment amount is a whole number of pesos: above 10 and above the minimum shown
 * (spec section 5), or everything owed rounded up to the peso, however small; the backend, which knows the
 * balance, applies that rule. An extension pays exactly the offered fee (`/repay/getExtensionData`), which
 * may have centavos.
 */
export const confirmRepaymentRequestSchema = z
  .object({
    orderId: z.string().check(z.minLength(1)),
    amount: z.number().check(z.positive()),
    channelId: z.string().check(z.minLength(1)),
    kind: z.optional(z.enum(['repay', 'extension'])),
  })
  .check(
    z.refine((r) => r.kind === 'extension' || Number.isInteger(r.amount), {
      message: 'a repayment amount is a whole number of pesos',
      path: ['amount'],
    }),
  );
export type ConfirmRepaymentRequest = z.infer<typeof confirmRepaymentRequestSchema>;
export const confirmRepaymentResponseSchema = z.object({
  orderId: z.string(),
  /** The payment order the backend opened. */
  paymentOrderId: z.optional(z.string()),
  /** 'paid' once the channel reported the money (the mock world settles at once unless told otherwise). */
  status: z.optional(z.enum(['pending', 'paid'])),
  /** Payment reference the borrower quotes at the channel. */
  reference: z.string(),
  amount: moneySchema,
  /** Channel name as shown. */
  channel: z.string(),
  /** Cashier page to open, when the channel has one. */
  payUrl: z.nullable(z.string()),
  /** CLABE to transfer to, for SPEI channels. */
  clabe: z.nullable(z.string()),
  expiresAt: instantSchema,
});
export type ConfirmRepaymentResponse = z.infer<typeof confirmRepaymentResponseSchema>;

/**
 * Backend codes of the repayment calls that the cashier explains in its own words (spec section 8, "other
 * messages"), taken from the table of handled rejections (rejections.ts); the mock backend answers with
 * these. An empty `reference` in a success is treated like `paymentOrderIdEmpty`.
 */
export const REPAYMENT_ERROR_CODES = {
  /** The order number was empty or unknown. */
  orderIdEmpty: REJECTION_CODES.orderIdEmpty,
  /** The payment order id came back empty: the borrower may retry. */
  paymentOrderIdEmpty: REJECTION_CODES.paymentOrderIdEmpty,
  /** 'This order has expired, please try again' (the payment order or the extension offer lapsed). */
  orderExpired: REJECTION_CODES.orderExpired,
  /** The payment channel is not available: the borrower chooses another. */
  channelUnavailable: REJECTION_CODES.channelUnavailable,
} as const;

/** GET /repay/getExtensionData: the extension of an order and whether its fee is paid. */
export const orderIdRequestSchema = z.object({ orderId: z.string().check(z.minLength(1)) });
export const extensionDataSchema = z.object({
  orderId: z.string(),
  fee: moneySchema,
  days: z.int().check(z.positive()),
  currentDueDate: isoDateSchema,
  newDueDate: isoDateSchema,
  paid: z.boolean(),
  /** Reference of the fee payment, null until one is started. */
  reference: z.nullable(z.string()),
});
export type ExtensionData = z.infer<typeof extensionDataSchema>;

/** GET /repay/confirmExtensionOrder: confirms a paid extension. */
export const confirmExtensionResponseSchema = z.object({ orderId: z.string(), newDueDate: isoDateSchema });
export type ConfirmExtensionResponse = z.infer<typeof confirmExtensionResponseSchema>;

/** The repayment endpoints, keyed by name. */
export const REPAYMENT_ENDPOINTS = defineEndpoints({
  confirmRepayment: post(
    '/portal/repayment/confirm',
    confirmRepaymentRequestSchema,
    confirmRepaymentResponseSchema,
  ),
  getExtensionData: get('/repay/getExtensionData', orderIdRequestSchema, extensionDataSchema),
  confirmExtensionOrder: get(
    '/repay/confirmExtensionOrder',
    orderIdRequestSchema,
    confirmExtensionResponseSchema,
  ),
});
