import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ApplicationStep } from '../../domain/events';
import type { Option } from '../../domain/options/option';
import { runtimeKey, useT } from '../../i18n/i18n';
import type { StepBody } from './application.effects';
import { createIncrementalChecker, type FieldRules } from './field-checks';
import { pickerOptions } from './form-fields';
import { useStepDraft } from './use-step-draft';
import { useStepSave } from './use-step-save';

/** Generous cap so a paste cannot flood the page; the real limits are checked and explained. */
const INPUT_CAP = 200;

/** What a long step form is (a module constant): its fields' rules, how values are made safe, how they are typed. */
export interface StepFormSpec<V extends Record<string, string>, C> {
  empty: V;
  rules: FieldRules<V, C>;
  /** Restored or prefilled values made safe (a value outside its list becomes empty, spec section 4). */
  sanitise: (values: V, context: C) => V;
  /** The text namespace: labels at `<texts>.fields.<field>`, the general error at `<texts>.errors.invalid`. */
  texts: 'personalInfo' | 'additionalInfo';
  /** The typed fields; every other field is picked. */
  typed: readonly (keyof V)[];
  /** What typing becomes in a typed field (groups, spaces dropped), where it is not the text as typed. */
  formats?: { readonly [F in keyof V]?: (raw: string) => string };
  /** Picks that change other fields too (a new state clears the city). */
  picked?: { readonly [F in keyof V]?: (value: string, current: V) => Partial<V> };
}

type TextHandlers = { onChange: (e: ChangeEvent<HTMLInputElement>) => void; onBlur: () => void };

/**
 * What storing a restored draft changes: the sanitised value of each field still as it was restored. A field the
 * borrower changed in the meantime (a keystroke that reached the form before the restore effect ran) is kept.
 */
export function restoredPatch<V extends Record<string, string>>(raw: V, shown: V, current: V): Partial<V> {
  const patch: Partial<V> = {};
  for (const key of Object.keys(shown) as (keyof V)[]) if (current[key] === raw[key]) patch[key] = shown[key];
  return patch;
}

/**
 * The step's draft, shown sanitised from the first paint. The sanitised restored values are stored once, so
 * the draft never keeps a value the screen does not show. With nothing restored there is nothing to store: a
 * draft only ever holds what was typed (or prefilled), which the page's first script reads to tell whether the
 * pre-rendered empty form fits (decision 0027).
 */
function useSanitisedDraft<S extends ApplicationStep, V extends Record<string, string>, C>(
  step: S,
  spec: StepFormSpec<V, C>,
  context: C,
) {
  const draft = useStepDraft(step, spec.empty);
  const { update } = draft;
  const values = useMemo(() => spec.sanitise(draft.values, context), [spec, draft.values, context]);
  const opened = useRef(draft.restored ? { raw: draft.values, shown: values } : null);
  useEffect(() => {
    const restored = opened.current;
    if (!restored) return;
    // Only the fields still as restored: a keystroke that reached the form before this effect ran (a slow phone,
    // the borrower typing as the page appears) is applied first, and must not be put back to the restored value.
    update((current) => restoredPatch(restored.raw, restored.shown, current));
  }, [update]);
  return { values, set: draft.set, update };
}

/** One handler per field for the page's life, so the memoised fields see the same function every time. */
function useFieldHandlers<V extends Record<string, string>, C>(
  spec: StepFormSpec<V, C>,
  set: (field: keyof V, value: V[keyof V]) => void,
  update: (change: (current: V) => Partial<V>) => void,
  touch: (field: keyof V) => void,
) {
  return useMemo(() => {
    const text = {} as Record<keyof V, TextHandlers>;
    const pick = {} as Record<keyof V, (value: string) => void>;
    for (const field of Object.keys(spec.empty) as (keyof V & string)[]) {
      const picked = spec.picked?.[field];
      if (spec.typed.includes(field)) {
        const format = spec.formats?.[field] ?? ((raw: string) => raw);
        text[field] = {
          onChange: (e) => set(field, format(e.target.value) as V[keyof V]),
          onBlur: () => touch(field),
        };
      } else {
        pick[field] = picked
          ? (value) => update((current) => picked(value, current))
          : (value) => set(field, value as V[keyof V]);
      }
    }
    return { text, pick };
  }, [spec, set, update, touch]);
}

