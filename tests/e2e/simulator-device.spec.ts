import { expect, test, type FrameLocator, type Page } from './fixtures';
import { freshMobile } from './helpers';

/**
 * The simulator's device and world controls in web mode (the app in a same-origin iframe): network
 * profiles applied through the mock world, hand edits of the world, and preset switches.
 */

test.use({ viewport: { width: 1400, height: 900 }, isMobile: false, hasTouch: false });

// The simulator page runs its devtools panels and the whole app in a frame, about twice an app page's work: up to
// 25.5 s on a slow 2-core machine (issue 28), so twice the suite's 30 s limit.
test.describe.configure({ timeout: 60_000 });

const PRESET_MOBILE = '5512345678';

async function openSimulator(page: Page): Promise<FrameLocator> {
  await page.goto('./simulator/');
  await expect(page.getByLabel('Frame status')).toHaveText('App running');
  await expect(page.getByLabel('Network profile')).toBeEnabled();
  return page.frameLocator('iframe[title="App"]');
}

async function goTo(app: FrameLocator, hash: string) {
  await app.locator('body').evaluate((_, h) => {
    window.location.hash = h;
  }, hash);
}

/** Reloads the app on a preset from the World panel and logs its known borrower in natively. */
async function switchPresetAndLogIn(page: Page, app: FrameLocator, preset: string) {
  await page.getByRole('tab', { name: /^World/ }).click();
  await page.getByLabel('World preset').selectOption(preset);
  await page.getByRole('button', { name: 'Switch preset' }).click();
  await expect(page.getByLabel('App preset')).toHaveText(`App started on ${preset}`);
  await expect(page.getByLabel('Frame status')).toHaveText('App running');
  await expect(page.getByLabel('Borrowers')).toContainText(PRESET_MOBILE);
  // The app asks the native side to log in (toLogin); the emulated login screen reaches the new world.
  await goTo(app, '#/user/login');
  await app.getByRole('button', { name: 'Continuar con la app' }).click();
  await expect(app.getByRole('dialog', { name: 'Inicio de sesión de la app' })).toBeVisible();
  await page.getByRole('tab', { name: /^Bridge/ }).click();
  await page.getByLabel('Mobile', { exact: true }).fill(PRESET_MOBILE);
  await page.getByRole('button', { name: 'Log in natively' }).click();
  await expect(page.getByLabel('Login state')).toHaveText(`Logged in as ${PRESET_MOBILE}`);
  await goTo(app, '#/');
  await page.getByRole('tab', { name: /^World/ }).click();
}

test('offline makes the app show its network error; back online it works', async ({ page }) => {
  const app = await openSimulator(page);
  await goTo(app, '#/user/login');
  await app.getByLabel('Número de celular').fill(freshMobile());

  await page.getByLabel('Network profile').selectOption('offline');
  await expect(page.getByLabel('Network state')).toHaveText(/Offline/);
  await app.getByRole('button', { name: 'Enviar código' }).click();
  await expect(app.getByRole('alert')).toContainText('Sin conexión. Revisa tus datos móviles o Wi-Fi');
  await page.getByRole('tab', { name: /^Network/ }).click();
  await expect(page.getByLabel('Requests')).toContainText('networkError');

  await page.getByLabel('Network profile').selectOption('online');
  await expect(page.getByLabel('Network state')).not.toHaveText(/Offline/);
  await app.getByRole('button', { name: 'Enviar código' }).click();
  await expect(app.getByText(/Te enviamos un código por SMS/)).toBeVisible();
});

test('offline survives a reload of the app frame', async ({ page }) => {
  const app = await openSimulator(page);
  await page.getByLabel('Network profile').selectOption('offline');
  await app.locator('body').evaluate(() => window.location.reload());
  await expect(page.getByLabel('Frame status')).toHaveText('App running');
  await expect(page.getByLabel('Network profile')).toHaveValue('offline');
  await expect(page.getByLabel('Network state')).toHaveText(/Offline/);
  await page.getByLabel('Network profile').selectOption('online');
});

