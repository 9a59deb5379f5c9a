import { useEffect } from 'react';
import { EMPTY, defer, of } from 'rxjs';
import { catchError, concatMap } from 'rxjs/operators';
import type { UnstampedEvent } from '../domain/events';
import { selectFeedbackUnreadCount } from '../domain/feedback/feedback.selectors';
import { selectIsLoggedIn } from '../domain/session/session.selectors';
import type { EffectDeps } from './effect-deps';
import { failureMessage } from './failure';
import type { Effect } from './store';
import { useAppState } from './use-app-state';
import { useIntent } from './use-intent';

/**
 * GET /feedback/red-dot-marker, silent, for the indicators outside the feedback screens (Me's Customer service
 * entry, Customer service's "Ir a mis solicitudes": decision 0068). Ends in feedback/redDotLoaded only when the
 * count changed (arriving on a screen does not fill the log), or in feedback/redDotFailed (the indicator stays
 * as it was). Here, beside the store's hooks, because two features use it and features do not import each other.
 */
export const loadRepliesMarker: Effect<Record<string, never>, EffectDeps> = (_payload, { deps, getState }) =>
  defer(() => deps.api.feedback.getFeedbackRedDot({ silent: true })).pipe(
    concatMap(({ unread }) =>
      getState().feedback.unreadCount === unread
        ? EMPTY
        : of<UnstampedEvent>({ type: 'feedback/redDotLoaded', unread }),
    ),
    catchError((error: unknown) =>
      of<UnstampedEvent>({ type: 'feedback/redDotFailed', ...failureMessage(error) }),
    ),
  );

/**
 * How many of the borrower's requests have a reply they have not read, loaded on arrival while logged in; 0
 * logged out (the marker needs a session).
 */
export function useUnreadReplies(): number {
  const loggedIn = useAppState(selectIsLoggedIn);
  const unread = useAppState(selectFeedbackUnreadCount);
  const { run } = useIntent(loadRepliesMarker);
  useEffect(() => {
    if (loggedIn) void run({});
  }, [loggedIn, run]);
  return loggedIn ? unread : 0;
}
