import type { Product } from '../../api/contracts/store';
import type { Language } from '../../domain/events';
import { PRODUCT_TERMS, type QuoteRounding } from './pricing';

/**
 * The loan side of the mock world's configuration: the products on offer (from presets), the lifecycle's
 * timings and outcomes, and the payment channels. docs/decisions/0005-mock-order-lifecycle.md explains
 * the defaults.
 */

/** A product as the world keeps it: the wire product plus the extension length. */
export interface MockProduct extends Product {
  /** Days one paid extension adds to the due date. */
  extensionDays: number;
}

/** How a payment channel answers `/portal/repayment/confirm`. */
export type ChannelStatus = 'available' | 'unavailable' | 'flaky';

/** A payment channel. `flaky` answers "empty payment order id" on every odd attempt per order (retry works). */
export interface MockPaymentChannel {
  channelId: string;
  name: Record<Language, string>;
  /** spei: bank transfer to a CLABE; cash: a store reference (OXXO); card: a pay page. */
  kind: 'spei' | 'cash' | 'card';
  status: ChannelStatus;
}

/**
 * How the mock backend rounds the figures of a loan-order profile (each figure in centavos): `halfUp` (half
 * away from zero, the spec's rule), `halfEven` (banker's rounding) or `truncate` (centavos cut off), as a real
 * backend may. The app shows the backend's figures as binding and records the difference (decision 0015).
 * Priced in pricing.ts.
 */
export type { QuoteRounding };

/** Switches of the loan lifecycle (presets and the simulator change them). */
export interface LoanWorldConfig {
  products: MockProduct[];
  /** Rounding of the loan-order profile's figures; absent: `halfUp` (half away from zero). */
  quoteRounding?: QuoteRounding;
  /** Loan review length range, minutes of world time (spec: within 24 hours). */
  reviewMinutes: readonly [number, number];
  /** Outcome of the loan reviews that start from now on. */
  decision: 'approve' | 'reject';
  /** Days a rejected borrower waits before reapplying, counted from the rejection. */
  reapplyDays: readonly [number, number];
  /** Payout length range after approval, minutes of world time. */
  payoutMinutes: readonly [number, number];
  /** Outcome of the payouts of loans submitted from now on. */
  payout: 'succeed' | 'fail';
  /** Quota growth after an on-time full repayment, pesos (whole hundreds). */
  quotaIncrease: readonly [number, number];
  /** The quota never grows above this. */
  maxQuota: number;
  /** An order created but not submitted is cancelled after this many hours. */
  draftHours: number;
  channels: MockPaymentChannel[];
  /** Smallest partial repayment, pesos (the last one may be smaller: it is what is left). */
  minRepayAmount: number;
  /** Minutes after confirming that the borrower's payment arrives; null: it never arrives (the reference lapses). */
  paymentSettleMinutes: number | null;
  /** Hours a payment reference stays valid. */
  paymentHours: number;
  /** Extensions allowed per loan. */
  maxExtensions: number;
}

/** Days of one extension of the default products. */
export const DEFAULT_EXTENSION_DAYS = 30;

/**
 * The default products: within the lender's published terms (PRODUCT_TERMS in pricing.ts, the same as the
 * app's src/domain/product-terms.ts: fee at most 0.05% a day plus IVA, interest at most 36% a year on a
 * 360-day basis, 91 to 180 days, penalty 2% a day), so the net disbursed is always positive. Rates are chosen
 * so that `dailyInterestRate * 360` is the annual rate exactly.
 */
export function defaultProducts(): MockProduct[] {
  return [
    {
      productId: 'cuota-flex',
      name: 'Cuota Flex',
      minAmount: PRODUCT_TERMS.minAmount,
      maxAmount: PRODUCT_TERMS.maxAmount,
      amountStep: 100,
      terms: [PRODUCT_TERMS.minTenureDays, 120, PRODUCT_TERMS.maxTenureDays],
      dailyInterestRate: 0.001,
      dailyFeeRate: PRODUCT_TERMS.maxDailyFeeRate,
      taxRate: PRODUCT_TERMS.ivaRate,
      dailyPenaltyRate: PRODUCT_TERMS.penaltyDailyRate,
      extensionDays: DEFAULT_EXTENSION_DAYS,
    },
    {
      productId: 'cuota-basica',
      name: 'Cuota Básica',
      minAmount: PRODUCT_TERMS.minAmount,
      maxAmount: PRODUCT_TERMS.maxAmount,
      amountStep: 100,
      terms: [PRODUCT_TERMS.minTenureDays],
      dailyInterestRate: 0.00075,
      dailyFeeRate: 0.0003,
      taxRate: PRODUCT_TERMS.ivaRate,
      dailyPenaltyRate: PRODUCT_TERMS.penaltyDailyRate,
      extensionDays: DEFAULT_EXTENSION_DAYS,
    },
  ];
}

/**
 * The spec's maximum terms (sections 1 and 9): 0.98% a day fee plus 18% tax, 36% a year, 91 days, 3,000
 * MXN. The net disbursed is negative at every amount (compliance.md worked example: -156.97 at 3,000).
 */
export function specMaxTermsProduct(): MockProduct {
  return {
    productId: 'spec-max-terms',
    name: 'Cuota Máxima (términos del spec)',
    minAmount: PRODUCT_TERMS.minAmount,
    maxAmount: 3_000,
    amountStep: 100,
    terms: [PRODUCT_TERMS.minTenureDays],
    dailyInterestRate: 0.001,
    dailyFeeRate: 0.0098,
    taxRate: 0.18,
    dailyPenaltyRate: PRODUCT_TERMS.penaltyDailyRate,
    extensionDays: DEFAULT_EXTENSION_DAYS,
  };
}

/** The default payment channels: SPEI and OXXO work, the debit card is under maintenance. */
export function defaultChannels(): MockPaymentChannel[] {
  return [
    {
      channelId: 'spei',
      name: { es: 'Transferencia SPEI', en: 'SPEI bank transfer' },
      kind: 'spei',
      status: 'available',
    },
    {
      channelId: 'oxxo',
      name: { es: 'Efectivo en OXXO', en: 'Cash at OXXO' },
      kind: 'cash',
      status: 'available',
    },
    {
      channelId: 'card',
      name: { es: 'Tarjeta de débito', en: 'Debit card' },
      kind: 'card',
      status: 'unavailable',
    },
  ];
}

/** The default loan switches: reviews of 30 minutes to 4 hours approve, payouts of 2 to 10 minutes succeed. */
export function defaultLoanConfig(): LoanWorldConfig {
  return {
    products: defaultProducts(),
    reviewMinutes: [30, 240],
    decision: 'approve',
    reapplyDays: [7, 30],
    payoutMinutes: [2, 10],
    payout: 'succeed',
    quotaIncrease: [400, 1000],
    maxQuota: PRODUCT_TERMS.maxAmount,
    draftHours: 24,
    channels: defaultChannels(),
    minRepayAmount: 100,
    paymentSettleMinutes: 0,
    paymentHours: 48,
    maxExtensions: 3,
  };
}

/** The wire product (without the world-only fields). */
export function toWireProduct(product: MockProduct): Product {
  const { extensionDays: _extensionDays, ...wire } = product;
  return { ...wire, terms: [...wire.terms] };
}
