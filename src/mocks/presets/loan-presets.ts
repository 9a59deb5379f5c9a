import type { LoanRequest } from '../../api/contracts/store';
import { PROGRESS } from '../../domain/progress';
import { startQuotaReview, touchUser } from '../world/application';
import { specMaxTermsProduct, type LoanWorldConfig } from '../world/loan-config';
import { ledgerAt, shiftOrder, type MockOrder } from '../world/loan-ledger';
import { createLoanOrder, submitLoanOrder } from '../world/loan-lifecycle';
import { startPayment } from '../world/loan-payments';
import type { MockUser } from '../world/records';
import { DAY, HOUR, MINUTE } from '../world/time';
import type { MockWorld } from '../world/world';
import { addBorrowerAt, type ApplicationPresetOptions } from './application-in-progress';
import { definePreset } from './define-preset';

/**
 * Worlds of the loan lifecycle (issue 4): the known borrower (5512345678, token tk_registered_borrower)
 * with a quota granted long ago and one loan at a given stage. Orders are made through the same lifecycle
 * calls as the API's and then moved back in time, so every figure is what the mock's own pricing
 * (src/mocks/world/pricing.ts) gives.
 */

/** Options of the loan presets. */
export interface LoanPresetOptions extends Omit<ApplicationPresetOptions, 'progress'> {
  /** Product of the loan; default the first product. */
  productId?: string;
  /** Principal in pesos; default 3,000. */
  amount?: number;
  /** Tenure in days; default the product's shortest. */
  days?: number;
}

/** The known borrower with every step done and a quota granted `daysAgo` days ago. */
function grantedBorrower(world: MockWorld, options: LoanPresetOptions, daysAgo = 200): MockUser {
  const { user, app } = addBorrowerAt(world, PROGRESS.userInfoFinish, options);
  const review = startQuotaReview(world, app);
  const shift = daysAgo * DAY + 60 * MINUTE;
  review.startedAt -= shift;
  review.until -= shift;
  user.createdAt -= shift + DAY;
  touchUser(world, user);
  return user;
}

/** The loan the options ask for: the product (default the first), 3,000 pesos, its shortest tenure. */
function loanRequestOf(world: MockWorld, options: LoanPresetOptions): LoanRequest {
  const product =
    world.config.loans.products.find((p) => p.productId === options.productId) ??
    world.config.loans.products[0];
  if (!product) throw new Error('loan presets need at least one product');
  return {
    productId: product.productId,
    amount: options.amount ?? 3_000,
    days: options.days ?? Math.min(...product.terms),
  };
}

/** Creates and submits a loan now (terms accepted), to be moved back in time. */
function submittedLoan(world: MockWorld, user: MockUser, options: LoanPresetOptions): MockOrder {
  const order = createLoanOrder(world, user, loanRequestOf(world, options));
  return submitLoanOrder(world, user, order.orderId);
}

/** Moves an order so that the instant `from` lands on `to`. */
function place(world: MockWorld, user: MockUser, order: MockOrder, from: number, to: number): void {
  shiftOrder(order, to - from);
  touchUser(world, user);
}

function planOf(order: MockOrder) {
  if (!order.plan) throw new Error(`order ${order.orderId} was not submitted`);
  return order.plan;
}

function setLoans(world: MockWorld, patch: Partial<LoanWorldConfig>): void {
  world.setConfig({ loans: { ...world.config.loans, ...patch } });
}

/** A loan submitted 10 minutes ago, under review (30 minutes to 4 hours). */
export const loanAssessing = definePreset<LoanPresetOptions>({
  name: 'loan-assessing',
  description: 'One borrower whose loan was submitted 10 minutes ago and is under review',
  apply(world, options = {}) {
    const user = grantedBorrower(world, options);
    const order = submittedLoan(world, user, options);
    place(world, user, order, order.submittedAt ?? world.now(), world.now() - 10 * MINUTE);
  },
});

/** A loan approved a minute ago: the payout takes 2 to 10 minutes. */
export const loanDisbursing = definePreset<LoanPresetOptions>({
  name: 'loan-disbursing',
  description: 'One borrower whose loan was approved a minute ago and is being paid out',
  apply(world, options = {}) {
    const user = grantedBorrower(world, options);
    const order = submittedLoan(world, user, options);
    place(world, user, order, planOf(order).reviewUntil, world.now() - MINUTE);
  },
});

