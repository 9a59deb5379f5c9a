import type { Invariant } from './observation';

/** Texts that exist in only one language (whole strings, trimmed). */
export interface LanguageDictionaries {
  /** Spanish texts that are not also English texts. */
  es: ReadonlySet<string>;
  /** English texts that are not also Spanish texts. */
  en: ReadonlySet<string>;
}

/** Builds the dictionaries from every text of both languages: a string shared by both is left out. */
export function languageDictionaries(es: readonly string[], en: readonly string[]): LanguageDictionaries {
  const usable = (s: string) => {
    const t = s.trim();
    // Placeholders are filled at run time; short strings ("OK", "No", "CURP") are shared between languages.
    return t.length >= 4 && !t.includes('{') && /\p{L}{3}/u.test(t) ? t : null;
  };
  const esSet = new Set(es.map(usable).filter((s): s is string => s !== null));
  const enSet = new Set(en.map(usable).filter((s): s is string => s !== null));
  for (const s of [...esSet]) if (enSet.has(s)) {
    esSet.delete(s);
    enSet.delete(s);
  }
  return { es: esSet, en: enSet };
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
