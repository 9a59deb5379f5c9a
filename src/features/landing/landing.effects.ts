import { concat, defer, of, type Observable } from 'rxjs';
import { catchError, concatMap, map, tap } from 'rxjs/operators';
import { rejectionOf } from '../../api/contracts/rejections';
import { canRefreshAd, recordAdRefresh, recordAdTrigger, refreshesToday } from '../../domain/ad-refresh';
import type { UnstampedEvent } from '../../domain/events';
import type { EffectDeps } from '../../store/effect-deps';
import { failureMessage } from '../../store/failure';
import type { Effect } from '../../store/store';

/** The trigger of the page's first ad and of a refresh, among those the backend lists. */
export function adTriggers(triggers: readonly string[]): { open: string; refresh: string } {
  const open = triggers.includes('open') ? 'open' : (triggers[0] ?? 'open');
  return { open, refresh: triggers.includes('refresh') ? 'refresh' : open };
}

/**
 * One ad. A refresh says so (`refresh: true`, ours, decision 0038): the backend counts it against the
 * borrower's day; the first display sends only the spec's `trigger` and is not counted.
 */
function fetchAd(
  deps: EffectDeps,
  trigger: string,
  refresh: boolean,
  onShown: () => void,
): Observable<UnstampedEvent> {
  return defer(() => deps.api.store.getAdPage(refresh ? { trigger, refresh: true } : { trigger })).pipe(
    tap(onShown),
    map(({ refreshesLeftToday, ...ad }): UnstampedEvent => ({
      type: 'ad/shown',
      trigger,
      refresh,
      ad,
      refreshesLeftToday,
    })),
  );
}

/**
 * The ad page on arrival: GET /store/package/ad-page-info, then (when ads are on) the first ad from
 * POST /store/package/get-ad-page. The first ad is counted in the stored adTimes' trigger counters but is
 * not a refresh. Ends in ad/infoLoaded (+ ad/shown) or ad/loadFailed.
 */
export const loadAdPage: Effect<Record<string, never>, EffectDeps> = (_payload, { deps }) =>
  defer(() => deps.api.store.getAdPageInfo()).pipe(
    concatMap((info) => {
      const loaded = of<UnstampedEvent>({
        type: 'ad/infoLoaded',
        enabled: info.enabled,
        dailyRefreshLimit: info.dailyRefreshLimit,
        triggers: [...info.triggers],
        refreshesLeftToday: info.refreshesLeftToday,
      });
      if (!info.enabled) return loaded;
      const trigger = adTriggers(info.triggers).open;
      return concat(
        loaded,
        fetchAd(deps, trigger, false, () =>
          deps.storage.set('adTimes', recordAdTrigger(deps.storage.get('adTimes'), trigger)),
        ),
      );
    }),
    catchError((error: unknown) => of<UnstampedEvent>({ type: 'ad/loadFailed', ...failureMessage(error) })),
  );

/** What a refresh needs: the trigger, today's limit, and the borrower's clock and time zone. */
export interface RefreshAdPayload {
  trigger: string;
  limit: number;
  /** The backend's count of the borrower's refreshes left today, from its last answer (decision 0038). */
  backendLeft: number;
  now: number;
  /** Date#getTimezoneOffset() of the device: the day changes at the borrower's midnight. */
  tzOffsetMinutes: number;
}

/**
 * A new ad on request, at most `limit` times a day (spec section 9: two), counted in the stored adTimes and
 * by the backend, which knows the borrower across logins (decision 0038). When either count says the day's
 * are used up no call is made; a backend refusal by code (adRefreshLimitReached) is the same answer, not a
 * failure: ad/refreshLimitReached. A refresh is only counted in adTimes once an ad arrived.
 */
export const refreshAd: Effect<RefreshAdPayload, EffectDeps> = (
  { trigger, limit, backendLeft, now, tzOffsetMinutes },
  { deps },
) => {
  const limitReached = (by: 'app' | 'backend'): UnstampedEvent => ({
    type: 'ad/refreshLimitReached',
    todayRefreshTimes: refreshesToday(deps.storage.get('adTimes'), now, tzOffsetMinutes),
    limit,
    by,
  });
  return defer(() => {
    if (!canRefreshAd(deps.storage.get('adTimes'), now, limit, tzOffsetMinutes) || backendLeft <= 0) {
      return of(limitReached('app'));
    }
    return fetchAd(deps, trigger, true, () =>
      deps.storage.set(
        'adTimes',
        recordAdRefresh(deps.storage.get('adTimes'), trigger, now, tzOffsetMinutes),
      ),
    );
  }).pipe(
    catchError((error: unknown) => {
      const failure = failureMessage(error);
      if (rejectionOf(failure.errorCode) === 'adRefreshLimitReached') return of(limitReached('backend'));
      return of<UnstampedEvent>({ type: 'ad/loadFailed', ...failure });
    }),
  );
};