/**
 * Where a failed attempt moves: the first control in red. In a radio group (each radio in red) that is the
 * checked radio, else the group's first, where Tab would land.
 */
export function firstInvalidControl(form: HTMLFormElement): HTMLElement | null {
  const first = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!(first instanceof HTMLInputElement) || first.type !== 'radio' || first.name === '') return first;
  const group = [...form.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter(
    (radio) => radio.name === first.name,
  );
  return group.find((radio) => radio.checked) ?? first;
}

/** A failed attempt's count, and the move to the first field in red after each (every step form's submit). */
export function useAttempts() {
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (attempt === 0 || !formRef.current) return;
    firstInvalidControl(formRef.current)?.focus();
  }, [attempt]);
  const failed = useCallback(() => setAttempt((n) => n + 1), []);
  return { attempt, failed, formRef };
}

/**
 * A long step form (personal information, work information): the values live in the step's draft (a reload or
 * crash loses nothing) and show sanitised from the first paint; a keystroke checks the field that changed
 * (and the fields whose rules read it) and re-renders only the memoised field whose props changed, since the
 * handlers keep their identity for the page's life. A field's error shows after a failed attempt, or once a
 * typed field has been left; a failed attempt moves to the first field in red; nothing is sent while any field
 * is wrong. `context` never changes while the form is open (today); `payload` is the request body, or null.
 */
export function useStepForm<S extends ApplicationStep, V extends Record<string, string>, C>(
  step: S,
  spec: StepFormSpec<V, C>,
  context: C,
  payload: (values: V) => StepBody<S> | null,
) {
  const { t, language } = useT();
  const { values, set, update } = useSanitisedDraft(step, spec, context);
  const [checker] = useState(() => createIncrementalChecker(spec.rules, context));
  const checks = useMemo(() => checker(values), [checker, values]);
  const { save, pending, failure } = useStepSave(step);
  const { attempt, failed, formRef } = useAttempts();
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [invalidError, setInvalidError] = useState<string | null>(null);
  const touch = useCallback(
    (field: keyof V) => setTouched((state) => (state[field] ? state : { ...state, [field]: true })),
    [],
  );
  const handlers = useFieldHandlers(spec, set, update, touch);

  /** The message under a field: after an attempt, or once a typed field has been left. */
  const errorOf = (field: keyof V): string | undefined => {
    const key = checks[field].error;
    if (!key) return undefined;
    const shown = attempt > 0 || (touched[field] === true && values[field] !== '');
    return shown ? t(runtimeKey(key), { defaultValue: t(`${spec.texts}.errors.invalid`) }) : undefined;
  };
  const label = (field: keyof V | 'age') => t(runtimeKey(`${spec.texts}.fields.${String(field)}`));
  /** Props of a typed field bound to the draft. */
  const textProps = (field: keyof V & string) => ({
    label: label(field),
    name: field,
    value: values[field],
    error: errorOf(field),
    maxLength: INPUT_CAP,
    ...handlers.text[field],
  });
  /** Props of a picked field bound to the draft. */
  const pickerProps = (field: keyof V, list: readonly Option[]) => ({
    label: label(field),
    value: values[field],
    options: pickerOptions(list, language),
    onChange: handlers.pick[field],
    error: errorOf(field),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = payload(values);
    setInvalidError(body === null ? t('application.fixErrors') : null);
    if (body === null) return failed();
    save(body);
  };
  const formError = invalidError ?? failure?.message ?? null;
  return {
    values,
    checks,
    formRef,
    formError,
    pending,
    submit,
    label,
    errorOf,
    textProps,
    pickerProps,
    pick: handlers.pick,
  };
}
