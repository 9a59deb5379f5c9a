import type { Invariant } from './observation';

/** A message key as the translator shows it when a text is missing (`borrow.amountLabel`). */
export const MESSAGE_KEY = /^[a-z]+(\.[a-zA-Z]+)+$/;

/** Endings that make a dotted word a domain name rather than a key (`cuota.mx`). */
const DOMAIN_ENDINGS = new Set(['mx', 'com', 'net', 'org', 'io', 'app', 'gob', 'edu', 'info']);

/**
 * No visible text is a raw message key. A dotted lower-case word counts as a key when it starts with one of
 * the app's text namespaces (`app.`, `login.`, `bankCard.`...), or when it looks like one otherwise: a
 * first part of three letters or more, no one-letter part (`a.m.`, `p.m.`, `e.g.` are not keys) and no
 * domain-name ending (`cuota.mx`).
 */
export function createNoRawMessageKey(namespaces: ReadonlySet<string>): Invariant {
  return {
    name: 'no-raw-message-key',
    description: 'no raw message key (e.g. borrow.title) is visible',
    check(o) {
      for (const line of o.appLines) {
        for (const word of line.split(/\s+/)) {
          const text = word.replace(/[.,:;!?)]+$/, '').replace(/^[(¿¡]+/, '');
          if (!MESSAGE_KEY.test(text)) continue;
          const parts = text.split('.');
          const keyLike =
            parts[0]!.length >= 3 &&
            parts.every((p) => p.length >= 2) &&
            !DOMAIN_ENDINGS.has(parts[parts.length - 1]!);
          if (namespaces.has(parts[0]!) || keyLike)
            return {
              invariant: this.name,
              message: `raw message key "${text}" visible on ${o.route}`,
              absentText: text,
            };
        }
      }
      return null;
    },
  };
}
