import { foldEvents, initialState } from '../../domain/state';
import { ev, order, SAMPLE_EVENTS } from '../../domain/testing/event-fixtures';
import type { DomainEvent } from '../../domain/events';
import type { Outcome } from '../../store/store';
import { draftedPath } from './amount-chooser';
import { submittedPath } from './product-details-page';

// The borrow screens move on from what the state folded and the run's outcome, not from the run's events
// (issue 32): the draft's choice (loanDraft.choice) and the submitted order (the orders slice).

const done: Outcome = { status: 'done', errorCode: null, message: null, at: 1, runId: 1 };
const failed: Outcome = { status: 'failed', errorCode: 'E', message: 'no', at: 1, runId: 1 };
const drafted = SAMPLE_EVENTS['order/drafted']! as DomainEvent;

test('a finished draft opens the cost disclosure of the choice the state folded', () => {
  const state = foldEvents(initialState, [drafted]);
  expect(draftedPath(done, state)).toBe(
    '/borrow/product_details?loanOrderId=lo-sample&productId=p1&amount=3000&days=14',
  );
  expect(draftedPath(failed, state)).toBeNull();
  expect(draftedPath(done, initialState)).toBeNull();
});

test('a finished submission opens the review of the order the orders slice made current', () => {
  const state = foldEvents(initialState, [
    ev('order/created', { order: order('o-old', { createdAt: 1, status: 'finished' }) }),
    ev('order/created', { order: order('o-new', { createdAt: 2, status: 'assessing' }) }),
  ]);
  expect(submittedPath(done, state)).toBe('/deal/review?orderId=o-new');
  expect(submittedPath(failed, state)).toBeNull();
  expect(submittedPath(done, initialState)).toBeNull();
});

test.each([
  ['assessing', '/deal/review?orderId=o-new'],
  ['disbursing', '/deal/lending?orderId=o-new'],
  ['repaying', '/repay/repay_detail?orderId=o-new'],
  ['request', '/deal/review?orderId=o-new'],
  ['rejected', '/deal/review?orderId=o-new'],
] as const)('a submission the backend answers with %s opens %s', (status, path) => {
  const state = foldEvents(initialState, [
    ev('order/created', { order: order('o-new', { createdAt: 2, status }) }),
  ]);
  expect(submittedPath(done, state)).toBe(path);
});
