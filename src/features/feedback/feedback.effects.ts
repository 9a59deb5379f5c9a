import { concat, defer, forkJoin, from, merge, of, type Observable } from 'rxjs';
import { catchError, concatMap, map } from 'rxjs/operators';
import type { CreateFeedbackRequest, FeedbackSummary, LeaveMessage } from '../../api/contracts/feedback';
import type { FeedbackItem, FeedbackMessage, UnstampedEvent } from '../../domain/events';
import type { EffectDeps } from '../../store/effect-deps';
import { failureMessage } from '../../store/failure';
import { withoutImageMetadata } from './image-metadata';
import type { Effect } from '../../store/store';

/**
 * The customer-service effects: every request ends in a success event or a `feedback/...Failed` event
 * carrying the borrower-facing message. Background refreshes are silent (no full-screen spinner).
 */

/** Where an image goes: a receipt of a new request, or an attachment of a message. */
export type ImagePurpose = 'credential' | 'message';

function toItem(s: FeedbackSummary): FeedbackItem {
  return {
    feedbackId: s.feedbackId,
    type: s.type,
    status: s.status,
    description: s.description,
    createdAt: s.createdAt,
    unread: s.unread,
    lastMessage: s.lastMessage ?? null,
  };
}

function toMessage(m: LeaveMessage): FeedbackMessage {
  return {
    messageId: m.messageId,
    from: m.from,
    senderName: m.senderName ?? null,
    content: m.content,
    images: m.images,
    createdAt: m.createdAt,
  };
}

const redDot = (deps: EffectDeps): Observable<UnstampedEvent> =>
  defer(() => deps.api.feedback.getFeedbackRedDot({ silent: true })).pipe(
    map((r): UnstampedEvent => ({ type: 'feedback/redDotLoaded', unread: r.unread })),
    catchError((error: unknown) =>
      of<UnstampedEvent>({ type: 'feedback/redDotFailed', ...failureMessage(error) }),
    ),
  );

/**
 * POST /feedback/list/feedback (first page, newest first) and the red dot, side by side:
 * feedback/listLoaded or feedback/listFailed, and feedback/redDotLoaded or feedback/redDotFailed.
 */
export const loadFeedbackList: Effect<{ silent?: boolean }, EffectDeps> = ({ silent = false }, { deps }) =>
  merge(
    defer(() => deps.api.feedback.getFeedbackList({ page: 1, pageSize: 50 }, { silent })).pipe(
      map((r): UnstampedEvent => ({
        type: 'feedback/listLoaded',
        items: r.items.map(toItem),
        total: r.total,
        ...(r.serverTime !== undefined ? { serverTime: r.serverTime } : {}),
      })),
      catchError((error: unknown) =>
        of<UnstampedEvent>({ type: 'feedback/listFailed', ...failureMessage(error) }),
      ),
    ),
    redDot(deps),
  );

/** GET /app/package-config for the image count limit and service hours: feedback/limitsLoaded or ...Failed. */
export const loadFeedbackLimits: Effect<Record<string, never>, EffectDeps> = (_payload, { deps }) =>
  defer(() => deps.api.app.getAppPackageConfig({ silent: true })).pipe(
    map((config): UnstampedEvent => ({
      type: 'feedback/limitsLoaded',
      imageCountLimit: config.imageCountLimit,
      serviceHours: config.customerServiceHours,
    })),
    catchError((error: unknown) =>
      of<UnstampedEvent>({ type: 'feedback/limitsFailed', ...failureMessage(error) }),
    ),
  );

/** What the screen passes to upload one image. */
export interface UploadImagePayload {
  file: Blob;
  purpose: ImagePurpose;
  /** The form's own id of this upload, carried by its event so the form reads the file id from the state. */
  clientId?: string;
  /** 0..1 as the bytes leave the phone. */
  onProgress?: (ratio: number) => void;
  signal?: AbortSignal;
}

/**
 * Multipart upload of one image: receipts go to /feedback/upload/credential, message attachments to
 * /feedback/uploadFile. Silent, because each image shows its own progress bar. The photo leaves the phone
 * without its metadata (EXIF with the GPS position, XMP, comments: ./image-metadata.ts).
 * Ends in feedback/imageUploaded or feedback/imageUploadFailed.
 */
export const uploadFeedbackImage: Effect<UploadImagePayload, EffectDeps> = (
  { file, purpose, clientId, onProgress, signal },
  { deps },
) => {
  const client = clientId !== undefined ? { clientId } : {};
  return defer(async () => {
    const send =
      purpose === 'credential'
        ? deps.api.feedback.uploadFeedbackCredential
        : deps.api.feedback.uploadFeedbackFile;
    const clean = await withoutImageMetadata(file);
    return send(
      { file: clean },
      {
        silent: true,
        ...(signal ? { signal } : {}),
        onUploadProgress: (p) => {
          if (p.ratio !== undefined) onProgress?.(p.ratio);
        },
      },
    );
  }).pipe(
    map((r): UnstampedEvent => ({
      type: 'feedback/imageUploaded',
      fileId: r.fileId,
      url: r.url,
      purpose,
      ...client,
    })),
    catchError((error: unknown) =>
      of<UnstampedEvent>({
        type: 'feedback/imageUploadFailed',
        purpose,
        ...client,
        ...failureMessage(error),
      }),
    ),
  );
};

