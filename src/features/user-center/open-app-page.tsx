import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isNativeApp } from '../../bridge/client';
import { NavBar } from '../../components/ui/nav-bar';
import { selectDownloadUrl } from '../../domain/config/config.selectors';
import { useT } from '../../i18n/i18n';
import type { EffectDeps } from '../../store/effect-deps';
import { useAppState, useStore } from '../../store/use-app-state';
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
  const navigate = useNavigate();
  const store = useStore<EffectDeps>();
  const url = useAppState(selectDownloadUrl);
  const [error, setError] = useState<string | null>(null);
  const copy = texts[language].openApp;

  const load = useCallback(async (): Promise<string | null> => {
    const events = await store.run(loadDownloadAddress, {});
    const failed = events.find((e) => e.type === 'config/downloadAddressFailed');
    return failed?.type === 'config/downloadAddressFailed' ? failed.message : null;
  }, [store]);

  // One request per visit, even when React's strict mode runs the effect twice.
  const firstLoad = useRef<Promise<string | null> | null>(null);
  useEffect(() => {
    let live = true;
    firstLoad.current ??= load();
    void firstLoad.current.then((next) => live && setError(next));
    return () => {
      live = false;
    };
  }, [load]);

  return (
    <>
      <NavBar title={t('titles.openApp')} onBack={() => void navigate(-1)} />
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
              <button
                type="button"
                className="btn btn--ghost btn--block"
                onClick={() => void load().then(setError)}
              >
                {t('app.retry')}
              </button>
            </div>
          ) : null}
        </div>
      </section>
    </>
  );
}
