import type { Invariant } from './observation';

/** Texts that exist in only one language (whole strings, trimmed). */
export interface LanguageDictionaries {
  /** Spanish texts that are not also English texts. */
  es: ReadonlySet<string>;
  /** English texts that are not also Spanish texts. */
  en: ReadonlySet<string>;
}

/**
 * The texts both languages may share: names, written the same in Spanish and English. Any other text found
 * in both languages' tables is one table's mistake (an English text pasted into es.json reads "Records" in
 * both), so it stays in both dictionaries and is found wherever it shows. `catalog.test.ts` checks that the
 * app's shared texts are these.
 */
export const NEUTRAL_TEXTS: ReadonlySet<string> = new Set([
  'Cuota',
  'CURP',
  'Español',
  'English',
  'Facebook',
  'LinkedIn',
  'WhatsApp',
]);

/** Builds the dictionaries from every text of both languages: a name both share is left out. */
export function languageDictionaries(
  es: readonly string[],
  en: readonly string[],
  neutral: ReadonlySet<string> = NEUTRAL_TEXTS,
): LanguageDictionaries {
  const esSet = new Set(es.map(usableText).filter((s): s is string => s !== null));
  const enSet = new Set(en.map(usableText).filter((s): s is string => s !== null));
  for (const s of [...esSet])
    if (enSet.has(s) && neutral.has(s)) {
      esSet.delete(s);
      enSet.delete(s);
    }
  return { es: esSet, en: enSet };
}

/** A text the dictionaries can hold: placeholders are filled at run time, short strings ("OK", "No") are shared. */
export function usableText(s: string): string | null {
  const t = s.trim();
  return t.length >= 4 && !t.includes('{') && /\p{L}{3}/u.test(t) ? t : null;
}

/**
 * The app speaks one language at a time: no visible line of the app is a text that exists only in the
 * other language (the app's own texts are the dictionary, so names, banks and places never count).
 */
export function createSameLanguage(dictionaries: LanguageDictionaries): Invariant {
  return {
    name: 'same-language',
    description: 'no visible text of the other language (the app texts of each language as the dictionary)',
    check(o) {
      const other = o.language === 'en' ? dictionaries.es : dictionaries.en;
      const found = o.appLines.find((line) => other.has(line.trim()));
      if (found === undefined) return null;
      return {
        invariant: this.name,
        message: `"${found}" (${o.language === 'en' ? 'Spanish' : 'English'}) shown in ${o.language} on ${o.route}`,
        absentText: found.trim(),
      };
    },
  };
}
