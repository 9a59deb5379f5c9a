import fc from 'fast-check';
import { testRejects } from '../testing/check-cases';
import { changeDigit, validCard, validClabe } from '../testing/digit-arbitraries';
import { checkCardNumber, checkClabe, clabeCheckDigit, isLuhnValid } from './mx-bank-accounts';
import { formatCardNumber, formatClabe } from './mx-identifiers';

// The bank account numbers: CLABE (18 digits, Banxico's weights) and card numbers (Luhn). The other
// identifiers are in mx-identifiers.test.ts.
describe('checkClabe', () => {
  test('accepts the reference vector 002010077777777771', () => {
    expect(clabeCheckDigit('00201007777777777')).toBe('1');
    expect(checkClabe('002010077777777771')).toEqual({ ok: true, value: '002010077777777771' });
    expect(checkClabe('002 010 07777777777 1')).toEqual({ ok: true, value: '002010077777777771' });
  });

  testRejects(checkClabe, {
    required: [''],
    length: ['00201007777777777', '0020100777777777711'],
    format: ['00201007777777777a'],
    checkDigit: ['002010077777777772'],
    bank: ['999010077777777774'],
  });

  test('must belong to the chosen bank when one is given (Banxico code or prefix)', () => {
    const bbva = '012010077777777774';
    expect(checkClabe(bbva, { bankCode: '40012' })).toEqual({ ok: true, value: bbva });
    expect(checkClabe(bbva, { bankCode: '012' })).toEqual({ ok: true, value: bbva });
    expect(checkClabe(bbva, { bankCode: '' })).toEqual({ ok: true, value: bbva });
    expect(checkClabe(bbva, { bankCode: '40002' })).toEqual({ ok: false, reason: 'bankMismatch' });
  });

  test('a generated CLABE passes and any single changed digit fails', () => {
    fc.assert(
      fc.property(validClabe, fc.nat({ max: 17 }), fc.integer({ min: 1, max: 9 }), (clabe, i, d) => {
        expect(checkClabe(formatClabe(clabe))).toEqual({ ok: true, value: clabe });
        expect(checkClabe(changeDigit(clabe, i, d)).ok).toBe(false);
      }),
    );
  });
});

describe('checkCardNumber', () => {
  test.each([
    ['Stripe Visa', '4242424242424242'],
    ['Stripe Visa debit', '4000056655665556'],
    ['Stripe Mastercard debit', '5200828282828210'],
    ['EBANX Carnet', '5062224607440872'],
  ])('accepts the %s test card', (_, card) => {
    expect(checkCardNumber(card)).toEqual({ ok: true, value: card });
    expect(checkCardNumber(formatCardNumber(card))).toEqual({ ok: true, value: card });
  });

  testRejects(checkCardNumber, {
    required: [''],
    length: ['424242424242424', '42424242424242424'],
    format: ['4242 4242 4242 424x'],
    checkDigit: ['4242424242424241'],
  });

  test('a generated card passes and any single changed digit fails', () => {
    fc.assert(
      fc.property(validCard, fc.nat({ max: 15 }), fc.integer({ min: 1, max: 9 }), (card, i, d) => {
        expect(isLuhnValid(card)).toBe(true);
        expect(checkCardNumber(changeDigit(card, i, d)).ok).toBe(false);
      }),
    );
  });
});

// ---- postal code ----
