import fc from 'fast-check';
import { testAccepts, testRejects } from '../testing/check-cases';
import {
  ADDRESS_MAX,
  birthdayRange,
  checkAddress,
  checkBankCardPair,
  checkCompanyName,
  checkCompanyPhone,
  checkContactName,
  checkEmail,
  checkEmergencyContacts,
  checkFeedbackDescription,
  checkFileSize,
  checkMonthlyIncome,
  checkOption,
  checkPersonName,
  checkRepaymentAmount,
  checkRequired,
  checkTermsAccepted,
  checkSecondPayDay,
  nameKey,
  sameName,
  stripSpaces,
  type ContactInput,
} from './fields';
import { GENDERS } from '../options/profile-options';

describe('checkRequired', () => {
  test('trims, and rejects what is empty after trimming', () => {
    expect(checkRequired('  hola  ')).toEqual({ ok: true, value: 'hola' });
    expect(checkRequired(' \t\n ')).toEqual({ ok: false, reason: 'required' });
  });
});

describe('checkPersonName', () => {
  testAccepts(checkPersonName, [
    ['José', 'José'],
    ['  María   de la Luz ', 'María de la Luz'],
    ['Peña', 'Peña'],
    ['Güemes', 'Güemes'],
    ["O'Connor", "O'Connor"],
    ['Pérez-Gómez', 'Pérez-Gómez'],
    ['ANA', 'ANA'],
  ]);

  testRejects(checkPersonName, {
    required: ['', '  '],
    format: ['Ana😀', 'Juan2', 'Juan.', '-Ana', 'Иван'],
    tooShort: ['Al', "A'l"],
    tooLong: ['A'.repeat(46)],
  });

  test('an optional name (middle name) may be empty but not too short', () => {
    expect(checkPersonName('  ', { optional: true })).toEqual({ ok: true, value: '' });
    expect(checkPersonName('Al', { optional: true })).toEqual({ ok: false, reason: 'tooShort' });
  });

  test('accepts exactly 45 characters', () => {
    expect(checkPersonName('A'.repeat(45)).ok).toBe(true);
  });

  test('any name containing a digit is rejected', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 9 }), (s, d) => {
        expect(checkPersonName(`Ana${d}${s}`).ok).toBe(false);
      }),
    );
  });

  test('an accepted name is trimmed and checks again to itself', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const r = checkPersonName(s);
        if (!r.ok) return;
        expect(r.value).toBe(r.value.trim());
        expect(checkPersonName(r.value)).toEqual(r);
      }),
    );
  });
});

describe('checkContactName', () => {
  test('follows the name rules', () => {
    expect(checkContactName(' Rosa ')).toEqual({ ok: true, value: 'Rosa' });
    expect(checkContactName('Ro')).toEqual({ ok: false, reason: 'tooShort' });
    expect(checkContactName('')).toEqual({ ok: false, reason: 'required' });
  });
});

describe('checkEmail', () => {
  testAccepts(
    checkEmail,
    [
      ['ana@example.com', 'ana@example.com'],
      [' ana . perez @ correo.com.mx ', 'ana.perez@correo.com.mx'],
      ['josé_núnez-1@mail.mx', 'josé_núnez-1@mail.mx'],
      ['agüero@correo.mx', 'agüero@correo.mx'],
      ['ANA@EXAMPLE.COM', 'ANA@EXAMPLE.COM'],
    ],
    'accepts %j',
  );

  testRejects(checkEmail, {
    email: ['', '   '],
    email_verify: [
      'ana',
      'ana@example',
      '@example.com',
      'ana@@example.com',
      'ana+tag@example.com',
      'ana@exa mple',
      'ana😀@example.com',
      'anaç@example.com',
      'ana@exámple.com',
      // Decision 0029: ñ is not an accented vowel (spec section 5), and a host name has no underscore.
      'peña@correo.mx',
      'ana@mi_dominio.mx',
      `${'a'.repeat(90)}@example.com`,
    ],
  });

  test('stripSpaces removes every kind of whitespace', () => {
    expect(stripSpaces(' a b\tc\nd\u00a0e ')).toBe('abcde');
    fc.assert(fc.property(fc.string(), (s) => !/\s/.test(stripSpaces(s))));
  });

  test('an accepted email never contains a space', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const r = checkEmail(s);
        return !r.ok || !/\s/.test(r.value);
      }),
    );
  });
});

