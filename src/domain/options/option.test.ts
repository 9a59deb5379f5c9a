import fc from 'fast-check';
import { isOption, optionLabel, resetIfNotOption, sameLabel } from './option';
import { MARITAL_STATUSES } from './profile-options';

describe('isOption and resetIfNotOption', () => {
  test('keep a value in the list', () => {
    expect(isOption(MARITAL_STATUSES, 'married')).toBe(true);
    expect(resetIfNotOption(MARITAL_STATUSES, 'married')).toBe('married');
  });

  test('reset a stored value not in the list to empty (spec section 4)', () => {
    expect(isOption(MARITAL_STATUSES, 'Married')).toBe(false);
    expect(resetIfNotOption(MARITAL_STATUSES, 'Married')).toBe('');
    expect(resetIfNotOption(MARITAL_STATUSES, null)).toBe('');
    expect(resetIfNotOption(MARITAL_STATUSES, undefined)).toBe('');
  });

  test('the result is always empty or a value of the list, and resetting twice changes nothing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...MARITAL_STATUSES.map((o) => o.value))), (v) => {
        const r = resetIfNotOption(MARITAL_STATUSES, v);
        expect(r === '' || isOption(MARITAL_STATUSES, r)).toBe(true);
        expect(resetIfNotOption(MARITAL_STATUSES, r)).toBe(r);
      }),
    );
  });
});

describe('optionLabel', () => {
  test('gives the label in the language asked, undefined for an unknown value', () => {
    expect(optionLabel(MARITAL_STATUSES, 'widowed', 'es')).toBe('Viudo(a)');
    expect(optionLabel(MARITAL_STATUSES, 'widowed', 'en')).toBe('Widowed');
    expect(optionLabel(MARITAL_STATUSES, 'other', 'en')).toBeUndefined();
  });

  test('sameLabel uses the value as both labels', () => {
    expect(sameLabel(['7'])).toEqual([{ value: '7', label: { es: '7', en: '7' } }]);
  });
});
