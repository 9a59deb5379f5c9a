import { expect, type Locator, type Page } from '@playwright/test';
import { patternOf, TAP_ROLES, type Target } from '../../scenario.schemas';

/** How long a driver waits for what a step expects (the app answers the mock world in milliseconds). */
export const STEP_TIMEOUT_MS = 15_000;

/** Text a step names: a RegExp for `/source/flags`, else the literal string. */
export function textOf(text: string): string | RegExp {
  return patternOf(text) ?? text;
}

type Scope = Page | Locator;

/** The container a `within` names: a dialog, alert dialog, group, region, article or form. */
export function container(scope: Scope, name: string): Locator {
  const n = textOf(name);
  const roles = ['dialog', 'alertdialog', 'group', 'radiogroup', 'region', 'article', 'form'] as const;
  let locator = scope.getByRole(roles[0], { name: n });
  for (const role of roles.slice(1)) locator = locator.or(scope.getByRole(role, { name: n }));
  return locator.filter({ visible: true }).first();
}

function normalized(target: Target): {
  name: string;
  role?: (typeof TAP_ROLES)[number];
  exact: boolean;
  within?: string;
} {
  if (typeof target === 'string') return { name: target, exact: true };
  return {
    name: target.name,
    exact: target.exact ?? true,
    ...(target.role ? { role: target.role } : {}),
    ...(target.within ? { within: target.within } : {}),
  };
}

/**
 * The control a tap names, as a borrower finds it: by role and accessible name (buttons and links first,
 * then radios, checkboxes, tabs, ...), else by its visible text. Waits until one is visible.
 */
export async function locateTarget(page: Page, target: Target, timeout = STEP_TIMEOUT_MS): Promise<Locator> {
  const t = normalized(target);
  const scope: Scope = t.within ? container(page, t.within) : page;
  const name = textOf(t.name);
  const exact = typeof name === 'string' ? t.exact : undefined;
  const options = exact === undefined ? { name } : { name, exact };
  const visible = (l: Locator) => l.filter({ visible: true });
  if (t.role) {
    const byRole = visible(scope.getByRole(t.role, options)).first();
    await expect(byRole, `a visible ${t.role} named ${String(name)}`).toBeVisible({ timeout });
    return byRole;
  }
  let byRole = scope.getByRole(TAP_ROLES[0], options);
  for (const role of TAP_ROLES.slice(1))
    if (role !== 'heading') byRole = byRole.or(scope.getByRole(role, options));
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

/** The hash route of a page URL (`/repay/repay_detail?orderId=1`), `/` when there is none. */
export function hashRoute(url: string): string {
  const hash = new URL(url).hash.replace(/^#/, '');
  return hash === '' ? '/' : hash;
}
