import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { showRefreshHint } from '../../components/ui/refresh-hint';
import { showToast } from '../../components/ui/toast';
import {
  selectCanRateFeedback,
  selectFeedbackMessages,
  selectFeedbackRating,
  selectFeedbackThread,
} from '../../domain/feedback/feedback.selectors';
import { selectIsLoggedIn } from '../../domain/session/session.selectors';
import { useT } from '../../i18n/i18n';
import type { EffectDeps } from '../../store/effect-deps';
import { useAppState, useStore } from '../../store/use-app-state';
import { failureOf, useIntent } from '../../store/use-intent';
import { useManualRefresh } from '../../store/use-manual-refresh';
import { noteFeedbackOpened } from './evaluate-popup';
import { leaveFeedbackMessage, openFeedbackThread } from './feedback.effects';
import { useFeedbackLimits } from './feedback-parts';
import './feedback.texts';
import { useImageUploads } from './use-image-uploads';

/**
 * Loading (and so reading) one thread: on opening, on "Reintentar" and on "Actualizar" (counted in the
 * stored lastRefreshTime; from the fifth of the day, a calm word, decision 0039). `error` is the last
 * load's failure message.
 */
function useThreadLoad(feedbackId: string, loggedIn: boolean) {
  const store = useStore<EffectDeps>();
  const [error, setError] = useState<string | null>(null);
  const { run: openThread } = useIntent(openFeedbackThread, {
    key: feedbackId,
    failsOn: ['feedback/threadFailed'],
  });
  /** Loads the thread; resolves with the failure message, if any (undefined: one is going). */
  const load = useCallback(
    async (silent: boolean): Promise<string | null | undefined> => {
      const outcome = await openThread({ feedbackId, silent });
      return outcome === null ? undefined : (failureOf(outcome)?.message ?? null);
    },
    [feedbackId, openThread],
  );
  const show = useCallback((failure: string | null | undefined) => {
    if (failure !== undefined) setError(failure);
  }, []);

  useEffect(() => {
    if (!loggedIn || feedbackId === '') return;
    // Its rating form is here: back on the list, the rating popup does not ask about it again.
    noteFeedbackOpened(store, feedbackId);
    void load(store.getState().feedback.threads[feedbackId] !== undefined).then(show);
  }, [feedbackId, load, loggedIn, store, show]);

  const manualRefresh = useManualRefresh('feedback');
  const refresh = () =>
    void manualRefresh
      .tap(async () => {
        const failure = await load(false);
        show(failure);
        return failure === null;
      })
      .then(showRefreshHint);
  const retry = () => void load(false).then(show);
  return { error, retry, refresh };
}

/**
 * The model of /feedback/feedbackDetail?id=...: the thread, its messages and rating read from the state,
 * the form limits, and its loads.
 */
export function useFeedbackDetail() {
  const [params] = useSearchParams();
  const feedbackId = params.get('id') ?? '';
  const loggedIn = useAppState(selectIsLoggedIn);
  const thread = useAppState((s) => selectFeedbackThread(s, feedbackId));
  const messages = useAppState((s) => selectFeedbackMessages(s, feedbackId));
  const canRate = useAppState((s) => selectCanRateFeedback(s, feedbackId));
  const rating = useAppState((s) => selectFeedbackRating(s, feedbackId));
  const { imageCountLimit, serviceHours } = useFeedbackLimits();
  const loads = useThreadLoad(feedbackId, loggedIn);
  return { feedbackId, loggedIn, thread, messages, canRate, rating, imageCountLimit, serviceHours, ...loads };
}

export type FeedbackDetailModel = ReturnType<typeof useFeedbackDetail>;

/** Where the message form's error shows (decision 0068): under the text, under the images, or for the form. */
export interface MessageErrors {
  content?: string | undefined;
  images?: string | undefined;
  form?: string | undefined;
}

/**
 * Writing in the thread: the text (required), the images (uploaded to /feedback/uploadFile, settled first:
 * the button is off meanwhile), then the message intent. Sent, the box empties and a toast says so. An error
 * shows where it belongs: an empty text under the text, an image that did not upload under the images, a
 * refused or failed send for the form.
 */
export function useMessageForm(feedbackId: string, imageLimit: number) {
  const { t } = useT();
  const uploads = useImageUploads('message', imageLimit);
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<MessageErrors>({});
  const [settling, setSettling] = useState(false);
  const send = useIntent(leaveFeedbackMessage, { key: feedbackId, failsOn: ['feedback/messageFailed'] });
  const pending = settling || send.pending;

  const sendMessage = async () => {
    setErrors({});
    const images = await uploads.settle().finally(() => setSettling(false));
    if (images.some((img) => img.status !== 'done')) {
      setErrors({ images: t('feedback.add.fixUploads') });
      return;
    }
    const outcome = await send.run({
      feedbackId,
      content,
      imageIds: images.map((img) => img.fileId ?? ''),
      imageUrls: images.map((img) => img.url ?? ''),
    });
    // Null: a tap that landed while the message was going; that one ends as it ends.
    if (outcome === null) return;
    const failure = failureOf(outcome);
    if (failure) {
      setErrors({ form: failure.message });
      return;
    }
    setContent('');
    for (const img of images) uploads.remove(img.key);
    showToast(t('feedback.detail.sent'), 'success');
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    if (content.trim() === '') {
      setErrors({ content: t('feedback.detail.messageRequired') });
      return;
    }
    setSettling(true);
    void sendMessage();
  };

  const type = (text: string) => {
    setContent(text);
    if (errors.content) setErrors((prev) => ({ ...prev, content: undefined }));
  };
  // Picking, removing or retrying an image takes its error away.
  const clearImagesError = () => {
    if (errors.images) setErrors((prev) => ({ ...prev, images: undefined }));
  };

  return { uploads, content, errors, pending, submit, type, clearImagesError };
}