describe('checkAddress', () => {
  test('accepts 2 to 100 characters, trimmed', () => {
    expect(checkAddress('  Av. Juárez 12, Col. Centro ')).toEqual({
      ok: true,
      value: 'Av. Juárez 12, Col. Centro',
    });
    expect(checkAddress('A1')).toEqual({ ok: true, value: 'A1' });
    expect(checkAddress('x'.repeat(ADDRESS_MAX)).ok).toBe(true);
  });

  testRejects(checkAddress, {
    required: [''],
    tooShort: ['A'],
    tooLong: ['x'.repeat(101)],
    format: ['Calle 5 🏠'],
  });

  test('an optional address (company address) may be empty', () => {
    expect(checkAddress('', { optional: true })).toEqual({ ok: true, value: '' });
  });
});

describe('checkCompanyName and checkCompanyPhone', () => {
  test('company name is optional, at most 45, letters, digits and punctuation', () => {
    expect(checkCompanyName('')).toEqual({ ok: true, value: '' });
    expect(checkCompanyName(' Abarrotes Doña Lupe S.A. de C.V. ')).toEqual({
      ok: true,
      value: 'Abarrotes Doña Lupe S.A. de C.V.',
    });
    expect(checkCompanyName('x'.repeat(46))).toEqual({ ok: false, reason: 'tooLong' });
    expect(checkCompanyName('Tienda 😀')).toEqual({ ok: false, reason: 'format' });
  });

  test('company phone is optional, digits only, at most 32', () => {
    expect(checkCompanyPhone('')).toEqual({ ok: true, value: '' });
    expect(checkCompanyPhone(' 55 1234 5678 ')).toEqual({ ok: true, value: '5512345678' });
    expect(checkCompanyPhone('55-1234-5678')).toEqual({ ok: false, reason: 'format' });
    expect(checkCompanyPhone('1'.repeat(32)).ok).toBe(true);
    expect(checkCompanyPhone('1'.repeat(33))).toEqual({ ok: false, reason: 'tooLong' });
  });
});

describe('checkOption and checkMonthlyIncome', () => {
  test('a picker value must be in its list', () => {
    expect(checkOption(GENDERS, '1')).toEqual({ ok: true, value: '1' });
    expect(checkOption(GENDERS, '3')).toEqual({ ok: false, reason: 'option' });
    expect(checkOption(GENDERS, '')).toEqual({ ok: false, reason: 'required' });
    expect(checkOption(GENDERS, '', { optional: true })).toEqual({ ok: true, value: '' });
  });

  test('monthly income is one of the salary ranges', () => {
    expect(checkMonthlyIncome('5000-10000')).toEqual({ ok: true, value: '5000-10000' });
    expect(checkMonthlyIncome('7500')).toEqual({ ok: false, reason: 'option' });
    expect(checkMonthlyIncome('')).toEqual({ ok: false, reason: 'required' });
  });
});

describe('checkRepaymentAmount', () => {
  test.each([
    ['500', 100, 500],
    [' $1,500 ', 100, 1500],
    [11, 0, 11],
    ['101', 100, 101],
  ])('accepts %j with minimum %i', (amount, minimum, value) => {
    expect(checkRepaymentAmount(amount, minimum)).toEqual({ ok: true, value });
  });

  test.each([
    ['', 0, 'required'],
    ['abc', 0, 'format'],
    ['100.50', 0, 'format'],
    [100.5, 0, 'format'],
    [Number.NaN, 0, 'format'],
    ['-20', 0, 'format'],
    ['10', 0, 'tooSmall'],
    [10, 0, 'tooSmall'],
    ['99', 100, 'belowMinimum'],
    ['100', 100, 'belowMinimum'],
    ['150', 150.5, 'belowMinimum'],
  ])('rejects %j with minimum %s as %s', (amount, minimum, reason) => {
    expect(checkRepaymentAmount(amount, minimum)).toEqual({ ok: false, reason });
  });

  test.each([
    ['5', 100, 5],
    ['10', 100, 10],
    ['100', 100, 100],
    [1, 100, 1],
  ])('accepts %j with minimum %i when it pays everything owed (payOff)', (amount, minimum, payOff) => {
    expect(checkRepaymentAmount(amount, minimum, { payOff })).toEqual({ ok: true, value: payOff });
  });

  test.each([
    ['5', 100, 6, 'tooSmall'],
    ['100', 100, 500, 'belowMinimum'],
    ['0', 100, 0, 'tooSmall'],
    ['5.5', 100, 6, 'format'],
  ])('rejects %j with minimum %s and payOff %s as %s', (amount, minimum, payOff, reason) => {
    expect(checkRepaymentAmount(amount, minimum, { payOff })).toEqual({ ok: false, reason });
  });

  test('every accepted amount is a whole number above 10 and above the minimum, or the whole balance', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.integer().map(String)),
        fc.integer({ min: 0, max: 5000 }),
        fc.option(fc.integer({ min: 1, max: 5000 }), { nil: undefined }),
        (s, min, payOff) => {
          const r = checkRepaymentAmount(s, min, payOff === undefined ? {} : { payOff });
          return (
            !r.ok || (Number.isInteger(r.value) && ((r.value > 10 && r.value > min) || r.value === payOff))
          );
        },
      ),
    );
  });
});

