import type { Draft } from 'immer';
import type { DomainEvent, FeedbackFaqItem, FeedbackItem, FeedbackMessage, FeedbackThread } from '../events';

/** A feedback ticket the borrower created (spec section 3, type codes 1 to 7). */
export interface FeedbackRecord {
  feedbackId: string;
  feedbackType: number;
  createdAt: number;
}

/** The image count limit used until the backend's package configuration says otherwise. */
export const DEFAULT_IMAGE_COUNT_LIMIT = 3;

/** The feedback slice: the borrower's requests, their conversations, the red dot and the form limits. */
export interface FeedbackState {
  /** Created ticket ids, in creation order, each once. */
  createdIds: string[];
  byId: Record<string, FeedbackRecord>;
  /** Read ticket ids (also tickets loaded from the server), mapped to when they were read. */
  readIds: Record<string, number>;
  /** The last list `/feedback/list/feedback` returned, newest first; null before it loads. */
  list: FeedbackItem[] | null;
  listTotal: number;
  /**
   * When the list was loaded, on the backend's clock (the clock of the list's own dates), so "updated" and
   * "created" read on one clock; the store clock only when the backend did not say.
   */
  listLoadedAt: number | null;
  /** Requests with an unread agent reply (`/feedback/red-dot-marker`); null before it loads. */
  unreadCount: number | null;
  /** Loaded threads by id (detail without the messages). */
  threads: Record<string, FeedbackThread>;
  /** Each thread's messages, oldest first. */
  messages: Record<string, FeedbackMessage[]>;
  /** Ratings the borrower gave (kept even before the thread is reloaded). */
  ratings: Record<string, number>;
  /** Uploaded images by file id. */
  uploads: Record<string, { url: string; purpose: 'credential' | 'message' }>;
  /**
   * The file id of each form upload by its client id (the form's own id of one picked image): how a form
   * reads which file its upload became, once the upload's intent is done (a failed one adds nothing). Absent
   * before the first such upload.
   */
  uploadsByClient?: Record<string, string>;
  faq: FeedbackFaqItem[] | null;
  /** The package configuration's limits the form uses; null before they load. */
  limits: { imageCountLimit: number; serviceHours: string } | null;
}

/** A fresh feedback slice. */
export function initialFeedbackState(): FeedbackState {
  return {
    createdIds: [],
    byId: {},
    readIds: {},
    list: null,
    listTotal: 0,
    listLoadedAt: null,
    unreadCount: null,
    threads: {},
    messages: {},
    ratings: {},
    uploads: {},
    faq: null,
    limits: null,
  };
}

function markRead(draft: Draft<FeedbackState>, feedbackId: string): void {
  const item = draft.list?.find((i) => i.feedbackId === feedbackId);
  // The red dot counts requests, so one read request takes one off the count.
  if (item?.unread && draft.unreadCount !== null && draft.unreadCount > 0) draft.unreadCount -= 1;
  if (item) item.unread = false;
  const thread = draft.threads[feedbackId];
  if (thread) thread.unread = false;
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
      markRead(draft, event.feedbackId);
      return;
    case 'feedback/listLoaded':
      draft.list = event.items;
      draft.listTotal = event.total;
      draft.listLoadedAt = event.serverTime ?? event.at;
      return;
    case 'feedback/redDotLoaded':
      draft.unreadCount = event.unread;
      return;
    case 'feedback/imageUploaded':
      draft.uploads[event.fileId] = { url: event.url, purpose: event.purpose };
      if (event.clientId !== undefined) (draft.uploadsByClient ??= {})[event.clientId] = event.fileId;
      return;
    case 'feedback/threadLoaded': {
      const { thread } = event;
      draft.threads[thread.feedbackId] = thread;
      draft.messages[thread.feedbackId] = event.messages;
      if (thread.rating !== null) draft.ratings[thread.feedbackId] = thread.rating;
      // Keep the list in step with what the detail just said.
      const item = draft.list?.find((i) => i.feedbackId === thread.feedbackId);
      if (item) {
        item.status = thread.status;
        const last = event.messages.at(-1);
        if (last) item.lastMessage = { from: last.from, content: last.content, createdAt: last.createdAt };
      }
      return;
    }
    case 'feedback/messageLeft': {
      const list = (draft.messages[event.feedbackId] ??= []);
      if (!list.some((m) => m.messageId === event.message.messageId)) list.push(event.message);
      const item = draft.list?.find((i) => i.feedbackId === event.feedbackId);
      if (item) {
        item.lastMessage = {
          from: 'user',
          content: event.message.content,
          createdAt: event.message.createdAt,
        };
      }
      return;
    }
    case 'feedback/rated': {
      draft.ratings[event.feedbackId] = event.rating;
      const thread = draft.threads[event.feedbackId];
      if (thread) thread.rating = event.rating;
      return;
    }
    case 'feedback/faqLoaded':
      draft.faq = event.items;
      return;
    case 'settings/languageChanged':
      // The questions came in the old language; the FAQ screen loads them again in the new one.
      draft.faq = null;
      return;
    case 'feedback/limitsLoaded':
      draft.limits = { imageCountLimit: event.imageCountLimit, serviceHours: event.serviceHours };
      return;
    case 'session/loggedOut':
    case 'session/expired':
      Object.assign(draft, initialFeedbackState());
      delete draft.uploadsByClient;
      return;
    default:
      return;
  }
}
