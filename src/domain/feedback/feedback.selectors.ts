import type { FeedbackItem, FeedbackMessage, FeedbackThread } from '../events';
import { selectCustomerServiceHoursText } from '../config/config.selectors';
import type { AppState } from '../state';
import { DEFAULT_IMAGE_COUNT_LIMIT, type FeedbackRecord } from './feedback.reducer';

/** Feedback tickets created, newest first. */
export function selectCreatedFeedback(state: AppState): FeedbackRecord[] {
  const list: FeedbackRecord[] = [];
  const { createdIds, byId } = state.feedback;
  for (let i = createdIds.length - 1; i >= 0; i -= 1) {
    const record = byId[createdIds[i] ?? ''];
    if (record !== undefined) list.push(record);
  }
  return list;
}

/** True when the ticket was read. */
export function selectIsFeedbackRead(state: AppState, feedbackId: string): boolean {
  return feedbackId in state.feedback.readIds;
}

/** Created tickets not yet read, in creation order. */
export function selectUnreadFeedbackIds(state: AppState): string[] {
  return state.feedback.createdIds.filter((id) => !(id in state.feedback.readIds));
}

/** The borrower's requests as last loaded (newest first), or null before the first load. */
export function selectFeedbackList(state: AppState): FeedbackItem[] | null {
  return state.feedback.list;
}

/**
 * The red dot: how many requests have an unread agent reply. The server's count once known, else what
 * the loaded list says (0 before anything loads).
 */
export function selectFeedbackUnreadCount(state: AppState): number {
  const { unreadCount, list } = state.feedback;
  if (unreadCount !== null) return unreadCount;
  return list ? list.filter((i) => i.unread).length : 0;
}

/** True while the red dot shows (an entry to the feedback screens can use it). */
export function selectFeedbackRedDot(state: AppState): boolean {
  return selectFeedbackUnreadCount(state) > 0;
}

/** A loaded thread, with the borrower's own rating applied; null before it loads. */
export function selectFeedbackThread(state: AppState, feedbackId: string): FeedbackThread | null {
  return state.feedback.threads[feedbackId] ?? null;
}

const NO_MESSAGES: readonly FeedbackMessage[] = [];

/** A thread's messages, oldest first (an empty list before it loads). */
export function selectFeedbackMessages(state: AppState, feedbackId: string): readonly FeedbackMessage[] {
  return state.feedback.messages[feedbackId] ?? NO_MESSAGES;
}

/** The rating the borrower gave a request, or null. */
export function selectFeedbackRating(state: AppState, feedbackId: string): number | null {
  return state.feedback.threads[feedbackId]?.rating ?? state.feedback.ratings[feedbackId] ?? null;
}

/** True when the request may be rated: processed (status 4) and not rated yet. */
export function selectCanRateFeedback(state: AppState, feedbackId: string): boolean {
  const thread = state.feedback.threads[feedbackId];
  return thread?.status === 4 && selectFeedbackRating(state, feedbackId) === null;
}

/** How many images one request may carry (the backend's configuration, default 3). */
export function selectImageCountLimit(state: AppState): number {
  return state.feedback.limits?.imageCountLimit ?? DEFAULT_IMAGE_COUNT_LIMIT;
}

/**
 * Customer-service hours as the feedback screens write them ('9:00-18:00'): the one selector of every screen
 * (config.selectors.ts, decision 0068), so an empty or unreadable text shows 9:00-18:00 here too.
 */
export function selectServiceHours(state: AppState): string {
  return selectCustomerServiceHoursText(state);
}
