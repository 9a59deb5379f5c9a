import { findFreePort, isPortFree } from '../../scripts/free-port.mjs';
import { expect, test, type Page } from '../e2e/fixtures';
import { freshMobile, readSmsCode } from '../e2e/helpers';
import { printedUrl, startCommand, type ServedCommand } from '../../scripts/served-command';
import { watchBrowser } from './browser-problems';

/**
 * The README's front door, as a new user runs it (issue 28): `npm start` on a port of its own (PORT, which the
 * command honours), the URLs read from what it prints, the simulator and the app alone opened in Chromium.
 * Any console error, page error, failed request or CSP violation (the suite's fixture) fails the test; the
 * server must stop on Ctrl+C and free its port.
 */

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1400, height: 900 }, isMobile: false, hasTouch: false });

const PANELS = ['Events', 'Network', 'Bridge', 'World', 'Journey', 'Scenarios', 'Review', 'Autopilot'];

let served: ServedCommand;
let port: number;
let simulatorUrl: string;
let appUrl: string;

test.beforeAll(async () => {
  port = await findFreePort(5310);
  served = startCommand('npm', ['start'], { PORT: String(port) });
  simulatorUrl = await printedUrl(
    served,
    /the simulator runs in the browser: open|open the simulator in a browser:/,
  );
  appUrl = await printedUrl(served, /The app alone:/);
});

test.afterAll(async () => {
  // A test that failed before `stop` still leaves no server behind.
  await served?.stop().catch(() => undefined);
});

async function openSimulator(page: Page) {
  await page.goto(simulatorUrl);
  await expect(page.getByLabel('Frame status')).toHaveText('App running', { timeout: 60_000 });
  return page.frameLocator('iframe[title="App"]');
}

test('npm start prints the simulator and the app on its own port', () => {
  expect(new URL(simulatorUrl).port).toBe(String(port));
  expect(new URL(simulatorUrl).pathname).toBe('/simulator/renderer/index.html');
  expect(appUrl).toBe(`http://127.0.0.1:${port}/`);
});

test('the simulator shows the phone frame with the app and every panel; a borrower logs in inside the frame', async ({
  page,
  context,
}) => {
  const problems = watchBrowser(context);
  const app = await openSimulator(page);
  await expect(page.getByLabel('Phone')).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Panels' }).getByRole('tab');
  await expect(tabs).toHaveText(PANELS.map((name) => new RegExp(`^${name}`)));

  // The app in the frame, on the mock world: the SMS with the code shows at the top of the frame.
  await app.locator('body').evaluate(() => {
    window.location.hash = '#/user/login';
  });
  await app.getByLabel('Número de celular').fill(freshMobile());
  await app.getByRole('button', { name: 'Enviar código' }).click();
  const sms = app
    .getByRole('status')
    .filter({ hasText: /\b\d{6}\b/ })
    .last();
  await expect(sms).toBeVisible();
  const code = /\b(\d{6})\b/.exec((await sms.textContent()) ?? '')?.[1] ?? '';
  await app.getByLabel('Código de verificación').fill(code);
  await app.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(app.getByRole('status').filter({ hasText: 'Sesión iniciada' })).toBeVisible();
  await page.getByRole('tab', { name: /^Events/ }).click();
  await expect(
    page.getByLabel('Event list').getByRole('button', { name: /session\/loggedIn/ }),
  ).toBeVisible();
  problems.expectNone();
});

test("the World panel's clock moves a day and a scenario runs to its end from the Scenarios panel", async ({
  page,
  context,
}) => {
  const problems = watchBrowser(context);
  await openSimulator(page);
  await page.getByRole('tab', { name: /^World/ }).click();
  const worldTime = page.getByLabel('World time');
  await expect(worldTime).toHaveText(/^\d{4}-/);
  const before = Date.parse((await worldTime.textContent()) ?? '');
  await page.getByLabel('Amount').fill('1');
  await page.getByRole('button', { name: 'Advance days' }).click();
  await expect
    .poll(async () => Date.parse((await worldTime.textContent()) ?? '') - before)
    .toBeGreaterThanOrEqual(24 * 3600_000);

  await page.getByRole('tab', { name: /^Scenarios/ }).click();
  await page
    .getByLabel('Scenario list')
    .getByRole('button', { name: /\/ quota-rejected(\s|$)/ })
    .click();
  await page
    .getByRole('toolbar', { name: 'Run controls' })
    .getByRole('button', { name: 'Run', exact: true })
    .click();
  await expect(page.getByLabel('Run status')).toHaveText(/^Passed: 6 of 6 steps in [\d.]+ s$/, {
    timeout: 60_000,
  });
  problems.expectNone();
});

test('the app alone, at the printed URL and with a preset', async ({ page, context }) => {
  const problems = watchBrowser(context);
  await page.goto(appUrl);
  await expect(page.locator('main')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', /^es/);
  await page.goto(new URL('./#/user/login', appUrl).href);
  await page.getByLabel('Número de celular').fill(freshMobile());
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await readSmsCode(page);

  await page.goto(new URL('/?preset=quota-granted#/', appUrl).href);
  await expect(page.locator('main')).toBeVisible({ timeout: 30_000 });
  problems.expectNone();
});

test('Ctrl+C stops npm start and frees its port', async () => {
  await served.stop();
  expect(await isPortFree(port)).toBe(true);
});
