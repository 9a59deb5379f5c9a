import type { Ev } from './event';

/** The borrower's quota and the home screen's refresh. */

/** One grant of the borrower's quota (`/store/get-quota/list`): the first, or growth after repaying on time. */
export interface QuotaGrant {
  amount: number;
  grantedAt: number;
  reason: 'initial' | 'onTimeRepayment' | 'review';
}

/** Its events: one part of the union DomainEvent (src/domain/events.ts). */
export type QuotaEvents =
  | Ev<'quota/reviewStarted', { until?: number }>
  | Ev<'quota/granted', { amount: number; availableAmount?: number }>
  | Ev<'quota/rejected', { reapplyAfterDays: number | null }>
  // Applying again once a rejection's wait is over failed (home's "Solicitar de nuevo").
  | Ev<'quota/reapplyFailed', { errorCode: string; message: string }>
  | Ev<'home/refreshFailed', { errorCode: string; message: string }>;
