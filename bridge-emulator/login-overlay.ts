/**
 * The emulated native login screen, drawn over the web view the way the real app's login activity covers
 * it: phone number, "send SMS", the SMS as it arrives, the code, "log in". Built with DOM APIs and
 * textContent only, labelled so tests find every control by its visible text.
 */

/** The login screen's texts in the phone's language. */
export const LOGIN_TEXTS = {
  es: {
    title: 'Inicio de sesión de la app',
    subtitle: 'Pantalla nativa emulada (puente nativo de pruebas)',
    mobile: 'Número de celular',
    sendSms: 'Enviar SMS',
    code: 'Código SMS',
    submit: 'Entrar',
    cancel: 'Cancelar',
    smsFrom: 'Mensaje nuevo',
    useCode: 'Usar código',
    sending: 'Enviando…',
    mobileInvalid: 'Escribe un número de celular de 10 dígitos.',
    codeInvalid: 'Escribe el código de 6 dígitos del SMS.',
  },
  en: {
    title: 'App login',
    subtitle: 'Emulated native screen (test native bridge)',
    mobile: 'Mobile number',
    sendSms: 'Send SMS',
    code: 'SMS code',
    submit: 'Log in',
    cancel: 'Cancel',
    smsFrom: 'New message',
    useCode: 'Use code',
    sending: 'Sending…',
    mobileInvalid: 'Enter a 10-digit mobile number.',
    codeInvalid: 'Enter the 6-digit code from the SMS.',
  },
} as const;

/** What the screen asks its owner to do. */
export interface LoginOverlayHandlers {
  onSendCode(mobile: string): Promise<void>;
  onSubmit(mobile: string, code: string): Promise<void>;
  onCancel(): void;
}

/** The open screen. */
export interface LoginOverlay {
  readonly element: HTMLElement;
  /** Shows an incoming SMS as a notification on the screen. */
  showSms(text: string, code: string): void;
  /** Shows (or with null, clears) an error line. */
  setError(message: string | null): void;
  close(): void;
}

/** The overlay's element id (one at a time). */
export const LOGIN_OVERLAY_ID = 'cuota-native-login';

function el<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  style: Partial<CSSStyleDeclaration> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  Object.assign(node.style, style);
  if (text !== undefined) node.textContent = text;
  return node;
}

const BUTTON: Partial<CSSStyleDeclaration> = {
  minHeight: '48px',
  border: '0',
  borderRadius: '24px',
  background: '#0b7a4b',
  color: '#fff',
  font: '600 16px/1.2 system-ui, sans-serif',
  cursor: 'pointer',
  padding: '0 16px',
};
const INPUT: Partial<CSSStyleDeclaration> = {
  minHeight: '48px',
  boxSizing: 'border-box',
  width: '100%',
  border: '1px solid #b7c0c8',
  borderRadius: '8px',
  padding: '0 12px',
  font: '18px/1.2 system-ui, sans-serif',
};

type Texts = (typeof LOGIN_TEXTS)[keyof typeof LOGIN_TEXTS];

/** The full-screen dialog, its centred column and the SMS notification line (hidden until an SMS). */
function overlayShell(doc: Document, t: Texts) {
  const root = el(doc, 'div', {
    position: 'fixed',
    inset: '0',
    // Just under the mock world's SMS notice, which may also show the code.
    zIndex: '2147483646',
    background: '#f4f6f8',
    overflowY: 'auto',
    font: '16px/1.4 system-ui, sans-serif',
    color: '#1d2329',
  });
  root.id = LOGIN_OVERLAY_ID;
  root.setAttribute('role', 'dialog');
  root.setAttribute('aria-modal', 'true');
  root.setAttribute('aria-labelledby', `${LOGIN_OVERLAY_ID}-title`);
  root.dataset.testid = 'native-login';
  const panel = el(doc, 'div', {
    maxWidth: '420px',
    margin: '0 auto',
    padding: '64px 20px 24px',
    display: 'flex',
    flexDirection: 'column',
    gap: '14px',
  });
  const title = el(doc, 'h1', { fontSize: '22px', margin: '8px 0 0' }, t.title);
  title.id = `${LOGIN_OVERLAY_ID}-title`;
  const subtitle = el(doc, 'p', { margin: '0', color: '#5b6670', fontSize: '13px' }, t.subtitle);
  const sms = el(doc, 'div', {
    display: 'none',
    alignItems: 'center',
    gap: '8px',
    padding: '10px 12px',
    borderRadius: '10px',
    background: '#263238',
    color: '#fff',
  });
  sms.setAttribute('role', 'status');
  sms.setAttribute('aria-live', 'polite');
  sms.dataset.testid = 'native-login-sms';
  panel.append(title, subtitle, sms);
  root.append(panel);
  return { root, panel, sms };
}

/** A labelled input of the form. */
function field(doc: Document, labelText: string, id: string, attrs: Record<string, string>) {
  const label = el(
    doc,
    'label',
    { display: 'flex', flexDirection: 'column', gap: '4px', fontWeight: '600' },
    labelText,
  );
  label.htmlFor = id;
  const input = el(doc, 'input', INPUT);
  input.id = id;
  for (const [name, value] of Object.entries(attrs)) input.setAttribute(name, value);
  return { label, input };
}

