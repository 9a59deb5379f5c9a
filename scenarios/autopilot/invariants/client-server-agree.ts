import { MOCK_ERRORS, type MockErrorKey } from '#contracts/mock-world';
import type { Invariant, Observation, RefusedRequest } from './observation';

/**
 * What the screen accepts, the server accepts: a call the app's client checked and sent (so the screen let
 * its fields through) that the server refuses for a field's format, for a field it does not know, or for a
 * header the spec requires means the two sides hold different rules, and the borrower, told nothing on the
 * field, cannot go on (issue 29: weekly employees' pay day went as '1'..'7', the mock wanted 'mon'..'sun',
 * 10040403 on every save). Refusals of the borrower's situation (not their own CURP, a bank that does not
 * know the account, a quota or a debt) are the server's to make and are not counted. The code says which
 * kind of refusal it is; the message, in the mock world's catalogue words, names the field.
 */

/** The field a refusal names: from the message's variables, or fixed by the code (and the endpoint). */
type FieldOf = (vars: Readonly<Record<string, string>>, endpoint: string) => string;

const named: FieldOf = (vars) => vars.field ?? '?';
const fixed =
  (field: string): FieldOf =>
  () =>
    field;
const contact =
  (part: 'name' | 'phone'): FieldOf =>
  (vars) =>
    `contacts[${Number(vars.index) - 1}].${part}`;

/** The refusals that mean "the server's rule for this field is not the screen's". */
export const FIELD_REFUSALS: Readonly<Partial<Record<MockErrorKey, FieldOf>>> = {
  UNKNOWN_FIELD: named,
  MISSING_HEADER: (vars) => `header ${vars.header ?? '?'}`,
  INVALID_PAYDAY: named,
  INVALID_OPTION: named,
  EMPLOYMENT_FIELD_REQUIRED: named,
  EMPLOYMENT_FIELD_NOT_ALLOWED: named,
  INVALID_PHONE: named,
  INVALID_EMAIL: fixed('email'),
  INVALID_RFC: fixed('rfc'),
  INVALID_NSS: fixed('nss'),
  INVALID_POSTAL_CODE: (_, endpoint) => (endpoint === 'saveAdditionalInfo' ? 'workPinCode' : 'pinCode'),
  INVALID_CURP: (_, endpoint) => (endpoint === 'saveBasicInfo' ? 'nationalId' : 'curp'),
  UNDERAGE: fixed('inputBirthday'),
  CONTACT_INVALID_NAME: contact('name'),
  CONTACT_INVALID_PHONE: contact('phone'),
  FEEDBACK_TYPE_UNKNOWN: fixed('type'),
  FEEDBACK_DESCRIPTION_INVALID: fixed('description'),
  FEEDBACK_CONTACT_INVALID: fixed('contact'),
  FEEDBACK_ACCOUNT_INVALID: fixed('account'),
  FEEDBACK_MESSAGE_INVALID: fixed('content'),
  FEEDBACK_RATING_INVALID: fixed('rating'),
  AMOUNT_INVALID: fixed('amount'),
  // The request did not fit the endpoint's contract on the server (the client checked it with its own copy):
  // zod's report names each field (`→ at monthlyPayday`); a refusal of the wire format names none.
  BAD_REQUEST: () => '',
};

const KEY_BY_CODE: ReadonlyMap<number, MockErrorKey> = new Map(
  (Object.keys(FIELD_REFUSALS) as MockErrorKey[]).map((key) => [MOCK_ERRORS[key].code, key]),
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The `{name}` variables of a catalogued message, read back from its text in either language (detail after). */
export function messageVars(key: MockErrorKey, message: string): Record<string, string> {
  for (const template of [MOCK_ERRORS[key].es, MOCK_ERRORS[key].en] as string[]) {
    const names: string[] = [];
    const source = escape(template).replace(/\\\{(\w+)\\\}/g, (_, name: string) => {
      names.push(name);
      return '(.+?)';
    });
    const match = new RegExp(`^${source}(?:: [\\s\\S]*)?$`).exec(message.trim());
    if (match) return Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? '']));
  }
  return {};
}

/** The field a refusal is about, or null when the refusal is not about a field's rule. */
export function refusedField(refusal: RefusedRequest): string | null {
  const key = KEY_BY_CODE.get(refusal.code);
  if (key === undefined) return null;
  if (key === 'BAD_REQUEST') {
    const paths = [...refusal.message.matchAll(/→ at (\S+)/g)].map((m) => m[1]!);
    return paths.length > 0 ? [...new Set(paths)].join(', ') : 'the request itself';
  }
  return FIELD_REFUSALS[key]!(messageVars(key, refusal.message), refusal.endpoint);
}

function firstDisagreement(o: Observation): { refusal: RefusedRequest; field: string } | null {
  for (const refusal of o.refusedRequests ?? []) {
    const field = refusedField(refusal);
    if (field !== null) return { refusal, field };
  }
  return null;
}

export const clientServerAgree: Invariant = {
  name: 'client-server-agree',
  description:
    "a call the screen let through is not refused by the server for a field's format, an unknown field or a header",
  check(o) {
    const found = firstDisagreement(o);
    if (!found) return null;
    const { refusal, field } = found;
    return {
      invariant: this.name,
      message: `the server refused a ${refusal.endpoint} call the screen had accepted, for ${field} (${refusal.code} "${refusal.message}") on ${o.route}`,
    };
  },
};
