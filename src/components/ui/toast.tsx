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

let messages: readonly ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Shows a message for `ms` milliseconds (default 2.5 s). */
export function showToast(text: string, kind: ToastMessage['kind'] = 'info', ms = 2500): void {
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