describe('feedback and terms', () => {
  test('a feedback file is at most 20 MB', () => {
    expect(checkFileSize(20 * 1024 * 1024)).toEqual({ ok: true, value: 20 * 1024 * 1024 });
    expect(checkFileSize(20 * 1024 * 1024 + 1)).toEqual({ ok: false, reason: 'tooLarge' });
  });

  test('the feedback description cannot be empty', () => {
    expect(checkFeedbackDescription('  ')).toEqual({ ok: false, reason: 'required' });
    expect(checkFeedbackDescription(' No llegó ')).toEqual({ ok: true, value: 'No llegó' });
  });

  test('the terms must be accepted', () => {
    expect(checkTermsAccepted(false)).toEqual({ ok: false, reason: 'terms' });
    expect(checkTermsAccepted(true)).toEqual({ ok: true, value: true });
  });
});

describe('checkEmergencyContacts', () => {
  const mother: ContactInput = { relationship: 'parents', name: 'María López', phone: '55 1234 5678' };
  const friend: ContactInput = { relationship: 'friends', name: 'Juan Pérez', phone: '3312345678' };
  const login = '8112345678';

  test('accepts two different contacts and returns them normalised', () => {
    expect(checkEmergencyContacts([mother, friend], login)).toEqual({
      ok: true,
      value: [
        { relationship: 'parents', name: 'María López', phone: '5512345678' },
        { relationship: 'friends', name: 'Juan Pérez', phone: '3312345678' },
      ],
    });
  });

  test('reports each contact’s own field errors', () => {
    const r = checkEmergencyContacts(
      [
        { relationship: '', name: 'Al', phone: '123' },
        { ...friend, relationship: 'boss' },
      ],
      login,
    );
    expect(r).toEqual({
      ok: false,
      errors: [{ relationship: 'required', name: 'tooShort', phone: 'format' }, { relationship: 'option' }],
    });
  });

  test('relations must differ', () => {
    expect(checkEmergencyContacts([mother, { ...friend, relationship: 'parents' }], login)).toEqual({
      ok: false,
      errors: [{}, { relationship: 'sameRelation' }],
    });
  });

  test('phones must differ, however they are written', () => {
    expect(checkEmergencyContacts([mother, { ...friend, phone: '+52 (55) 1234-5678' }], login)).toEqual({
      ok: false,
      errors: [{}, { phone: 'samePhone' }],
    });
  });

  test('neither phone may be the login phone', () => {
    expect(checkEmergencyContacts([{ ...mother, phone: '+52 81 1234 5678' }, friend], login)).toEqual({
      ok: false,
      errors: [{ phone: 'loginPhone' }, {}],
    });
    expect(
      checkEmergencyContacts(
        [
          { ...mother, phone: login },
          { ...friend, phone: login },
        ],
        '+528112345678',
      ),
    ).toEqual({
      ok: false,
      errors: [{ phone: 'loginPhone' }, { phone: 'loginPhone' }],
    });
  });

  test('names must differ, ignoring case, accents and spaces', () => {
    expect(checkEmergencyContacts([mother, { ...friend, name: '  maria   LOPEZ ' }], login)).toEqual({
      ok: false,
      errors: [{}, { name: 'sameName' }],
    });
  });

  test('names must differ in any word order, and ñ is not n (decision 0062)', () => {
    const named = (a: string, b: string) =>
      checkEmergencyContacts(
        [
          { ...mother, name: a },
          { ...friend, name: b },
        ],
        login,
      );
    expect(named('Ana María López', 'López Ana María')).toEqual({
      ok: false,
      errors: [{}, { name: 'sameName' }],
    });
    expect(named('Juan Peña', 'Juan Pena')).toMatchObject({ ok: true });
  });

  test('nameKey ignores case, spacing, accents on vowels and word order, keeps ñ, and is idempotent', () => {
    expect(nameKey(' José  Núñez ')).toBe(nameKey('núñez jose'));
    expect(nameKey('José Núñez')).not.toBe(nameKey('Jose Nunez'));
    // A decomposed ñ (n + combining tilde) is still ñ.
    expect(nameKey('Pen\u0303a')).toBe(nameKey('PEÑA'));
    fc.assert(fc.property(fc.string(), (s) => nameKey(nameKey(s)) === nameKey(s)));
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => nameKey(nameKey(s)) === nameKey(s)));
  });

  test.each([
    ['Ana María López', 'López Ana María', true],
    ['Ana María López', '  ANA\tmaria   lopez ', true],
    ['Agüero Ruiz', 'Ruiz Aguero', true],
    ['Juan Peña', 'Juan Pena', false],
    ['Juan Peña', 'peña juan', true],
    ['Ana López', 'Ana López Ruiz', false],
    ['Ana Ana López', 'Ana López', false],
  ])('sameName(%s, %s) is %s', (a, b, same) => {
    expect(sameName(a, b)).toBe(same);
    expect(sameName(b, a)).toBe(same);
  });

  test('two copies of one valid contact always fail on relation, phone and name', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('parents', 'spouse', 'friends'),
        fc.stringMatching(/^[2-7]\d{9}$/),
        (relationship, phone) => {
          const c = { relationship, name: 'Rosa Ruiz', phone };
          expect(checkEmergencyContacts([c, c], '9990000000')).toEqual({
            ok: false,
            errors: [{}, { relationship: 'sameRelation', phone: 'samePhone', name: 'sameName' }],
          });
        },
      ),
    );
  });
});

