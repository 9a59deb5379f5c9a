import { expect, test, type Page } from './fixtures';

/**
 * The simulator's Autopilot panel (web mode): the seeded walk of the app in the phone frame, with every
 * invariant checked after each action, its live counters, pause and resume, and a stop.
 */

test.use({ viewport: { width: 1400, height: 900 }, isMobile: false, hasTouch: false });

async function openAutopilot(page: Page) {
  await page.goto('./simulator/');
  await expect(page.getByLabel('Frame status')).toHaveText('App running');
  await page.getByRole('tab', { name: /^Autopilot/ }).click();
}

const panel = (page: Page) => page.getByRole('region', { name: 'Autopilot' });
const status = (page: Page) => page.getByLabel('Autopilot status');
const button = (page: Page, name: string) => panel(page).getByRole('button', { name, exact: true });

test('a seeded walk runs in the frame to its budget, every invariant held, with its coverage', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openAutopilot(page);
  await panel(page).getByLabel('Seed', { exact: true }).fill('7');
  await panel(page).getByLabel('Actions', { exact: true }).fill('12');
  await expect(status(page)).toHaveText('Ready: seed 7, up to 12 actions on new-borrower');
  await button(page, 'Start').click();
  await expect(status(page)).toHaveText('Finished: 12 actions, every invariant held', { timeout: 90_000 });
  // One line per action, and the coverage counters.
  await expect(page.getByRole('table', { name: 'Autopilot actions' }).getByRole('row')).toHaveCount(13);
  const coverage = page.getByLabel('Coverage');
  await expect(coverage).toContainText(/Screens\s*\d+ of 47/);
  await expect(coverage).toContainText(/Order statuses\s*\d+ of 9/);
  await expect(button(page, 'Start')).toBeEnabled();
});

test('a walk pauses before its next action, resumes, and stops', async ({ page }) => {
  test.setTimeout(120_000);
  // The page's timers run on Playwright's clock (in real time until told otherwise), so the paused walk can
  // be given 1.5 s of its time at once instead of the test sleeping.
  await page.clock.install();
  await openAutopilot(page);
  await panel(page).getByLabel('Actions', { exact: true }).fill('200');
  await button(page, 'Start').click();
  await expect(status(page)).toHaveText(/^Exploring: action [1-9]\d* of 200$/, { timeout: 60_000 });
  await button(page, 'Pause').click();
  await expect(status(page)).toHaveText(/^Paused after action \d+ of 200$/, { timeout: 30_000 });
  const paused = (await status(page).textContent()) ?? '';
  const done = Number(/after action (\d+)/.exec(paused)?.[1]);
  const rows = page.getByRole('table', { name: 'Autopilot actions' }).getByRole('row');
  await expect(rows).toHaveCount(done + 1);
  // Paused: no action is taken while the borrower's screen is looked at, whatever timers come due meanwhile.
  await page.clock.runFor(1_500);
  await expect(status(page)).toHaveText(paused);
  await expect(rows).toHaveCount(done + 1);
  await button(page, 'Resume').click();
  await expect(status(page)).toHaveText(/^Exploring: action \d+ of 200$/);
  await button(page, 'Stop').click();
  await expect(status(page)).toHaveText(/^Stopped after \d+ actions$/, { timeout: 30_000 });
  await expect(button(page, 'Start')).toBeEnabled();
});
