import {
  queryAllByLabelText,
  queryAllByRole,
  queryAllByText,
  type ByRoleMatcher,
} from '@testing-library/dom';
import { CONTAINER_ROLES, targetQuery, textOf } from '../../../scenarios/drivers/locate-core';
import type { Target } from '../../../scenarios/scenario.schemas';

/**
 * Finding what a scenario step names inside the frame's document, with Testing Library queries and the
 * semantics of the headless runner's Playwright locators; the rules both follow are one module,
 * scenarios/drivers/locate-core.ts. Here:
 * - text, names and labels are whitespace-normalised; a plain string is a case-insensitive substring unless
 *   exact (then whole and case-sensitive); `/source/flags` is a regular expression;
 * - only visible elements count (a non-empty box and not `visibility: hidden`), in document order;
 * - a text match is the deepest element whose text matches (Playwright's getByText), not only its own
 *   text nodes (Testing Library's default).
 */

/** Where to look: a document or an element inside one. */
export type Scope = Document | Element;

export { describeTarget, hashRoute, textOf } from '../../../scenarios/drivers/locate-core';

/** Whitespace collapsed and trimmed, as Playwright compares text. */
export function normalizeText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A predicate for a text: regex test, exact equality, or case-insensitive substring. */
export function textMatcher(text: string | RegExp, exact = false): (candidate: string) => boolean {
  if (text instanceof RegExp) {
    return (candidate) => {
      text.lastIndex = 0;
      return text.test(normalizeText(candidate));
    };
  }
  const want = normalizeText(text);
  if (exact) return (candidate) => normalizeText(candidate) === want;
  const lower = want.toLowerCase();
  return (candidate) => normalizeText(candidate).toLowerCase().includes(lower);
}

/** Playwright's visibility: a non-empty bounding box and no `visibility: hidden`. */
export function isVisible(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  if (rect.width <= 0 || rect.height <= 0) return false;
  const view = element.ownerDocument.defaultView;
  return !view || view.getComputedStyle(element).visibility !== 'hidden';
}

function rootOf(scope: Scope): HTMLElement | null {
  if ('body' in scope) return scope.body;
  return scope as HTMLElement;
}

function inDocumentOrder<T extends Element>(elements: readonly T[]): T[] {
  return [...new Set(elements)].sort((a, b) =>
    a === b ? 0 : a.compareDocumentPosition(b) & 4 /* FOLLOWING */ ? -1 : 1,
  );
}

/** Visible elements of a role whose accessible name matches (Playwright's getByRole). */
export function byRole(
  scope: Scope,
  role: ByRoleMatcher,
  name?: string | RegExp,
  exact = false,
): HTMLElement[] {
  const root = rootOf(scope);
  if (!root) return [];
  const matches = name === undefined ? undefined : textMatcher(name, exact);
  return queryAllByRole(root, role, matches ? { name: (accessible) => matches(accessible) } : {}).filter(
    isVisible,
  );
}

const SKIPPED_TEXT = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);

function elementText(element: Element): string {
  if (element.tagName === 'INPUT') {
    const input = element as HTMLInputElement;
    if (input.type === 'button' || input.type === 'submit') return input.value;
  }
  return element.textContent ?? '';
}

/** Visible deepest elements whose text matches (Playwright's getByText). */
export function byText(scope: Scope, text: string | RegExp, exact = false): HTMLElement[] {
  const root = rootOf(scope);
  if (!root) return [];
  const matches = textMatcher(text, exact);
  const test = (element: Element) => !SKIPPED_TEXT.has(element.tagName) && matches(elementText(element));
  const found = queryAllByText(
    root,
    (_content, element) => !!element && test(element) && ![...element.children].some(test),
    { ignore: 'script, style, template, noscript' },
  );
  // Testing Library skips the scope itself; Playwright counts it when it is the deepest match.
  if (found.length === 0 && test(root) && ![...root.children].some(test)) found.push(root);
  return found.filter(isVisible);
}

/** Visible form controls whose label (or aria-label) matches (Playwright's getByLabel). */
export function byLabel(scope: Scope, label: string | RegExp, exact = false): HTMLElement[] {
  const root = rootOf(scope);
  if (!root) return [];
  const matches = textMatcher(label, exact);
  return inDocumentOrder(queryAllByLabelText(root, (content) => matches(content))).filter(isVisible);
}

/** The container a `within` names: the first visible dialog, alert dialog, group, region, article or form. */
export function container(scope: Scope, name: string): HTMLElement | null {
  const n = textOf(name);
  const all = CONTAINER_ROLES.flatMap((role) => byRole(scope, role, n));
  return inDocumentOrder(all)[0] ?? null;
}

/**
 * The control a tap names, now (no waiting): by role and name (buttons and links, then radios, checkboxes,
 * tabs, ...), else by visible text; null when nothing visible matches, or the `within` container is absent.
 */
export function findTarget(scope: Scope, target: Target): HTMLElement | null {
  const q = targetQuery(target);
  let where: Scope = scope;
  if (q.within) {
    const box = container(scope, q.within);
    if (!box) return null;
    where = box;
  }
  const exact = q.exact ?? false;
  const roles = q.roles.flatMap((role) => byRole(where, role, q.name, exact));
  if (roles.length > 0) return inDocumentOrder(roles)[0] ?? null;
  return q.byText ? (byText(where, q.name, exact)[0] ?? null) : null;
}
