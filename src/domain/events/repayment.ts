import type { Ev } from './event';
import type { OrderStatus } from './orders';

/** Repayment and extension of a loan. */

/** A payment channel the borrower can repay through (SPEI transfer, OXXO cash, ...). */
export interface PaymentChannel {
  channelId: string;
  name: string;
}

/** The repayment fields of spec section 3 as `/store/repayment/detail` states them (MXN, ISO dates). */
export interface RepaymentDetailData {
  orderId: string;
  status: OrderStatus;
  /** Contract amount. */
  totalAmount: number;
  principal: number;
  interest: number;
  serviceFee: number;
  /** Outstanding (penalty) interest accrued while overdue. */
  penaltyInterest: number;
  penaltyDeduction: number;
  totalRepayment: number;
  repaidAmount: number;
  unrepayAmount: number;
  dueDate: string;
  /** Tenure in days. */
  duration: number;
  overdueDays: number;
  /** The smallest amount a partial repayment may have. */
  minRepayAmount: number;
  /** Null when the order cannot be extended. */
  extension: { fee: number; days: number; newDueDate: string } | null;
  channels: PaymentChannel[];
}

/** The extension of an order as `/repay/getExtensionData` states it. */
export interface ExtensionOfferData {
  orderId: string;
  fee: number;
  days: number;
  currentDueDate: string;
  newDueDate: string;
  paid: boolean;
  /** Reference of the fee payment, null until one is started. */
  reference: string | null;
}

/** How to pay a started payment (`/portal/repayment/confirm`): where and until when. */
export interface PaymentInstructions {
  /** CLABE to transfer to (SPEI), or null. */
  clabe: string | null;
  /** Cashier page of the channel, or null. */
  payUrl: string | null;
  /** Backend instant the reference stops being valid. */
  expiresAt: number;
}

/** Its events: one part of the union DomainEvent (src/domain/events.ts). */
export type RepaymentEvents =
  /**
   * The borrower decided to pay (a repayment, or an extension fee): the payment's idempotency key, kept in
   * the state (and the event log) across retries and reloads until the outcome is known (issue 30).
   */
  | Ev<
      'repayment/paymentStarted',
      { orderId: string; purpose: 'repay' | 'extension'; amount: number; channelId: string; key: string }
    >
  | Ev<
      'repayment/confirmed',
      {
        orderId: string;
        amount: number;
        channel: string;
        reference: string;
        /** How to pay the reference (CLABE, cashier page, validity), when the backend gave it. */
        instructions?: PaymentInstructions;
      }
    >
  | Ev<'extension/paid', { orderId: string; fee: number; reference: string }>
  | Ev<'extension/confirmed', { orderId: string; newDueDate: string }>
  | Ev<'repayment/detailLoaded', { detail: RepaymentDetailData }>
  | Ev<'repayment/detailFailed', { orderId: string | null; errorCode: string; message: string }>
  | Ev<
      'repayment/confirmFailed',
      { orderId: string | null; purpose: 'repay' | 'extension'; errorCode: string; message: string }
    >
  | Ev<'extension/offerLoaded', { offer: ExtensionOfferData }>
  | Ev<'extension/offerFailed', { orderId: string | null; errorCode: string; message: string }>
  /** A payment reference was issued for the extension fee; `extension/paid` follows once it is paid. */
  | Ev<
      'extension/paymentIssued',
      { orderId: string; fee: number; reference: string; channel: string; instructions: PaymentInstructions }
    >
  | Ev<'extension/confirmFailed', { orderId: string; errorCode: string; message: string }>;
