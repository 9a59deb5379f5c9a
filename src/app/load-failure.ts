import { APP_KEY_PREFIX, STORAGE_KEYS } from '../storage/storage-keys';

/**
 * What the page shows when the app itself cannot be downloaded (a phone that lost its connection while the
 * WebView opened): a message in the borrower's language and a button that tries again. The app's texts and
 * React are what failed to arrive, so this is plain DOM, built without HTML strings. Nothing happens when
 * the app already shows something.
 */
const TEXTS = {
  es: {
    message: 'No pudimos cargar Cuota. Revisa tu conexión a internet e inténtalo de nuevo.',
    retry: 'Reintentar',
  },
  en: {
    message: 'We could not load Cuota. Check your internet connection and try again.',
    retry: 'Try again',
  },
} as const;

/** Where the stored values keep the language: spec section 3's own name, from the one table of keys. */
export const LANGUAGE_STORAGE_KEY = STORAGE_KEYS.language;
/** Where builds before decision 0014 kept it. */
const LEGACY_LANGUAGE_STORAGE_KEY = `${APP_KEY_PREFIX}language`;

/** The stored language, read without the store (which did not arrive): Spanish unless English is stored. */
export function storedLanguageHint(storage: Pick<Storage, 'getItem'> | undefined): 'es' | 'en' {
  try {
    // `en` as the native app writes it, `"en"` as JSON, or under the name builds before decision 0014 used.
    const raw = storage?.getItem(LANGUAGE_STORAGE_KEY) ?? storage?.getItem(LEGACY_LANGUAGE_STORAGE_KEY);
    return raw === 'en' || raw === JSON.stringify('en') ? 'en' : 'es';
  } catch {
    return 'es';
  }
}

export function showLoadFailure(doc: Document, language: 'es' | 'en', retry: () => void): void {
  const root = doc.getElementById('root');
  if (!root || root.childElementCount > 0) return;
  const texts = TEXTS[language];
  const section = doc.createElement('section');
  section.className = 'screen';
  section.setAttribute('role', 'alert');
  const message = doc.createElement('p');
  message.textContent = texts.message;
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'btn btn--block';
  button.textContent = texts.retry;
  button.addEventListener('click', retry);
  section.append(message, button);
  root.append(section);
}
