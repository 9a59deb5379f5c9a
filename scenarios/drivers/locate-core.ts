import { patternOf, TAP_ROLES, type Target } from '../scenario.schemas';

/**
 * How a scenario step finds what it names, once for both driver stacks (decision 0045): the headless runner's
 * Playwright locators (drivers/playwright/locate.ts) and the simulator's Testing Library queries
 * (simulator/renderer/scenario-drivers/dom-locate.ts) each carry these rules out in their own terms, and
 * nothing here touches a page.
 *
 * - A name is a regular expression when written `/source/flags`, else a literal string.
 * - A plain string is whole and case-sensitive when exact, else a case-insensitive substring; `exact`
 *   means nothing for a regular expression.
 * - A target without a role is looked for among TARGET_ROLES by accessible name, then by visible text.
 * - `within` names a container of CONTAINER_ROLES; the first visible one in document order.
 */

/** Text a step names: a RegExp for `/source/flags`, else the literal string. */
export function textOf(text: string): string | RegExp {
  return patternOf(text) ?? text;
}

/** The roles a `within` container may have, in the order they are looked for. */
export const CONTAINER_ROLES = [
  'dialog',
  'alertdialog',
  'group',
  'radiogroup',
  'region',
  'article',
  'form',
] as const;

/** The roles a tap without a role looks through by name before it falls back to visible text. */
export const TARGET_ROLES = TAP_ROLES.filter((role) => role !== 'heading');

/** The roles `check` looks through. */
export const CHECK_ROLES = ['radio', 'checkbox', 'switch'] as const;

/** A step target with its defaults. */
export interface NormalizedTarget {
  name: string;
  role?: (typeof TAP_ROLES)[number];
  exact: boolean;
  within?: string;
}

/** A step target with its defaults (plain strings match whole, as a borrower reads a button). */
export function normalizedTarget(target: Target): NormalizedTarget {
  if (typeof target === 'string') return { name: target, exact: true };
  return {
    name: target.name,
    exact: target.exact ?? true,
    ...(target.role ? { role: target.role } : {}),
    ...(target.within ? { within: target.within } : {}),
  };
}

/** What to look for, resolved: the name as text or pattern, whether it is whole, which roles, where. */
export interface TargetQuery {
  name: string | RegExp;
  /** Undefined for a pattern (exactness does not apply). */
  exact?: boolean;
  /** The roles to look through by accessible name, in order. */
  roles: readonly (typeof TAP_ROLES)[number][];
  /** Whether visible text is looked at when no role matches (only without an explicit role). */
  byText: boolean;
  within?: string;
}

/** How a target is looked for: the one rule both stacks follow. */
export function targetQuery(target: Target): TargetQuery {
  const t = normalizedTarget(target);
  const name = textOf(t.name);
  return {
    name,
    ...(typeof name === 'string' ? { exact: t.exact } : {}),
    roles: t.role ? [t.role] : TARGET_ROLES,
    byText: !t.role,
    ...(t.within ? { within: t.within } : {}),
  };
}

/** A readable description of a target, for time-out messages. */
export function describeTarget(target: Target): string {
  const t = normalizedTarget(target);
  return `a visible ${t.role ?? 'control or text'} named ${t.name}${t.within ? ` within ${t.within}` : ''}`;
}

/** The target of the button that opens a picker sheet (`choose`, `pickDate`): its label, a substring. */
export function pickerButton(fieldName: string): Target {
  return { name: fieldName, role: 'button', exact: false };
}

/** What is typed into a picker's search box to filter a long list for an option (a pattern types nothing). */
export function searchTextOf(option: string): string {
  return typeof textOf(option) === 'string' ? option : '';
}

/** A date's lists to set, in order (year, month, day: a day the month lacks would be moved back otherwise). */
export function dateSelections(iso: string): ReadonlyArray<readonly [listIndex: number, value: string]> {
  const [year, month, day] = iso.split('-').map(Number);
  return [
    [2, String(year)],
    [1, String(month)],
    [0, String(day)],
  ];
}

/** The buttons of the empty pickers `fillEmptyPickers` fills; at most this many rounds. */
export const PICKER_BUTTONS = 'form button[aria-haspopup="dialog"]';
export const MAX_PICKER_ROUNDS = 40;

/** An SMS notice of the mock world: a status with a 6-digit code, the code, its box and close button. */
export const SMS_CODE = /\b(\d{6})\b/;
export const SMS_BOX_ID = 'cuota-mock-sms';
export const SMS_CLOSE = /^(Cerrar|Dismiss)$/;

/** The code of an SMS notice's text, '' when it has none. */
export function smsCodeOf(text: string | null | undefined): string {
  return SMS_CODE.exec(text ?? '')?.[1] ?? '';
}

/** A 1x1 PNG: the mock backend checks type and size, the identity check reads the borrower's file. */
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * The label spellings a field may answer to, most exact first: its name, the name with a required mark, a
 * substring (the autopilot's fills: the first that finds a field is the one a found scenario records).
 */
export function labelVariants(name: string): Array<{ label: string; exact: boolean }> {
  if (name.startsWith('/')) return [{ label: name, exact: false }];
  return [
    { label: name, exact: true },
    { label: `/^\\s*${escapeRegExp(name)}\\s*\\*?\\s*$/`, exact: false },
    { label: name, exact: false },
  ];
}

/** The hash route of a URL (`/repay/repay_detail?orderId=1`), `/` when there is none. */
export function hashRoute(url: string): string {
  const hash = new URL(url).hash.replace(/^#/, '');
  return hash === '' ? '/' : hash;
}

/** The route `expectRoute(path)` compares: with its query only when the path has one. */
export function comparableRoute(url: string, path: string): string {
  const route = hashRoute(url);
  return path.includes('?') ? route : route.split('?')[0]!;
}
