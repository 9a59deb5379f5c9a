import fc from 'fast-check';
import { testAccepts, testRejects } from '../testing/check-cases';
import { changeDigit, chars, DIGIT, validCard, validClabe, validNss } from '../testing/digit-arbitraries';
import { STATES } from '../options/states';
import {
  checkCardNumber,
  checkClabe,
  checkCurp,
  checkMxPhone,
  checkNss,
  checkPostalCode,
  checkRfc,
  curpCheckDigit,
  formatCardNumber,
  formatClabe,
  formatCurp,
  formatNss,
  formatRfc,
  isCurpInconvenientWord,
  normaliseIdentifier,
  normaliseRfc,
  rfcCheckDigit,
} from './mx-identifiers';

describe('checkMxPhone', () => {
  testAccepts(
    checkMxPhone,
    [
      ['5512345678', '5512345678'],
      [' 55 1234 5678 ', '5512345678'],
      ['+52 55 1234 5678', '5512345678'],
      ['525512345678', '5512345678'],
      ['15512345678', '5512345678'],
      ['(33) 1234-5678', '3312345678'],
      ['811.234.5678', '8112345678'],
    ],
    'accepts %j as %s',
  );

  testRejects(checkMxPhone, {
    required: ['', '   '],
    format: ['551234567', '55123456789', '0512345678', '1512345678', '55123456ab', '55123456😀8'],
    service: ['8001234567', '9001234567', '8881234567'],
  });

  test('any accepted value is ten digits starting 2-9, and checking it again keeps it', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const r = checkMxPhone(s);
        if (!r.ok) return true;
        return /^[2-9]\d{9}$/.test(r.value) && checkMxPhone(r.value).ok;
      }),
    );
  });

  test('every 10-digit number starting 2-9 outside blocked ranges is accepted unchanged', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[2-79]\d{9}$/), (s) => {
        const r = checkMxPhone(s);
        return s.startsWith('900') ? !r.ok : r.ok && r.value === s;
      }),
    );
  });
});

// ---- generators of valid identifiers (check digit computed) ----

const LETTER = chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const isoOf = (d: Date) => d.toISOString().slice(0, 10);
const CURP_WORD_SAMPLE = ['BACA', 'PENE', 'PUTO', 'COJO', 'KAKA', 'WUEY'];

