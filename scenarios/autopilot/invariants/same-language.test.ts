import { describe, expect, test } from 'vitest';
import { goodObservation } from './observation';
import { createSameLanguage, languageDictionaries } from './same-language';

const dictionaries = languageDictionaries(
  ['Información actualizada', 'Cuota', 'CURP', 'Tu cupo de {amount}', 'Préstamos'],
  ['Information updated', 'Cuota', 'CURP', 'Your quota of {amount}', 'Loans'],
);
const invariant = createSameLanguage(dictionaries);

describe('same-language', () => {
  test('shared words, short words and templates are not in the dictionaries', () => {
    expect(dictionaries.es.has('Cuota')).toBe(false);
    expect(dictionaries.es.has('CURP')).toBe(false);
    expect(dictionaries.es.has('Tu cupo de {amount}')).toBe(false);
    expect(dictionaries.es.has('Información actualizada')).toBe(true);
  });
  test('passes a screen in its own language, with names and shared words', () => {
    expect(
      invariant.check(goodObservation({ language: 'es', appLines: ['Cuota', 'Préstamos', 'María López'] })),
    ).toBeNull();
    expect(
      invariant.check(goodObservation({ language: 'en', appLines: ['Cuota', 'Loans', 'Benito Juárez'] })),
    ).toBeNull();
  });
  test('catches a Spanish text on an English screen and the other way round', () => {
    const v = invariant.check(goodObservation({ language: 'en', appLines: ['Loans', 'Préstamos'] }));
    expect(v?.message).toMatch(/"Préstamos" \(Spanish\) shown in en/);
    expect(v?.absentText).toBe('Préstamos');
    expect(
      invariant.check(goodObservation({ language: 'es', appLines: ['Information updated'] }))?.invariant,
    ).toBe('same-language');
  });
  test('a text both tables hold that is not a name is an English text pasted into es.json (or the reverse)', () => {
    const pasted = createSameLanguage(languageDictionaries(['Records', 'Cuota'], ['Records', 'Cuota']));
    expect(pasted.check(goodObservation({ language: 'es', appLines: ['Records'] }))?.message).toMatch(
      /"Records"/,
    );
    expect(pasted.check(goodObservation({ language: 'es', appLines: ['Cuota'] }))).toBeNull();
  });
});
