/**
 * The app's own translator: what the app used of i18next, in about 1 KiB instead of about 15 KiB gzip of
 * the first load (docs/decisions/0012). Texts are nested objects of strings; a key is their dotted path.
 * - `{{name}}` is replaced by `options.name` (a string, number or boolean; no escaping: React escapes); an
 *   unknown name stays as it is.
 * - `count` picks the plural form `key_one` / `key_other` (`Intl.PluralRules` of the language), then `key`.
 * - A key missing in the language falls back to the fallback language, then to `defaultValue`, then to
 *   the key itself (so a missing text shows, and a test finds it).
 */
export type Texts = { readonly [key: string]: unknown };

/** Options of a translation: `count`, `defaultValue` and the values of the `{{placeholders}}`. */
export interface TOptions {
  count?: number;
  defaultValue?: string;
  [name: string]: unknown;
}

/** Translates a key; `K` is the type of the keys (the app's is `TextKey`, src/i18n/text-keys.ts). */
export type TFunction<K extends string = string> = (key: K, options?: TOptions) => string;

export interface Translator<L extends string, K extends string = string> {
  readonly t: TFunction<K>;
  /** The current language. */
  readonly language: L;
  changeLanguage(language: L): void;
  /** Merges texts under `key` (a feature's texts) into a language's texts; later texts win. */
  addTexts(language: L, key: string, texts: Texts): void;
  /** Calls `listener` after every change of language; returns the unsubscribe. */
  onLanguageChanged(listener: () => void): () => void;
}

const PLACEHOLDER = /{{\s*(\w+)\s*}}/g;

function lookup(texts: Texts | undefined, key: string): unknown {
  let node: unknown = texts;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Texts)[part];
  }
  return node;
}

function merge(target: Record<string, unknown>, source: Texts): void {
  for (const [name, value] of Object.entries(source)) {
    const existing = target[name];
    if (value !== null && typeof value === 'object' && existing !== null && typeof existing === 'object') {
      merge(existing as Record<string, unknown>, value as Texts);
    } else {
      target[name] = value !== null && typeof value === 'object' ? structuredCopy(value as Texts) : value;
    }
  }
}

function structuredCopy(texts: Texts): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  merge(copy, texts);
  return copy;
}

export function createTranslator<L extends string, K extends string = string>(options: {
  language: L;
  fallbackLanguage: L;
  texts: Record<L, Texts>;
}): Translator<L, K> {
  const { fallbackLanguage } = options;
  const bundles = new Map<L, Record<string, unknown>>();
  for (const [language, texts] of Object.entries(options.texts) as Array<[L, Texts]>) {
    bundles.set(language, structuredCopy(texts));
  }
  const plurals = new Map<L, Intl.PluralRules>();
  const listeners = new Set<() => void>();
  let language = options.language;

  function pluralOf(lang: L, count: number): string {
    let rules = plurals.get(lang);
    if (!rules) {
      rules = new Intl.PluralRules(lang);
      plurals.set(lang, rules);
    }
    return rules.select(count);
  }

  function find(lang: L, key: string, count: number | undefined): string | undefined {
    const texts = bundles.get(lang);
    if (typeof count === 'number') {
      const form = lookup(texts, `${key}_${pluralOf(lang, count)}`) ?? lookup(texts, `${key}_other`);
      if (typeof form === 'string') return form;
    }
    const text = lookup(texts, key);
    return typeof text === 'string' ? text : undefined;
  }

  const t: TFunction<K> = (key, values = {}) => {
    const text =
      find(language, key, values.count) ??
      (language === fallbackLanguage ? undefined : find(fallbackLanguage, key, values.count)) ??
      values.defaultValue ??
      key;
    return text.replace(PLACEHOLDER, (whole, name: string) => {
      const value = values[name];
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : whole;
    });
  };

  return {
    t,
    get language() {
      return language;
    },
    changeLanguage(next) {
      if (next === language) return;
      language = next;
      for (const listener of [...listeners]) listener();
    },
    addTexts(lang, key, texts) {
      let bundle = bundles.get(lang);
      if (!bundle) {
        bundle = {};
        bundles.set(lang, bundle);
      }
      merge(bundle, { [key]: texts });
    },
    onLanguageChanged(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
