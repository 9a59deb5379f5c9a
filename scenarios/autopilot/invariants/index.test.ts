import { describe, expect, test } from 'vitest';
import { checkAll, createInvariants } from './index';
import { goodObservation, type Invariant } from './observation';
import { languageDictionaries } from './same-language';

describe('invariants', () => {
  test('every invariant has a unique kebab-case name; a good observation passes them all', () => {
    const all = createInvariants({
      routes: new Set(['/']),
      guarded: new Set(['/borrow/to_borrow']),
      waitingTexts: ['Inicia sesión en la app para continuar.'],
      namespaces: new Set(['app']),
      dictionaries: languageDictionaries(['Préstamos'], ['Loans']),
    });
    const names = all.map((i) => i.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(checkAll(all, goodObservation())).toEqual([]);
    expect(
      checkAll(all, goodObservation({ mainText: '', pageErrors: ['Error: x'] })).map((v) => v.invariant),
    ).toEqual(['no-uncaught-error', 'no-blank-screen']);
  });
  test('an invariant that throws is reported, not fatal', () => {
    const broken: Invariant = {
      name: 'broken',
      description: 'throws',
      check() {
        throw new Error('oops');
      },
    };
    expect(checkAll([broken], goodObservation())).toEqual([
      { invariant: 'broken', message: 'the check threw: oops' },
    ]);
  });
});
