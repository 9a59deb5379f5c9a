import { foldEvents, initialState } from '../state';
import { ev, feedbackItem, feedbackMessage } from '../testing/event-fixtures';
import {
  selectCanRateFeedback,
  selectCreatedFeedback,
  selectFeedbackList,
  selectFeedbackMessages,
  selectFeedbackRating,
  selectFeedbackRedDot,
  selectFeedbackUnreadCount,
  selectImageCountLimit,
  selectIsFeedbackRead,
  selectUnreadFeedbackIds,
} from './feedback.selectors';

describe('feedback', () => {
  test('given the FAQ loaded in Spanish, a language switch drops it, so no Spanish question stays on an English screen', () => {
    const item = {
      questionId: 'q1',
      question: '¿Qué pasa si pago tarde?',
      answer: 'Se cobra un interés moratorio.',
    };
    const loaded = foldEvents(initialState, [ev('feedback/faqLoaded', { items: [item] }, 1)]);
    expect(loaded.feedback.faq).toEqual([item]);
    const switched = foldEvents(loaded, [ev('settings/languageChanged', { language: 'en' }, 2)]);
    expect(switched.feedback.faq).toBeNull();
    expect(switched.settings.language).toBe('en');
  });

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
      ev('feedback/imageUploaded', {
        fileId: 'file-1',
        url: 'https://x/1.png',
        purpose: 'credential',
        clientId: 'c1',
      }),
      end,
    ]);
    expect(state.feedback).toEqual(initialState.feedback);
  });

  test("an upload's file id is kept by the form's client id; a failure or an upload without one adds none", () => {
    const state = foldEvents(initialState, [
      ev('feedback/imageUploaded', {
        fileId: 'file-7',
        url: 'https://x/7.png',
        purpose: 'message',
        clientId: 'a',
      }),
      ev('feedback/imageUploaded', { fileId: 'file-8', url: 'https://x/8.png', purpose: 'credential' }),
      ev('feedback/imageUploadFailed', {
        purpose: 'credential',
        clientId: 'b',
        errorCode: 'NET',
        message: 'x',
      }),
    ]);
    expect(state.feedback.uploadsByClient).toEqual({ a: 'file-7' });
    expect(state.feedback.uploads['file-7']).toEqual({ url: 'https://x/7.png', purpose: 'message' });
  });
});

describe('feedback threads and the red dot', () => {
  const thread = (status: 1 | 2 | 3 | 4 | 5, rating: number | null = null) => ({
    ...feedbackItem('f1', { status, unread: true }),
    contact: null,
    appointmentTime: null,
    images: [],
    rating,
  });

  test('the red dot follows the server count, and reading an unread request takes it off at once', () => {
    const loaded = foldEvents(initialState, [
      ev(
        'feedback/listLoaded',
        { items: [feedbackItem('f1', { unread: true }), feedbackItem('f2')], total: 2 },
        1,
      ),
      ev('feedback/redDotLoaded', { unread: 1 }, 2),
    ]);
    expect(selectFeedbackRedDot(loaded)).toBe(true);
    const read = foldEvents(loaded, [ev('feedback/read', { feedbackId: 'f1' }, 3)]);
    expect(selectFeedbackUnreadCount(read)).toBe(0);
    expect(selectFeedbackRedDot(read)).toBe(false);
    expect(selectFeedbackList(read)?.[0]?.unread).toBe(false);
    // Reading a request that had nothing unread does not take the count below zero.
    expect(selectFeedbackUnreadCount(foldEvents(read, [ev('feedback/read', { feedbackId: 'f2' }, 4)]))).toBe(
      0,
    );
  });

  test('before the red-dot call answers, the loaded list decides', () => {
    const state = foldEvents(initialState, [
      ev('feedback/listLoaded', {
        items: [feedbackItem('a', { unread: true }), feedbackItem('b', { unread: true })],
        total: 2,
      }),
    ]);
    expect(selectFeedbackUnreadCount(state)).toBe(2);
    expect(selectFeedbackUnreadCount(initialState)).toBe(0);
  });

  test("the list's load time is the backend's clock when it says it, the store clock otherwise", () => {
    const serverTime = Date.UTC(2031, 2, 14, 18, 30);
    const told = foldEvents(initialState, [
      ev('feedback/listLoaded', { items: [], total: 0, serverTime }, 5),
    ]);
    expect(told.feedback.listLoadedAt).toBe(serverTime);
    const untold = foldEvents(initialState, [ev('feedback/listLoaded', { items: [], total: 0 }, 5)]);
    expect(untold.feedback.listLoadedAt).toBe(5);
  });

  test('a loaded thread updates the list entry; a message left is added once and shows as the last one', () => {
    const state = foldEvents(initialState, [
      ev('feedback/listLoaded', { items: [feedbackItem('f1')], total: 1 }, 1),
      ev(
        'feedback/threadLoaded',
        { thread: thread(4), messages: [feedbackMessage('m1', 'agent', { content: 'Listo' })] },
        2,
      ),
      ev(
        'feedback/messageLeft',
        { feedbackId: 'f1', message: feedbackMessage('m2', 'user', { content: 'Gracias' }) },
        3,
      ),
      ev(
        'feedback/messageLeft',
        { feedbackId: 'f1', message: feedbackMessage('m2', 'user', { content: 'Gracias' }) },
        4,
      ),
    ]);
    expect(selectFeedbackMessages(state, 'f1').map((m) => m.messageId)).toEqual(['m1', 'm2']);
    expect(selectFeedbackList(state)?.[0]).toMatchObject({
      status: 4,
      lastMessage: { from: 'user', content: 'Gracias' },
    });
  });

  test('only a processed, unrated request can be rated; the rating sticks', () => {
    const processing = foldEvents(initialState, [
      ev('feedback/threadLoaded', { thread: thread(2), messages: [] }),
    ]);
    expect(selectCanRateFeedback(processing, 'f1')).toBe(false);
    const processed = foldEvents(initialState, [
      ev('feedback/threadLoaded', { thread: thread(4), messages: [] }),
    ]);
    expect(selectCanRateFeedback(processed, 'f1')).toBe(true);
    const rated = foldEvents(processed, [ev('feedback/rated', { feedbackId: 'f1', rating: 4 })]);
    expect(selectCanRateFeedback(rated, 'f1')).toBe(false);
    expect(selectFeedbackRating(rated, 'f1')).toBe(4);
  });

  test('the image count limit is the configured one, 3 before it loads', () => {
    expect(selectImageCountLimit(initialState)).toBe(3);
    const state = foldEvents(initialState, [
      ev('feedback/limitsLoaded', { imageCountLimit: 5, serviceHours: '9:00-18:00' }),
    ]);
    expect(selectImageCountLimit(state)).toBe(5);
  });
});
