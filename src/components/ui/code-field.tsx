import { useEffect, useRef } from 'react';
import type { LoginFieldProps } from './mobile-field';
import { TextField } from './text-field';

/**
 * The SMS verification code field (login, account deletion): up to 8 digits, the phone's one-time-code
 * autofill, and a button beside it that sends the code, then counts down before it can send again.
 * Once a code is sent (the countdown starts), `sent` is said politely (a status line, there from the start so
 * that screen readers hear it change) and focus moves from the send button, which waits now, to the code's
 * input, unless the borrower went elsewhere meanwhile (decision 0076).
 */
export function CodeField({
  label,
  hint,
  sent,
  error,
  value,
  onChange,
  onSend,
  sendLabel,
  countdown,
  disabled,
}: LoginFieldProps & {
  /** "We sent a code to …" once one was sent (shown instead of `hint`), else undefined. */
  sent: string | undefined;
  onSend: () => void;
  /** "Enviar código" or "Reenviar", as the screen says it. */
  sendLabel: string;
  /** While above 0, the button waits and says so (`label`). */
  countdown: { seconds: number; label: string };
  disabled: boolean;
}) {
  const send = useRef<HTMLButtonElement>(null);
  const waiting = countdown.seconds > 0;
  const wasWaiting = useRef(waiting);
  useEffect(() => {
    const started = waiting && !wasWaiting.current;
    wasWaiting.current = waiting;
    const active = document.activeElement;
    if (started && (active === send.current || active === null || active === document.body))
      send.current?.parentElement?.querySelector('input')?.focus();
  }, [waiting]);
  return (
    <>
      <TextField
        label={label}
        hint={sent ? undefined : hint}
        error={error}
        required
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        trailing={
          <button
            ref={send}
            type="button"
            className="btn btn--ghost"
            onClick={onSend}
            disabled={waiting || disabled}
          >
            {waiting ? countdown.label : sendLabel}
          </button>
        }
      />
      {/* No style attribute: the login page is pre-rendered, and the CSP allows none. Empty, it takes no room. */}
      <p role="status" className="field__hint">
        {sent}
      </p>
    </>
  );
}
