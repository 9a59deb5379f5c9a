import { useSyncExternalStore } from 'react';
import type { Language } from '../domain/events';
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import { createTranslator, type TFunction } from './translator';

export type { TFunction, TOptions } from './translator';

/** Spanish is the default; English is complete. Keys are checked against es.json by the test in i18n.test.ts. */
export const LANGUAGES: readonly Language[] = ['es', 'en'];
export const DEFAULT_LANGUAGE: Language = 'es';

export const i18n = createTranslator<Language>({
  language: DEFAULT_LANGUAGE,
  fallbackLanguage: DEFAULT_LANGUAGE,
  texts: { es, en },
});

/** Switches the language of every visible text and the document. */
export function setLanguage(language: Language): void {
  i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'es' ? 'es-MX' : 'en';
}

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'es';
}

function subscribe(listener: () => void) {
  return i18n.onLanguageChanged(listener);
}

// One translate function per language: stable while the language stays (memoised children keep their
// props), a new one when it changes (so they show the new language).
const translateIn = new Map<Language, TFunction>();
function translateFunctionOf(language: Language): TFunction {
  let translate = translateIn.get(language);
  if (!translate) {
    translate = (key, options) => i18n.t(key, options);
    translateIn.set(language, translate);
  }
  return translate;
}

/** The translate function; components re-render when the language changes. */
export function useT(): { t: TFunction; language: Language } {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return { t: translateFunctionOf(language), language };
}

/** Translate outside React (effects, toasts). */
export const t: TFunction = (key, options) => i18n.t(key, options);

/** A feature's texts in both languages (the same keys in each; checked by i18n.test.ts). */
export interface FeatureTexts {
  es: Record<string, unknown>;
  en: Record<string, unknown>;
}

/**
 * Adds a feature's texts under `namespace` in both languages. Features call it at the top of their
 * `<flow>.texts.ts`, which their screens import, so the texts ship in the feature's lazy chunk and the
 * first-render bundle does not grow with every screen. Returns the texts with their namespace, so the
 * tools' table of texts (src/contracts/texts.ts) takes the namespace from the module itself.
 */
export function registerTexts<N extends string, T extends FeatureTexts>(
  namespace: N,
  texts: T,
): T & { readonly namespace: N } {
  i18n.addTexts('es', namespace, texts.es);
  i18n.addTexts('en', namespace, texts.en);
  return { ...texts, namespace };
}
