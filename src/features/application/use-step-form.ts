import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { ApplicationStep } from '../../domain/events';
import { useT } from '../../i18n/i18n';
import type { FieldChecks } from './field-checks';
import type { StepSubmission } from './application.effects';
import { useStepSubmit } from './use-step-submit';

/**
 * What the long step forms (personal information, work information) share: when a field's error shows
 * (after a failed attempt, or once a typed field has been left), the move to the first field in red after a
 * failed attempt, the form's message, and the submit that sends one request however often it is tapped.
 * The form's own rules stay with the form: `checks` are its fields' checks for the current values,
 * `payload()` is the request body or null while any field is wrong, `invalid` the text key of the general
 * error under a field whose rule has no text of its own.
 */
export function useStepForm<V extends Record<string, string>, P>(
  step: ApplicationStep,
  {
    values,
    checks,
    invalid,
    payload,
    save,
  }: {
    values: V;
    checks: FieldChecks<V>;
    invalid: string;
    payload: () => P | null;
    save: (payload: P) => StepSubmission['save'];
  },
) {
  const { t } = useT();
  const [attempt, setAttempt] = useState(0);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { submit: submitOnce, pending } = useStepSubmit(step);
  const formRef = useRef<HTMLFormElement>(null);

  // Move to the first field in red after a failed attempt.
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  /** Marks a field as left (stable for the page's life, for the memoised fields' handlers). */
  const touch = useCallback(
    (field: keyof V) => setTouched((state) => (state[field] ? state : { ...state, [field]: true })),
    [],
  );

  /** The message under a field: after an attempt, or once a typed field has been left. */
  const errorOf = (field: keyof V): string | undefined => {
    const key = checks[field].error;
    if (!key) return undefined;
    const shown = attempt > 0 || (touched[field] === true && values[field] !== '');
    return shown ? t(key, { defaultValue: t(invalid) }) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const body = payload();
    if (body === null) {
      setAttempt((n) => n + 1);
      setFormError(t('application.fixErrors'));
      return;
    }
    // useStepSubmit sends one request however often the button is tapped.
    void submitOnce(save(body)).then((failure) => {
      if (failure) setFormError(failure);
    });
  };

  return { formRef, formError, pending, touch, errorOf, submit };
}
