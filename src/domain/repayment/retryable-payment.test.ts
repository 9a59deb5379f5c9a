import { foldEvents, initialState } from '../state';
import { ev } from '../testing/event-fixtures';
import { selectRetryablePayment } from './repayment.selectors';

const DAY = 24 * 60 * 60 * 1000;
const T0 = 1_700_000_000_000;
const started = ev(
  'repayment/paymentStarted',
  { orderId: 'o1', purpose: 'repay', amount: 500, channelId: 'spei', key: 'k1' },
  T0,
);

describe('a pending payment key is reused for a day (decision 0071)', () => {
  const state = foldEvents(initialState, [started]);

  test('within the day after the key was made, a retry reuses it', () => {
    expect(selectRetryablePayment(state, 'repay', 'o1', T0)?.key).toBe('k1');
    expect(selectRetryablePayment(state, 'repay', 'o1', T0 + DAY - 1)?.key).toBe('k1');
  });

  test('from a day on, none: the retry is a new payment', () => {
    expect(selectRetryablePayment(state, 'repay', 'o1', T0 + DAY)).toBeNull();
    expect(selectRetryablePayment(state, 'repay', 'o1', T0 + 3 * DAY)).toBeNull();
  });

  test('another purpose or order has no key to reuse', () => {
    expect(selectRetryablePayment(state, 'extension', 'o1', T0)).toBeNull();
    expect(selectRetryablePayment(state, 'repay', 'o2', T0)).toBeNull();
  });
});
