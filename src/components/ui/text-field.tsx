import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { RequiredMark } from './required-mark';

/** A labelled input with its hint and error; the label is what tests and screen readers find it by. */
export function TextField({
  label,
  hint,
  error,
  required,
  trailing,
  ...input
}: {
  label: string;
  hint?: string;
  error?: string | undefined;
  required?: boolean;
  trailing?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'required'>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      <div className="field__row">
        <input
          id={id}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          {...input}
        />
        {trailing}
      </div>
      {hint && !error ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
