/**
 * Table tests of the field checks (src/domain/validation), one test per input, named as `test.each` names
 * them: each check answers `{ ok: true, value }` or `{ ok: false, reason }`.
 */

type Check = (input: string) => unknown;

/** `check` accepts each input as the value beside it; `title` names a case (`%j` the input, then the value). */
export function testAccepts(
  check: Check,
  cases: [input: string, value: string][],
  title = 'accepts %j as %j',
): void {
  test.each(cases)(title, (input, value) => {
    expect(check(input)).toEqual({ ok: true, value });
  });
}

/** `check` rejects each input with the reason it is listed under, e.g. `{ required: ['', '  '] }`. */
export function testRejects(check: Check, inputsByReason: Record<string, string[]>): void {
  const cases = Object.entries(inputsByReason).flatMap(([reason, inputs]) =>
    inputs.map((input): [string, string] => [input, reason]),
  );
  test.each(cases)('rejects %j with %s', (input, reason) => {
    expect(check(input)).toEqual({ ok: false, reason });
  });
}
