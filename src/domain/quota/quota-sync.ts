import type { UnstampedEvent } from '../events';
import type { QuotaState, QuotaStatus } from './quota.reducer';

/** The quota as a backend read reports it (`/store/get-user-quota`, `/store/query-store-quota`). */
export interface ObservedQuota {
  status: QuotaStatus;
  amount: number;
  availableAmount: number;
  reviewUntil: number | null;
  reapplyAfterDays: number | null;
}

/**
 * The quota event a backend read calls for, or none when nothing changed (polling during the 10-60 minute
 * review must not fill the log). A quota of 'none' changes nothing the app knows.
 */
export function quotaSyncEvents(known: QuotaState, observed: ObservedQuota): UnstampedEvent[] {
  switch (observed.status) {
    case 'reviewing':
      return known.status === 'reviewing'
        ? []
        : [
            {
              type: 'quota/reviewStarted',
              ...(observed.reviewUntil === null ? {} : { until: observed.reviewUntil }),
            },
          ];
    case 'granted':
      return known.status === 'granted' &&
        known.amount === observed.amount &&
        known.availableAmount === observed.availableAmount
        ? []
        : [{ type: 'quota/granted', amount: observed.amount, availableAmount: observed.availableAmount }];
    case 'rejected':
      // Again when the wait moved (a day passed): the borrower sees when they may apply again, and that they may now.
      return known.status === 'rejected' && known.reapplyAfterDays === observed.reapplyAfterDays
        ? []
        : [{ type: 'quota/rejected', reapplyAfterDays: observed.reapplyAfterDays }];
    case 'none':
      return [];
  }
}
