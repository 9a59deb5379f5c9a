import { useId, useMemo, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { BottomSheet } from './bottom-sheet';
import { SheetTrigger } from './sheet-trigger';

/** One choice: a value and its label in the user's language. */
export interface PickerOption {
  value: string;
  label: string;
}

/**
 * A select field that opens its options in a half-screen popup as a list of radio buttons (the checked
 * one in red, spec section 9). Long lists get a search box. The field is a button named by its label
 * and current value, so it is findable by its visible text.
 */
export function OptionPicker({
  label,
  value,
  options,
  onChange,
  required,
  error,
  placeholder,
  searchable = options.length > 12,
  disabled,
}: {
  label: string;
  value: string;
  options: readonly PickerOption[];
  onChange: (value: string) => void;
  required?: boolean;
  error?: string | undefined;
  placeholder?: string;
  searchable?: boolean;
  disabled?: boolean;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const id = useId();
  const selected = options.find((o) => o.value === value);
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const shown = useMemo(() => {
    const q = fold(query);
    return q ? options.filter((o) => fold(o.label).includes(q)) : options;
  }, [options, query]);
  return (
    <SheetTrigger
      id={id}
      label={label}
      required={required}
      error={error}
      empty={!selected}
      disabled={disabled}
      onOpen={() => setOpen(true)}
      sheet={
        <BottomSheet open={open} title={label} onClose={close} closeLabel={t('app.close')}>
          {searchable ? (
            <input
              className="field__input sheet__search"
              type="search"
              aria-label={t('app.search')}
              placeholder={t('app.search')}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          ) : null}
          <ChoiceList
            label={label}
            name={`${id}-choice`}
            options={shown}
            value={value}
            onPick={(picked) => {
              onChange(picked);
              close();
            }}
            onClose={close}
          />
        </BottomSheet>
      }
    >
      {selected ? selected.label : (placeholder ?? t('app.choose'))}
    </SheetTrigger>
  );
}

/** The options as radio buttons; picking one (or tapping the chosen one again) ends the choice. */
function ChoiceList({
  label,
  name,
  options,
  value,
  onPick,
  onClose,
}: {
  label: string;
  name: string;
  options: readonly PickerOption[];
  value: string;
  onPick: (value: string) => void;
  onClose: () => void;
}) {
  const { t } = useT();
  return (
    <div role="radiogroup" aria-label={label} className="choice-list">
      {options.map((option) => (
        <label key={option.value} className="choice">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onPick(option.value)}
            // The option already chosen, tapped again fires no change event, but the borrower is done
            // choosing: the sheet closes as for any pick (it stayed open before; decision 0016).
            onClick={option.value === value ? onClose : undefined}
          />
          <span>{option.label}</span>
        </label>
      ))}
      {options.length === 0 ? <p className="notice">{t('app.noResults')}</p> : null}
    </div>
  );
}

/** Case- and accent-insensitive form for searching ("Mexico" finds "México"). */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}
