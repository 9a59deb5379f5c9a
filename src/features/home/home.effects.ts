import { defer, from, of } from 'rxjs';
import { catchError, concatMap } from 'rxjs/operators';
import type { UnstampedEvent } from '../../domain/events';
import type { EffectDeps } from '../../store/effect-deps';
import { failureMessage } from '../../store/failure';
import type { Effect } from '../../store/store';

/**
 * Refreshes where the borrower stands: the application progress and the quota. Emits an event only
 * when something changed, so polling during the 10-60 minute quota review does not fill the log.
 */
export const refreshStanding: Effect<{ silent?: boolean }, EffectDeps> = ({ silent = false }, { deps, getState }) =>
  defer(async () => {
    const user = await deps.api.auth.getUserInfo({ silent });
    const quota = user.progress >= 40 ? await deps.api.store.getUserQuota({ silent }) : null;
    return { user, quota };
  }).pipe(
    concatMap(({ user, quota }) => {
      const state = getState();
      const events: UnstampedEvent[] = [];
      if (state.application.progress !== user.progress) events.push({ type: 'application/progressLoaded', progress: user.progress });
      if (quota) {
        const q = state.quota;
        if (quota.status === 'reviewing' && q.status !== 'reviewing') {
          events.push({ type: 'quota/reviewStarted', ...(quota.reviewUntil === null ? {} : { until: quota.reviewUntil }) });
        } else if (quota.status === 'granted' && (q.status !== 'granted' || q.amount !== quota.amount || q.availableAmount !== quota.availableAmount)) {
          events.push({ type: 'quota/granted', amount: quota.amount, availableAmount: quota.availableAmount });
        } else if (quota.status === 'rejected' && q.status !== 'rejected') {
          events.push({ type: 'quota/rejected', reapplyAfterDays: quota.reapplyAfterDays });
        }
      }
      return from(events);
    }),
    catchError((error: unknown) => of<UnstampedEvent>({ type: 'home/refreshFailed', ...failureMessage(error) })),
  );
