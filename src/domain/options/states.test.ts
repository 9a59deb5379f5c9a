import {
  CURP_BORN_ABROAD,
  STATES,
  citiesOf,
  isCurpStateCode,
  isUsedPostalPrefix,
  postalPrefixInState,
  stateByCode,
} from './states';

describe('STATES', () => {
  test('lists all 32 federal entities with unique codes', () => {
    expect(STATES).toHaveLength(32);
    for (const key of ['value', 'curp', 'inegi', 'iso'] as const)
      expect(new Set(STATES.map((s) => s[key])).size).toBe(32);
  });

  test('the value is the INEGI code, 01 to 32 in order', () => {
    expect(STATES.map((s) => s.value)).toEqual(
      Array.from({ length: 32 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    for (const s of STATES) expect(s.inegi).toBe(s.value);
  });

  test('every entity has labels in both languages and 5 to 12 cities with unique values', () => {
    for (const s of STATES) {
      expect(s.label.es.trim()).not.toBe('');
      expect(s.label.en.trim()).not.toBe('');
      expect(s.cities.length).toBeGreaterThanOrEqual(5);
      expect(s.cities.length).toBeLessThanOrEqual(12);
      expect(new Set(s.cities.map((c) => c.value)).size).toBe(s.cities.length);
      for (const c of s.cities) {
        expect(c.value).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(c.label.es.trim()).not.toBe('');
        expect(c.label.en.trim()).not.toBe('');
      }
    }
  });

  test('postal prefixes cover 01-16 and 20-99 exactly once, leaving 00 and 17-19 unused', () => {
    const owners = new Map<number, string>();
    for (const s of STATES)
      for (const [from, to] of s.postalPrefixes)
        for (let p = from; p <= to; p++) {
          expect(owners.has(p)).toBe(false);
          owners.set(p, s.curp);
        }
    const used = [...owners.keys()].sort((a, b) => a - b);
    const expected = [
      ...Array.from({ length: 16 }, (_, i) => i + 1),
      ...Array.from({ length: 80 }, (_, i) => i + 20),
    ];
    expect(used).toEqual(expected);
  });

  test('uses the CURP codes of the reference (DF, CS, CH) and NE for born abroad', () => {
    expect(stateByCode('09')?.curp).toBe('DF');
    expect(stateByCode('CS')?.label.es).toBe('Chiapas');
    expect(stateByCode('CH')?.label.es).toBe('Chihuahua');
    expect(isCurpStateCode(CURP_BORN_ABROAD)).toBe(true);
    expect(isCurpStateCode('XX')).toBe(false);
  });

  test('finds a state by INEGI, CURP or ISO code, and its cities', () => {
    expect(stateByCode('14')?.label.es).toBe('Jalisco');
    expect(stateByCode('jc')?.inegi).toBe('14');
    expect(stateByCode('MX-JAL')?.curp).toBe('JC');
    expect(stateByCode('99')).toBeUndefined();
    expect(citiesOf('14').map((c) => c.value)).toContain('guadalajara');
    expect(citiesOf('nowhere')).toEqual([]);
  });

  test('checks a postal code prefix against the state ranges', () => {
    const cdmx = stateByCode('DF')!;
    expect(postalPrefixInState(cdmx, '01000')).toBe(true);
    expect(postalPrefixInState(cdmx, '16999')).toBe(true);
    expect(postalPrefixInState(cdmx, '17000')).toBe(false);
    expect(postalPrefixInState(stateByCode('NL')!, '64000')).toBe(true);
  });

  test('no state owns the prefixes SEPOMEX does not use (00, 17, 18, 19); every other belongs to one', () => {
    for (const code of ['00000', '17000', '18000', '19000'])
      expect(isUsedPostalPrefix(code), code).toBe(false);
    for (const code of ['01000', '16999', '20000', '62000', '99999'])
      expect(isUsedPostalPrefix(code), code).toBe(true);
  });
});
