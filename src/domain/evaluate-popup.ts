import type { FeedbackItem } from './events';
import { DAY_MS } from './time';

/**
 * The request to rate customer service, popped on the feedback list, and the stored `popEvaluateTime` of
 * spec section 3 that spaces it out: the time the app last showed it (decision 0039).
 */

/** The popup shows at most once in this long. */
export const EVALUATE_POPUP_INTERVAL_MS = DAY_MS;

/**
 * True when the popup may show at `now`: never shown, or shown 24 hours ago or more. A stored time later
 * than `now` (the phone's clock was set back) does not hold it back for good.
 */
export function mayPopEvaluate(popEvaluateTime: number | null, now: number): boolean {
  if (popEvaluateTime === null || now < popEvaluateTime) return true;
  return now - popEvaluateTime >= EVALUATE_POPUP_INTERVAL_MS;
}

/**
 * The request the popup may ask about: the newest one customer service answered and closed (status 4,
 * processed: the only status the backend takes a rating for), whose answer the borrower has read (no red
 * dot: asking to rate an answer not yet seen makes no sense), and that is not known to be rated. `ratings`
 * holds what the app knows of the borrower's ratings; the list itself does not say, so the caller checks
 * the answer with the request's detail before showing the popup.
 */
export function feedbackToRate(
  items: readonly FeedbackItem[] | null,
  ratingOf: (feedbackId: string) => number | null,
): FeedbackItem | null {
  return (
    items?.find((item) => item.status === 4 && !item.unread && ratingOf(item.feedbackId) === null) ?? null
  );
}
