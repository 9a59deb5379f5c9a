import { isMutating } from './double-tap-once';
import type { Invariant } from './observation';

/** A field's value as the borrower reads it (spacing and formatting aside). */
const plain = (value: string) => value.replace(/[\s\-().]/g, '');

/**
 * What the borrower typed is not lost when saving it fails: after a tap whose save failed (network, HTTP
 * 500, a backend error code), on the same screen, every field still holds what it held before the tap.
 */
export const typedInputKept: Invariant = {
  name: 'typed-input-kept',
  description: 'a failed save keeps what the borrower typed',
  check(o) {
    if (o.actionKind !== 'tap' && o.actionKind !== 'doubleTap') return null;
    if (!o.fieldsBefore || !o.fields || o.routeBefore !== o.route) return null;
    const failedSave = o.requests.some((r) => r.failed === true && isMutating(r.endpoint, r.method));
    if (!failedSave) return null;
    for (const [name, before] of Object.entries(o.fieldsBefore)) {
      const after = o.fields[name];
      if (before.trim() === '' || after === undefined) continue;
      if (plain(after) !== plain(before))
        return {
          invariant: this.name,
          message: `the failed save emptied or changed "${name}" on ${o.route} ("${before}" became "${after}")`,
        };
    }
    return null;
  },
};
