/**
 * Form rules one field at a time, so typing checks the field that changed and not the whole form (issue 8,
 * INP under 4x CPU). Submitting still checks every field with `checkAll`.
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

/** Every field checked. */
export function checkAll<V extends object, C>(
  rules: FieldRules<V, C>,
  values: V,
  context: C,
): FieldChecks<V> {
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
    return checks;
  };
}
