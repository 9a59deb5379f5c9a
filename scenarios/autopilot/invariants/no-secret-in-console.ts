import type { Invariant } from './observation';

/**
 * No console line carries a secret (issue 30): the WebView forwards the console to Android's logcat, which
 * other apps and bug reports read. A bearer token, a CURP, a phone, a card or a CLABE number in any line the
 * page's console got (objects written out as JSON, core/console-line.ts) is a violation; a value's shape
 * (`string(36)`), a fingerprint (`fp:...`) or a masked form (`55******78`) is not.
 *
 * The patterns are this invariant's own (the personal ones as the journey leak scan's,
 * scenarios/runner/leak-scan.ts), not the app's masker: a pattern the masker lost is still seen here.
 */

/**
 * Lines that are not the app's: the emulated native app (`[bridge-emulator]`) and the mock backend (`[mock]`,
 * MSW) stand in for the phone and the server, whose logs are theirs.
 */
const NOT_THE_APP = /^(?:\[bridge-emulator\]|\[mock\]|\[MSW\])/;

const SECRETS: ReadonlyArray<[string, RegExp]> = [
  // `Bearer <x>`, x 8 characters or more (not a word the code wrote: `Bearer undefined`).
  ['bearer token', /Bearer\s+(?!undefined\b|null\b)[A-Za-z0-9\-._~+/]{8,}=*/],
  // The mock world's token shape.
  ['token', /(?<![A-Za-z0-9])tk_[A-Za-z0-9]{32}(?![A-Za-z0-9])/],
  // A token field written out with its value (a shape `string(36)` or a fingerprint `fp:...` is fine); the
  // match is the value, so a `Bearer` value is named as such (the patterns above win a tie).
  [
    'token',
    /(?<="(?:token|accessToken|refreshToken|authorization|bearer)"\s*:\s*")(?!string\(\d+\)"|fp:)[^"]{8,}(?=")/i,
  ],
  ['CURP', /(?<![A-Za-z0-9])[A-Z]{4}\d{6}[HM][A-Z]{5}[A-Z0-9]\d(?![A-Za-z0-9])/],
  // Ten digits starting 2-9 (Mexican numbers never start with 0 or 1; Unix seconds do).
  ['phone', /(?<![A-Za-z0-9*])[2-9]\d{9}(?![A-Za-z0-9])/],
  ['card number', /(?<![A-Za-z0-9*])\d{16}(?![A-Za-z0-9])/],
  ['CLABE', /(?<![A-Za-z0-9*])\d{18}(?![A-Za-z0-9])/],
];

/** The first secret in a console line (the one that starts first): its kind, where it starts and its length; null for none. */
export function secretIn(line: string): { kind: string; at: number; length: number } | null {
  const text = line.slice(line.indexOf(' ') + 1);
  if (NOT_THE_APP.test(text)) return null;
  let first: { kind: string; at: number; length: number } | null = null;
  for (const [kind, pattern] of SECRETS) {
    const match = pattern.exec(line);
    if (match && (first === null || match.index < first.at))
      first = { kind, at: match.index, length: match[0].length };
  }
  return first;
}

export const noSecretInConsole: Invariant = {
  name: 'no-secret-in-console',
  description: 'no console line carries a bearer token, a CURP, a phone, a card or a CLABE number',
  check(o) {
    for (const line of o.consoleLines ?? []) {
      const found = secretIn(line);
      if (!found) continue;
      // The line up to its first secret, never a secret (the message goes into reports and found scenarios).
      const before = line.slice(0, found.at).trimEnd();
      const shown = before.length > 90 ? `${before.slice(0, 90)}…` : before;
      return {
        invariant: this.name,
        message: `a console line carries a ${found.kind} (${found.length} characters) on ${o.route}: "${shown} <${found.kind}>"`,
      };
    }
    return null;
  },
};