/** The form: mobile, "send SMS", code, the error line, "log in" and "cancel". */
function loginForm(doc: Document, t: Texts, mobileValue: string) {
  const form = el(doc, 'form', { display: 'flex', flexDirection: 'column', gap: '12px' });
  form.noValidate = true;
  const mobile = field(doc, t.mobile, `${LOGIN_OVERLAY_ID}-mobile`, {
    type: 'tel',
    inputmode: 'numeric',
    autocomplete: 'tel-national',
    maxlength: '10',
    name: 'mobile',
  });
  mobile.input.value = mobileValue;
  const code = field(doc, t.code, `${LOGIN_OVERLAY_ID}-code`, {
    type: 'text',
    inputmode: 'numeric',
    autocomplete: 'one-time-code',
    maxlength: '6',
    name: 'code',
  });
  const outlined = { ...BUTTON, background: '#fff', color: '#0b7a4b', border: '1px solid #0b7a4b' };
  const send = el(doc, 'button', outlined, t.sendSms);
  send.type = 'button';
  const submit = el(doc, 'button', BUTTON, t.submit);
  submit.type = 'submit';
  const cancel = el(doc, 'button', { ...BUTTON, background: 'transparent', color: '#5b6670' }, t.cancel);
  cancel.type = 'button';
  const error = el(doc, 'p', { margin: '0', color: '#b3261e', minHeight: '1.4em' });
  error.setAttribute('role', 'alert');
  form.append(mobile.label, mobile.input, send, code.label, code.input, error, submit, cancel);
  return { form, mobile: mobile.input, code: code.input, send, submit, cancel, error };
}

/** Runs a button's task once at a time (a double tap sends one request, as on the phone), showing "sending". */
function oneAtATime(sending: string) {
  let busy = false;
  return async (button: HTMLButtonElement, task: () => Promise<void>) => {
    if (busy) return;
    busy = true;
    const label = button.textContent;
    button.disabled = true;
    button.textContent = sending;
    try {
      await task();
    } finally {
      busy = false;
      button.disabled = false;
      button.textContent = label;
    }
  };
}

const digits = (input: HTMLInputElement) => input.value.replace(/\D/g, '');

/** Checks what was typed and hands it to the owner: the code request, the login, the cancel. */
function wireForm(
  parts: ReturnType<typeof loginForm>,
  handlers: LoginOverlayHandlers,
  t: Texts,
  setError: (message: string | null) => void,
) {
  const run = oneAtATime(t.sending);
  parts.send.addEventListener('click', () => {
    const value = digits(parts.mobile);
    if (value.length !== 10) return setError(t.mobileInvalid);
    setError(null);
    void run(parts.send, () => handlers.onSendCode(value));
  });
  parts.form.addEventListener('submit', (event) => {
    event.preventDefault();
    const value = digits(parts.mobile);
    const typed = digits(parts.code);
    if (value.length !== 10) return setError(t.mobileInvalid);
    if (typed.length !== 6) return setError(t.codeInvalid);
    setError(null);
    void run(parts.submit, () => handlers.onSubmit(value, typed));
  });
  parts.cancel.addEventListener('click', () => handlers.onCancel());
}

/** Shows an incoming SMS in the notification line, with a button that copies its code into the form. */
function showSms(
  doc: Document,
  t: Texts,
  sms: HTMLElement,
  codeInput: HTMLInputElement,
  text: string,
  smsCode: string,
) {
  sms.replaceChildren();
  const body = el(doc, 'span', { flex: '1' });
  const from = el(doc, 'strong', { display: 'block', fontSize: '12px', opacity: '0.8' }, t.smsFrom);
  body.append(from, doc.createTextNode(text));
  const use = el(
    doc,
    'button',
    { ...BUTTON, minHeight: '44px', background: '#fff', color: '#263238' },
    t.useCode,
  );
  use.type = 'button';
  use.addEventListener('click', () => {
    codeInput.value = smsCode;
    codeInput.focus();
  });
  sms.append(body, use);
  sms.style.display = 'flex';
}

/** Opens the login screen in a document (replacing one already open). */
export function openLoginOverlay(
  doc: Document,
  handlers: LoginOverlayHandlers,
  options: { language: 'es' | 'en'; mobile?: string },
): LoginOverlay {
  doc.getElementById(LOGIN_OVERLAY_ID)?.remove();
  const t = LOGIN_TEXTS[options.language];
  const { root, panel, sms } = overlayShell(doc, t);
  const parts = loginForm(doc, t, options.mobile ?? '');
  panel.append(parts.form);
  (doc.body ?? doc.documentElement).append(root);
  const setError = (message: string | null) => {
    parts.error.textContent = message ?? '';
  };
  wireForm(parts, handlers, t, setError);
  return {
    element: root,
    showSms: (text, smsCode) => showSms(doc, t, sms, parts.code, text, smsCode),
    setError,
    close: () => root.remove(),
  };
}
