import { act, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { MockInstance } from 'vitest';
import { installMockServer } from '../mocks/server';
import { currentPath, renderApp } from '../../tests/unit/render-app';
import { pageReload } from './route-error-boundary';

installMockServer();

/** Screens of this file that throw while rendering, or whose file fails to download, while switched on. */
const faults = vi.hoisted(() => {
  const downloads: Record<string, { fail: boolean; attempts: number }> = {};
  return { meThrows: false, downloads };
});

/** The download of a screen's file (its dynamic import): fails like a lost connection while `fail` is on. */
async function download<M>(name: string, load: () => Promise<M>): Promise<M> {
  const state = (faults.downloads[name] ??= { fail: false, attempts: 0 });
  state.attempts += 1;
  if (state.fail) throw new TypeError(`Failed to fetch dynamically imported module: /assets/${name}.js`);
  return load();
}

vi.mock('../features/me/me-page', async (importOriginal) => {
  const real = await importOriginal<{ MePage: ComponentType }>();
  const { createElement } = await import('react');
  return {
    ...real,
    MePage: () => {
      if (faults.meThrows) throw new Error('The Me page broke');
      return createElement(real.MePage);
    },
  };
});
// Each import of these files runs its factory again until one succeeds, as a browser that does not keep a
// failed download: the app's own loaders (src/app/screen-loaders.ts) and router are the real ones.
vi.mock('../features/user-center/about-us-page', (importOriginal) => download('AboutUsPage', importOriginal));
vi.mock('../features/user-center/faq-page', (importOriginal) => download('FaqPage', importOriginal));
vi.mock('../features/legal/privacy-policy-page', (importOriginal) =>
  download('PrivacyPolicyPage', importOriginal),
);

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  faults.meThrows = false;
  faults.downloads = {};
  // React and the boundary log every error: keep them, quietly, to check the boundary's.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const failDownloadsOf = (name: string): { fail: boolean; attempts: number } =>
  (faults.downloads[name] = { fail: true, attempts: 0 });
const logged = (prefix: string) =>
  consoleError.mock.calls.some(([first]) => typeof first === 'string' && first.startsWith(prefix));

test('a screen that throws shows the message in Spanish with a retry and a way home, keeps the tab bar and logs it', async () => {
  faults.meThrows = true;
  const { user } = await renderApp('/me');

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('No pudimos mostrar esta pantalla. Inténtalo de nuevo o vuelve al inicio.');
  expect(screen.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Ir al inicio' })).toBeVisible();
  expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
  expect(logged('[cuota] The screen at /me failed')).toBe(true);

  // Fixed (a passing glitch): "Reintentar" renders the screen again.
  faults.meThrows = false;
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
});

test('the message, the retry and the way home are in English when the language is English', async () => {
  faults.meThrows = true;
  await renderApp('/me', { language: 'en' });

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'We could not show this screen. Try again or go back home.',
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Go to home' })).toBeVisible();
  expect(screen.queryByText('Reintentar')).not.toBeInTheDocument();
});

test('"Ir al inicio" leaves the broken screen: the home screen shows', async () => {
  faults.meThrows = true;
  const { user } = await renderApp('/me');
  await screen.findByRole('alert');

  await user.click(screen.getByRole('button', { name: 'Ir al inicio' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Cuota' })).toBeVisible();
  expect(currentPath()).toBe('/');
  expect(screen.queryByRole('button', { name: 'Ir al inicio' })).not.toBeInTheDocument();

  // The tab bar leads back to the screen, which is tried again.
  faults.meThrows = false;
  const tabs = screen.getByRole('navigation', { name: 'Navegación principal' });
  await user.click(within(tabs).getByRole('link', { name: 'Mi cuenta' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
});

test('a screen whose file fails to download says so, and the retry downloads it again and shows it', async () => {
  const downloads = failDownloadsOf('AboutUsPage');
  const { user } = await renderApp('/user_center/about_us');

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'No se pudo descargar esta pantalla. Revisa tu conexión a internet e inténtalo de nuevo.',
  );
  expect(screen.getByRole('button', { name: 'Ir al inicio' })).toBeVisible();
  expect(logged('[cuota] The screen at /user_center/about_us could not be downloaded')).toBe(true);
  const failedAttempts = downloads.attempts;
  expect(failedAttempts).toBeGreaterThan(0);

  // The connection is back: "Reintentar" downloads the file again (the failure was not kept).
  downloads.fail = false;
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Acerca de nosotros' })).toBeVisible();
  expect(downloads.attempts).toBe(failedAttempts + 1);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a failed download in English, then home, and the screen downloads again when opened later', async () => {
  const downloads = failDownloadsOf('PrivacyPolicyPage');
  const { user } = await renderApp('/privacy_policy', { language: 'en' });

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This screen could not be downloaded. Check your internet connection and try again.',
  );
  expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Go to home' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Cuota' })).toBeVisible();
  expect(currentPath()).toBe('/');

  downloads.fail = false;
  const attempts = downloads.attempts;
  act(() => void (window.location.hash = '/privacy_policy'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  expect(downloads.attempts).toBe(attempts + 1);
});

test('when the retried download fails again (a browser keeping the failure), the page reloads once the server answers', async () => {
  failDownloadsOf('FaqPage');
  const serverAnswers = vi.spyOn(pageReload, 'serverAnswers').mockResolvedValue(false);
  const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
  const { user } = await renderApp('/user_center/faq');
  await screen.findByRole('alert');
  expect(serverAnswers).not.toHaveBeenCalled();

  // Still offline: the retry fails, the server does not answer, the message stays (no reload to an error page).
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo descargar esta pantalla.');
  await waitFor(() => expect(serverAnswers).toHaveBeenCalledTimes(1));
  expect(reload).not.toHaveBeenCalled();

  // The server answers but the download still fails: the page loads again.
  serverAnswers.mockResolvedValue(true);
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  expect(screen.getByRole('alert')).toHaveTextContent('No se pudo descargar esta pantalla.');
});
