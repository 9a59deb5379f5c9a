import { isMutating } from './double-tap-once';
import type { Invariant } from './observation';

/** A field's value as the borrower reads it (spacing and formatting aside). */
const plain = (value: string) => value.replace(/[\s\-().]/g, '');

/**
 * The application steps, whose forms keep a draft of what the borrower typed (`cuota:drafts`): a reload
 * (the web view killed and opened again) shows it again. Spec section 2's paths.
 */
export const DRAFT_ROUTES: ReadonlySet<string> = new Set([
  '/auth/loan_question',
  '/auth/id_card_authentication',
  '/auth/personal_infomation',
  '/auth/additionalInfomation',
  '/auth/emergency_contact',
  '/bank_account/add_bankcard',
]);

/** How an action that went away and came back names what it did. */
const WHAT: Readonly<Record<string, string>> = { reload: 'the reload', language: 'the language switch' };

/**
 * A language switch and back to an application step: the same fields, named in the other language, in
 * the same order; each must hold what it held (a text field's value does not change with the language).
 */
function afterLanguageSwitch(route: string, before: Record<string, string>, after: Record<string, string>) {
  const was = Object.entries(before);
  const now = Object.values(after);
  if (was.length !== now.length) return null;
  const i = was.findIndex(([, value], k) => value.trim() !== '' && plain(now[k]!) !== plain(value));
  if (i < 0) return null;
  return {
    invariant: 'typed-input-kept',
    message: `${WHAT.language} emptied or changed "${was[i]![0]}" on ${route} ("${was[i]![1]}" became "${now[i]}")`,
  };
}

/**
 * What the borrower typed is not lost when saving it fails, the page reloads or the language changes:
 * after a tap whose save failed (network, HTTP 500, a backend error code), a reload of an application
 * step, or a language switch that came back to it, on the same screen, every field still holds what it
 * held before.
 */
export const typedInputKept: Invariant = {
  name: 'typed-input-kept',
  description: 'a failed save, a reload or a language switch keeps what the borrower typed',
  check(o) {
    if (!o.fieldsBefore || !o.fields || o.routeBefore !== o.route) return null;
    if (o.actionKind === 'language')
      return DRAFT_ROUTES.has(o.route) ? afterLanguageSwitch(o.route, o.fieldsBefore, o.fields) : null;
    if (o.actionKind === 'reload') {
      if (!DRAFT_ROUTES.has(o.route)) return null;
    } else {
      if (o.actionKind !== 'tap' && o.actionKind !== 'doubleTap') return null;
      const failedSave = o.requests.some((r) => r.failed === true && isMutating(r.endpoint, r.method));
      if (!failedSave) return null;
    }
    for (const [name, before] of Object.entries(o.fieldsBefore)) {
      const after = o.fields[name];
      if (before.trim() === '' || after === undefined) continue;
      if (plain(after) !== plain(before))
        return {
          invariant: this.name,
          message: `${WHAT[o.actionKind] ?? 'the failed save'} emptied or changed "${name}" on ${o.route} ("${before}" became "${after}")`,
        };
    }
    return null;
  },
};
