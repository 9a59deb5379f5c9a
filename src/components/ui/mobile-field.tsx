import { TextField } from './text-field';

/** The Mexican mobile number field (login, landing): the phone keypad and its autofill, up to 20 characters. */
export function MobileField({
  label,
  hint,
  error,
  value,
  onChange,
}: {
  label: string;
  hint: string;
  error: string | undefined;
  value: string;
  /** The new value; the field's error is the caller's to clear. */
  onChange: (value: string) => void;
}) {
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
