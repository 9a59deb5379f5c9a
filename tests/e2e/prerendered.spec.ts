import { expect, test, type Page } from './fixtures';
import { openAsPresetBorrower } from './session';

/**
 * The pre-rendered entry screens (decision 0024): index.html carries their HTML, the page's inline first
 * script shows the one the address asks for before any script file has arrived, and the app hydrates it
 * (keeps its nodes) instead of drawing it again. Visitors it does not fit see nothing pre-rendered.
 */
const ENTRY_SCREENS: Array<[path: string, heading: string]> = [
  ['/', 'Cuota'],
  ['/user/login', 'Iniciar sesión'],
  ['/yx1', 'Préstamos personales Cuota'],
  ['/yx2', 'Préstamos personales Cuota'],
  ['/yx3', 'Préstamos personales Cuota'],
];

/** Holds back every script file, so that only the page itself (and its inline script) has run. */
async function withoutScriptFiles(page: Page): Promise<() => Promise<void>> {
  let holding = true;
  const held: Array<() => Promise<void>> = [];
  await page.route('**/assets/*.js', (route) =>
    holding ? void held.push(() => route.continue()) : route.continue(),
  );
  return async () => {
    holding = false;
    await Promise.all(held.splice(0).map((go) => go()));
  };
}

/**
 * Reloads the page with its script files held back. The mock world's service worker goes first: while it still
 * counts the page being left as its client, it fetches the reloaded page's files itself, past the page's route,
 * and the app starts (a flaky test on a busy machine: issue 28). The app registers it again once released.
 */
async function reloadWithoutScriptFiles(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations())
      await registration.unregister();
  });
  const release = await withoutScriptFiles(page);
  await page.reload();
  return release;
}

/** Console errors and warnings of the page (a hydration mismatch is one). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

for (const [path, heading] of ENTRY_SCREENS) {
  test(`${path} shows its pre-rendered HTML before any script file, and the app hydrates it`, async ({
    page,
  }) => {
    const problems = consoleProblems(page);
    const release = await withoutScriptFiles(page);
    await page.goto(`./#${path}`);
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText(heading);
    // Marks the pre-rendered node: a page that draws its screen afresh would lose the mark.
    await title.evaluate((node) => node.setAttribute('data-before-app', ''));
    await release();
    await page.waitForFunction(() => '__cuotaApp' in window);
    await expect(page.locator('h1[data-before-app]')).toHaveText(heading);
    // Once the app has committed its screen, #root says it no longer waits for it (tools wait for this).
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}

test('the pre-rendered home is interactive once the app runs: its login link opens login', async ({
  page,
}) => {
  await page.goto('./#/');
  await page.waitForFunction(() => '__cuotaApp' in window);
  await page.getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/#\/user\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');
});

test('with English stored, no Spanish HTML shows: the page waits for the app, which draws English', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
  const release = await withoutScriptFiles(page);
  await page.goto('./#/user/login');
  await expect(page.locator('#root')).toBeEmpty();
  await release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
});

test('a returning borrower with a session never sees the logged-out home', async ({ page }) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('token', JSON.stringify({ Authorization: 'Bearer returning' })),
  );
  const release = await withoutScriptFiles(page);
  await page.goto('./#/');
  await expect(page.locator('#root')).toBeEmpty();
  await release();
  await page.waitForFunction(() => '__cuotaApp' in window);
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0);
});

test('a screen that is not pre-rendered starts the app at once', async ({ page }) => {
  const release = await withoutScriptFiles(page);
  await page.goto('./#/records');
  await expect(page.locator('#root')).toBeEmpty();
  await release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mis préstamos');
});

/**
 * Personal information is pre-rendered for a signed-in borrower who has typed nothing on it yet (decision
 * 0027): the empty form shows before any script file, inert, and the app draws it afresh (its dates are the
 * day's, its store the borrower's) without losing anything typed once it is live.
 */
const PERSONAL = '/auth/personal_infomation';
const atPersonalStep = (page: Page) =>
  openAsPresetBorrower(page, {
    preset: 'application-in-progress',
    path: PERSONAL,
    presetOptions: { progress: 20 },
  });

test('a signed-in borrower sees the personal information form before any script file; typing works once live', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  const release = await withoutScriptFiles(page);
  await atPersonalStep(page);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText('Información personal');
  await expect(page.getByRole('textbox', { name: /^Primer nombre/ })).toBeVisible();
  await expect(page.locator('#root')).toHaveJSProperty('inert', true);
  await release();
  // Playwright waits for the field to be live (not inert): the app's own node, which keeps what is typed.
  const firstName = page.getByRole('textbox', { name: /^Primer nombre/ });
  await firstName.fill('Ana');
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(firstName).toHaveValue('Ana');
  expect(problems).toEqual([]);
});

test('with something typed on the step, nothing pre-rendered shows: the app shows what was typed', async ({
  page,
}) => {
  await atPersonalStep(page);
  const firstName = page.getByRole('textbox', { name: /^Primer nombre/ });
  await firstName.fill('Ana');
  // The draft is written once typing pauses, and at once when the page is hidden.
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('cuota:drafts') ?? ''))
    .toContain('Ana');
  const release = await reloadWithoutScriptFiles(page);
  await expect(page.locator('#root')).toBeEmpty();
  await release();
  await expect(page.getByRole('textbox', { name: /^Primer nombre/ })).toHaveValue('Ana');
});

test('opened and reloaded without typing, the form is pre-rendered again (opening writes no draft)', async ({
  page,
}) => {
  await atPersonalStep(page);
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  // A reload writes a waiting draft at once (pagehide): there must be none.
  const release = await reloadWithoutScriptFiles(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Información personal');
  await expect(page.locator('#root')).toHaveJSProperty('inert', true);
  await release();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
});
