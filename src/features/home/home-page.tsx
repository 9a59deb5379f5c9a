import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { showToast } from '../../components/ui/toast';
import { selectProgress } from '../../domain/application/application.selectors';
import { SCREEN_PATHS, PATHS, withQuery } from '../../domain/paths';
import { navigateByProgress, nextStepAt } from '../../domain/progress';
import { selectQuota } from '../../domain/quota/quota.selectors';
import { selectIsLoggedIn, selectMobile } from '../../domain/session/session.selectors';
import { useT } from '../../i18n/i18n';
import type { EffectDeps } from '../../store/effect-deps';
import { useAppState, useStore } from '../../store/use-app-state';
import { refreshStanding } from './home.effects';
import './home.texts';

const POLL_MS = 30_000;
const money = (amount: number, language: string) =>
  new Intl.NumberFormat(language === 'es' ? 'es-MX' : 'en-US', { style: 'currency', currency: 'MXN' }).format(amount);

/** Home: what the borrower needs next (log in, the next application step, the quota review, the quota). */
export function HomePage() {
  const { t, language } = useT();
  const navigate = useNavigate();
  const store = useStore<EffectDeps>();
  const loggedIn = useAppState(selectIsLoggedIn);
  const mobile = useAppState(selectMobile);
  const progress = useAppState(selectProgress);
  const quota = useAppState(selectQuota);
  const [refreshing, setRefreshing] = useState(false);
  const busy = useRef(false);
  const next = progress === null ? null : nextStepAt(progress);

  const refresh = async (silent: boolean) => {
    if (busy.current) return;
    busy.current = true;
    setRefreshing(true);
    try {
      const events = await store.run(refreshStanding, { silent });
      const failed = events.find((e) => e.type === 'home/refreshFailed');
      if (!silent) showToast(failed?.type === 'home/refreshFailed' ? failed.message : t('homeState.updated'), failed ? 'error' : 'success');
    } finally {
      busy.current = false;
      setRefreshing(false);
    }
  };

  // On arrival, and every 30 s while the quota is under review.
  useEffect(() => {
    if (!loggedIn) return;
    void refresh(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per arrival / login
  }, [loggedIn]);
  useEffect(() => {
    if (!loggedIn || quota.status !== 'reviewing') return;
    const timer = setInterval(() => void refresh(true), POLL_MS);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the poll restarts when the status changes
  }, [loggedIn, quota.status]);

  return (
    <section className="screen" aria-labelledby="home-title">
      <div className="hero">
        <h1 id="home-title">{t('app.name')}</h1>
        <p>{t('home.welcome')}</p>
        {loggedIn ? (
          <>
            <p>{t('home.hello', { mobile })}</p>
            {next && progress !== null ? (
              <>
                <p>{t('homeState.nextStep', { step: t(`titles.${next}`) })}</p>
                <button
                  type="button"
                  className="btn btn--light"
                  onClick={() =>
                    navigateByProgress(progress, {}, (screen, query) => void navigate(withQuery(SCREEN_PATHS[screen], query)))
                  }
                >
                  {t('home.continueCta')}
                </button>
              </>
            ) : null}
          </>
        ) : (
          <>
            <p>{t('home.loginPrompt')}</p>
            <Link className="btn btn--light" to={PATHS.login}>
              {t('home.loginCta')}
            </Link>
          </>
        )}
      </div>
      {loggedIn && quota.status === 'reviewing' ? (
        <div className="card" role="status">
          <h2>{t('homeState.reviewing')}</h2>
          <p>{t('homeState.reviewingBody')}</p>
        </div>
      ) : null}
      {loggedIn && quota.status === 'granted' && quota.availableAmount !== null ? (
        <div className="card">
          <h2>{t('homeState.granted')}</h2>
          <p className="amount" data-claim="quota.available">
            {money(quota.availableAmount, language)}
          </p>
          <p>{t('homeState.grantedBody')}</p>
          <Link className="btn btn--block" to={PATHS.toBorrow}>
            {t('homeState.borrow')}
          </Link>
        </div>
      ) : null}
      {loggedIn && quota.status === 'rejected' ? (
        <div className="card">
          <h2>{t('homeState.rejected')}</h2>
          <p>
            {quota.reapplyAfterDays !== null
              ? t('homeState.rejectedDays', { count: quota.reapplyAfterDays })
              : t('homeState.rejectedNoDays')}
          </p>
        </div>
      ) : null}
      {loggedIn ? (
        <button type="button" className="btn btn--ghost btn--block" onClick={() => void refresh(false)} disabled={refreshing}>
          {t('homeState.refresh')}
        </button>
      ) : null}
    </section>
  );
}