describe('checkSecondPayDay (decision 0062)', () => {
  test('twice a month: two different days of the month', () => {
    expect(checkSecondPayDay('biweekly', '15', '30')).toEqual({ ok: true, value: '30' });
    expect(checkSecondPayDay('biweekly', '15', '15')).toEqual({ ok: false, reason: 'samePayday' });
  });

  test('every fourteen days: the same weekday is allowed, another weekday too', () => {
    for (const day of ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'])
      expect(checkSecondPayDay('fourteen', day, day)).toEqual({ ok: true, value: day });
    expect(checkSecondPayDay('fourteen', 'fri', 'mon')).toEqual({ ok: true, value: 'mon' });
  });

  test('required, and one of the frequency’s pay days', () => {
    expect(checkSecondPayDay('fourteen', 'fri', '')).toEqual({ ok: false, reason: 'required' });
    expect(checkSecondPayDay('fourteen', 'fri', '5')).toEqual({ ok: false, reason: 'option' });
    expect(checkSecondPayDay('biweekly', '15', 'mon')).toEqual({ ok: false, reason: 'option' });
  });
});

describe('checkBankCardPair', () => {
  const clabe = '012010077777777774';

  test('accepts a CLABE of the chosen bank entered twice, formatted either way', () => {
    expect(checkBankCardPair(clabe, '012 010 07777777777 4', 'clabe', '40012')).toEqual({
      ok: true,
      value: clabe,
    });
  });

  test('accepts a debit card entered twice', () => {
    expect(checkBankCardPair('4242 4242 4242 4242', '4242424242424242', 'debit', '40012')).toEqual({
      ok: true,
      value: '4242424242424242',
    });
  });

  test.each([
    [clabe, '', 'clabe', '40012', { confirmation: 'confirmRequired' }],
    [clabe, '012010077777777775', 'clabe', '40012', { confirmation: 'mismatch' }],
    [clabe, clabe, 'clabe', '40002', { number: 'bankMismatch' }],
    ['012010077777777775', '012010077777777775', 'clabe', '40012', { number: 'checkDigit' }],
    [clabe, clabe, 'debit', '40012', { number: 'length' }],
    ['4242424242424242', '4242424242424242', 'credit', '40012', { number: 'cardType' }],
    ['', '', 'clabe', '40012', { number: 'required', confirmation: 'confirmRequired' }],
  ])('rejects %j / %j as %s of bank %s with %j', (number, confirmation, cardType, bankCode, errors) => {
    expect(checkBankCardPair(number, confirmation, cardType, bankCode)).toEqual({ ok: false, errors });
  });
});

describe('date helpers re-exported for the forms', () => {
  test('birthdayRange is available from fields', () => {
    expect(birthdayRange('2026-01-01').max).toBe('2008-01-01');
  });
});
