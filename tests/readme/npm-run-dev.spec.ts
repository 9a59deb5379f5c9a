import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isPortFree } from '../../scripts/free-port.mjs';
import { expect, test } from '../e2e/fixtures';
import { freshMobile, readSmsCode } from '../e2e/helpers';
import { printedUrl, startCommand, type ServedCommand } from '../../scripts/served-command';
import { watchBrowser } from './browser-problems';

/**
 * `npm run dev` as the README names it (issue 28): the app alone on the Vite dev server with the mock world, and
 * hot reload. Vite takes 5173 or, when that is taken, the next free port, and prints the one it serves.
 */

test.describe.configure({ mode: 'serial' });

let served: ServedCommand;
let appUrl: string;

test.beforeAll(async () => {
  served = startCommand('npm', ['run', 'dev']);
  appUrl = await printedUrl(served, /Local:/);
});

test.afterAll(async () => {
  await served?.stop().catch(() => undefined);
});

test('the app runs on the mock world: a new borrower logs in with the SMS code the page shows', async ({
  page,
  context,
}) => {
  const problems = watchBrowser(context);
  await page.goto(new URL('./#/user/login', appUrl).href);
  await expect(page.locator('html')).toHaveAttribute('lang', /^es/);
  await page.getByLabel('Número de celular').fill(freshMobile());
  await page.getByRole('button', { name: 'Enviar código' }).click();
  const code = await readSmsCode(page);
  await page.getByLabel('Código de verificación').fill(code);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sesión iniciada' })).toBeVisible();
  problems.expectNone();
});

/**
 * Saves the stylesheet and waits for the open page to show the change. A save the file watcher never heard of (an
 * inotify event lost on a busy machine: about one run in fifteen here, whatever the page) is saved again, at most
 * three times in all; hot reload that does not work fails all three.
 */
async function saveAndSee(text: string, seen: () => Promise<boolean>): Promise<void> {
  const stylesheet = fileURLToPath(new URL('../../src/app/app.css', import.meta.url));
  for (let attempt = 1; ; attempt += 1) {
    writeFileSync(stylesheet, text);
    try {
      await expect.poll(seen, { timeout: 5_000 }).toBe(true);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

test('a saved stylesheet reaches the open page without a reload (hot reload)', async ({ page, context }) => {
  const problems = watchBrowser(context);
  const stylesheet = fileURLToPath(new URL('../../src/app/app.css', import.meta.url));
  const original = readFileSync(stylesheet, 'utf8');
  const { atime, mtime } = statSync(stylesheet);
  // Its text and its time: the scenario runner and the autopilot rebuild the mock build when src/ looks newer.
  const restore = () => {
    if (readFileSync(stylesheet, 'utf8') !== original) writeFileSync(stylesheet, original);
    utimesSync(stylesheet, atime, mtime);
  };
  process.once('exit', restore);
  try {
    await page.goto(appUrl);
    await expect(page.locator('main')).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { hmrProbe?: boolean }).hmrProbe = true;
    });
    const outline = () => page.locator('#root').evaluate((root) => getComputedStyle(root).outlineColor);
    expect(await outline()).not.toBe('rgb(1, 2, 3)');

    await saveAndSee(`${original}\n#root { outline: 1px solid rgb(1, 2, 3); }\n`, async () => {
      return (await outline()) === 'rgb(1, 2, 3)';
    });
    // The text back first, its time only once the page has it (in `finally`): the watcher reads the time of a
    // change, and a time set back at once could make the second save look like no change at all.
    await saveAndSee(original, async () => (await outline()) !== 'rgb(1, 2, 3)');
    // The same document all along: the change was swapped in, not reloaded.
    expect(await page.evaluate(() => (window as unknown as { hmrProbe?: boolean }).hmrProbe)).toBe(true);
  } finally {
    restore();
    process.off('exit', restore);
  }
  problems.expectNone();
});

test('Ctrl+C stops npm run dev and frees its port', async () => {
  await served.stop();
  expect(await isPortFree(Number(new URL(appUrl).port))).toBe(true);
});
