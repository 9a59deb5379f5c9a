import type { FieldResult } from './fields';

const EMAIL_MAX = 100;
// Spec section 5: letters, digits, dots, hyphens, underscores or accented vowels, then @, then a domain with at
// least one dot. The domain is a host name: letters, digits and hyphens. Not ñ, which is not a vowel and which
// mailbox providers refuse (decision 0029). The screen and the mock world's handler both check with this.
const EMAIL = /^[A-Za-z0-9._\-áéíóúüÁÉÍÓÚÜ]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;

/** Email, spaces removed: empty gives 'email', a bad shape or over 100 characters 'email_verify'. */
export function checkEmail(input: string): FieldResult {
  const value = input.normalize('NFC').replace(/\s+/g, '');
  if (value === '') return { ok: false, reason: 'email' };
  if (value.length > EMAIL_MAX || !EMAIL.test(value)) return { ok: false, reason: 'email_verify' };
  return { ok: true, value };
}

/**
 * The `mailto:` address of an e-mail the backend gave (the customer-service address of the package
 * configuration), or null when it is not exactly one address of the shared e-mail rule: no spaces, no query
 * (`?cc=`, `?body=`), no second address, no other scheme. The screen then shows the text without a link.
 * Each part is percent-encoded (RFC 6068), so an accented vowel reaches the mail app intact.
 */
export function mailtoHref(email: string): string | null {
  const checked = checkEmail(email);
  if (!checked.ok || checked.value !== email.normalize('NFC')) return null;
  const at = checked.value.lastIndexOf('@');
  const local = checked.value.slice(0, at);
  const domain = checked.value.slice(at + 1);
  return `mailto:${encodeURIComponent(local)}@${encodeURIComponent(domain)}`;
}
