import type { OrderStatus } from '../events';
import { PATHS, withQuery } from '../paths';
import { PROGRESS, screenForProgress, type ProgressCode } from '../progress';

/**
 * The progress code (spec section 4) that stands for an order status, so screens open the status's screen
 * with the status-to-screen helper (`navigateByProgress`): assessing -> review, disbursing -> lending,
 * repaying and overdue -> repayDetail; finished -> home; the terminal failures open no screen.
 */
export const ORDER_STATUS_PROGRESS: Readonly<Record<OrderStatus, ProgressCode>> = {
  request: PROGRESS.WAIT_SUBMIT,
  assessing: PROGRESS.APPLYING,
  disbursing: PROGRESS.DISBURSING,
  repaying: PROGRESS.REPAYING,
  overdue: PROGRESS.OVERDUE,
  finished: PROGRESS.FINISHED,
  cancel: PROGRESS.CANCELLED,
  rejected: PROGRESS.REJECTED,
  failed: PROGRESS.PAY_FAILURED,
};

/** The path of the screen an order's status opens (with the order id), or null when it opens none. */
export function orderScreenPath(status: OrderStatus, orderId: string): string | null {
  const screen = screenForProgress(ORDER_STATUS_PROGRESS[status]);
  if (screen === null) return null;
  return withQuery(PATHS[screen], screen === 'home' ? {} : { orderId });
}

/**
 * Statuses in which an order stops the borrower from starting another loan (only one loan at a time): under
 * review, paying out, owed. A draft not yet submitted (`request`) does not block: it lapses by itself.
 */
export const LOAN_BLOCKING_STATUSES: readonly OrderStatus[] = [
  'assessing',
  'disbursing',
  'repaying',
  'overdue',
];

/** True when this order stops a new loan. */
export function blocksNewLoan(order: { status: OrderStatus }): boolean {
  return LOAN_BLOCKING_STATUSES.includes(order.status);
}
