import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoot } from '../../src/app/root';
import { createApp, type AppOptions } from '../../src/app/bootstrap';
import { setLanguage } from '../../src/i18n/i18n';
import { createMemoryStorage, createStoredValues } from '../../src/storage/stored-values';
import { LOG_STORAGE_KEY, LOG_VERSION } from '../../src/store/persistence';

/** Renders the whole app at a hash path, on in-memory storage, with the API layer loaded. */
export interface RenderOptions extends AppOptions {
  language?: 'es' | 'en';
  /** Start logged in with a token the mock world knows (e.g. a preset's) at this progress code. */
  session?: { mobile: string; token: string; progress: number };
}

export async function renderApp(path: string, options: RenderOptions = {}) {
  window.location.hash = path;
  const storedValues = options.storedValues ?? createStoredValues(createMemoryStorage());
  storedValues.set('language', options.language ?? 'es');
  setLanguage(options.language ?? 'es');
  const navigate = options.navigate ?? ((to: string) => (window.location.hash = to));
  const app = createApp({ logStorage: createMemoryStorage(), ...options, storedValues, navigate });
  await app.loadApi();
  if (options.session) {
    const { mobile, token, progress } = options.session;
    storedValues.set('token', { Authorization: `Bearer ${token}` });
    app.store.dispatch({ type: 'session/loggedIn', mobile, token: `Bearer ${token}`, via: 'web' });
    app.store.dispatch({ type: 'application/progressLoaded', progress });
  }
  const user = userEvent.setup();
  const view = render(<AppRoot app={app} />);
  return { app, storedValues, user, ...view };
}

/** The hash path the app is on, without the query. */
export const currentPath = () => window.location.hash.replace(/^#/, '').split('?')[0];

/**
 * What a borrower logged in before a reload leaves behind: the token among the stored values and a log whose
 * only event is the login. Pass both to `renderApp`.
 */
export function storedSession(mobile: string, rawToken: string) {
  const storedValues = createStoredValues(createMemoryStorage());
  const token = `Bearer ${rawToken}`;
  storedValues.set('token', { Authorization: token });
  const logStorage = createMemoryStorage();
  logStorage.setItem(
    LOG_STORAGE_KEY,
    JSON.stringify({
      version: LOG_VERSION,
      snapshot: null,
      events: [{ type: 'session/loggedIn', at: 1, mobile, token, via: 'web' }],
    }),
  );
  return { storedValues, logStorage };
}
