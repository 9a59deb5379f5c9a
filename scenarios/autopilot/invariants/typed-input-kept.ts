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

/**
 * What the borrower typed is not lost when saving it fails or the page reloads: after a tap whose save
 * failed (network, HTTP 500, a backend error code), or a reload of an application step, on the same
 * screen, every field still holds what it held before.
 */
export const typedInputKept: Invariant = {
  name: 'typed-input-kept',
  description: 'a failed save or a reload keeps what the borrower typed',
  check(o) {
    if (!o.fieldsBefore || !o.fields || o.routeBefore !== o.route) return null;
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
          message: `${o.actionKind === 'reload' ? 'the reload' : 'the failed save'} emptied or changed "${name}" on ${o.route} ("${before}" became "${after}")`,
        };
    }
    return null;
  },
};
