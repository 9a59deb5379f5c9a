import { tableRows } from './text-table';

/** A display language of the app. */
export type Language = 'es' | 'en';

/** One choice of a picker: the code stored and sent to the backend, and its label in both languages. */
export type Option = { value: string; label: { es: string; en: string } };

/** Whether `value` is one of the list's codes. */
export function isOption(list: readonly Option[], value: string | null | undefined): boolean {
  return value != null && list.some((o) => o.value === value);
}

/** Spec section 4: a stored value not in its option list resets to empty. */
export function resetIfNotOption(list: readonly Option[], value: string | null | undefined): string {
  return value != null && isOption(list, value) ? value : '';
}

/** The label of `value` in `language`, or undefined when it is not in the list. */
export function optionLabel(list: readonly Option[], value: string, language: Language): string | undefined {
  return list.find((o) => o.value === value)?.label[language];
}

/** Builds options whose label is the same in both languages (proper names, numbers). */
export function sameLabel(values: readonly string[]): Option[] {
  return values.map((v) => ({ value: v, label: { es: v, en: v } }));
}

/**
 * Options from a text table (text-table.ts), one option a line: `code | Spanish label | English label`.
 * The codes are what is stored and sent to the backend; the labels are what the pickers show.
 */
export function optionTable(text: string): Option[] {
  return tableRows(text, 3).map(([value = '', es = '', en = '']) => ({ value, label: { es, en } }));
}
