import { foldEvents, initialState } from '../state';
import { ev } from '../testing/event-fixtures';
import { selectCreatedFeedback, selectIsFeedbackRead, selectUnreadFeedbackIds } from './feedback.selectors';

describe('feedback', () => {
  test('given created tickets, they are listed newest first, each once', () => {
    const state = foldEvents(initialState, [
      ev('feedback/created', { feedbackId: 'f1', feedbackType: 1 }, 1),
      ev('feedback/created', { feedbackId: 'f2', feedbackType: 7 }, 2),
      ev('feedback/created', { feedbackId: 'f1', feedbackType: 1 }, 3),
    ]);
    expect(state.feedback.createdIds).toEqual(['f1', 'f2']);
    expect(selectCreatedFeedback(state).map((f) => [f.feedbackId, f.feedbackType])).toEqual([
      ['f2', 7],
      ['f1', 1],
    ]);
  });

  test('given a read, the ticket is read and no longer unread', () => {
    const state = foldEvents(initialState, [
      ev('feedback/created', { feedbackId: 'f1', feedbackType: 1 }, 1),
      ev('feedback/created', { feedbackId: 'f2', feedbackType: 2 }, 2),
      ev('feedback/read', { feedbackId: 'f1' }, 3),
      ev('feedback/read', { feedbackId: 'f1' }, 4),
    ]);
    expect(selectIsFeedbackRead(state, 'f1')).toBe(true);
    expect(state.feedback.readIds).toEqual({ f1: 3 });
    expect(selectUnreadFeedbackIds(state)).toEqual(['f2']);
  });

  test('a ticket loaded from the server can be marked read', () => {
    const state = foldEvents(initialState, [ev('feedback/read', { feedbackId: 'server-9' })]);
    expect(selectIsFeedbackRead(state, 'server-9')).toBe(true);
  });

  test.each([
    ev('session/loggedOut', { reason: 'user' }),
    ev('session/expired', { code: 100103, message: 'Invalid token', clearAll: false }),
  ])('given $type, feedback is reset', (end) => {
    const state = foldEvents(initialState, [
      ev('feedback/created', { feedbackId: 'f1', feedbackType: 1 }),
      ev('feedback/read', { feedbackId: 'f1' }),
      end,
    ]);
    expect(state.feedback).toEqual(initialState.feedback);
  });
});
