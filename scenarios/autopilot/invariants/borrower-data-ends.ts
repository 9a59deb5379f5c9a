import { personalValues } from './journey-masked';
import type { Invariant, Observation } from './observation';

/**
 * Nothing of a borrower outlives their session (issue 30): on a shared phone the next borrower must not meet
 * the last one's CURP, bank account or number. Checked after every action that ends a session (logged in
 * before it, logged out after: the borrower's logout, the native app's, a session code):
 * - no per-borrower stored value holds anything (absent, or only empty values: `{}`, zero counters);
 * - the event log (`cuota:event-log`) holds no token and none of the borrower's personal values: those of
 *   the state before the action (its borrower slices, under the journey-masked invariant's own list of
 *   personal keys, not the app's), and the session's token.
 */

/**
 * The per-borrower stored values by their localStorage names: src/storage/stored-values.ts `USER_DATA_KEYS`
 * through `storageKeyOf` (a test keeps the two equal; this list is the invariant's own, so a value dropped
 * from the app's list is still checked).
 */
export const BORROWER_STORAGE_KEYS: readonly string[] = [
  'userInfo',
  'token',
  'popEvaluateTime',
  '8in1ExpiredTime',
  'lastRefreshTime',
  'adTimes',
  'cuota:drafts',
];

/** The state's slices that are the phone's and the app's, not the borrower's (language, package config, permissions). */
const NOT_THE_BORROWERS = new Set(['settings', 'config', 'bridge']);

const TOKEN_PATTERNS: readonly RegExp[] = [
  /Bearer\s+(?!undefined\b|null\b)[A-Za-z0-9\-._~+/]{8,}=*/,
  /(?<![A-Za-z0-9])tk_[A-Za-z0-9]{32}(?![A-Za-z0-9])/,
];

/** True when a stored text holds something: a non-empty string, a number other than 0, `true`, at any depth. */
export function holdsData(text: string): boolean {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return text.trim() !== '';
  }
  const walk = (v: unknown): boolean => {
    if (typeof v === 'string') return v.trim() !== '';
    if (typeof v === 'number') return v !== 0;
    if (typeof v === 'boolean') return v;
    if (Array.isArray(v)) return v.some(walk);
    if (v !== null && typeof v === 'object') return Object.values(v).some(walk);
    return false;
  };
  return walk(value);
}

function borrowerSlices(state: unknown): Record<string, unknown> {
  if (state === null || typeof state !== 'object' || Array.isArray(state)) return {};
  return Object.fromEntries(Object.entries(state).filter(([slice]) => !NOT_THE_BORROWERS.has(slice)));
}

/**
 * A value that names someone wherever it shows: with a digit (a phone, a CURP, an account) or two words (a full
 * name, an address) and 8 characters or more, or an e-mail. A single word (a colonia "Centro", a first name) or
 * a postal code may well be in the texts a logged-out screen loads, and would be a false find.
 */
function identifying(value: string): boolean {
  return value.includes('@') || (value.length >= 8 && (/\d/.test(value) || /\S\s+\S/.test(value)));
}

/** The borrower's identifying personal values and token in a state (its borrower slices only; a token's fingerprint is no secret). */
export function borrowerValues(state: unknown): Set<string> {
  const values = new Set([...personalValues(borrowerSlices(state))].filter(identifying));
  const token = (state as { session?: { token?: unknown } } | null)?.session?.token;
  if (typeof token === 'string' && token.trim() !== '' && !token.startsWith('fp:')) {
    values.add(token.trim());
    values.add(token.replace(/^Bearer\s+/, '').trim());
  }
  return values;
}

/** The persisted log as text without the phone's and the app's slices of its snapshot (the raw text when unreadable). */
function logText(raw: string): string {
  try {
    const log = JSON.parse(raw) as { snapshot?: { state?: unknown } | null; events?: unknown };
    return JSON.stringify({ snapshot: borrowerSlices(log.snapshot?.state), events: log.events ?? null });
  } catch {
    return raw;
  }
}

/** Whether a text holds a value: digits only where no digit touches them (a phone inside a timestamp is not it). */
export function holdsValue(text: string, value: string): boolean {
  const escaped = JSON.stringify(value).slice(1, -1);
  if (!/^\d+$/.test(value)) return text.includes(escaped);
  return new RegExp(`(?<!\\d)${value}(?!\\d)`).test(text);
}

function sessionEnded(o: Observation): boolean {
  return o.loggedInBefore === true && !o.loggedIn;
}

/** A value as a reviewer may read it in a report: its length and first two characters. */
function hint(value: string): string {
  return `${value.length} characters, starting "${value.slice(0, 2)}"`;
}

export const borrowerDataEnds: Invariant = {
  name: 'borrower-data-ends',
  description:
    'after a session ends no per-borrower stored value is left and the event log holds none of the borrower’s data',
  check(o) {
    if (!sessionEnded(o)) return null;
    for (const key of BORROWER_STORAGE_KEYS) {
      const text = o.stored?.[key];
      if (text !== undefined && holdsData(text))
        return {
          invariant: this.name,
          message: `the stored ${key} outlived the session on ${o.route} (${text.length} characters kept after the logout)`,
        };
    }
    const log = o.persistedLog;
    if (log === null || log === '') return null;
    for (const pattern of TOKEN_PATTERNS)
      if (pattern.test(log))
        return {
          invariant: this.name,
          message: `the event log still holds a token after the session ended on ${o.route}`,
        };
    const text = logText(log);
    for (const value of borrowerValues(o.stateBefore)) {
      if (holdsValue(text, value))
        return {
          invariant: this.name,
          message: `the event log still holds a personal value of the borrower whose session ended (${hint(value)}) on ${o.route}`,
        };
    }
    return null;
  },
};
