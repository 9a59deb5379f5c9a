import * as z from 'zod/mini';
import {
  ackSchema,
  defineEndpoints,
  fileSchema,
  get,
  instantSchema,
  noPayload,
  pageRequestSchema,
  post,
  upload,
  uploadResultSchema,
} from './common.ts';

/** Contracts of the customer-service feedback calls `/feedback/*` (spec section 7). */

/** Feedback types: 1 verify repayment, 2 want extension, 3 other, 4 loan failed, 5 want to borrow,
 * 6 want to repay, 7 loan did not arrive. */
export const feedbackTypeSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
  z.literal(7),
]);
export type FeedbackType = z.infer<typeof feedbackTypeSchema>;

/** Feedback statuses: 1 and 2 processing, 3 at your disposal, 4 processed, 5 pending technical team. */
export const feedbackStatusSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;

/** A feedback as lists show it. */
export const feedbackSummarySchema = z.object({
  feedbackId: z.string(),
  type: feedbackTypeSchema,
  status: feedbackStatusSchema,
  description: z.string(),
  createdAt: instantSchema,
  /** Customer service answered since the borrower last looked. */
  unread: z.boolean(),
  /** The latest message of the conversation, for the list (absent on older backends). */
  lastMessage: z.optional(
    z.nullable(z.object({ from: z.enum(['user', 'agent']), content: z.string(), createdAt: instantSchema })),
  ),
});
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;

/** GET /feedback/red-dot-marker: how many feedbacks have unread answers. */
export const redDotSchema = z.object({ unread: z.int().check(z.nonnegative()) });

/** POST /feedback/list/feedback. */
export const feedbackListSchema = z.object({
  items: z.array(feedbackSummarySchema),
  total: z.int().check(z.nonnegative()),
  /**
   * The backend's clock when it answered: the list's "updated" time, on the same clock as its dates (the
   * phone's clock may be anywhere). Optional: older backends do not send it.
   */
  serverTime: z.optional(instantSchema),
});

/** POST /feedback/create: images are uploaded first; their fileIds are sent here. */
export const createFeedbackRequestSchema = z.object({
  type: feedbackTypeSchema,
  description: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)),
  contact: z.optional(z.string().check(z.maxLength(100))),
  /** When the borrower wants to be called back. */
  appointmentTime: z.optional(instantSchema),
  /**
   * The bank account the request is about (spec section 3's `account`): the one the borrower paid from or
   * the one the loan should reach. An 18-digit CLABE, or only the last 4 digits of a debit card (a full
   * card number is never sent). Optional.
   */
  account: z.optional(z.string().check(z.regex(/^(\d{4}|\d{18})$/))),
  orderId: z.optional(z.string()),
  imageIds: z.array(z.string()),
});
export type CreateFeedbackRequest = z.infer<typeof createFeedbackRequestSchema>;
export const createFeedbackResponseSchema = z.object({ feedbackId: z.string() });

/** GET /feedback/detail. */
export const feedbackIdRequestSchema = z.object({ feedbackId: z.string().check(z.minLength(1)) });
export const feedbackDetailSchema = z.extend(feedbackSummarySchema, {
  contact: z.nullable(z.string()),
  appointmentTime: z.nullable(instantSchema),
  /** As sent with the request: a CLABE or a card's last 4 digits; null when none was given. */
  account: z.nullable(z.string()),
  orderId: z.nullable(z.string()),
  /** URLs of the receipt images. */
  images: z.array(z.string()),
  /** The borrower's rating 1..5, null until rated. */
  rating: z.nullable(z.int().check(z.gte(1), z.lte(5))),
});
export type FeedbackDetail = z.infer<typeof feedbackDetailSchema>;

/** One message of the conversation under a feedback. */
export const leaveMessageSchema = z.object({
  messageId: z.string(),
  from: z.enum(['user', 'agent']),
  /** The agent's display name (backend text, shown as text). */
  senderName: z.optional(z.nullable(z.string())),
  content: z.string(),
  images: z.array(z.string()),
  createdAt: instantSchema,
});
export type LeaveMessage = z.infer<typeof leaveMessageSchema>;
/** POST /feedback/list/leave-message. */
export const leaveMessageListSchema = z.object({ messages: z.array(leaveMessageSchema) });

/** POST /feedback/add/leaveMsg: the borrower adds a message. */
export const addLeaveMessageRequestSchema = z.object({
  feedbackId: z.string().check(z.minLength(1)),
  content: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)),
  imageIds: z.optional(z.array(z.string())),
});
export const addLeaveMessageResponseSchema = z.object({
  messageId: z.string(),
  /** When the backend recorded it, on its clock (the thread's other times are on it too); optional. */
  createdAt: z.optional(instantSchema),
});

/** Multipart body of a feedback image or file (at most 20 MB, checked by the screen). */
export const feedbackFileRequestSchema = z.object({ file: fileSchema });

/** GET /feedback/list/question_answer: the feedback FAQ, optionally for one feedback type. */
export const questionAnswerRequestSchema = z.optional(z.object({ type: z.optional(feedbackTypeSchema) }));
export const questionAnswerListSchema = z.object({
  items: z.array(z.object({ questionId: z.string(), question: z.string(), answer: z.string() })),
});

/** POST /feedback/submit-rating: the borrower rates how the feedback was handled. */
export const submitRatingRequestSchema = z.object({
  feedbackId: z.string().check(z.minLength(1)),
  rating: z.int().check(z.gte(1), z.lte(5)),
  comment: z.optional(z.string().check(z.maxLength(500))),
});

/** The `/feedback/*` endpoints, keyed by name. */
export const FEEDBACK_ENDPOINTS = defineEndpoints({
  getFeedbackRedDot: get('/feedback/red-dot-marker', noPayload, redDotSchema),
  getFeedbackList: post('/feedback/list/feedback', pageRequestSchema, feedbackListSchema),
  createFeedback: post('/feedback/create', createFeedbackRequestSchema, createFeedbackResponseSchema),
  addLeaveMessage: post(
    '/feedback/add/leaveMsg',
    addLeaveMessageRequestSchema,
    addLeaveMessageResponseSchema,
  ),
  getFeedbackDetail: get('/feedback/detail', feedbackIdRequestSchema, feedbackDetailSchema),
  getLeaveMessageList: post('/feedback/list/leave-message', feedbackIdRequestSchema, leaveMessageListSchema),
  uploadFeedbackCredential: upload(
    '/feedback/upload/credential',
    feedbackFileRequestSchema,
    uploadResultSchema,
  ),
  uploadFeedbackFile: upload('/feedback/uploadFile', feedbackFileRequestSchema, uploadResultSchema),
  getQuestionAnswers: get(
    '/feedback/list/question_answer',
    questionAnswerRequestSchema,
    questionAnswerListSchema,
  ),
  submitFeedbackRating: post('/feedback/submit-rating', submitRatingRequestSchema, ackSchema),
});
