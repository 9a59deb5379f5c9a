import { APP_KEY_PREFIX, STORED_KEYS, storageKeyOf } from '#contracts/stored-values';

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

/** A bearer token written out, or the mock world's raw token shape. */
/**
 * A token written out: `Bearer <x>` (x 8 characters or more, not a word the code wrote), the mock world's token
 * shape, or a token field with a real value (a shape `string(36)` or a fingerprint `fp:...` is fine). Shared with
 * the autopilot's no-secret-in-console invariant, which names the first kind as "bearer token".
 */
export const TOKEN_PATTERNS: ReadonlyArray<[string, RegExp]> = [
  ['token', /Bearer\s+(?!undefined\b|null\b)[A-Za-z0-9\-._~+/]{8,}=*/g],
  ['token', /(?<![A-Za-z0-9])tk_[A-Za-z0-9]{32}(?![A-Za-z0-9])/g],
  [
    'token',
    /(?<="(?:token|accessToken|refreshToken|authorization|bearer)"\s*:\s*")(?!string\(\d+\)"|fp:)[^"]{8,}(?=")/gi,
  ],
];

/** Personal-looking values (CURP, phone, card, CLABE), shared with the autopilot's console invariant. */
export const PERSONAL_PATTERNS = PATTERNS;

/**
 * Console lines that are not the app's: the emulated native app (`[bridge-emulator]`) and the mock backend
 * (`[mock`, `[MSW]`) stand in for the phone and the server, whose logs are theirs.
 */
export const NOT_THE_APP = /^\s*(?:\[bridge-emulator\]|\[mock|\[MSW\])/i;

function find(text: string, patterns: ReadonlyArray<[string, RegExp]>, limit: number): string[] {
  const found: string[] = [];
  for (const [kind, pattern] of patterns) {
    for (const match of text.matchAll(pattern)) {
      found.push(`${kind}: ${match[0]}`);
      if (found.length >= limit) return found;
    }
  }
  return found;
}

/**
 * The stored values spec section 3 shares with the native app, under the spec's own names (the app's own values
 * are under `cuota:`): they hold the session and the borrower's number by contract (`token`, `userInfo`), so the
 * scan leaves them alone. Taken from the stored values' one table (src/storage/stored-values.ts).
 */
export const SPEC_SHARED_KEYS: ReadonlySet<string> = new Set(
  STORED_KEYS.map(storageKeyOf).filter((key) => !key.startsWith(APP_KEY_PREFIX)),
);

/** Every string of a JSON value, but those under `instructions` (the lender's CLABE and cashier page). */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, out);
  else if (value !== null && typeof value === 'object')
    for (const [key, member] of Object.entries(value)) if (key !== 'instructions') strings(member, out);
  return out;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The leak scan of issue 30, at the end of every end-to-end test and every scenario: what the app left in
 * localStorage and wrote to the console. No token anywhere but the spec's `token`; the event log holds no
 * CURP, phone, card or CLABE number (it is masked at rest, src/store/at-rest.ts); the drafts hold no card or
 * CLABE number (the borrower's CURP, name and contacts are what they are for); the console carries none of
 * them. Lines of the mock world itself (`[mock`, `[MSW]`: a development tool, not the app) are not scanned.
 * Returns `where: kind: value` findings (at most `limit`).
 */
export function findLeaks(
  input: { storage: Readonly<Record<string, string>>; console: readonly string[] },
  limit = 10,
): string[] {
  const found: string[] = [];
  const add = (where: string, items: string[]) => {
    for (const item of items) if (found.length < limit) found.push(`${where}: ${item}`);
  };
  const personal: ReadonlyArray<[string, RegExp]> = [...TOKEN_PATTERNS, ...PATTERNS];
  const accounts: ReadonlyArray<[string, RegExp]> = [
    ...TOKEN_PATTERNS,
    ...PATTERNS.filter(([k]) => k === 'card' || k === 'CLABE'),
  ];
  for (const [key, raw] of Object.entries(input.storage)) {
    if (SPEC_SHARED_KEYS.has(key)) continue;
    const text = strings(parsed(raw)).join('\n');
    add(`localStorage ${key}`, find(text, key === 'cuota:drafts' ? accounts : personal, limit));
  }
  for (const line of input.console) {
    if (NOT_THE_APP.test(line)) continue;
    add('console', find(line, personal, limit));
  }
  return found;
}
