import type { ReactNode } from 'react';
import { RequiredMark } from './required-mark';

/**
 * The field that opens a bottom sheet to choose from (an option list, a date): its label, the chosen value
 * (or the prompt) as a button named by both, and the field's error. The sheet itself is the caller's.
 */
export function SheetTrigger({
  id,
  label,
  required,
  error,
  empty,
  disabled,
  onOpen,
  children,
  sheet,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string | null;
  /** Nothing chosen yet: the prompt is shown, dimmed. */
  empty: boolean;
  disabled?: boolean;
  onOpen: () => void;
  /** What the button shows: the chosen value or the prompt. */
  children: ReactNode;
  sheet: ReactNode;
}) {
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <span className="field__label" id={`${id}-label`}>
        {label}
        <RequiredMark required={required} />
      </span>
      <button
        type="button"
        className={`field__input field__select${empty ? ' field__select--empty' : ''}`}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-haspopup="dialog"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={onOpen}
        disabled={disabled}
      >
        <span id={`${id}-value`}>{children}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {sheet}
    </div>
  );
}
