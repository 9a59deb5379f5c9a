import { expect, type Locator, type Page } from '@playwright/test';
import type { Target } from '../../scenario.schemas';
import { CONTAINER_ROLES, targetQuery, textOf } from '../locate-core';

/**
 * Playwright's side of the shared locate rules (../locate-core.ts): the same queries as locators.
 */

export { hashRoute, textOf } from '../locate-core';

/** How long a driver waits for what a step expects (the app answers the mock world in milliseconds). */
export const STEP_TIMEOUT_MS = 15_000;

type Scope = Page | Locator;

/** The container a `within` names: a dialog, alert dialog, group, region, article or form. */
export function container(scope: Scope, name: string): Locator {
  const n = textOf(name);
  let locator = scope.getByRole(CONTAINER_ROLES[0], { name: n });
  for (const role of CONTAINER_ROLES.slice(1)) locator = locator.or(scope.getByRole(role, { name: n }));
  return locator.filter({ visible: true }).first();
}

/**
 * The control a tap names, as a borrower finds it: by role and accessible name (buttons and links first,
 * then radios, checkboxes, tabs, ...), else by its visible text. Waits until one is visible.
 */
export async function locateTarget(page: Page, target: Target, timeout = STEP_TIMEOUT_MS): Promise<Locator> {
  const q = targetQuery(target);
  const scope: Scope = q.within ? container(page, q.within) : page;
  const { name, exact } = q;
  const options = exact === undefined ? { name } : { name, exact };
  const visible = (l: Locator) => l.filter({ visible: true });
  let byRole = scope.getByRole(q.roles[0]!, options);
  for (const role of q.roles.slice(1)) byRole = byRole.or(scope.getByRole(role, options));
  if (!q.byText) {
    const first = visible(byRole).first();
    await expect(first, `a visible ${q.roles[0]} named ${String(name)}`).toBeVisible({ timeout });
    return first;
  }
  const byText = visible(scope.getByText(name, exact === undefined ? {} : { exact }));
  await expect(visible(byRole).or(byText).first(), `something visible named ${String(name)}`).toBeVisible({
    timeout,
  });
  return (await visible(byRole).count()) > 0 ? visible(byRole).first() : byText.first();
}

/** A field by its label (substring unless exact), the first visible one. */
export function field(page: Page, label: string, exact = false): Locator {
  const text = textOf(label);
  return page
    .getByLabel(text, typeof text === 'string' ? { exact } : {})
    .filter({ visible: true })
    .first();
}
