import { BANK_OPTIONS, BANKS, bankByCode, bankByPrefix } from './banks';

describe('BANKS', () => {
  test('lists the 98 SPEI participants of the reference table', () => {
    expect(BANKS).toHaveLength(98);
    expect(BANK_OPTIONS).toHaveLength(98);
  });

  test('every prefix is three digits and the last three digits of its Banxico code', () => {
    for (const b of BANKS) {
      expect(b.prefix).toMatch(/^\d{3}$/);
      expect(b.code).toMatch(/^\d{4,5}$/);
      expect(b.code.slice(-3)).toBe(b.prefix);
      expect(b.name.trim()).not.toBe('');
    }
  });

  test('prefixes, codes and names are unique', () => {
    for (const key of ['prefix', 'code', 'name'] as const)
      expect(new Set(BANKS.map((b) => b[key])).size).toBe(98);
  });

  test('codes lie between 37006 and 90903, except Banxico (2001)', () => {
    for (const b of BANKS.filter((x) => x.code !== '2001')) {
      expect(Number(b.code)).toBeGreaterThanOrEqual(37006);
      expect(Number(b.code)).toBeLessThanOrEqual(90903);
    }
  });

  test('finds a bank by prefix or by code', () => {
    expect(bankByPrefix('012')).toEqual({ prefix: '012', code: '40012', name: 'BBVA MEXICO' });
    expect(bankByPrefix('646')?.name).toBe('STP');
    expect(bankByCode('40137')?.name).toBe('BANCOPPEL');
    expect(bankByPrefix('999')).toBeUndefined();
    expect(bankByCode('40646')).toBeUndefined();
  });

  test('the options carry the Banxico code and the name in both languages', () => {
    expect(BANK_OPTIONS.find((o) => o.value === '40072')).toEqual({
      value: '40072',
      label: { es: 'BANORTE', en: 'BANORTE' },
    });
  });
});
