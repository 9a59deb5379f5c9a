import type { Option } from '../../domain/options/option';
import type { FieldResult } from '../../domain/validation/fields';

/**
 * Form rules one field at a time, so typing checks the field that changed and not the whole form (issue 8,
 * INP under 4x CPU). Submitting reads every field's check with `checkAll`, which reuses the checker's.
 */

/** One field checked: its normalised value, and the text key of its error or warning if it has one. */
export interface FieldCheck {
  value: string;
  error?: string;
  warning?: string;
}

/**
 * A field's rule. `deps` are the other fields the rule reads: the field is checked again only when it or
 * one of them changes. `context` is what the rules share and never changes while the form is open (today).
 */
export interface FieldRule<V, C> {
  deps: ReadonlyArray<keyof V>;
  check: (values: V, context: C) => FieldCheck;
}

export type FieldRules<V, C> = { [F in keyof V]: FieldRule<V, C> };
export type FieldChecks<V> = { [F in keyof V]: FieldCheck };

/**
 * The checks a form's checker (`createIncrementalChecker`) made, by the values object it checked. Submitting
 * builds the request (`checkAll` in a `*Payload`) from the very values the form shows and has checked: those
 * checks are reused, so each rule runs once for the values sent (issue 32), not once more on submit.
 */
let checkedValues: WeakMap<object, { rules: object; context: unknown; checks: object }> | undefined;

/** Every field checked (the form's own checks when its checker has just checked these very values). */
export function checkAll<V extends object, C>(
  rules: FieldRules<V, C>,
  values: V,
  context: C,
): FieldChecks<V> {
  const known = checkedValues?.get(values);
  if (known?.rules === rules && Object.is(known.context, context)) return known.checks as FieldChecks<V>;
  const checks = {} as FieldChecks<V>;
  for (const field of Object.keys(rules) as Array<keyof V>)
    checks[field] = rules[field].check(values, context);
  return checks;
}

/** Whether any field has an error. */
export function hasErrors<V extends object>(checks: FieldChecks<V>): boolean {
  return (Object.keys(checks) as Array<keyof V>).some((field) => checks[field].error !== undefined);
}

/**
 * A checker that remembers the last values it saw and checks again only the fields that changed (or whose
 * `deps` changed); the others keep their previous result (the same object).
 */
export function createIncrementalChecker<V extends object, C>(
  rules: FieldRules<V, C>,
  context: C,
): (values: V) => FieldChecks<V> {
  const fields = Object.keys(rules) as Array<keyof V>;
  let last: { values: V; checks: FieldChecks<V> } | null = null;
  return (values) => {
    if (last?.values === values) return last.checks;
    const previous = last;
    const checks = {} as FieldChecks<V>;
    for (const field of fields) {
      const { deps, check } = rules[field];
      const same =
        previous !== null &&
        previous.values[field] === values[field] &&
        deps.every((dep) => previous.values[dep] === values[dep]);
      checks[field] = same ? previous.checks[field] : check(values, context);
    }
    last = { values, checks };
    (checkedValues ??= new WeakMap()).set(values, { rules, context, checks });
    return checks;
  };
}

/**
 * A form's rules, one per field: the field names are the rules' keys (the form's values are strings), so a
 * rule reading or depending on a field the form does not have is a type error.
 */
export function fieldRules<C>() {
  return <F extends string>(rules: { [K in F]: FieldRule<Record<NoInfer<F>, string>, C> }) => rules;
}

/** The values of a form with these rules. */
export type ValuesOf<R> = { [F in keyof R]: string };

/** Every field of the rules, empty, in the rules' order. */
export function emptyValues<R extends object>(rules: R): ValuesOf<R> {
  return Object.fromEntries(Object.keys(rules).map((field) => [field, ''])) as ValuesOf<R>;
}

/** The text key of a required field left empty (every form's). */
export const REQUIRED = 'application.required';

/**
 * The checks a form's rules share, worded under `texts` (its text namespace): `${texts}.errors.<group>.<reason>`
 * for a failed field check, `${texts}.errors.option` for a value that is not one of its list's.
 */
export function checksWorded(texts: string) {
  const errorKey = (group: string, reason: string) =>
    reason === 'required' ? REQUIRED : `${texts}.errors.${group}.${reason}`;
  return {
    errorKey,
    /** A field check's result as the rule's answer. */
    fromResult: (group: string, result: FieldResult): FieldCheck =>
      result.ok ? { value: result.value } : { value: '', error: errorKey(group, result.reason) },
    /** A picked value: required unless optional, and one of the list's codes. */
    option: (value: string, list: readonly Option[], optional = false): FieldCheck => {
      if (value === '') return optional ? { value } : { value, error: REQUIRED };
      return list.some((o) => o.value === value) ? { value } : { value, error: `${texts}.errors.option` };
    },
  };
}

/** Today in the phone's time zone, as an ISO date (the context of rules that depend on the date). */
export function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
