import type { AppState } from '../state';
import { DAY_MS } from '../time';
import type { QuotaState, QuotaStatus } from './quota.reducer';

/** The whole quota slice. */
export function selectQuota(state: AppState): QuotaState {
  return state.quota;
}

/** Where the quota stands: none, reviewing, granted or rejected. */
export function selectQuotaStatus(state: AppState): QuotaStatus {
  return state.quota.status;
}

/** The amount that may be borrowed now (MXN), or null without a granted quota. */
export function selectAvailableQuota(state: AppState): number | null {
  return state.quota.status === 'granted' ? state.quota.availableAmount : null;
}

/** Store-clock ms from which a rejected borrower may reapply, or null when not rejected or not said. */
export function selectQuotaReapplyAt(state: AppState): number | null {
  const { status, reapplyAfterDays, updatedAt } = state.quota;
  if (status !== 'rejected' || reapplyAfterDays === null || updatedAt === null) return null;
  return updatedAt + reapplyAfterDays * DAY_MS;
}
