import { TextField } from './text-field';

/** What the login's fields (mobile number, verification code) take. */
export interface LoginFieldProps {
  label: string;
  hint: string;
  error: string | undefined;
  value: string;
  /** The new value; the field's error is the caller's to clear. */
  onChange: (value: string) => void;
}

/** The Mexican mobile number field (login, landing): the phone keypad and its autofill, up to 20 characters. */
export function MobileField({ label, hint, error, value, onChange }: LoginFieldProps) {
  return (
    <TextField
      label={label}
      hint={hint}
      error={error}
      required
      name="mobile"
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={20}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
