import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { NavBar } from '../../components/ui/nav-bar';
import { effectiveRefreshLimit, refreshesLeftToday, refreshesToday } from '../../domain/ad-refresh';
import type { AdPageState } from '../../domain/config/config.reducer';
import type { AdContent } from '../../domain/events';
import { PATHS } from '../../domain/paths';
import { useT } from '../../i18n/i18n';
import type { EffectDeps } from '../../store/effect-deps';
import type { Outcome } from '../../store/store';
import { useAppState, useStore } from '../../store/use-app-state';
import { failureOf, useIntent } from '../../store/use-intent';
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

/** The phone's clock and time zone, when the borrower asks for another ad. */
function clockNow(): { now: number; tzOffsetMinutes: number } {
  const now = Date.now();
  return { now, tzOffsetMinutes: new Date(now).getTimezoneOffset() };
}

/** What the page shows: its first load's outcome, then the ad page the config slice keeps. */
function viewOf(load: Outcome | null, ad: AdPageState | undefined): View {
  if (load === null) return { kind: 'loading' };
  if (load.status === 'failed') return { kind: 'failed', message: failureOf(load)?.message ?? '' };
  if (ad && !ad.enabled) return { kind: 'none' };
  if (!ad?.shown) return { kind: 'loading' };
  return {
    kind: 'shown',
    ad: ad.shown,
    limit: effectiveRefreshLimit(ad.dailyRefreshLimit),
    triggers: ad.triggers,
    backendLeft: ad.refreshesLeftToday,
  };
}

/**
 * The model of /advert: the first load (one per visit: the store refuses a second while one is going, and
 * React's strict mode runs the effect twice, so an ad is counted once), the view read from the config slice,
 * the refreshes left today and "another ad".
 */
function useAdvertModel() {
  const store = useStore<EffectDeps>();
  const [used, setUsed] = useState(() =>
    refreshesToday(store.deps.storage.get('adTimes'), Date.now(), new Date().getTimezoneOffset()),
  );
  const page = useIntent(loadAdPage);
  const ad = useAppState((s) => s.config.ad);
  const view = viewOf(page.outcome, ad);
  const load = page.run;
  useEffect(() => {
    void load({});
  }, [load]);

  const limit = view.kind === 'shown' ? view.limit : effectiveRefreshLimit(null);
  const left = refreshesLeftToday(limit, used, view.kind === 'shown' ? view.backendLeft : null);
  const another = useIntent(refreshAd, {
    onDone: (_outcome, _state, sent) => {
      setUsed(refreshesToday(store.deps.storage.get('adTimes'), sent.now, sent.tzOffsetMinutes));
    },
  });
  const busy = another.pending;
  const refresh = async () => {
    if (view.kind !== 'shown' || busy) return;
    await another.run({
      trigger: adTriggers(view.triggers).refresh,
      limit: view.limit,
      backendLeft: view.backendLeft,
      ...clockNow(),
    });
  };
  return {
    view,
    limit,
    left,
    busy,
    limitReached: view.kind === 'shown' && left <= 0,
    refreshError: another.failure?.message ?? null,
    retry: () => void load({}),
    refresh: () => void refresh(),
  };
}

type AdvertModel = ReturnType<typeof useAdvertModel>;

/** The ad: its picture and title, and its link (only safe ones). */
function AdCard({ ad }: { ad: AdContent }) {
  const { language } = useT();
  const copy = texts[language].advert;
  return (
    <article className="card" aria-labelledby="ad-title">
      {safeImage(ad.imageUrl) ? <img className="landing-ad__image" src={ad.imageUrl} alt="" /> : null}
      <h2 id="ad-title" className="landing-title">
        {ad.title}
      </h2>
      {safeLink(ad.linkUrl) ? (
        <a className="btn btn--ghost btn--block" href={ad.linkUrl} target="_blank" rel="noopener noreferrer">
          {copy.open}
        </a>
      ) : null}
    </article>
  );
}

/** "Another ad": the refreshes left today (or the limit reached), a refused refresh's message, the button. */
function AnotherAd({ model }: { model: AdvertModel }) {
  const { t, language } = useT();
  const copy = texts[language].advert;
  return (
    <div className="landing-actions">
      {model.limitReached ? (
        <p className="notice" role="status">
          {t('landing.advert.limitReached', { limit: model.limit })}
        </p>
      ) : (
        <p className="notice">{t('landing.advert.refreshesLeft', { count: model.left })}</p>
      )}
      {model.refreshError ? (
        <p className="error-text" role="alert">
          {model.refreshError}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn--block"
        onClick={model.refresh}
        disabled={model.limitReached || model.busy}
      >
        {copy.refresh}
      </button>
    </div>
  );
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
  const copy = texts[language].advert;
  const model = useAdvertModel();
  const { view } = model;
  return (
    <>
      <NavBar title={t('titles.advert')} onBack={() => void navigate(PATHS.home)} />
      <section className="screen">
        {view.kind === 'loading' ? <p className="app__loading">{copy.loading}</p> : null}
        {view.kind === 'none' ? <p className="card">{copy.none}</p> : null}
        {view.kind === 'failed' ? (
          <RetryCard message={`${copy.failed} ${view.message}`} onRetry={model.retry} />
        ) : null}
        {view.kind === 'shown' ? <AdCard ad={view.ad} /> : null}
        {view.kind === 'shown' && view.limit > 0 ? <AnotherAd model={model} /> : null}
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
