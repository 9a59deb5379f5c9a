import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { BottomSheet } from '../../components/ui/bottom-sheet';
import { showToast } from '../../components/ui/toast';
import { feedbackToRate, mayPopEvaluate } from '../../domain/evaluate-popup';
import type { FeedbackItem } from '../../domain/events';
import { selectFeedbackRating, selectFeedbackThread } from '../../domain/feedback/feedback.selectors';
import { useT } from '../../i18n/i18n';
import type { EffectDeps } from '../../store/effect-deps';
import { useStore } from '../../store/use-app-state';
import { failureOf, useIntent } from '../../store/use-intent';
import { openFeedbackThread, rateFeedback } from './feedback.effects';
import { StarPicker } from './feedback-parts';
import './feedback.texts';

/**
 * Requests whose detail the borrower opened since the app started, by app (store): the detail's own rating
 * form was right there, so coming back to the list does not ask again about them (a later start may).
 */
const openedThisSession = new WeakMap<object, Set<string>>();

function openedIn(store: object): Set<string> {
  let opened = openedThisSession.get(store);
  if (!opened) openedThisSession.set(store, (opened = new Set()));
  return opened;
}

/** The detail screen tells the popup which request the borrower opened. */
export function noteFeedbackOpened(store: object, feedbackId: string): void {
  openedIn(store).add(feedbackId);
}

/**
 * The request to rate customer service on the feedback list (decision 0039), at most once in 24 hours on
 * the stored `popEvaluateTime`: read before, written when the popup shows. `check` is called once the list
 * has loaded; it finds the newest processed, read request not known to be rated (and not opened in this
 * session), asks its detail whether it is rated (the list does not say; the request is read already, so
 * this reads nothing new), and pops.
 */
export function useEvaluatePopup(): {
  feedback: FeedbackItem | null;
  check: () => void;
  close: () => void;
} {
  const store = useStore<EffectDeps>();
  // Its own key: the detail screen's opening of a thread is not held up by this one in the background.
  const { run: openThread } = useIntent(openFeedbackThread, { key: 'evaluate' });
  const [feedback, setFeedback] = useState<FeedbackItem | null>(null);
  const checked = useRef(false);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const check = useCallback(() => {
    // Once per visit to the list ("Actualizar" does not ask again).
    if (checked.current) return;
    checked.current = true;
    const { storage } = store.deps;
    if (!mayPopEvaluate(storage.get('popEvaluateTime'), Date.now())) return;
    const state = store.getState();
    const opened = openedIn(store);
    const notOpened = state.feedback.list?.filter((item) => !opened.has(item.feedbackId)) ?? null;
    const candidate = feedbackToRate(notOpened, (id) => selectFeedbackRating(state, id));
    if (candidate === null) return;
    void openThread({ feedbackId: candidate.feedbackId, silent: true }).then((outcome) => {
      if (!live.current || outcome === null) return;
      const now = store.getState();
      const thread = selectFeedbackThread(now, candidate.feedbackId);
      if (thread?.status !== 4 || selectFeedbackRating(now, candidate.feedbackId) !== null) return;
      // Read again: the 24 hours are the borrower's, whichever screen or tab popped last.
      const shownAt = Date.now();
      if (!mayPopEvaluate(storage.get('popEvaluateTime'), shownAt)) return;
      storage.set('popEvaluateTime', shownAt);
      setFeedback(thread);
    });
  }, [store, openThread]);

  const close = useCallback(() => setFeedback(null), []);
  return { feedback, check, close };
}

/** The popup: five stars as radio buttons, "Enviar calificación", and "Más tarde" (or Escape) to close. */
export function EvaluatePopup({ feedback, onClose }: { feedback: FeedbackItem; onClose: () => void }) {
  const { t } = useT();
  const [rating, setRating] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const rate = useIntent(rateFeedback, {
    onDone: (outcome) => {
      const failure = failureOf(outcome);
      if (failure !== null) {
        setError(failure.message);
        return;
      }
      showToast(t('feedback.evaluate.thanks'), 'success');
      onClose();
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (rating < 1) {
      setError(t('feedback.detail.rateRequired'));
      return;
    }
    setError(null);
    void rate.run({ feedbackId: feedback.feedbackId, rating });
  };

  return (
    <BottomSheet
      open
      title={t('feedback.evaluate.title')}
      onClose={onClose}
      closeLabel={t('feedback.evaluate.close')}
      footer={
        <button type="button" className="btn btn--ghost btn--block" onClick={onClose}>
          {t('feedback.evaluate.later')}
        </button>
      }
    >
      <form onSubmit={submit} noValidate>
        <p>{t('feedback.evaluate.body', { type: t(`feedback.type.${feedback.type}`) })}</p>
        <StarPicker
          name="evaluate-rating"
          rating={rating}
          legend={t('feedback.evaluate.stars')}
          starLabel={(n) => t('feedback.evaluate.star', { count: n })}
          onPick={(n) => {
            setRating(n);
            setError(null);
          }}
        />
        {error ? (
          <p className="error-text" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn btn--block" disabled={rate.pending}>
          {t('feedback.detail.rateSubmit')}
        </button>
      </form>
    </BottomSheet>
  );
}
