/**
 * A last look at a masked journey file before it is reported as passing: whatever slipped past the
 * masks and still looks like a CURP, a Mexican mobile, a card or a CLABE number is a failure.
 */

const PATTERNS: ReadonlyArray<[string, RegExp]> = [
  ['CURP', /(?<![A-Za-z0-9])[A-Z]{4}\d{6}[HM][A-Z]{5}[A-Z0-9]\d(?![A-Za-z0-9])/g],
  // Ten digits starting 2-9 (Mexican numbers never start with 0 or 1; Unix seconds do).
  ['phone', /(?<![A-Za-z0-9*])[2-9]\d{9}(?![A-Za-z0-9])/g],
  ['card', /(?<![A-Za-z0-9*])\d{16}(?![A-Za-z0-9])/g],
  ['CLABE', /(?<![A-Za-z0-9*])\d{18}(?![A-Za-z0-9])/g],
];

/** Personal-looking values in a journey's text, as `kind: value` (at most `limit`). */
export function findPersonalData(text: string, limit = 5): string[] {
  const found: string[] = [];
  for (const [kind, pattern] of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      found.push(`${kind}: ${match[0]}`);
      if (found.length >= limit) return found;
    }
  }
  return found;
}
