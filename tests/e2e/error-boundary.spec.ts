import { expect, test, type Page } from './fixtures';

/**
 * The file of the about-us screen: its feature's chunk (`assets/user-center-<hash>.js`, decision 0024). Routed
 * on the context: the mock world's service worker fetches files itself, and only context routes see those.
 */
const ABOUT_US_CHUNK = /\/assets\/user-center-[^/]*\.js$/;

/** Opens the Me tab logged out and waits for it (and for the app to be exposed, with the mock world up). */
async function openMe(page: Page): Promise<void> {
  await page.goto('./#/me');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
  await page.waitForFunction(() => window.__cuotaApp !== undefined);
}

test('a screen whose file cannot be downloaded says so; once the connection is back, "Reintentar" shows it', async ({
  page,
}) => {
  let offline = true;
  let requests = 0;
  await page.context().route(ABOUT_US_CHUNK, (route) => {
    requests += 1;
    return offline ? route.abort('internetdisconnected') : route.continue();
  });
  await openMe(page);

  await page.getByRole('link', { name: 'Acerca de nosotros' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'No se pudo descargar esta pantalla. Revisa tu conexión a internet e inténtalo de nuevo.',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ir al inicio' })).toBeVisible();
  expect(requests).toBeGreaterThan(0);

  // The retry downloads the file again (a browser that keeps the failed download gets a reload instead).
  offline = false;
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Acerca de nosotros' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'No se pudo descargar' })).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe('#/user_center/about_us');
});

test('a failed download keeps the frame: "Ir al inicio" goes home and the tab bar is back', async ({
  page,
}) => {
  await page.context().route(ABOUT_US_CHUNK, (route) => route.abort('internetdisconnected'));
  await openMe(page);

  await page.getByRole('link', { name: 'Acerca de nosotros' }).click();
  await expect(page.getByRole('alert')).toContainText('No se pudo descargar esta pantalla.');
  await page.getByRole('button', { name: 'Ir al inicio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cuota' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('#/');
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
});

test('a screen that throws while rendering shows the message in English with a retry and a way home', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The screen's file arrives but its component throws when rendered (where it names its first section).
  await page.context().route(ABOUT_US_CHUNK, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /(["'`])about-who\1/,
      "(() => { throw new Error('The about-us screen broke on purpose'); })()",
    );
    await route.fulfill({ response, body });
  });
  await openMe(page);
  await page.evaluate(() => {
    const app = window.__cuotaApp as unknown as { services: { changeLanguage(language: string): void } };
    app.services.changeLanguage('en');
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Me' })).toBeVisible();

  await page.getByRole('link', { name: 'About us' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'We could not show this screen. Try again or go back home.',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(errors.some((text) => text.startsWith('[cuota] The screen at /user_center/about_us failed'))).toBe(
    true,
  );

  // Still broken: "Try again" renders it again and shows the message again, never a blank page.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('alert')).toContainText('We could not show this screen.');

  await page.getByRole('button', { name: 'Go to home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cuota' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('#/');
});
