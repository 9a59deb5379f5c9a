import { citiesOf } from '../../domain/options/states';
import { checkCurp, checkNss, checkPostalCode, checkRfc } from '../../domain/validation/mx-identifiers';
import { DEFAULT_CLOCK_START } from './clock';
import { checkEmail } from '../../domain/validation/fields';
import { buildCurp, buildRfc, makeIdentity } from './identity';

describe('borrower identity', () => {
  const people = Array.from({ length: 300 }, (_, i) =>
    makeIdentity(1 + (i % 7), `55${String(10_000_000 + i * 7919).slice(-8)}`, DEFAULT_CLOCK_START),
  );

  it('always has a CURP, RFC and NSS that the validators accept, matching the birthday and sex', () => {
    for (const person of people) {
      expect(checkCurp(person.curp, { today: '2026-01-15' })).toEqual({ ok: true, value: person.curp });
      expect(checkRfc(person.rfc)).toEqual({ ok: true, value: person.rfc });
      expect(checkNss(person.nss)).toEqual({ ok: true, value: person.nss });
      expect(person.curp.slice(4, 10)).toBe(person.birthday.slice(2).replaceAll('-', ''));
      expect(person.curp.charAt(10)).toBe(person.gender === 1 ? 'H' : 'M');
      expect(person.rfc.slice(4, 10)).toBe(person.curp.slice(4, 10));
    }
  });

  it('lives at a postal code and city of its state, with an e-mail the form accepts', () => {
    for (const person of people) {
      expect(checkPostalCode(person.pinCode, { stateCode: person.state })).toEqual({
        ok: true,
        value: person.pinCode,
      });
      expect(citiesOf(person.state).map((c) => c.value)).toContain(person.city);
      expect(checkEmail(person.email)).toEqual({ ok: true, value: person.email });
      expect(person.lastName.split(' ')).toHaveLength(2);
    }
  });

  it('is the same person for the same seed and mobile, another for another seed', () => {
    const a = makeIdentity(3, '5512345678', DEFAULT_CLOCK_START);
    expect(makeIdentity(3, '5512345678', DEFAULT_CLOCK_START + 3_600_000)).toEqual(a);
    expect(makeIdentity(4, '5512345678', DEFAULT_CLOCK_START)).not.toEqual(a);
  });

  it('keeps the names and birth data a preset already chose', () => {
    const known = {
      firstName: 'Ana María',
      lastName: 'García López',
      birthday: '1990-02-03',
      gender: 2 as const,
    };
    expect(makeIdentity(1, '5512345678', DEFAULT_CLOCK_START, known)).toMatchObject({
      firstName: 'Ana',
      middleName: 'María',
      lastName: 'García López',
      birthday: '1990-02-03',
      gender: 2,
    });
  });

  it('writes the CURP the RENAPO way: second given name after María or José, X for inconvenient words', () => {
    const base = { birthday: '1985-07-09', state: 'DF', differentiator: '0' } as const;
    const maria = buildCurp({
      ...base,
      paternal: 'Hernández',
      maternal: 'Ruiz',
      givenNames: 'María José',
      gender: 2,
    });
    expect(maria.slice(0, 4)).toBe('HERJ');
    expect(maria.slice(10, 16)).toBe('MDFRZS');
    const muñoz = buildCurp({
      ...base,
      paternal: 'Muñoz',
      maternal: 'Ortiz',
      givenNames: 'José Luis',
      gender: 1,
    });
    expect(muñoz.slice(0, 4)).toBe('MUOL');
    expect(muñoz.slice(13, 16)).toBe('XRS');
    const caca = buildCurp({
      ...base,
      paternal: 'Castro',
      maternal: 'Castillo',
      givenNames: 'Abigail',
      gender: 2,
    });
    expect(caca.slice(0, 4)).toBe('CXCA');
    expect(checkCurp(caca).ok).toBe(true);
    const rfc = buildRfc({
      paternal: 'Pérez',
      maternal: 'Nava',
      givenNames: 'Enrique',
      birthday: '1985-07-09',
      homoclave: 'A1',
    });
    expect(rfc.slice(0, 4)).toBe('PENX');
    expect(checkRfc(rfc)).toEqual({ ok: true, value: rfc });
  });
});