const validCurp = fc
  .record({
    name: fc.tuple(LETTER, chars('AEIOUX'), LETTER, LETTER).map((t) => t.join('')),
    birth: fc.date({
      min: new Date('1930-01-01T00:00:00Z'),
      max: new Date('2024-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
    sex: chars('HMX'),
    state: fc.constantFrom(...STATES.map((s) => s.curp), 'NE'),
    consonants: fc
      .array(chars('BCDFGHJKLMNPQRSTVWXYZ'), { minLength: 3, maxLength: 3 })
      .map((a) => a.join('')),
    homonymDigit: DIGIT,
    homonymLetter: LETTER,
  })
  .filter((r) => !isCurpInconvenientWord(r.name))
  .map((r) => {
    const iso = isoOf(r.birth);
    // Char 17 carries the century: a digit for 19YY, a letter for 20YY.
    const homonym = iso < '2000' ? r.homonymDigit : r.homonymLetter;
    const first17 = `${r.name}${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${r.sex}${r.state}${r.consonants}${homonym}`;
    return first17 + curpCheckDigit(first17);
  });

const validRfc = fc
  .record({
    name: fc.array(LETTER, { minLength: 4, maxLength: 4 }).map((a) => a.join('')),
    birth: fc.date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2099-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
    homoclave: fc
      .array(chars('123456789ABCDEFGHIJKLMNPQRSTUVWXYZ'), { minLength: 2, maxLength: 2 })
      .map((a) => a.join('')),
  })
  .map((r) => {
    const iso = isoOf(r.birth);
    const base = `${r.name}${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${r.homoclave}`;
    return base + rfcCheckDigit(base);
  });

// ---- CURP ----

describe('checkCurp', () => {
  test('accepts the reference vector BOXW310820HNERXN09', () => {
    expect(curpCheckDigit('BOXW310820HNERXN0')).toBe('9');
    expect(checkCurp('BOXW310820HNERXN09')).toEqual({ ok: true, value: 'BOXW310820HNERXN09' });
  });

  test.each([
    ['lower case', 'boxw310820hnerxn09'],
    ['pasted spaces', '  BOXW 310820 HNER XN09 '],
    ['display dashes', 'BOXW-310820-HNERXN-09'],
    ['a trailing emoji (non-alphanumerics are removed)', 'BOXW310820HNERXN09😀'],
  ])('normalises %s to the bare CURP', (_, input) => {
    expect(checkCurp(input)).toEqual({ ok: true, value: 'BOXW310820HNERXN09' });
  });

  test.each([
    ['woman', 'BOXW310820MNERXN09'],
    ['non-binary X', 'BOXW310820XNERXN03'],
    ['born abroad (NE)', 'BOXW310820HNERXN09'],
    ['born in Ciudad de México (DF)', 'BOXW310820HDFRXN03'],
    ['PXNE: the word already obfuscated by RENAPO', 'PXNE310820HNERXN07'],
  ])('accepts a %s CURP', (_, curp) => {
    expect(checkCurp(curp, { today: '2026-01-01' })).toEqual({ ok: true, value: curp });
  });

  testRejects(checkCurp, {
    required: ['', '   '],
    format: ['😀', 'BÓXW310820HNERXN09', 'BBXW310820HNERXN09', 'BOXW310820ZNERXN07', 'BOXW310820HNERAN09'],
    length: ['BOXW310820HNERXN0', 'BOXW310820HNERXN091', 'BOXW310820HNERXN0😀'],
    word: ['PENE310820HNERXN07'],
    date: ['BOXW890229HNERXN00', 'BOXW310231HNERXN06', 'BOXW000229HNERXN09'],
    state: ['BOXW310820HXXRXN02'],
    checkDigit: ['BOXW310820HNERXN08'],
  });

  test.each(CURP_WORD_SAMPLE)('rejects a CURP starting with the inconvenient word %s', (word) => {
    const first17 = `${word}310820HNERXN0`;
    expect(checkCurp(first17 + curpCheckDigit(first17))).toEqual({ ok: false, reason: 'word' });
  });

  test('reads the century from char 17: a letter means 20YY, a digit 19YY', () => {
    // 29 February 2000 exists, 29 February 1900 does not.
    expect(checkCurp('BOXW000229HNERXNA9').ok).toBe(true);
    expect(checkCurp('BOXW000229HNERXN09')).toEqual({ ok: false, reason: 'date' });
    // Born 2005-08-20 (letter) is in the future on 2005-08-19; 1905-08-20 (digit) is not.
    expect(checkCurp('BOXW050820HNERXNA9', { today: '2005-08-19' })).toEqual({ ok: false, reason: 'date' });
    expect(checkCurp('BOXW050820HNERXN09', { today: '2005-08-19' }).ok).toBe(true);
    expect(checkCurp('BOXW050820HNERXNA9', { today: '2005-08-20' }).ok).toBe(true);
  });

  test('checks the future only when today is given', () => {
    expect(checkCurp('BOXW990101HNERXNA9').ok).toBe(true);
    expect(checkCurp('BOXW990101HNERXNA9', { today: '2026-05-01' })).toEqual({ ok: false, reason: 'date' });
  });

  test('every generated CURP with its computed check digit passes, in any case and with dashes', () => {
    fc.assert(
      fc.property(validCurp, (curp) => {
        expect(checkCurp(curp, { today: '2025-01-01' })).toEqual({ ok: true, value: curp });
        expect(checkCurp(formatCurp(curp.toLowerCase()))).toEqual({ ok: true, value: curp });
      }),
    );
  });

  test('a wrong check digit on a generated CURP is rejected', () => {
    fc.assert(
      fc.property(validCurp, fc.integer({ min: 1, max: 9 }), (curp, d) => {
        expect(checkCurp(changeDigit(curp, 17, d))).toEqual({ ok: false, reason: 'checkDigit' });
      }),
    );
  });
});

// ---- RFC ----

describe('checkRfc', () => {
  test('accepts the SAT example GODE561231GR8 in any case and with dashes', () => {
    expect(rfcCheckDigit('GODE561231GR')).toBe('8');
    expect(checkRfc('GODE561231GR8')).toEqual({ ok: true, value: 'GODE561231GR8' });
    expect(checkRfc(' gode-561231-gr8 ')).toEqual({ ok: true, value: 'GODE561231GR8' });
  });

  test('computes the company check digit with the leading-space padding (MAB9307148T4)', () => {
    expect(rfcCheckDigit('MAB9307148T')).toBe('4');
  });

  test('does not accept a company RFC for a borrower', () => {
    expect(checkRfc('MAB9307148T4')).toEqual({ ok: false, reason: 'length' });
  });

  test('accepts a wrong check digit with a warning (SAT accepts about 1.5% such RFCs)', () => {
    expect(checkRfc('GODE561231GR9')).toEqual({ ok: true, value: 'GODE561231GR9', warning: 'checkDigit' });
  });

  test('writes a remainder of 1 as the check digit A', () => {
    expect(rfcCheckDigit('GODE561231G5')).toBe('A');
    expect(checkRfc('GODE561231G5A')).toEqual({ ok: true, value: 'GODE561231G5A' });
  });

  testRejects(checkRfc, {
    required: [''],
    generic: ['XAXX010101000', 'xexx-010101-000'],
    length: ['GODE561231GR', 'GODE561231GR80'],
    format: ['1ODE561231GR8', 'GODEA61231GR8', 'GÓDE561231GR8'],
    word: ['PENE561231GRA'],
    date: ['GODE890229GR3', 'GODE561331GR8'],
  });

  test('accepts 29 February of a year divisible by 4 (the century is not encoded)', () => {
    expect(checkRfc('GODE000229GR4')).toEqual({ ok: true, value: 'GODE000229GR4' });
  });

  test('keeps Ñ and & which are RFC characters, and drops an emoji', () => {
    const base = 'MUÑO561231GR';
    expect(checkRfc(`${base}${rfcCheckDigit(base)}😀`)).toEqual({
      ok: true,
      value: base + rfcCheckDigit(base),
    });
    expect(normaliseRfc('a&b-ñ')).toBe('A&BÑ');
  });

  test('every generated person RFC with its computed check digit passes without warning', () => {
    fc.assert(
      fc.property(validRfc, (rfc) => {
        const r = checkRfc(rfc);
        // A generated name that is an inconvenient word is rejected instead; see the 'word' example test.
        if (!r.ok && r.reason === 'word') return;
        expect(r).toEqual({ ok: true, value: rfc });
        expect(checkRfc(formatRfc(rfc))).toEqual({ ok: true, value: rfc });
      }),
    );
  });
});

// ---- NSS, CLABE, card ----

describe('checkNss', () => {
  test('accepts the reference vector 72795608040, also with dashes and spaces', () => {
    expect(checkNss('72795608040')).toEqual({ ok: true, value: '72795608040' });
    expect(checkNss(' 72-79-56-0804-0 ')).toEqual({ ok: true, value: '72795608040' });
  });

  testRejects(checkNss, {
    required: [''],
    length: ['7279560804', '727956080400'],
    format: ['7279560804O'],
    checkDigit: ['72795608041'],
  });

  test('a generated NSS passes and any single changed digit fails', () => {
    fc.assert(
      fc.property(validNss, fc.nat({ max: 10 }), fc.integer({ min: 1, max: 9 }), (nss, i, d) => {
        expect(checkNss(formatNss(nss))).toEqual({ ok: true, value: nss });
        expect(checkNss(changeDigit(nss, i, d)).ok).toBe(false);
      }),
    );
  });
});

describe('checkPostalCode', () => {
  test('keeps the leading zero of a Ciudad de México code', () => {
    expect(checkPostalCode(' 01000 ')).toEqual({ ok: true, value: '01000' });
  });

  testRejects(checkPostalCode, {
    required: [''],
    length: ['1000', '441000'],
    format: ['44a00', '44 100'],
  });

  // shared/reference/mx-identifiers.md section 8: 01-16 Ciudad de México, 20-99 the states; 00, 17-19 unused.
  const USED = new Set([
    ...Array.from({ length: 16 }, (_, i) => i + 1),
    ...Array.from({ length: 80 }, (_, i) => i + 20),
  ]);

  test.each(['00000', '00100', '17000', '17999', '18000', '19500'])(
    'rejects %s: SEPOMEX uses no code with these first two digits',
    (code) => {
      expect(checkPostalCode(code)).toEqual({ ok: false, reason: 'prefix' });
      // Even with a state chosen: a code that does not exist is not a mere state mismatch.
      expect(checkPostalCode(code, { stateCode: '09' })).toEqual({ ok: false, reason: 'prefix' });
    },
  );

  test('accepts every prefix SEPOMEX uses and rejects every other, for all 100', () => {
    for (let prefix = 0; prefix < 100; prefix += 1) {
      const code = `${String(prefix).padStart(2, '0')}123`;
      const expected = USED.has(prefix) ? { ok: true, value: code } : { ok: false, reason: 'prefix' };
      expect(checkPostalCode(code), code).toEqual(expected);
    }
  });

  test('warns, without rejecting, when the prefix is not in the chosen state', () => {
    expect(checkPostalCode('44100', { stateCode: '14' })).toEqual({ ok: true, value: '44100' });
    expect(checkPostalCode('44100', { stateCode: 'JC' })).toEqual({ ok: true, value: '44100' });
    expect(checkPostalCode('44100', { stateCode: '09' })).toEqual({
      ok: true,
      value: '44100',
      warning: 'stateMismatch',
    });
    expect(checkPostalCode('16000', { stateCode: 'DF' })).toEqual({ ok: true, value: '16000' });
    expect(checkPostalCode('44100', { stateCode: 'unknown' })).toEqual({ ok: true, value: '44100' });
  });
});

// ---- formatters and normalisation ----

describe('formatters', () => {
  test('group the reference vectors for display', () => {
    expect(formatCurp('boxw310820hnerxn09')).toBe('BOXW-310820-HNERXN-09');
    expect(formatRfc('GODE561231GR8')).toBe('GODE-561231-GR8');
    expect(formatNss('72795608040')).toBe('72-79-56-0804-0');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatClabe('002010077777777771')).toBe('002 010 07777777777 1');
  });

  test('format partial input as typed, without a trailing separator', () => {
    expect(formatCurp('')).toBe('');
    expect(formatCurp('boxw')).toBe('BOXW');
    expect(formatCurp('boxw3')).toBe('BOXW-3');
    expect(formatRfc('GODE5612')).toBe('GODE-5612');
    expect(formatNss('727')).toBe('72-7');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatClabe('0020')).toBe('002 0');
  });

  test('cut input at the identifier length and drop characters that cannot appear', () => {
    expect(formatCurp('BOXW310820HNERXN09XYZ')).toBe('BOXW-310820-HNERXN-09');
    expect(formatCardNumber('4242-4242-4242-4242-99')).toBe('4242 4242 4242 4242');
    expect(formatNss('72a79')).toBe('72-79');
  });

  test.each([
    ['formatCurp', formatCurp],
    ['formatRfc', formatRfc],
    ['formatNss', formatNss],
    ['formatCardNumber', formatCardNumber],
    ['formatClabe', formatClabe],
  ])('%s is idempotent', (_, format) => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => format(format(s)) === format(s)));
  });

  test('normalisation is idempotent and leaves only upper-case letters and digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const once = normaliseIdentifier(s);
        expect(normaliseIdentifier(once)).toBe(once);
        expect(normaliseRfc(normaliseRfc(s))).toBe(normaliseRfc(s));
        expect(once).toMatch(/^[\p{L}\p{N}]*$/u);
      }),
    );
  });

  test('an accepted value checks again to itself', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), validCurp, validClabe, validCard, validNss), (s) => {
        for (const check of [checkCurp, checkRfc, checkNss, checkClabe, checkCardNumber]) {
          const r = check(s);
          if (r.ok) expect(check(r.value)).toEqual(r);
        }
      }),
    );
  });
});