/** POST /feedback/create with the uploaded images' ids: feedback/created or feedback/createFailed. */
export const createFeedbackRequest: Effect<CreateFeedbackRequest, EffectDeps> = (payload, { deps }) =>
  defer(() => deps.api.feedback.createFeedback(payload)).pipe(
    map((r): UnstampedEvent => ({
      type: 'feedback/created',
      feedbackId: r.feedbackId,
      feedbackType: payload.type,
    })),
    catchError((error: unknown) =>
      of<UnstampedEvent>({ type: 'feedback/createFailed', ...failureMessage(error) }),
    ),
  );

function loadThread(deps: EffectDeps, feedbackId: string, silent: boolean): Observable<UnstampedEvent> {
  return defer(() =>
    forkJoin([
      deps.api.feedback.getFeedbackDetail({ feedbackId }, { silent }),
      deps.api.feedback.getLeaveMessageList({ feedbackId }, { silent }),
    ]),
  ).pipe(
    concatMap(([detail, list]) =>
      concat(
        from<UnstampedEvent[]>([
          {
            type: 'feedback/threadLoaded',
            thread: {
              ...toItem(detail),
              contact: detail.contact,
              appointmentTime: detail.appointmentTime,
              account: detail.account,
              images: detail.images,
              rating: detail.rating,
            },
            messages: list.messages.map(toMessage),
          },
          // The backend marks the thread read when its detail is fetched.
          { type: 'feedback/read', feedbackId },
        ]),
        redDot(deps),
      ),
    ),
    catchError((error: unknown) =>
      of<UnstampedEvent>({ type: 'feedback/threadFailed', feedbackId, ...failureMessage(error) }),
    ),
  );
}

/**
 * GET /feedback/detail and POST /feedback/list/leave-message, which reads the thread: feedback/threadLoaded,
 * feedback/read and the new red dot, or feedback/threadFailed.
 */
export const openFeedbackThread: Effect<{ feedbackId: string; silent?: boolean }, EffectDeps> = (
  { feedbackId, silent = false },
  { deps },
) => loadThread(deps, feedbackId, silent);

/**
 * POST /feedback/add/leaveMsg, then the thread again (the status may move when the borrower writes):
 * feedback/messageLeft (+ the reloaded thread) or feedback/messageFailed.
 */
export const leaveFeedbackMessage: Effect<
  { feedbackId: string; content: string; imageIds?: string[]; imageUrls?: string[] },
  EffectDeps
> = ({ feedbackId, content, imageIds, imageUrls = [] }, { deps }) =>
  defer(() =>
    deps.api.feedback.addLeaveMessage({ feedbackId, content, ...(imageIds?.length ? { imageIds } : {}) }),
  ).pipe(
    concatMap((r) =>
      concat(
        of<UnstampedEvent>({
          type: 'feedback/messageLeft',
          feedbackId,
          message: {
            messageId: r.messageId,
            from: 'user',
            senderName: null,
            content: content.trim(),
            images: imageUrls,
            // On the backend's clock, as the thread's other messages; the phone's only if it did not say.
            createdAt: r.createdAt ?? Date.now(),
          },
        }),
        loadThread(deps, feedbackId, true),
      ),
    ),
    catchError((error: unknown) =>
      of<UnstampedEvent>({ type: 'feedback/messageFailed', feedbackId, ...failureMessage(error) }),
    ),
  );

/** POST /feedback/submit-rating (1..5 stars): feedback/rated or feedback/ratingFailed. */
export const rateFeedback: Effect<{ feedbackId: string; rating: number; comment?: string }, EffectDeps> = (
  { feedbackId, rating, comment },
  { deps },
) =>
  defer(() =>
    deps.api.feedback.submitFeedbackRating({
      feedbackId,
      rating,
      ...(comment?.trim() ? { comment: comment.trim() } : {}),
    }),
  ).pipe(
    map((): UnstampedEvent => ({ type: 'feedback/rated', feedbackId, rating })),
    catchError((error: unknown) =>
      of<UnstampedEvent>({ type: 'feedback/ratingFailed', feedbackId, ...failureMessage(error) }),
    ),
  );

/** GET /feedback/list/question_answer: feedback/faqLoaded or feedback/faqFailed. */
export const loadFeedbackFaq: Effect<Record<string, never>, EffectDeps> = (_payload, { deps }) =>
  defer(() => deps.api.feedback.getQuestionAnswers()).pipe(
    map((r): UnstampedEvent => ({ type: 'feedback/faqLoaded', items: r.items })),
    catchError((error: unknown) =>
      of<UnstampedEvent>({ type: 'feedback/faqFailed', ...failureMessage(error) }),
    ),
  );
