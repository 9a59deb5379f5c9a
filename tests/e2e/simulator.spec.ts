import { expect, test, type Page } from './fixtures';
import { freshMobile } from './helpers';

/**
 * The devtools simulator in web mode (dist-mock/simulator/, built by `npm run build:simulator` after the
 * mock build): the app runs in a same-origin iframe with the bridge emulator installed by the page.
 */

test.use({ viewport: { width: 1400, height: 900 }, isMobile: false, hasTouch: false });

// The simulator page runs its devtools panels and the whole app in a frame, about twice an app page's work: up to
// 25.5 s on a slow 2-core machine (issue 28), so twice the suite's 30 s limit.
test.describe.configure({ timeout: 60_000 });

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
  // In a native web view the login page offers the native login (toLogin): the emulated login screen opens.
  await app.locator('body').evaluate(() => {
    window.location.hash = '#/user/login';
  });
  await app.getByRole('button', { name: 'Continuar con la app' }).click();
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

test('a journey recorded by hand is saved, replayed step by step, and a tampered copy is flagged', async ({
  page,
}) => {
  const app = await openSimulator(page);
  await page.getByRole('tab', { name: /^Journey/ }).click();
  await expect(page.getByLabel('Mask personal data')).toBeChecked();
  await page.getByRole('button', { name: 'Start recording' }).click();

  await app.locator('body').evaluate(() => {
    window.location.hash = '#/user/login';
  });
  await app.getByRole('button', { name: 'Continuar con la app' }).click();
  await expect(app.getByRole('dialog', { name: 'Inicio de sesión de la app' })).toBeVisible();
  const mobile = freshMobile();
  await loginNatively(page, mobile);
  await expect(app.getByRole('dialog', { name: 'Inicio de sesión de la app' })).toBeHidden();

  await page.getByRole('tab', { name: /^Journey/ }).click();
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await expect(page.getByText(/^Chain verified: \d+ entries/)).toBeVisible();
  await expect(page.getByText('(masked)')).toBeVisible();

  // Step through: forward, back, and a jump to the login event with its state diff.
  await expect(page.getByLabel('Step position')).toHaveText(/^Step 0 of \d+$/);
  await page.getByRole('button', { name: 'Step forward' }).click();
  await expect(page.getByLabel('Step position')).toHaveText(/^Step 1 of/);
  await page.getByRole('button', { name: 'Step back' }).click();
  await expect(page.getByLabel('Step position')).toHaveText(/^Step 0 of/);
  const loginStep = page.getByLabel('Journey steps').getByRole('button', { name: /session\/loggedIn/ });
  const seq = /#(\d+)/.exec((await loginStep.textContent()) ?? '')?.[1] ?? '';
  await page.getByLabel('Jump to step').fill(seq);
  await page.getByRole('button', { name: 'Jump', exact: true }).click();
  await expect(page.getByLabel('Step position')).toHaveText(new RegExp(`^Step ${seq} of`));
  await expect(page.getByLabel('Step detail')).toContainText('session/loggedIn');
  await expect(page.getByLabel('Step diff')).toContainText('session');
  // Masked at record time: the borrower's full mobile never reaches the file.
  await expect(page.getByLabel('Step detail')).not.toContainText(mobile);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save journey' }).click(),
  ]);
  const text = await (await download.createReadStream()).toArray();
  const saved = JSON.parse(Buffer.concat(text).toString('utf8')) as {
    entries: { at: number; data: { type?: string } }[];
  };
  // Compare with another run that logged a different event at the login step.
  const other = structuredClone(saved);
  other.entries.find((entry) => entry.data.type === 'session/loggedIn')!.data.type = 'session/loginFailed';
  await page.getByLabel('Compare with journey').setInputFiles({
    name: 'other.journey.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(other)),
  });
  await expect(page.getByLabel('Comparison')).toContainText(
    'First divergence from other.journey.json at event',
  );
  await expect(page.getByLabel('Comparison')).toContainText(
    'session/loggedIn here, session/loginFailed there',
  );
  // The copy was edited without re-chaining: the comparison says so beside it.
  await expect(page.getByLabel('Compared journey warning')).toContainText('TAMPERED JOURNEY: entry');
  await page.getByRole('button', { name: 'Go to divergence' }).click();
  await expect(page.getByLabel('Step position')).toHaveText(new RegExp(`^Step ${seq} of`));

  saved.entries[2]!.at += 1;
  await page.getByLabel('Open journey').setInputFiles({
    name: 'edited.journey.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(saved)),
  });
  await expect(page.getByRole('alert')).toContainText('TAMPERED JOURNEY: entry 2 was altered');
});

test('the phone frame: back sends the native back event, device presets and the language switch', async ({
  page,
}) => {
  const app = await openSimulator(page);
  await expect(page.getByLabel('Status bar')).toHaveText(/\d{2}:\d{2}/);
  await expect(app.getByText('Inicio')).toBeVisible();

  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('tab', { name: /^Bridge/ }).click();
  await expect(page.getByLabel('Bridge log')).toContainText('event backPressed');

  await page.getByLabel('Device', { exact: true }).selectOption('pixel-7');
  await expect(page.getByText('Pixel 7 · Android 14 · 412×915')).toBeVisible();
  await expect(page.getByLabel('Device info')).toContainText('Pixel 7');
  await expect(page.locator('iframe[title="App"]')).toHaveAttribute('style', /width: 412px/);

  await page.getByLabel('Language').selectOption('en');
  await expect(app.getByText('Home', { exact: true })).toBeVisible();
});
