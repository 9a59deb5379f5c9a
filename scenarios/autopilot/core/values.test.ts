import { describe, expect, test } from 'vitest';
import { checkClabe, checkCardNumber, checkCurp, checkMxPhone } from '#contracts/forms';
import { ADDITIONAL_FORM } from '#contracts/forms';
import { createRng } from './prng';
import { fieldKindOf, hostileValue, HOSTILE_KINDS, toArabicIndic, validValue } from './values';

describe('fieldKindOf', () => {
  test('reads the kind from Spanish and English labels', () => {
    expect(fieldKindOf('Número de celular')).toBe('mobile');
    expect(fieldKindOf('Mobile phone (1)')).toBe('mobile');
    expect(fieldKindOf('Código de verificación')).toBe('smsCode');
    expect(fieldKindOf('Código postal')).toBe('postalCode');
    expect(fieldKindOf('CLABE interbancaria (18 dígitos)')).toBe('clabe');
    expect(fieldKindOf('CURP del titular')).toBe('curp');
    expect(fieldKindOf('Correo electrónico')).toBe('email');
    expect(fieldKindOf('Nombre completo (1)')).toBe('name');
    expect(fieldKindOf('Monto (MXN)')).toBe('amount');
    expect(fieldKindOf('Buscar', 'searchbox')).toBe('search');
    expect(fieldKindOf('Algo más')).toBe('text');
    expect(fieldKindOf('Facebook')).toBe('social');
    expect(fieldKindOf('LinkedIn')).toBe('social');
  });
});

describe('validValue', () => {
  test('what the product must accept passes its own validation', () => {
    const rng = createRng(11);
    for (let i = 0; i < 30; i += 1) {
      expect(checkMxPhone(validValue('mobile', rng)).ok).toBe(true);
      expect(checkCurp(validValue('curp', rng), { today: '2026-01-15' }).ok).toBe(true);
      expect(checkClabe(validValue('clabe', rng)).ok).toBe(true);
      expect(checkCardNumber(validValue('card', rng)).ok).toBe(true);
    }
    expect(validValue('smsCode', rng, { smsCode: '123456' })).toBe('123456');
    expect(validValue('mobile', createRng(1), { knownMobile: '5512345678' })).toMatch(/^55\d{8}$/);
  });

  test('a profile the work step accepts (a walk that typed a hostile one left the step stuck)', () => {
    const rng = createRng(12);
    for (let i = 0; i < 10; i += 1) {
      const facebook = validValue('social', rng);
      expect(
        ADDITIONAL_FORM.rules.facebook.check({ ...ADDITIONAL_FORM.empty, facebook }, null).error,
      ).toBeUndefined();
    }
  });

  test('one seed, one value', () => {
    expect(validValue('clabe', createRng(3))).toBe(validValue('clabe', createRng(3)));
  });
});

describe('hostileValue', () => {
  test('every hostile kind gives a value the product must refuse or keep harmless', () => {
    const rng = createRng(5);
    const values = HOSTILE_KINDS.map((k) => hostileValue('mobile', k, rng));
    expect(values[HOSTILE_KINDS.indexOf('empty')]).toBe('');
    expect(values[HOSTILE_KINDS.indexOf('tooLong')]).toHaveLength(300);
    expect(values[HOSTILE_KINDS.indexOf('html')]).toContain('<img');
    expect(values[HOSTILE_KINDS.indexOf('arabicDigits')]).toMatch(/^[\u0660-\u0669]{10}$/);
    expect(values[HOSTILE_KINDS.indexOf('fullWidthDigits')]).toMatch(/^[\uff10-\uff19]{10}$/);
    expect(checkMxPhone(values[HOSTILE_KINDS.indexOf('wrongFormat')]!).ok).toBe(false);
    expect(toArabicIndic('55')).toBe('٥٥');
  });
});
