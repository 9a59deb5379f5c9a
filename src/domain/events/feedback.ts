import type { Ev } from './event';

/** Feedback requests, their conversation, rating and FAQ (spec sections 3 and 5). */

/** Feedback type codes of spec section 3: 1 verify repayment, 2 want extension, 3 other, 4 loan failed,
 * 5 want to borrow, 6 want to repay, 7 loan did not arrive. */
export type FeedbackTypeCode = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const FEEDBACK_TYPES: readonly FeedbackTypeCode[] = [1, 2, 3, 4, 5, 6, 7];

/** Feedback status codes of spec section 3: 1 and 2 processing, 3 at your disposal, 4 processed,
 * 5 pending technical team. */
export type FeedbackStatusCode = 1 | 2 | 3 | 4 | 5;

/** One message of a feedback conversation; `content` and `senderName` are backend text, shown as text. */
export interface FeedbackMessage {
  messageId: string;
  from: 'user' | 'agent';
  senderName: string | null;
  content: string;
  /** Image URLs attached to the message. */
  images: string[];
  createdAt: number;
}

/** A feedback request as the list shows it. */
export interface FeedbackItem {
  feedbackId: string;
  type: FeedbackTypeCode;
  status: FeedbackStatusCode;
  description: string;
  createdAt: number;
  /** Customer service answered since the borrower last read the thread. */
  unread: boolean;
  lastMessage: Pick<FeedbackMessage, 'from' | 'content' | 'createdAt'> | null;
}

/** A feedback request with everything its detail screen shows (messages are kept apart). */
export interface FeedbackThread extends FeedbackItem {
  contact: string | null;
  appointmentTime: number | null;
  /** The bank account the request is about: a CLABE or a card's last 4 digits (absent in older logs). */
  account?: string | null;
  /** Receipt image URLs. */
  images: string[];
  /** The borrower's 1..5 rating, null until rated. */
  rating: number | null;
}

/** One question of the feedback FAQ. */
export interface FeedbackFaqItem {
  questionId: string;
  question: string;
  answer: string;
}

/** What a failed feedback request reports (the message is in the borrower's language). */
export interface FeedbackFailure {
  errorCode: string;
  message: string;
}

/** Its events: one part of the union DomainEvent (src/domain/events.ts). */
export type FeedbackEvents =
  | Ev<'feedback/created', { feedbackId: string; feedbackType: number }>
  | Ev<'feedback/read', { feedbackId: string }>
  | Ev<'feedback/createFailed', FeedbackFailure>
  // `serverTime`: the backend's clock when it answered (absent from older backends and older logs).
  | Ev<'feedback/listLoaded', { items: FeedbackItem[]; total: number; serverTime?: number }>
  | Ev<'feedback/listFailed', FeedbackFailure>
  | Ev<'feedback/redDotLoaded', { unread: number }>
  | Ev<'feedback/redDotFailed', FeedbackFailure>
  // `clientId`: the form's own id of the upload, so its file id is read from the state (absent in older logs).
  | Ev<
      'feedback/imageUploaded',
      { fileId: string; url: string; purpose: 'credential' | 'message'; clientId?: string }
    >
  | Ev<
      'feedback/imageUploadFailed',
      { purpose: 'credential' | 'message'; clientId?: string } & FeedbackFailure
    >
  | Ev<'feedback/threadLoaded', { thread: FeedbackThread; messages: FeedbackMessage[] }>
  | Ev<'feedback/threadFailed', { feedbackId: string } & FeedbackFailure>
  | Ev<'feedback/messageLeft', { feedbackId: string; message: FeedbackMessage }>
  | Ev<'feedback/messageFailed', { feedbackId: string } & FeedbackFailure>
  | Ev<'feedback/rated', { feedbackId: string; rating: number }>
  | Ev<'feedback/ratingFailed', { feedbackId: string } & FeedbackFailure>
  | Ev<'feedback/faqLoaded', { items: FeedbackFaqItem[] }>
  | Ev<'feedback/faqFailed', FeedbackFailure>
  | Ev<'feedback/limitsLoaded', { imageCountLimit: number; serviceHours: string }>
  | Ev<'feedback/limitsFailed', FeedbackFailure>;
