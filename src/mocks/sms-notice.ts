import type { SmsMessage } from './world/records';

/**
 * The incoming SMS, shown as a small fixed notice on the page: in a plain browser this is the only way a
 * person gets the verification code. Built with DOM APIs and textContent only.
 */

const CONTAINER_ID = 'cuota-mock-sms';

function container(doc: Document): HTMLElement {
  const existing = doc.getElementById(CONTAINER_ID);
  if (existing) return existing;
  const box = doc.createElement('div');
  box.id = CONTAINER_ID;
  Object.assign(box.style, {
    position: 'fixed',
    top: '8px',
    left: '8px',
    right: '8px',
    zIndex: '2147483647',
    display: 'flex',
    flexDirection: 'column',
    gap: '6px',
    pointerEvents: 'none',
  });
  doc.body.appendChild(box);
  return box;
}

/** Shows one SMS as a dismissible notice (role="status"); returns a function that removes it. */
export function showSmsNotice(sms: SmsMessage, doc: Document = document): () => void {
  const notice = doc.createElement('div');
  notice.setAttribute('role', 'status');
  notice.setAttribute('aria-live', 'polite');
  notice.dataset.testid = 'mock-sms';
  Object.assign(notice.style, {
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    margin: '0 auto',
    maxWidth: '420px',
    width: '100%',
    boxSizing: 'border-box',
    padding: '10px 12px',
    borderRadius: '10px',
    background: 'rgba(33, 33, 33, 0.92)',
    color: '#fff',
    font: '14px/1.4 system-ui, sans-serif',
    boxShadow: '0 4px 12px rgba(0, 0, 0, 0.25)',
    pointerEvents: 'auto',
  });

  const text = doc.createElement('span');
  text.textContent = sms.text;
  text.style.flex = '1';

  const close = doc.createElement('button');
  close.type = 'button';
  close.textContent = '×';
  close.setAttribute('aria-label', sms.lang === 'en' ? 'Dismiss' : 'Cerrar');
  Object.assign(close.style, {
    border: '0',
    background: 'transparent',
    color: 'inherit',
    fontSize: '20px',
    lineHeight: '1',
    cursor: 'pointer',
    padding: '0 4px',
  });

  const remove = () => {
    const parent = notice.parentElement;
    notice.remove();
    if (parent && parent.childElementCount === 0) parent.remove();
  };
  close.addEventListener('click', remove);

  notice.append(text, close);
  container(doc).appendChild(notice);
  return remove;
}
