import { useSyncExternalStore } from 'react';
import type { Language } from '../../domain/events';
import { currentLanguage, useT } from '../../i18n/i18n';

/**
 * A light toast (antd-mobile's imperative Toast does not render on React 19 without a shim, and the home
 * route must stay small). Messages are text only.
 */
interface ToastMessage {
  id: number;
  text: string;
  kind: 'info' | 'error' | 'success';
  /** The language it was written in: a language switch hides it (the app speaks one language at a time). */
  language: Language;
}

/** The shortest a toast stays, as every toast did: short texts keep it (decision 0075). */
export const MIN_TOAST_MS = 2500;
/** The longest: a toast covers the middle of the screen. */
export const MAX_TOAST_MS = 10_000;
/** Time to notice that a toast appeared before reading it. */
const NOTICE_MS = 1000;
/** Reading time per character: about 200 words a minute, a slow reader on a phone. */
const MS_PER_CHARACTER = 60;

/**
 * How long a text stays on screen (decision 0075): 1 s to notice it plus 60 ms a character, at least 2.5 s and at
 * most 10 s. "La cuenta se registró en otro dispositivo" stays about 3.5 s, a 150-character text 10 s.
 */
export function toastDuration(text: string): number {
  const characters = [...text.trim()].length;
  return Math.min(MAX_TOAST_MS, Math.max(MIN_TOAST_MS, NOTICE_MS + characters * MS_PER_CHARACTER));
}

let messages: readonly ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Shows a message for `ms` milliseconds (default: as long as the text takes to read, `toastDuration`). */
export function showToast(text: string, kind: ToastMessage['kind'] = 'info', ms = toastDuration(text)): void {
  const id = nextId++;
  messages = [...messages.filter((m) => m.text !== text), { id, text, kind, language: currentLanguage() }];
  emit();
  setTimeout(() => {
    messages = messages.filter((m) => m.id !== id);
    emit();
  }, ms);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where toasts render; mounted once by the shell. */
export function ToastHost() {
  const list = useSyncExternalStore(
    subscribe,
    () => messages,
    () => messages,
  );
  const { language } = useT();
  return (
    <div className="toast-host" aria-live="polite">
      {list
        .filter((m) => m.language === language)
        .map((m) => (
          <div key={m.id} className={`toast toast--${m.kind}`} role={m.kind === 'error' ? 'alert' : 'status'}>
            {m.text}
          </div>
        ))}
    </div>
  );
}
