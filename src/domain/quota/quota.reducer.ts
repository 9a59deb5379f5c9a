import type { Draft } from 'immer';
import type { DomainEvent } from '../events';

/** Where the borrower's credit quota stands. */
export type QuotaStatus = 'none' | 'reviewing' | 'granted' | 'rejected';

/** The quota slice. Amounts are MXN. */
export interface QuotaState {
  status: QuotaStatus;
  amount: number | null;
  availableAmount: number | null;
  /** Store-clock ms by which the review is expected to end, when the backend says. */
  reviewUntil: number | null;
  /** Days to wait before reapplying after a rejection; null when not said. */
  reapplyAfterDays: number | null;
  /** Store-clock ms of the last quota event. */
  updatedAt: number | null;
}

/** A fresh quota slice: no quota. */
export function initialQuotaState(): QuotaState {
  return {
    status: 'none',
    amount: null,
    availableAmount: null,
    reviewUntil: null,
    reapplyAfterDays: null,
    updatedAt: null,
  };
}

/** Folds one event into the quota slice; ignores unrelated events. */
export function quotaReducer(draft: Draft<QuotaState>, event: DomainEvent): void {
  switch (event.type) {
    case 'quota/reviewStarted':
      draft.status = 'reviewing';
      draft.reviewUntil = event.until ?? null;
      draft.reapplyAfterDays = null;
      draft.updatedAt = event.at;
      return;
    case 'quota/granted':
      draft.status = 'granted';
      draft.amount = event.amount;
      draft.availableAmount = event.availableAmount ?? event.amount;
      draft.reviewUntil = null;
      draft.reapplyAfterDays = null;
      draft.updatedAt = event.at;
      return;
    case 'quota/rejected':
      draft.status = 'rejected';
      draft.amount = null;
      draft.availableAmount = null;
      draft.reviewUntil = null;
      draft.reapplyAfterDays = event.reapplyAfterDays;
      draft.updatedAt = event.at;
      return;
    case 'session/loggedOut':
    case 'session/expired':
      Object.assign(draft, initialQuotaState());
      return;
    default:
      return;
  }
}
