/**
 * A backend answer as an event carries it. The API client has parsed it with its contract (zod keeps only the
 * fields the contract names, in the contract's order); `logged<T>()(answer)` makes it a type error for the
 * contract to name a field that the domain type `T` does not have, so nothing stray enters the event log
 * without a field-by-field copy.
 */
export function logged<T>() {
  return <S extends T>(answer: S & { [K in Exclude<keyof S, keyof T>]: never }): T => answer;
}