/** A loan paid out `daysSinceDisbursement` days ago (default 10), being repaid. */
export const repaying = definePreset<LoanPresetOptions & { daysSinceDisbursement?: number }>({
  name: 'repaying',
  description: 'One borrower repaying a 3,000 MXN loan paid out 10 days ago',
  apply(world, options = {}) {
    const user = grantedBorrower(world, options);
    const order = submittedLoan(world, user, options);
    const days = options.daysSinceDisbursement ?? 10;
    place(world, user, order, planOf(order).disburseUntil, world.now() - days * DAY);
  },
});

/** A loan `daysOverdue` days past its due date (default 5), the 2% daily penalty growing. */
export const overdue = definePreset<LoanPresetOptions & { daysOverdue?: number }>({
  name: 'overdue',
  description: 'One borrower whose 3,000 MXN loan is 5 days overdue',
  apply(world, options = {}) {
    const user = grantedBorrower(world, options);
    const order = submittedLoan(world, user, options);
    const late = options.daysOverdue ?? 5;
    place(world, user, order, planOf(order).disburseUntil, world.now() - (order.terms.days + late) * DAY);
  },
});

/** A loan rejected an hour ago, with the days to wait before reapplying; later reviews reject too. */
export const loanRejected = definePreset<LoanPresetOptions>({
  name: 'loan-rejected',
  description: 'One borrower whose loan was rejected an hour ago (reapply after 7 to 30 days)',
  apply(world, options = {}) {
    setLoans(world, { decision: 'reject' });
    const user = grantedBorrower(world, options);
    const order = submittedLoan(world, user, options);
    place(world, user, order, planOf(order).reviewUntil, world.now() - 60 * MINUTE);
  },
});

/** A loan approved whose payout failed 30 minutes ago; later payouts fail too. */
export const payoutFails = definePreset<LoanPresetOptions>({
  name: 'payout-fails',
  description: 'One borrower whose approved loan could not be paid out; every later payout fails too',
  apply(world, options = {}) {
    setLoans(world, { payout: 'fail' });
    const user = grantedBorrower(world, options);
    const order = submittedLoan(world, user, options);
    place(world, user, order, planOf(order).disburseUntil, world.now() - 30 * MINUTE);
  },
});

/** A loan repaid in full on time 10 days ago: finished, and the quota grew by 400 to 1,000. */
export const loanFinished = definePreset<LoanPresetOptions>({
  name: 'loan-finished',
  description: 'One borrower who repaid a loan in full on time; the quota grew and they may borrow again',
  apply(world, options = {}) {
    const user = grantedBorrower(world, options);
    const order = submittedLoan(world, user, options);
    place(world, user, order, planOf(order).disburseUntil, world.now() - 40 * DAY);
    const paidAt = world.now() - 10 * DAY;
    const unpaid = ledgerAt(order, paidAt)?.unpaid ?? 0;
    startPayment(
      world,
      user,
      { orderId: order.orderId, amount: Math.ceil(unpaid), channelId: 'spei' },
      paidAt,
    );
  },
});

/** A loan asked for but never submitted (terms not accepted): it lapsed into `cancel` an hour ago (decision 0005). */
export const loanCancelled = definePreset<LoanPresetOptions>({
  name: 'loan-cancelled',
  description: 'One borrower whose loan request was never submitted and was cancelled an hour ago',
  apply(world, options = {}) {
    const user = grantedBorrower(world, options);
    const order = createLoanOrder(world, user, loanRequestOf(world, options));
    place(world, user, order, order.draftExpiresAt, world.now() - HOUR);
  },
});

/**
 * The spec's maximum terms as the only product (0.98% a day fee + 18% tax, 36% a year, 91 days, up to
 * 3,000 MXN): the product detail shows a negative net disbursement for review tools to flag; submitting
 * is refused.
 */
export const specMaxTerms = definePreset<Omit<ApplicationPresetOptions, 'progress'>>({
  name: 'spec-max-terms',
  description: "One borrower with a quota offered only the spec's maximum terms (net disbursed below zero)",
  apply(world, options = {}) {
    setLoans(world, { products: [specMaxTermsProduct()] });
    grantedBorrower(world, options);
  },
});
