import { useId } from 'react';
import type { PickerOption } from './option-picker';
import { RequiredMark } from './required-mark';

/**
 * A short list of choices shown inline (gender, yes/no), as a labelled radio group. An error is on each radio
 * (aria-invalid and aria-describedby): a screen reader reads the radio it lands on, not the group around it.
 */
export function RadioGroupField({
  label,
  value,
  options,
  onChange,
  required,
  error,
}: {
  label: string;
  value: string;
  options: readonly PickerOption[];
  onChange: (value: string) => void;
  required?: boolean;
  error?: string | undefined;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={`field fieldset${error ? ' field--error' : ''}`}>
      <legend className="field__label">
        {label}
        <RequiredMark required={required} />
      </legend>
      <div className="choice-row">
        {options.map((option) => (
          <label key={option.value} className="choice choice--inline">
            <input
              type="radio"
              name={id}
              value={option.value}
              checked={option.value === value}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
