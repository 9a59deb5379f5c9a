import { useSyncExternalStore } from 'react';
import type { Language } from '../domain/events';
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import type { SameKeys, TextKey, TextNamespaces } from './text-keys';
import { createTranslator, type TFunction as AnyKeyTFunction } from './translator';

export type { TOptions } from './translator';
export type { KeysUnder, TextKey } from './text-keys';

/** Translates a text key (a dotted path of es.json or of a feature namespace; decision 0052). */
export type TFunction = AnyKeyTFunction<TextKey>;

// English has exactly the keys of Spanish: each must be assignable to the other's shape (decision 0052).
const esKeys: SameKeys<typeof en> = es;
const enKeys: SameKeys<typeof es> = en;

/** Spanish is the default; English is complete (the same keys, checked above and by i18n.test.ts). */
export const LANGUAGES: readonly Language[] = ['es', 'en'];
export const DEFAULT_LANGUAGE: Language = 'es';

export const i18n = createTranslator<Language, TextKey>({
  language: DEFAULT_LANGUAGE,
  fallbackLanguage: DEFAULT_LANGUAGE,
  texts: { es: esKeys, en: enKeys },
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

/**
 * The one cast to a text key (decision 0052), for a key built from a string the types cannot follow: a
 * validation reason (src/domain/validation returns reasons as plain strings) or a form's generic field name
 * (use-step-form). Typing those would mean typing every validation's reasons; until then this is the only
 * `as TextKey`. `npm run lint` still checks the literal parts of a template passed here (a typo in the prefix).
 */
export function runtimeKey(key: string): TextKey {
  return key as TextKey;
}

/** Translate outside React (effects, toasts). */
export const t: TFunction = (key, options) => i18n.t(key, options);

/** A feature's texts in both languages (the same keys in each; checked by the type and by i18n.test.ts). */
export interface FeatureTexts {
  es: Record<string, unknown>;
  en: Record<string, unknown>;
}

/**
 * Adds a feature's texts under `namespace` in both languages. Features call it at the top of their
 * `<flow>.texts.ts`, which their screens import, so the texts ship in the feature's lazy chunk and the
 * first-render bundle does not grow with every screen. Returns the texts with their namespace, so the
 * tools' table of texts (src/contracts/texts.ts) takes the namespace from the module itself.
 * The namespace must be declared in `TextNamespaces` (the texts file does it, decision 0052), and English
 * must have the keys of Spanish.
 */
export function registerTexts<
  N extends Extract<keyof TextNamespaces, string>,
  Es extends Record<string, unknown>,
>(
  namespace: N,
  texts: { es: Es; en: NoInfer<SameKeys<Es>> },
): { es: Es; en: SameKeys<Es>; readonly namespace: N } {
  i18n.addTexts('es', namespace, texts.es);
  i18n.addTexts('en', namespace, texts.en);
  return { ...texts, namespace };
}