test('slow 3G shows the loading state for seconds, then the answer', async ({ page }) => {
  const app = await openSimulator(page);
  await goTo(app, '#/user/login');
  await app.getByLabel('Número de celular').fill(freshMobile());
  await page.getByLabel('Network profile').selectOption('slow');
  await expect(page.getByLabel('Network state')).toHaveText(/3G/);

  const started = Date.now();
  await app.getByRole('button', { name: 'Enviar código' }).click();
  await expect(app.getByRole('progressbar', { name: 'Cargando…' })).toBeVisible();
  await expect(app.getByRole('progressbar', { name: 'Cargando…' })).toBeHidden({ timeout: 10_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  await expect(app.getByText(/Te enviamos un código por SMS/)).toBeVisible();
  await page.getByLabel('Network profile').selectOption('online');
});

test('a quota edited in the World panel shows on the app home after a refresh; bad input is explained', async ({
  page,
}) => {
  const app = await openSimulator(page);
  await switchPresetAndLogIn(page, app, 'quota-granted');
  await expect(app.getByRole('heading', { name: 'Tu cupo disponible' })).toBeVisible();

  const quota = page.getByLabel('Quota amount');
  await quota.fill('12,345');
  await page.getByRole('button', { name: 'Set quota' }).click();
  await expect(page.getByLabel('Edit error')).toHaveText(
    'The quota is a whole number of pesos, digits only (e.g. 5000).',
  );
  await expect(quota).toHaveValue('12,345');
  await quota.fill('12300');
  await page.getByRole('button', { name: 'Set quota' }).click();
  await expect(page.getByLabel('Edit result')).toHaveText(`Quota of ${PRESET_MOBILE} set to 12300.`);
  await expect(page.getByLabel('Borrowers')).toContainText('granted 12300');

  await app.getByRole('button', { name: 'Actualizar' }).click();
  await expect(app.getByText(/\$12,300\.00/)).toBeVisible();
});

test('an order set to overdue in the World panel shows as overdue in the app', async ({ page }) => {
  const app = await openSimulator(page);
  await switchPresetAndLogIn(page, app, 'repaying');
  await expect(app.getByText('Tu préstamo está activo')).toBeVisible();

  const status = page.getByLabel(/^Status of LO/);
  await status.selectOption('overdue');
  const orderId = ((await status.getAttribute('aria-label')) ?? '').replace('Status of ', '');
  await page.getByRole('button', { name: `Set status of ${orderId}` }).click();
  await expect(page.getByLabel('Edit result')).toHaveText(`Order ${orderId} is now overdue.`);
  await expect(page.getByLabel('Borrowers')).toContainText(`${orderId} (overdue`);

  // A due date the loan's term cannot reach is refused, and what was typed stays.
  const due = page.getByRole('textbox', { name: `Due date of ${orderId}`, exact: true });
  await due.fill('2999-01-01');
  await page.getByRole('button', { name: `Set due date of ${orderId}` }).click();
  await expect(page.getByLabel('Edit error')).toContainText('at the latest');
  await expect(due).toHaveValue('2999-01-01');

  await goTo(app, '#/user/login');
  await goTo(app, '#/');
  await expect(app.getByText('Tu pago está vencido')).toBeVisible();
});

test('switching presets reloads the app on the new world', async ({ page }) => {
  const app = await openSimulator(page);
  await page.getByRole('tab', { name: /^World/ }).click();
  await expect(page.getByLabel('App preset')).toHaveText('App started on new-borrower');
  await expect(page.getByLabel('Borrowers').getByRole('row')).toHaveCount(1);
  await page.getByLabel('World preset').selectOption('overdue');
  await page.getByRole('button', { name: 'Switch preset' }).click();
  await expect(page.getByLabel('App preset')).toHaveText('App started on overdue');
  await expect(page.getByLabel('Borrowers')).toContainText(PRESET_MOBILE);
  await expect(page.getByLabel('Borrowers')).toContainText('(overdue');
  await expect(app.locator('#root')).not.toBeEmpty();
});
