import { foldEvents, initialState } from '../state';
import { ev } from '../testing/event-fixtures';
import {
  selectAvailableQuota,
  selectQuota,
  selectQuotaReapplyAt,
  selectQuotaStatus,
} from './quota.selectors';

const DAY = 86_400_000;

describe('quota', () => {
  test('there is no quota at first', () => {
    expect(selectQuotaStatus(initialState)).toBe('none');
    expect(selectAvailableQuota(initialState)).toBeNull();
  });

  test('given a review start, the quota is reviewing until the given time', () => {
    const state = foldEvents(initialState, [ev('quota/reviewStarted', { until: 5000 }, 1000)]);
    expect(selectQuota(state)).toMatchObject({ status: 'reviewing', reviewUntil: 5000, updatedAt: 1000 });
  });

  test('given a grant, the amounts are stored; available defaults to the amount', () => {
    const granted = foldEvents(initialState, [
      ev('quota/reviewStarted', {}),
      ev('quota/granted', { amount: 5000 }),
    ]);
    expect(selectQuota(granted)).toMatchObject({
      status: 'granted',
      amount: 5000,
      availableAmount: 5000,
      reviewUntil: null,
    });
    const partly = foldEvents(initialState, [ev('quota/granted', { amount: 5000, availableAmount: 2000 })]);
    expect(selectAvailableQuota(partly)).toBe(2000);
  });

  test('given a rejection, the borrower may reapply after the waiting days', () => {
    const state = foldEvents(initialState, [
      ev('quota/granted', { amount: 1 }),
      ev('quota/rejected', { reapplyAfterDays: 7 }, 1000),
    ]);
    expect(selectQuotaStatus(state)).toBe('rejected');
    expect(selectAvailableQuota(state)).toBeNull();
    expect(selectQuotaReapplyAt(state)).toBe(1000 + 7 * DAY);
  });

  test('a rejection without waiting days has no reapply date', () => {
    const state = foldEvents(initialState, [ev('quota/rejected', { reapplyAfterDays: null }, 1000)]);
    expect(selectQuotaReapplyAt(state)).toBeNull();
    expect(selectQuotaReapplyAt(initialState)).toBeNull();
  });

  test.each([
    ev('session/loggedOut', { reason: 'accountDeleted' }),
    ev('session/expired', { code: 10010304, message: 'Other device', clearAll: false }),
  ])('given $type, the quota is reset', (end) => {
    const state = foldEvents(initialState, [ev('quota/granted', { amount: 5000 }), end]);
    expect(state.quota).toEqual(initialState.quota);
  });
});
