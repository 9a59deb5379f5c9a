import { Link, useNavigate } from 'react-router-dom';
import { selectProgress } from '../../domain/application/application.selectors';
import { SCREEN_PATHS, PATHS, withQuery } from '../../domain/paths';
import { navigateByProgress, screenForProgress } from '../../domain/progress';
import { selectIsLoggedIn, selectMobile } from '../../domain/session/session.selectors';
import { useT } from '../../i18n/i18n';
import { useAppState } from '../../store/use-app-state';

/** Home: what the borrower needs next. The full state-by-state home arrives with the loan lifecycle. */
export function HomePage() {
  const { t } = useT();
  const navigate = useNavigate();
  const loggedIn = useAppState(selectIsLoggedIn);
  const mobile = useAppState(selectMobile);
  const progress = useAppState(selectProgress);
  const next = progress === null ? null : screenForProgress(progress);
  return (
    <section className="screen" aria-labelledby="home-title">
      <div className="hero">
        <h1 id="home-title">{t('app.name')}</h1>
        <p>{t('home.welcome')}</p>
        {loggedIn ? (
          <>
            <p>{t('home.hello', { mobile })}</p>
            {next && next !== 'home' && progress !== null ? (
              <button
                type="button"
                className="btn btn--light"
                onClick={() =>
                  navigateByProgress(progress, {}, (screen, query) => void navigate(withQuery(SCREEN_PATHS[screen], query)))
                }
              >
                {t('home.continueCta')}
              </button>
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
    </section>
  );
}
