import type { RepaymentDetailData } from '../../domain/events';
import { fromCents, overduePenalty, toCents } from '../../domain/loan-math';

/** A repayment figure that disagrees with the loan math of the other figures. */
export interface FigureMismatch {
  field: 'totalAmount' | 'penaltyInterest' | 'totalRepayment' | 'unrepayAmount';
  backend: number;
  math: number;
}

/**
 * Checks the backend's repayment detail against loan-math (compared in whole centavos): the contract amount
 * is the principal; the penalty is 2% of the principal per overdue day; the total is principal + interest
 * + penalty - penalty deduction; what is unpaid is the total less what was repaid. A reviewer sees the
 * result on the screen (`data-math-check`); the borrower sees the backend's figures either way.
 */
export function checkRepaymentFigures(detail: RepaymentDetailData): FigureMismatch[] {
  const penalty = overduePenalty(detail.principal, detail.overdueDays);
  const totalCents =
    toCents(detail.principal) +
    toCents(detail.interest) +
    toCents(detail.penaltyInterest) -
    toCents(detail.penaltyDeduction);
  const unpaidCents = Math.max(0, totalCents - toCents(detail.repaidAmount));
  const pairs: [FigureMismatch['field'], number, number][] = [
    ['totalAmount', detail.totalAmount, detail.principal],
    ['penaltyInterest', detail.penaltyInterest, penalty],
    ['totalRepayment', detail.totalRepayment, fromCents(totalCents)],
    ['unrepayAmount', detail.unrepayAmount, fromCents(unpaidCents)],
  ];
  return pairs
    .filter(([, backend, math]) => toCents(backend) !== toCents(math))
    .map(([field, backend, math]) => ({ field, backend, math }));
}
