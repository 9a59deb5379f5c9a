import { memo } from 'react';
import { DateField } from '../../components/ui/date-field';
import { OptionPicker, type PickerOption } from '../../components/ui/option-picker';
import { RadioGroupField } from '../../components/ui/radio-group-field';
import { TextField } from '../../components/ui/text-field';
import type { Language, Option } from '../../domain/options/option';

/**
 * The form fields of the long application steps, memoised: a keystroke in one field re-renders that field
 * only, as long as the page passes stable handlers, option lists from `pickerOptions` and plain strings
 * (issue 8, INP under 4x CPU). Every prop must keep its identity while its meaning does not change.
 */
export const MemoTextField = memo(TextField);
export const MemoOptionPicker = memo(OptionPicker);
export const MemoRadioGroupField = memo(RadioGroupField);
export const MemoDateField = memo(DateField);

const NO_OPTIONS: readonly PickerOption[] = [];
const cache = new WeakMap<readonly Option[], Partial<Record<Language, readonly PickerOption[]>>>();

/** A list's options in a language, built once per list and language (the same array every time). */
export function pickerOptions(list: readonly Option[], language: Language): readonly PickerOption[] {
  if (list.length === 0) return NO_OPTIONS;
  let byLanguage = cache.get(list);
  if (!byLanguage) {
    byLanguage = {};
    cache.set(list, byLanguage);
  }
  let options = byLanguage[language];
  if (!options) {
    options = list.map((o) => ({ value: o.value, label: o.label[language] }));
    byLanguage[language] = options;
  }
  return options;
}
