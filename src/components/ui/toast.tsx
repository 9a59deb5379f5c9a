import { useSyncExternalStore } from 'react';

/**
 * A light toast (antd-mobile's imperative Toast does not render on React 19 without a shim, and the home
 * route must stay small). Messages are text only.
 */
interface ToastMessage {
  id: number;
  text: string;
  kind: 'info' | 'error' | 'success';
}

let messages: readonly ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Shows a message for `ms` milliseconds (default 2.5 s). */
export function showToast(text: string, kind: ToastMessage['kind'] = 'info', ms = 2500): void {
  const id = nextId++;
  messages = [...messages.filter((m) => m.text !== text), { id, text, kind }];
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
  const list = useSyncExternalStore(subscribe, () => messages);
  return (
    <div className="toast-host" aria-live="polite">
      {list.map((m) => (
        <div key={m.id} className={`toast toast--${m.kind}`} role={m.kind === 'error' ? 'alert' : 'status'}>
          {m.text}
        </div>
      ))}
    </div>
  );
}
