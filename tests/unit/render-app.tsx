import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoot } from '../../src/app/root';
import { createApp, type AppOptions } from '../../src/app/bootstrap';
import { setLanguage } from '../../src/i18n/i18n';
import { createMemoryStorage, createStoredValues } from '../../src/storage/stored-values';

/** Renders the whole app at a hash path, on in-memory storage, with the API layer loaded. */
export async function renderApp(path: string, options: AppOptions & { language?: 'es' | 'en' } = {}) {
  window.location.hash = path;
  const storedValues = options.storedValues ?? createStoredValues(createMemoryStorage());
  storedValues.set('language', options.language ?? 'es');
  setLanguage(options.language ?? 'es');
  const navigate = options.navigate ?? ((to: string) => (window.location.hash = to));
  const app = createApp({ logStorage: createMemoryStorage(), ...options, storedValues, navigate });
  await app.loadApi();
  const user = userEvent.setup();
  const view = render(<AppRoot app={app} />);
  return { app, storedValues, user, ...view };
}

/** The hash path the app is on, without the query. */
export const currentPath = () => window.location.hash.replace(/^#/, '').split('?')[0];
