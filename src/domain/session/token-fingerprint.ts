/**
 * A session token's fingerprint (issue 30): what the event log keeps at rest instead of the token. It tells
 * whether the stored `token` is still the session's after a reload, and cannot be sent as a bearer. cyrb53 (a
 * 53-bit non-cryptographic hash, two rounds with different seeds): tokens are long random strings, so the
 * fingerprint gives nothing of the token away, and a collision between two sessions of one phone is
 * negligible. No crypto library in the first chunk for it.
 */

const PREFIX = 'fp:';

function cyrb53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** True for a fingerprint (`fp:` and hex digits, after the token's `Bearer ` scheme when it had one). */
export function isTokenFingerprint(value: string): boolean {
  return /^(?:Bearer )?fp:[0-9a-f]+$/.test(value);
}

/**
 * The fingerprint of a token. The `Bearer ` scheme stays in front when the token had it, so the value keeps its
 * shape (a journey masks it as any bearer token); the hash is of the token without it.
 */
export function tokenFingerprint(token: string): string {
  if (isTokenFingerprint(token)) return token;
  const scheme = /^Bearer\s+/i.test(token) ? 'Bearer ' : '';
  const bare = token.replace(/^Bearer\s+/i, '');
  return `${scheme}${PREFIX}${cyrb53(bare, 1).toString(16)}${cyrb53(bare, 2).toString(16)}`;
}

const hashOf = (value: string) => value.replace(/^Bearer\s+/i, '');

/** Whether the session's token (or the fingerprint a reload restored) is this stored token. */
export function sameToken(session: string | null, stored: string): boolean {
  if (session === null) return false;
  if (session === stored) return true;
  return isTokenFingerprint(session) && hashOf(session) === hashOf(tokenFingerprint(stored));
}
