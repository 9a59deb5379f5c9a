import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { selectImageCountLimit, selectServiceHours } from '../../domain/feedback/feedback.selectors';
import { PATHS, withQuery } from '../../domain/paths';
import { useT } from '../../i18n/i18n';
import type { EffectDeps } from '../../store/effect-deps';
import { useAppState, useStore } from '../../store/use-app-state';
import { useIntent } from '../../store/use-intent';
import { loadFeedbackLimits } from './feedback.effects';
import './feedback.css';

/**
 * The navigation state of the list's "Nueva solicitud" links, carried to the result page: its "Ver mis
 * solicitudes" then goes back to that list instead of opening a second one (decision 0068).
 */
export const FROM_LIST = { feedbackFrom: 'list' } as const;

/** True when a location's state says the borrower came from the list (FROM_LIST). */
export function cameFromList(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'feedbackFrom' in state && state.feedbackFrom === 'list'
  );
}

/** Shown instead of a screen that needs a session: a way to log in and come back. */
export function LoginRequired() {
  const { t } = useT();
  const location = useLocation();
  return (
    <div className="card">
      <p>{t('feedback.common.loginRequired')}</p>
      <Link
        className="btn btn--block"
        to={withQuery(PATHS.login, { redirect: `${location.pathname}${location.search}` })}
      >
        {t('feedback.common.login')}
      </Link>
    </div>
  );
}

/** The image count limit and service hours of the backend's configuration (loaded once, defaults meanwhile). */
export function useFeedbackLimits(): { imageCountLimit: number; serviceHours: string } {
  const store = useStore<EffectDeps>();
  const imageCountLimit = useAppState(selectImageCountLimit);
  const serviceHours = useAppState(selectServiceHours);
  // In the background; two screens asking at once send one request.
  const { run: loadLimits } = useIntent(loadFeedbackLimits);
  useEffect(() => {
    // Once is enough: the package configuration does not change while the app runs.
    if (store.getState().feedback.limits === null) void loadLimits({});
  }, [store, loadLimits]);
  return { imageCountLimit, serviceHours };
}

/**
 * The two sections of customer service, as tabs; the requests tab carries the red dot. A tab takes the place of
 * the other (no history entry per switch): back leaves the section.
 */
export function FeedbackTabs({ current, unread }: { current: 'requests' | 'faq'; unread: number }) {
  const { t } = useT();
  return (
    <nav className="fb-tabs" aria-label={t('feedback.list.tabs')}>
      <Link
        className={`fb-tab${current === 'requests' ? ' fb-tab--active' : ''}`}
        to={PATHS.feedbackList}
        replace
        aria-current={current === 'requests' ? 'page' : undefined}
      >
        {t('feedback.list.tabRequests')}
        {unread > 0 ? (
          <span className="fb-dot" role="img" aria-label={t('feedback.list.unread', { count: unread })} />
        ) : null}
      </Link>
      <Link
        className={`fb-tab${current === 'faq' ? ' fb-tab--active' : ''}`}
        to={PATHS.feedbackFaq}
        replace
        aria-current={current === 'faq' ? 'page' : undefined}
      >
        {t('feedback.list.tabFaq')}
      </Link>
    </nav>
  );
}

/**
 * One to five stars as a radio group (the detail's rating form and the evaluation popup): `legend` names the
 * group, `starLabel(n)` each star, for screen readers.
 */
export function StarPicker({
  name,
  rating,
  legend,
  starLabel,
  onPick,
}: {
  name: string;
  rating: number;
  legend: string;
  starLabel: (n: number) => string;
  onPick: (n: number) => void;
}) {
  return (
    <fieldset className="fb-stars">
      <legend className="visually-hidden">{legend}</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className={`fb-star${n <= rating ? ' fb-star--on' : ''}`}>
          <input
            type="radio"
            name={name}
            value={n}
            checked={rating === n}
            aria-label={starLabel(n)}
            onChange={() => onPick(n)}
          />
          <span aria-hidden="true">★</span>
        </label>
      ))}
    </fieldset>
  );
}
