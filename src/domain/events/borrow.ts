import type { Ev } from './event';
import type { QuotaGrant } from './quota';

/** The borrowing offer: the products and the quota they are offered within. */

/** A loan product as the borrow screens offer it. Money in MXN; rates are fractions (0.001 = 0.1%). */
export interface LoanProduct {
  productId: string;
  name: string;
  minAmount: number;
  maxAmount: number;
  /** Amounts go in whole steps of this size. */
  amountStep: number;
  /** Tenures offered, in days. */
  terms: number[];
  dailyInterestRate: number;
  /** Processing fee per day of the tenure, deducted upfront. */
  dailyFeeRate: number;
  /** Tax on the processing fee. */
  taxRate: number;
  dailyPenaltyRate: number;
}

/** A published term (src/domain/product-terms.ts) a product offered by the backend goes beyond. */
export interface OfferExcess {
  productId: string;
  term:
    | 'minAmount'
    | 'maxAmount'
    | 'minTenure'
    | 'maxTenure'
    | 'annualInterestRate'
    | 'dailyFeeRate'
    | 'taxRate'
    | 'dailyPenaltyRate';
  /** The backend's figure (MXN, days, or a rate as a fraction; interest yearly: daily x 360). */
  offered: number;
  /** The published figure it goes beyond. */
  published: number;
  /** `above` a published maximum or `below` a published minimum. */
  direction: 'above' | 'below';
}

/** Its events: one part of the union DomainEvent (src/domain/events.ts). */
export type BorrowEvents =
  | Ev<
      'borrow/offerLoaded',
      { products: LoanProduct[]; availableAmount: number | null; quotaHistory: QuotaGrant[] }
    >
  | Ev<'borrow/offerFailed', { errorCode: string; message: string }>
  /** The offer goes beyond the published terms: shown as offered, recorded for the review (decision 0015). */
  | Ev<'borrow/offerBeyondTerms', { excesses: OfferExcess[] }>;
