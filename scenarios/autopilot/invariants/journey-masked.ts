import { canonJson } from '../../journey/mask';
import type { Invariant } from './observation';

/**
 * The masked journey holds no personal value: what a journey would record of the action (its domain
 * events, masked by the journey masker as a masked recording is) names none of the borrower's personal
 * values. Those are found in the app's state under this invariant's own list of keys (not the masker's, so
 * a key the masker forgets is caught rather than skipped), each 5 characters or more.
 */
const PERSONAL_KEY =
  /^(mobile|phone|phoneNumber|contactPhone|realName|fullName|firstName|middleName|lastName|secondLastName|fatherLastName|motherLastName|surname|holderName|cardHolder|accountHolder|curp|nationalId|rfc|nss|email|cardNo|cardNumber|bankCard|bankCardNo|clabe|bankAccount|accountNumber|birthday|birthDate|inputBirthday|address|street)$/i;

/** Personal values of a state-like object, by key. */
export function personalValues(
  value: unknown,
  out = new Set<string>(),
  personal = false,
  depth = 0,
): Set<string> {
  if (depth > 12 || value === null || value === undefined) return out;
  if (typeof value === 'string' || typeof value === 'number') {
    const text = String(value).trim();
    // Masked forms (`55******78`) and short values (a house number, an initial) are not identifying.
    if (personal && text.length >= 5 && !text.includes('*')) out.add(text);
    return out;
  }
  if (typeof value !== 'object') return out;
  if (Array.isArray(value)) {
    for (const item of value) personalValues(item, out, personal, depth + 1);
    return out;
  }
  for (const [key, child] of Object.entries(value))
    personalValues(child, out, personal || PERSONAL_KEY.test(key), depth + 1);
  return out;
}

export const journeyMasked: Invariant = {
  name: 'journey-masked',
  description: 'the masked journey of an action names none of the borrower’s personal values',
  check(o) {
    if (!o.events || o.events.length === 0) return null;
    const values = personalValues(o.state);
    for (const event of o.events) personalValues(event, values);
    if (values.size === 0) return null;
    const masked = canonJson(o.events, true);
    for (const value of values) {
      if (masked.includes(JSON.stringify(value).slice(1, -1))) {
        const type = (
          o.events.find((e) => canonJson(e, true).includes(value)) as { type?: string } | undefined
        )?.type;
        return {
          invariant: this.name,
          message: `the masked journey of ${type ?? 'an event'} still holds a personal value (${value.length} characters, starting "${value.slice(0, 2)}") on ${o.route}`,
        };
      }
    }
    return null;
  },
};
