import i18next, { type TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import type { Language } from '../domain/events';
import en from './en.json';
import es from './es.json';

/** Spanish is the default; English is complete. Keys are checked against es.json by the test in i18n.test.ts. */
export const LANGUAGES: readonly Language[] = ['es', 'en'];
export const DEFAULT_LANGUAGE: Language = 'es';

export const i18n = i18next.createInstance();
void i18n.init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  resources: { es: { translation: es }, en: { translation: en } },
  // React escapes text; i18next must not double-escape.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** Switches the language of every visible text and the document. */
export function setLanguage(language: Language): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'es' ? 'es-MX' : 'en';
}

export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'es';
}

function subscribe(listener: () => void) {
  i18n.on('languageChanged', listener);
  return () => i18n.off('languageChanged', listener);
}

/** The translate function; components re-render when the language changes. */
export function useT(): { t: TFunction; language: Language } {
  const language = useSyncExternalStore(subscribe, currentLanguage);
  return { t: i18n.t.bind(i18n), language };
}

/** Translate outside React (effects, toasts). */
export const t: TFunction = ((...args: Parameters<TFunction>) => i18n.t(...args)) as TFunction;

/** A feature's texts in both languages (the same keys in each; checked by i18n.test.ts). */
export interface FeatureTexts {
  es: Record<string, unknown>;
  en: Record<string, unknown>;
}

/**
 * Adds a feature's texts under `key` in both languages. Features call it at the top of their
 * `<flow>.texts.ts`, which their screens import, so the texts ship in the feature's lazy chunk and the
 * first-render bundle does not grow with every screen.
 */
export function registerTexts<T extends FeatureTexts>(key: string, texts: T): T {
  i18n.addResourceBundle('es', 'translation', { [key]: texts.es }, true, true);
  i18n.addResourceBundle('en', 'translation', { [key]: texts.en }, true, true);
  return texts;
}
