import type { FeedbackItem } from './events';
import { EVALUATE_POPUP_INTERVAL_MS, feedbackToRate, mayPopEvaluate } from './evaluate-popup';

const shownAt = Date.UTC(2026, 2, 10, 16, 0);

test('the popup shows at most once in 24 hours', () => {
  expect(mayPopEvaluate(null, shownAt)).toBe(true);
  expect(mayPopEvaluate(shownAt, shownAt)).toBe(false);
  expect(mayPopEvaluate(shownAt, shownAt + EVALUATE_POPUP_INTERVAL_MS - 1)).toBe(false);
  expect(mayPopEvaluate(shownAt, shownAt + EVALUATE_POPUP_INTERVAL_MS)).toBe(true);
  // The phone's clock set back: a time in the future does not hold the popup back for good.
  expect(mayPopEvaluate(shownAt, shownAt - 60_000)).toBe(true);
});

const item = (feedbackId: string, status: FeedbackItem['status'], unread = false): FeedbackItem => ({
  feedbackId,
  type: 1,
  status,
  description: 'Pagué',
  createdAt: shownAt,
  unread,
  lastMessage: { from: 'agent', content: 'Listo', createdAt: shownAt },
});

test('the request to rate: the newest processed one, read, not known to be rated', () => {
  const none = () => null;
  const items = [item('fb-5', 3), item('fb-4', 5), item('fb-3', 4, true), item('fb-2', 4), item('fb-1', 4)];
  expect(feedbackToRate(items, none)?.feedbackId).toBe('fb-2');
  expect(feedbackToRate(items, (id) => (id === 'fb-2' ? 5 : null))?.feedbackId).toBe('fb-1');
  expect(feedbackToRate(items, () => 4)).toBeNull();
  expect(feedbackToRate(null, none)).toBeNull();
  expect(feedbackToRate([item('fb-1', 1), item('fb-2', 2)], none)).toBeNull();
});
