import type { Draft } from 'immer';
import type { DomainEvent } from '../events';

/** A feedback ticket the borrower created (spec section 3, type codes 1 to 7). */
export interface FeedbackRecord {
  feedbackId: string;
  feedbackType: number;
  createdAt: number;
}

/** The feedback slice: tickets created in this session of the log, and which ones were read. */
export interface FeedbackState {
  /** Created ticket ids, in creation order, each once. */
  createdIds: string[];
  byId: Record<string, FeedbackRecord>;
  /** Read ticket ids (also tickets loaded from the server), mapped to when they were read. */
  readIds: Record<string, number>;
}

/** A fresh feedback slice. */
export function initialFeedbackState(): FeedbackState {
  return { createdIds: [], byId: {}, readIds: {} };
}

/** Folds one event into the feedback slice; ignores unrelated events. */
export function feedbackReducer(draft: Draft<FeedbackState>, event: DomainEvent): void {
  switch (event.type) {
    case 'feedback/created':
      if (!(event.feedbackId in draft.byId)) draft.createdIds.push(event.feedbackId);
      draft.byId[event.feedbackId] = {
        feedbackId: event.feedbackId,
        feedbackType: event.feedbackType,
        createdAt: event.at,
      };
      return;
    case 'feedback/read':
      // The first read is the one that matters; re-reading changes nothing.
      if (!(event.feedbackId in draft.readIds)) draft.readIds[event.feedbackId] = event.at;
      return;
    case 'session/loggedOut':
    case 'session/expired':
      Object.assign(draft, initialFeedbackState());
      return;
    default:
      return;
  }
}
