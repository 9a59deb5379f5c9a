import { foldEvents, initialState } from '../state';
import { ev } from '../testing/event-fixtures';
import { quotaSyncEvents, type ObservedQuota } from './quota-sync';

const observed = (patch: Partial<ObservedQuota>): ObservedQuota => ({
  status: 'none',
  amount: 0,
  availableAmount: 0,
  reviewUntil: null,
  reapplyAfterDays: null,
  ...patch,
});

test('a review seen for the first time starts the review, with its end when known', () => {
  expect(quotaSyncEvents(initialState.quota, observed({ status: 'reviewing', reviewUntil: 5000 }))).toEqual([
    { type: 'quota/reviewStarted', until: 5000 },
  ]);
});

test('a grant is emitted once, and again only when the amounts move', () => {
  const grant = observed({ status: 'granted', amount: 5000, availableAmount: 5000 });
  expect(quotaSyncEvents(initialState.quota, grant)).toEqual([
    { type: 'quota/granted', amount: 5000, availableAmount: 5000 },
  ]);
  const granted = foldEvents(initialState, [ev('quota/granted', { amount: 5000, availableAmount: 5000 })]);
  expect(quotaSyncEvents(granted.quota, grant)).toEqual([]);
  expect(quotaSyncEvents(granted.quota, { ...grant, availableAmount: 2000 })).toEqual([
    { type: 'quota/granted', amount: 5000, availableAmount: 2000 },
  ]);
});

test('a rejection carries the reapply wait; a quota of none changes nothing', () => {
  expect(quotaSyncEvents(initialState.quota, observed({ status: 'rejected', reapplyAfterDays: 9 }))).toEqual([
    { type: 'quota/rejected', reapplyAfterDays: 9 },
  ]);
  const reviewing = foldEvents(initialState, [ev('quota/reviewStarted', {})]);
  expect(quotaSyncEvents(reviewing.quota, observed({}))).toEqual([]);
});

test('a rejection is told again when its wait moves (a day passed, the wait over), not while it stays', () => {
  const rejected = foldEvents(initialState, [ev('quota/rejected', { reapplyAfterDays: 2 })]);
  expect(quotaSyncEvents(rejected.quota, observed({ status: 'rejected', reapplyAfterDays: 2 }))).toEqual([]);
  expect(quotaSyncEvents(rejected.quota, observed({ status: 'rejected', reapplyAfterDays: 0 }))).toEqual([
    { type: 'quota/rejected', reapplyAfterDays: 0 },
  ]);
});
