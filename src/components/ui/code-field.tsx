import type { LoginFieldProps } from './mobile-field';
import { TextField } from './text-field';

/**
 * The SMS verification code field (login, account deletion): up to 8 digits, the phone's one-time-code
 * autofill, and a button beside it that sends the code, then counts down before it can send again.
 */
export function CodeField({
  label,
  hint,
  error,
  value,
  onChange,
  onSend,
  sendLabel,
  countdown,
  disabled,
}: LoginFieldProps & {
  onSend: () => void;
  /** "Enviar código" or "Reenviar", as the screen says it. */
  sendLabel: string;
  /** While above 0, the button waits and says so (`label`). */
  countdown: { seconds: number; label: string };
  disabled: boolean;
}) {
  return (
    <TextField
      label={label}
      hint={hint}
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
          type="button"
          className="btn btn--ghost"
          onClick={onSend}
          disabled={countdown.seconds > 0 || disabled}
        >
          {countdown.seconds > 0 ? countdown.label : sendLabel}
        </button>
      }
    />
  );
}
