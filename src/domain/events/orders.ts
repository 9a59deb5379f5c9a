import type { Ev } from './event';

/** Loan orders: their statuses, drafts, profiles and lists (spec section 3). */

/** Order statuses of spec section 3 (the API contract's `orderStatusSchema` is made from this list). */
export const ORDER_STATUSES = [
  'request',
  'assessing',
  'repaying',
  'overdue',
  'disbursing',
  'rejected',
  'failed',
  'cancel',
  'finished',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderSummary {
  orderId: string;
  status: OrderStatus;
  principal: number;
  days: number;
  /** ISO date (yyyy-mm-dd) or null before disbursement. */
  dueDate: string | null;
  createdAt: number;
}

/** The product detail of a loan order as the backend states it (`/store/loan-order/profile`). */
export interface LoanOrderProfileData {
  loanOrderId: string;
  principal: number;
  /** Tenure in days. */
  duration: number;
  fee: number;
  tax: number;
  interest: number;
  contractAmount: number;
  /** What the borrower receives: principal less fee and tax. */
  receivedAmount: number;
  totalRepayment: number;
  /** ISO date yyyy-mm-dd. */
  dueDate: string;
  bankName: string;
  /** Masked except the last 4 digits. */
  bankAccount: string;
}

/**
 * A figure of the backend's loan-order profile that differs from the app's own calculation (loan-math with
 * the product's rates) for the loan the borrower chose. The backend's figure is the binding one; the
 * difference is recorded for the compliance review (decision 0015). Money in MXN, `duration` in days,
 * `cat` in percent (one decimal, as shown).
 */
export interface QuoteMismatch {
  field:
    | 'principal'
    | 'duration'
    | 'fee'
    | 'tax'
    | 'interest'
    | 'contractAmount'
    | 'receivedAmount'
    | 'totalRepayment'
    | 'cat';
  backend: number;
  math: number;
  /** backend - math, in the field's unit. */
  difference: number;
  /** Within the stated tolerance (QUOTE_TOLERANCE, src/domain/orders/loan-quote.ts): a rounding difference. */
  withinTolerance: boolean;
}

/** Its events: one part of the union DomainEvent (src/domain/events.ts). */
export type OrderEvents =
  | Ev<'order/created', { order: OrderSummary }>
  | Ev<
      'order/statusChanged',
      {
        orderId: string;
        status: OrderStatus;
        previous?: OrderStatus;
        reapplyAfterDays?: number | null;
        /** The due date once known (set at disbursement), ISO yyyy-mm-dd. */
        dueDate?: string | null;
      }
    >
  /** A rejected order's wait before the borrower may apply again moved (a day passed; 0: they may now). */
  | Ev<'order/reapplyWaitChanged', { orderId: string; reapplyAfterDays: number | null }>
  | Ev<'order/listLoaded', { orders: OrderSummary[] }>
  | Ev<'order/listFailed', { errorCode: string; message: string }>
  | Ev<'order/refreshFailed', { errorCode: string; message: string }>
  /** A draft single loan order (`/store/single/loan-order/create`), before the borrower confirms it. */
  | Ev<'order/drafted', { loanOrderId: string; productId: string; amount: number; days: number }>
  | Ev<'order/draftFailed', { errorCode: string; message: string }>
  | Ev<'order/profileLoaded', { profile: LoanOrderProfileData }>
  | Ev<'order/profileFailed', { loanOrderId: string; errorCode: string; message: string }>
  | Ev<'order/submitFailed', { loanOrderId: string; errorCode: string; message: string }>
  /**
   * The backend's profile of a draft differs from the app's own calculation for the loan chosen. Not a
   * refusal: the backend's figures are shown as binding; the journey keeps the difference for the review.
   * `beyondTolerance`: some figure differs by more than rounding; `otherLoan`: the backend drafted another
   * amount or tenure than the one chosen (the borrower chooses again).
   */
  | Ev<
      'order/quoteMismatch',
      {
        loanOrderId: string;
        productId: string;
        amount: number;
        days: number;
        mismatches: QuoteMismatch[];
        beyondTolerance: boolean;
        otherLoan: boolean;
      }
    >;
