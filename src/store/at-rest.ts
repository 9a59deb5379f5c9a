import { categoryOfKey, maskAs, maskText, type PersonalCategory } from '../domain/personal-data';
import { isTokenFingerprint, tokenFingerprint } from '../domain/session/token-fingerprint';

/**
 * What of the event log may be kept at rest (issue 30): the log survives a WebView reload in localStorage,
 * readable by anyone with the phone, so it keeps no token and no personal field. Applied to every write of
 * `cuota:event-log`; the state in memory keeps the full values for the session.
 * - a field named as personal (the one list, src/domain/personal-data.ts) is masked with its shape hint
 *   (`55******78`), every string below it too;
 * - a token becomes its fingerprint (`fp:...`): enough to tell, after a reload, whether the stored `token`
 *   is still the session's (src/app/bootstrap.ts), useless as a bearer;
 * - free text (a message, a feedback's content) gets the pattern pass: a CURP, a phone, a card or CLABE number
 *   typed into it is masked;
 * - a payment's instructions (the CLABE to pay to, the cashier page) are the lender's, kept as they are: the
 *   cashier shows them again after a reload.
 */

/** Fields whose strings are free text a borrower or an agent wrote. */
const FREE_TEXT = new Set(['content', 'message', 'msg', 'text', 'body', 'reply', 'description', 'remark']);
/**
 * Fields personal only where the app uses them so: a feedback's `contact` is the borrower's phone or e-mail (a
 * string); elsewhere `contact` names a container, which the journey masker's list must not mask whole.
 */
const STRING_KEYS: Readonly<Record<string, PersonalCategory>> = { contact: 'phone' };
/** Fields kept as they are: the lender's payment instructions. */
const KEPT = new Set(['instructions']);

function maskLeaf(category: PersonalCategory, value: string): string {
  if (category === 'token') return isTokenFingerprint(value) ? value : tokenFingerprint(value);
  return maskAs(category, value);
}

function walk(value: unknown, category: PersonalCategory | null, freeText: boolean): unknown {
  if (typeof value === 'string') {
    if (category !== null) return maskLeaf(category, value);
    return freeText ? maskText(value) : value;
  }
  if (Array.isArray(value)) return value.map((item) => walk(item, category, freeText));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    if (KEPT.has(key)) {
      out[key] = member;
      continue;
    }
    const own =
      category ?? categoryOfKey(key) ?? (typeof member === 'string' ? (STRING_KEYS[key] ?? null) : null);
    // A `number` is a card number only with 10 digits or more; a house number or a count is not masked.
    out[key] = walk(
      member,
      own === 'longNumber' && typeof member === 'number' ? null : own,
      FREE_TEXT.has(key),
    );
  }
  return out;
}

/** The value as it may be kept at rest: personal fields masked, tokens as fingerprints. Idempotent. */
export function atRest<T>(value: T): T {
  return walk(value, null, false) as T;
}
