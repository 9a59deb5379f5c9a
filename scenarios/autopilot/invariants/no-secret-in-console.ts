import { NOT_THE_APP, PERSONAL_PATTERNS, TOKEN_PATTERNS } from '../../runner/leak-scan';
import type { Invariant } from './observation';

/**
 * No console line carries a secret (issue 30): the WebView forwards the console to Android's logcat, which
 * other apps and bug reports read. A bearer token, a CURP, a phone, a card or a CLABE number in any line the
 * page's console got (objects written out as JSON, core/console-line.ts) is a violation; a value's shape
 * (`string(36)`), a fingerprint (`fp:...`) or a masked form (`55******78`) is not.
 *
 * The patterns are the leak scan's (scenarios/runner/leak-scan.ts: one table for the e2e tests, the scenarios and
 * this invariant), not the app's masker: a pattern the masker lost is still seen here.
 */

/** The kinds as this invariant names them. */
const LABELS: Readonly<Record<string, string>> = { card: 'card number' };
const SECRETS: ReadonlyArray<[string, RegExp]> = [...TOKEN_PATTERNS, ...PERSONAL_PATTERNS].map(
  ([kind, pattern], i) => [
    // The first token pattern is `Bearer <x>`.
    i === 0 ? 'bearer token' : (LABELS[kind] ?? kind),
    // One match from the start of the line at a time (the table's patterns are global).
    new RegExp(pattern.source, pattern.flags.replace('g', '')),
  ],
);

/** The first secret in a console line (the one that starts first): its kind, where it starts and its length; null for none. */
export function secretIn(line: string): { kind: string; at: number; length: number } | null {
  // The line starts with its level (`warn [bridge] ...`).
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
