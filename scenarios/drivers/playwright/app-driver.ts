import { expect, type Page } from '@playwright/test';
import { choiceIndex } from '../choices';
import type { AppDriver, UploadFile } from '../drivers';
import * as rules from '../locate-core';
import { container, field, hashRoute, locateTarget, STEP_TIMEOUT_MS, textOf } from './locate';

/**
 * The app driven through its screen in a Playwright page, by visible text, label and role only (what a
 * borrower sees); navigation stays inside the page so the mock world and the emulated phone keep running.
 */

const PNG = Buffer.from(rules.PNG_BASE64, 'base64');

/** What the page's app exposes for drivers (mock-world builds). */
interface DriverWindow {
  __cuotaApp?: { store: { getState(): { settings: { language: 'es' | 'en' } } } };
}

/** Creates the app driver for a page; `onReload` waits until the app is running again. */
export function createPlaywrightAppDriver(
  page: Page,
  options: { onReload?: () => Promise<void> } = {},
): AppDriver {
  const timeout = STEP_TIMEOUT_MS;
  const smsNotices = () => page.getByRole('status').filter({ hasText: rules.SMS_CODE });
  const codesShown = async () => (await smsNotices().allTextContents()).map(rules.smsCodeOf);
  // The codes on screen when the last tap was made: the SMS that tap asked for is another one, which may
  // still be on its way (as in the simulator's driver).
  let codesBeforeTap: string[] = [];

  const driver: AppDriver = {
    async tap(target) {
      const control = await locateTarget(page, target, timeout);
      codesBeforeTap = await codesShown();
      await control.click({ timeout });
    },
    async fill(label, value, fillOptions = {}) {
      const input = field(page, label, fillOptions.exact ?? false);
      await expect(input, `a field labelled ${label}`).toBeVisible({ timeout });
      await input.fill(value, { timeout });
    },
    async fillIfEmpty(label, value) {
      const input = field(page, label);
      await expect(input, `a field labelled ${label}`).toBeVisible({ timeout });
      if ((await input.inputValue()) === '') await input.fill(value, { timeout });
    },
    async check(label) {
      const name = textOf(label);
      const exact = typeof name === 'string' ? { exact: true } : {};
      let control = page.getByRole(rules.CHECK_ROLES[0], { name, ...exact });
      for (const role of rules.CHECK_ROLES.slice(1))
        control = control.or(page.getByRole(role, { name, ...exact }));
      control = control.filter({ visible: true }).first();
      await expect(control, `a radio or checkbox named ${label}`).toBeVisible({ timeout });
      await control.check({ timeout });
    },
    async choose(fieldName, option) {
      await driver.tap(rules.pickerButton(fieldName));
      const dialog = page.getByRole('dialog').filter({ visible: true }).last();
      await expect(dialog).toBeVisible({ timeout });
      if (option !== undefined) {
        const search = dialog.getByRole('searchbox');
        // Long lists (banks) are filtered first, as a person would type.
        if ((await search.count()) > 0) await search.first().fill(rules.searchTextOf(option));
        const name = textOf(option);
        await dialog
          .getByRole('radio', typeof name === 'string' ? { name, exact: true } : { name })
          .first()
          .click({ timeout });
      } else {
        await dialog.getByRole('radio').first().click({ timeout });
      }
      // Picking closes the sheet.
      await expect(page.getByRole('dialog').filter({ visible: true })).toHaveCount(0, { timeout });
    },
    async pickDate(fieldName, iso, confirm) {
      await driver.tap(rules.pickerButton(fieldName));
      const dialog = page.getByRole('dialog').filter({ visible: true }).last();
      const lists = dialog.getByRole('combobox');
      await expect(lists, `the day, month and year lists of ${fieldName}`).toHaveCount(3, { timeout });
      // Year, then month, then day: a day the month lacks (31 in April) would be moved back otherwise.
      for (const [index, value] of rules.dateSelections(iso))
        await lists.nth(index).selectOption(value, { timeout });
      await dialog.getByRole('button', { name: textOf(confirm), exact: true }).click({ timeout });
      await expect(page.getByRole('dialog').filter({ visible: true })).toHaveCount(0, { timeout });
    },
    async fillEmptyPickers(placeholder, choice) {
      const text = textOf(placeholder);
      let filled = 0;
      // Dependent pickers (state, then city) appear after their parent is chosen: look again each time.
      for (let i = 0; i < rules.MAX_PICKER_ROUNDS; i += 1) {
        const empty = page.locator(rules.PICKER_BUTTONS).filter({ hasText: text }).filter({ visible: true });
        if ((await empty.count()) === 0) return filled;
        await empty.first().click({ timeout });
        const dialog = page.getByRole('dialog').filter({ visible: true }).last();
        const radios = dialog.getByRole('radio');
        const first = radios.first();
        // A date picker has lists, not options: its confirm button (the sheet's last) takes the date it shows.
        await expect(first.or(dialog.getByRole('combobox').first())).toBeVisible({ timeout });
        const count = await radios.count();
        if (count > 0)
          await (choice === undefined ? first : radios.nth(choiceIndex(choice, filled, count))).click({
            timeout,
          });
        else await dialog.getByRole('button').last().click({ timeout });
        await expect(page.getByRole('dialog').filter({ visible: true })).toHaveCount(0, { timeout });
        filled += 1;
      }
      return filled;
    },
    async upload(label, file: UploadFile) {
      const input = page.getByLabel(textOf(label)).first();
      await input.setInputFiles({ name: `${file}.png`, mimeType: 'image/png', buffer: PNG }, { timeout });
    },
    async expectRoute(path) {
      await expect
        .poll(() => rules.comparableRoute(page.url(), path), {
          timeout,
          message: `the route should be ${path}`,
        })
        .toBe(path);
    },
    async expectText(text, expectation = {}) {
      const scope = expectation.within ? container(page, expectation.within) : page;
      const t = textOf(text);
      const found = scope
        .getByText(
          t,
          typeof t === 'string' && expectation.exact !== undefined ? { exact: expectation.exact } : {},
        )
        .filter({ visible: true });
      if (expectation.absent) await expect(found, `no visible "${text}"`).toHaveCount(0, { timeout });
      else await expect(found.first(), `a visible "${text}"`).toBeVisible({ timeout });
    },
    async expectField(label, value) {
      await expect(field(page, label), `the field labelled ${label}`).toHaveValue(value, { timeout });
    },
    async isVisible(target, withinMs = 0) {
      try {
        await locateTarget(page, target, Math.max(1, withinMs));
        return true;
      } catch {
        return false;
      }
    },
    route() {
      return Promise.resolve(hashRoute(page.url()));
    },
    async language() {
      return page.evaluate(
        () => (window as DriverWindow).__cuotaApp?.store.getState().settings.language ?? 'es',
      );
    },
    async goto(path) {
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, path);
      await driver.expectRoute(path.includes('?') ? path : path.split('?')[0]!);
    },
    async reload() {
      await page.reload();
      await options.onReload?.();
    },
    async readSmsCode() {
      // Prefer an SMS that arrived after the last tap (the request may still be on its way); then any.
      const fresh = async () => (await codesShown()).filter((code) => !codesBeforeTap.includes(code)).at(-1);
      await expect
        .poll(fresh, { timeout: 3000 })
        .toBeTruthy()
        .catch(() => undefined);
      const code = (await fresh()) ?? (await codesShown()).at(-1);
      if (code) return code;
      await expect(smsNotices().last(), 'an SMS with a 6-digit code').toBeVisible({ timeout });
      const shown = (await codesShown()).at(-1);
      if (!shown) throw new Error('no 6-digit code in the SMS shown');
      return shown;
    },
    async dismissSms() {
      const close = page.locator(`#${rules.SMS_BOX_ID}`).getByRole('button', { name: rules.SMS_CLOSE });
      for (let i = 0; i < 10 && (await close.count()) > 0; i += 1) await close.first().click({ timeout });
    },
  };
  return driver;
}
