import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { NavBar } from '../../components/ui/nav-bar';
import { effectiveRefreshLimit, refreshesLeftToday, refreshesToday } from '../../domain/ad-refresh';
import type { AdContent, DomainEvent } from '../../domain/events';
import { PATHS } from '../../domain/paths';
import { useT } from '../../i18n/i18n';
import type { EffectDeps } from '../../store/effect-deps';
import { useStore } from '../../store/use-app-state';
import { adTriggers, loadAdPage, refreshAd } from './landing.effects';
import { texts } from './landing.texts';
import './landing.css';
import { RetryCard } from '../../components/ui/retry-card';

type View =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'none' }
  /** `backendLeft`: the backend's count of the borrower's refreshes left today (decision 0038). */
  | { kind: 'shown'; ad: AdContent; limit: number; triggers: string[]; backendLeft: number };

/** Pictures only from https or inline images; links only to https (both come from the backend). */
const safeImage = (url: string) => /^(https:\/\/|data:image\/(png|jpeg|gif|webp|svg\+xml)[;,])/i.test(url);
const safeLink = (url: string | null): url is string => url !== null && /^https:\/\//i.test(url);

/** The ad page's state after a batch of events. */
function viewAfter(events: DomainEvent[], previous: View): View {
  let view = previous;
  for (const e of events) {
    if (e.type === 'ad/infoLoaded' && !e.enabled) view = { kind: 'none' };
    if (e.type === 'ad/shown') {
      const info = events.find((x) => x.type === 'ad/infoLoaded');
      const limit =
        info?.type === 'ad/infoLoaded'
          ? effectiveRefreshLimit(info.dailyRefreshLimit)
          : previous.kind === 'shown'
            ? previous.limit
            : effectiveRefreshLimit(null);
      const triggers =
        info?.type === 'ad/infoLoaded' ? info.triggers : previous.kind === 'shown' ? previous.triggers : [];
      view = { kind: 'shown', ad: e.ad, limit, triggers, backendLeft: e.refreshesLeftToday };
    }
    // The day's refreshes are used up (by the app's count or the backend's): none left until the page opens again.
    if (e.type === 'ad/refreshLimitReached' && view.kind === 'shown') view = { ...view, backendLeft: 0 };
    if (e.type === 'ad/loadFailed' && previous.kind !== 'shown')
      view = { kind: 'failed', message: e.message };
  }
  return view;
}

/**
 * /advert: the package's ad (`/store/package/ad-page-info`, `/store/package/get-ad-page`). The borrower
 * may ask for a new ad at most two times a day, counted in the stored `adTimes` and by the backend (its
 * `refreshesLeftToday`, which outlives a logout: decision 0038); the lower count holds. Past the limit, or
 * when the backend refuses a refresh by code, the page says so and the button is off.
 */
export function AdvertPage() {
  const { t, language } = useT();
  const navigate = useNavigate();
  const store = useStore<EffectDeps>();
  const copy = texts[language].advert;
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [refreshError, setRefreshError] = useState<string | null>(null);
  const [used, setUsed] = useState(() =>
    refreshesToday(store.deps.storage.get('adTimes'), Date.now(), new Date().getTimezoneOffset()),
  );
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    async (): Promise<View> => viewAfter(await store.run(loadAdPage, {}), { kind: 'loading' }),
    [store],
  );

  // One first load per visit, even when React's strict mode runs the effect twice (an ad is counted once).
  const firstLoad = useRef<Promise<View> | null>(null);
  useEffect(() => {
    let live = true;
    firstLoad.current ??= load();
    void firstLoad.current.then((next) => live && setView(next));
    return () => {
      live = false;
    };
  }, [load]);

  const limit = view.kind === 'shown' ? view.limit : effectiveRefreshLimit(null);
  const left = refreshesLeftToday(limit, used, view.kind === 'shown' ? view.backendLeft : null);

  const refresh = async () => {
    if (view.kind !== 'shown' || busy) return;
    setBusy(true);
    setRefreshError(null);
    const now = Date.now();
    const tzOffsetMinutes = new Date(now).getTimezoneOffset();
    try {
      const events = await store.run(refreshAd, {
        trigger: adTriggers(view.triggers).refresh,
        limit: view.limit,
        backendLeft: view.backendLeft,
        now,
        tzOffsetMinutes,
      });
      const failed = events.find((e) => e.type === 'ad/loadFailed');
      if (failed?.type === 'ad/loadFailed') setRefreshError(failed.message);
      setView((previous) => viewAfter(events, previous));
      setUsed(refreshesToday(store.deps.storage.get('adTimes'), now, tzOffsetMinutes));
    } finally {
      setBusy(false);
    }
  };

  const limitReached = view.kind === 'shown' && left <= 0;

  return (
    <>
      <NavBar title={t('titles.advert')} onBack={() => void navigate(PATHS.home)} />
      <section className="screen">
        {view.kind === 'loading' ? <p className="app__loading">{copy.loading}</p> : null}
        {view.kind === 'none' ? <p className="card">{copy.none}</p> : null}
        {view.kind === 'failed' ? (
          <RetryCard
            message={`${copy.failed} ${view.message}`}
            onRetry={() => {
              setView({ kind: 'loading' });
              void load().then(setView);
            }}
          />
        ) : null}
        {view.kind === 'shown' ? (
          <article className="card" aria-labelledby="ad-title">
            {safeImage(view.ad.imageUrl) ? (
              <img className="landing-ad__image" src={view.ad.imageUrl} alt="" />
            ) : null}
            <h2 id="ad-title" className="landing-title">
              {view.ad.title}
            </h2>
            {safeLink(view.ad.linkUrl) ? (
              <a
                className="btn btn--ghost btn--block"
                href={view.ad.linkUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                {copy.open}
              </a>
            ) : null}
          </article>
        ) : null}
        {view.kind === 'shown' && view.limit > 0 ? (
          <div className="landing-actions">
            {limitReached ? (
              <p className="notice" role="status">
                {t('landing.advert.limitReached', { limit })}
              </p>
            ) : (
              <p className="notice">{t('landing.advert.refreshesLeft', { count: left })}</p>
            )}
            {refreshError ? (
              <p className="error-text" role="alert">
                {refreshError}
              </p>
            ) : null}
            <button
              type="button"
              className="btn btn--block"
              onClick={() => void refresh()}
              disabled={limitReached || busy}
            >
              {copy.refresh}
            </button>
          </div>
        ) : null}
        {view.kind !== 'loading' ? (
          <button
            type="button"
            className="btn btn--ghost btn--block"
            style={{ marginTop: '0.5rem' }}
            onClick={() => void navigate(PATHS.home)}
          >
            {copy.close}
          </button>
        ) : null}
      </section>
    </>
  );
}
