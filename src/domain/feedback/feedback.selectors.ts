import type { AppState } from '../state';
import type { FeedbackRecord } from './feedback.reducer';

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
