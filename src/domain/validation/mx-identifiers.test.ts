import fc from 'fast-check';
import { checkMxPhone } from './mx-identifiers';

describe('checkMxPhone', () => {
  test.each([
    ['5512345678', '5512345678'],
    [' 55 1234 5678 ', '5512345678'],
    ['+52 55 1234 5678', '5512345678'],
    ['525512345678', '5512345678'],
    ['15512345678', '5512345678'],
    ['(33) 1234-5678', '3312345678'],
    ['811.234.5678', '8112345678'],
  ])('accepts %j as %s', (input, value) => {
    expect(checkMxPhone(input)).toEqual({ ok: true, value });
  });

  test.each([
    ['', 'required'],
    ['   ', 'required'],
    ['551234567', 'format'],
    ['55123456789', 'format'],
    ['0512345678', 'format'],
    ['1512345678', 'format'],
    ['55123456ab', 'format'],
    ['55123456😀8', 'format'],
    ['8001234567', 'service'],
    ['9001234567', 'service'],
    ['8881234567', 'service'],
  ])('rejects %j with %s', (input, reason) => {
    expect(checkMxPhone(input)).toEqual({ ok: false, reason });
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
