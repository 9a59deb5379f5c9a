/**
 * The fields of a payload its contract does not know (issue 29). The contracts' object schemas drop unknown keys
 * when they parse; a misnamed field (`birthday` for `inputBirthday`) would then be lost without a word on the
 * client and ignored by the backend. The client refuses to send such a payload and the mock world refuses it,
 * naming the field: this compares what went in with what the schema let through.
 *
 * Keys whose value is `undefined` are not sent on the wire and are not counted. Files and other class
 * instances are leaves. Paths read like `contacts.1.nmae`.
 */
export function unknownFields(input: unknown, parsed: unknown, path = ''): string[] {
  if (Array.isArray(input) && Array.isArray(parsed)) {
    return input.flatMap((item, i) => unknownFields(item, parsed[i], `${path}${i}.`));
  }
  if (!isPlainObject(input) || !isPlainObject(parsed)) return [];
  return Object.entries(input).flatMap(([key, value]) => {
    if (value === undefined) return [];
    if (!Object.hasOwn(parsed, key)) return [`${path}${key}`];
    return unknownFields(value, parsed[key], `${path}${key}.`);
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
