import { useEffect } from 'react';
import { isNativeApp } from '../../bridge/client';
import { NavBar } from '../../components/ui/nav-bar';
import { useGoBack } from '../../components/ui/use-go-back';
import { selectDownloadUrl } from '../../domain/config/config.selectors';
import { PATHS } from '../../domain/paths';
import { useT } from '../../i18n/i18n';
import { useAppState } from '../../store/use-app-state';
import { useIntent } from '../../store/use-intent';
import { loadDownloadAddress } from './user-center.effects';
import { texts } from './user-center.texts';

/** Only web addresses over TLS are opened (the address comes from the backend). */
function isSafeUrl(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/** /user_center/open_app: the native app's download address (`/app-download/getAddress`). */
export function OpenAppPage() {
  const { t, language } = useT();
  const back = useGoBack(PATHS.settings);
  const url = useAppState(selectDownloadUrl);
  const copy = texts[language].openApp;
  const address = useIntent(loadDownloadAddress);
  const error = address.failure ? address.failure.message : null;
  const load = address.run;

  // One request per visit: the store refuses a second while one is going (React's strict mode runs this twice).
  useEffect(() => {
    void load({});
  }, [load]);

  return (
    <>
      <NavBar title={t('titles.openApp')} onBack={back} />
      <section className="screen">
        <div className="card">
          <p>{copy.intro}</p>
          {isNativeApp() ? <p className="notice">{copy.inApp}</p> : null}
          {url && isSafeUrl(url) ? (
            <a className="btn btn--block" href={url} target="_blank" rel="noopener noreferrer">
              {copy.download}
            </a>
          ) : null}
          {url && !isSafeUrl(url) ? <p className="error-text">{copy.unsafe}</p> : null}
          {error ? (
            <div role="alert">
              <p className="error-text">
                {copy.failed} {error}
              </p>
              <button type="button" className="btn btn--ghost btn--block" onClick={() => void load({})}>
                {t('app.retry')}
              </button>
            </div>
          ) : null}
        </div>
      </section>
    </>
  );
}
