import { expect, test, type Page } from './fixtures';

/**
 * The simulator's Scenarios panel (web mode): scenario files run against the app in the phone frame by
 * the in-browser drivers, to the end or step by step, with per-step results and the run's journey.
 */

test.use({ viewport: { width: 1400, height: 900 }, isMobile: false, hasTouch: false });

async function openScenarios(page: Page, id: string) {
  await page.goto('./simulator/');
  await expect(page.getByLabel('Frame status')).toHaveText('App running');
  await page.getByRole('tab', { name: /^Scenarios/ }).click();
  await page
    .getByLabel('Scenario list')
    .getByRole('button', { name: new RegExp(`/ ${id}(\\s|$)`) })
    .click();
  await expect(page.getByRole('heading', { level: 3 })).not.toBeEmpty();
}

/** A button of the panel's run controls (the phone frame has its own Resume button). */
const control = (page: Page, name: string) =>
  page.getByRole('toolbar', { name: 'Run controls' }).getByRole('button', { name, exact: true });
const status = (page: Page) => page.getByLabel('Run status');
const row = (page: Page, n: number) =>
  page.getByLabel('Step results').getByRole('row', { name: `Step ${n}`, exact: true });

test("the spec's maximum terms scenario runs to the end in the frame, and its journey opens", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openScenarios(page, 'spec-max-terms');
  await expect(page.getByLabel('Scenario setup')).toContainText('preset spec-max-terms');
  await control(page, 'Run').click();
  await expect(status(page)).toHaveText(/^Passed: 10 of 10 steps in [\d.]+ s$/, { timeout: 60_000 });
  for (let n = 1; n <= 10; n += 1) await expect(row(page, n)).toContainText(/ok\d+ ms$/);
  await expect(
    page.getByLabel('Scenario list').getByRole('button', { name: /spec-max-terms — ✔ passed/ }),
  ).toBeVisible();

  // The app in the frame runs the scenario's preset and shows what the last steps expected.
  const app = page.frameLocator('iframe[title="App"]');
  await expect(app.getByText('No puedes solicitar este préstamo')).toBeVisible();

  await expect(page.getByLabel('Run journey')).toContainText('spec-max-terms.journey.json');
  await page.getByRole('tab', { name: /^Journey/ }).click();
  await expect(page.getByText(/^Chain verified: \d+ entries/)).toBeVisible();
  await expect(page.getByText('(masked)')).toBeVisible();
  await expect(page.getByLabel('Journey steps')).toContainText('note scenario/start');

  // The compliance review of the scenario's journey: the net disbursement and the tax rate fail.
  await page.getByRole('tab', { name: /^Review/ }).click();
  const item3 = page.getByLabel('Checklist').getByRole('listitem').nth(2);
  await expect(item3).toHaveAccessibleName('Item 3: FAIL');
  await expect(item3).toContainText('net disbursed -156.97 MXN');
  await expect(item3).toContainText("tax rate 18% is not Mexico's IVA");
});

test('in the frame, the drivers set a date picker and agree to the camera permission', async ({ page }) => {
  test.setTimeout(90_000);
  await openScenarios(page, 'curp-disagrees-with-birthday');
  await control(page, 'Run').click();
  await expect(status(page)).toHaveText(/^Passed: 10 of 10 steps in [\d.]+ s$/, { timeout: 60_000 });
  const app = page.frameLocator('iframe[title="App"]');
  await expect(app.getByRole('button', { name: /Fecha de nacimiento.*31-12-1999/ })).toBeVisible();
});

test("in the frame, the world's outcomes switch: a payout set to fail fails the next loan", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openScenarios(page, 'payout-fails-after-switch');
  await control(page, 'Run').click();
  await expect(status(page)).toHaveText(/^Passed: 11 of 11 steps in [\d.]+ s$/, { timeout: 60_000 });
  await expect(
    page.frameLocator('iframe[title="App"]').getByText('No pudimos depositar tu préstamo'),
  ).toBeVisible();
});

test('a scenario runs step by step: held, one step at a time, paused while running, resumed to the end', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openScenarios(page, 'quota-rejected');
  // Step from idle loads the scenario and holds its first step.
  await control(page, 'Step').click();
  await expect(status(page)).toHaveText('Paused before step 1 of 6', { timeout: 30_000 });
  await expect(row(page, 1)).toContainText('next (held)');

  await control(page, 'Step').click();
  await expect(row(page, 1)).toContainText(/ok\d+ ms$/, { timeout: 20_000 });
  await expect(status(page)).toHaveText('Paused before step 2 of 6');
  await expect(row(page, 2)).toContainText('next (held)');
  await expect(row(page, 3)).toContainText('pending');

  await control(page, 'Step').click();
  await expect(row(page, 2)).toContainText(/ok\d+ ms$/);
  await expect(status(page)).toHaveText('Paused before step 3 of 6');

  // Resume at the slowest speed, then pause between two steps: the run holds where it is.
  await page.getByLabel('Delay between steps').selectOption('1000');
  await control(page, 'Resume').click();
  await expect(status(page)).toHaveText(/^Running step [3-6] of 6$/);
  await control(page, 'Pause').click();
  await expect(status(page)).toHaveText(/^Paused before step [3-6] of 6$/, { timeout: 20_000 });
  const held = Number(/step (\d)/.exec((await status(page).textContent()) ?? '')?.[1]);
  await expect(row(page, held)).toContainText('next (held)');
  await expect(row(page, held - 1)).toContainText(/ok\d+ ms$/);

  await page.getByLabel('Delay between steps').selectOption('0');
  await control(page, 'Resume').click();
  await expect(status(page)).toHaveText(/^Passed: 6 of 6 steps/, { timeout: 30_000 });
});

test('a run broken by a backend fault shows the failed step with its error, and the steps never reached', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openScenarios(page, 'quota-rejected');
  await control(page, 'Step').click();
  await expect(status(page)).toHaveText('Paused before step 1 of 6', { timeout: 30_000 });

  // While the run is held, the backend loses the network for good (the Network panel's faults).
  await page.getByRole('tab', { name: /^Network/ }).click();
  await page.getByLabel('Endpoint').fill('*');
  await page.getByLabel('Fault', { exact: true }).selectOption('networkError');
  await page.getByRole('button', { name: 'Add fault' }).click();
  await expect(page.getByLabel('Active faults')).toContainText('*: networkError');

  await page.getByRole('tab', { name: /^Scenarios/ }).click();
  await control(page, 'Resume').click();
  await expect(status(page)).toHaveText(/^Failed at step 1 of 6 \(0 passed\)/, { timeout: 40_000 });
  await expect(row(page, 1)).toContainText('failed');
  await expect(row(page, 1)).toContainText(/step 1 \(run loginThroughApp\): .+/);
  await expect(row(page, 2)).toContainText('not run');
  await expect(
    page.getByLabel('Scenario list').getByRole('button', { name: /quota-rejected — ✘ failed/ }),
  ).toBeVisible();
  // The failed run's journey is opened too.
  await expect(page.getByLabel('Run journey')).toContainText('quota-rejected.journey.json');
});

test('stop ends a held run at once', async ({ page }) => {
  test.setTimeout(60_000);
  await openScenarios(page, 'extension');
  await control(page, 'Step').click();
  await expect(status(page)).toHaveText('Paused before step 1 of 14', { timeout: 30_000 });
  await control(page, 'Stop').click();
  await expect(status(page)).toHaveText('Stopped after 0 of 14 steps');
  await expect(row(page, 1)).toContainText('stopped');
  await expect(row(page, 1)).toContainText('stopped by the user');
  await expect(control(page, 'Run')).toBeEnabled();
});
