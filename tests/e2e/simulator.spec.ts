import { expect, test, type Page } from '@playwright/test';
import { freshMobile } from './helpers';

/**
 * The devtools simulator in web mode (dist-mock/simulator/, built by `npm run build:simulator` after the
 * mock build): the app runs in a same-origin iframe with the bridge emulator installed by the page.
 */

test.use({ viewport: { width: 1400, height: 900 }, isMobile: false, hasTouch: false });

async function openSimulator(page: Page) {
  await page.goto('./simulator/');
  await expect(page.getByLabel('Frame status')).toHaveText('App running');
  return page.frameLocator('iframe[title="App"]');
}

async function loginNatively(page: Page, mobile: string) {
  await page.getByRole('tab', { name: /^Bridge/ }).click();
  await page.getByLabel('Mobile', { exact: true }).fill(mobile);
  await page.getByRole('button', { name: 'Log in natively' }).click();
  await expect(page.getByLabel('Login state')).toHaveText(`Logged in as ${mobile}`);
}

test('the app runs in the phone frame and the events panel shows live events after a native login', async ({
  page,
}) => {
  const app = await openSimulator(page);
  await expect(app.locator('#root')).not.toBeEmpty();
  await expect(page.getByText('moto e(7) · Android 10')).toBeVisible();
  // In a native web view the login page asks the native app (toLogin): the emulated login screen opens.
  await app.locator('body').evaluate(() => {
    window.location.hash = '#/user/login';
  });
  await expect(app.getByRole('dialog', { name: 'Inicio de sesión de la app' })).toBeVisible();
  const mobile = freshMobile();
  await loginNatively(page, mobile);
  await expect(app.getByRole('dialog', { name: 'Inicio de sesión de la app' })).toBeHidden();
  await expect(page.getByLabel('SMS inbox')).toContainText(mobile);

  await page.getByRole('tab', { name: /^Events/ }).click();
  const loggedIn = page.getByLabel('Event list').getByRole('button', { name: /session\/loggedIn/ });
  await expect(loggedIn).toBeVisible();
  await loggedIn.click();
  await expect(page.getByLabel('State diff')).toContainText('session');
  await page.getByLabel('Search events').fill('no-such-event-type');
  await expect(page.getByLabel('Event list').getByRole('button')).toHaveCount(0);
});

test('a fault set in the network panel shows in the app, and the clock advances', async ({ page }) => {
  const app = await openSimulator(page);
  await page.getByRole('tab', { name: /^Network/ }).click();
  await page.getByLabel('Endpoint').fill('*');
  await page.getByLabel('Fault', { exact: true }).selectOption('networkError');
  await page.getByRole('button', { name: 'Add fault' }).click();
  await expect(page.getByLabel('Active faults')).toContainText('*: networkError');

  await app.locator('body').evaluate(() => {
    window.location.hash = '#/user/login';
  });
  await app.getByLabel('Número de celular').fill(freshMobile());
  await app.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByLabel('Requests')).toContainText('networkError');

  await page.getByRole('tab', { name: /^World/ }).click();
  const before = await page.getByLabel('World time').textContent();
  await page.getByLabel('Amount').fill('2');
  await page.getByRole('button', { name: 'Advance days' }).click();
  await expect(page.getByLabel('World time')).not.toHaveText(before ?? '');
  const after = Date.parse((await page.getByLabel('World time').textContent()) ?? '');
  expect(after - Date.parse(before ?? '')).toBeGreaterThanOrEqual(2 * 24 * 3600_000);
});
