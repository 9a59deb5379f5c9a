import fc from 'fast-check';
import {
  EnvelopeError,
  decrypt,
  decryptJson,
  encrypt,
  encryptJson,
  encryptedPath,
  randomKeyName,
} from './envelope.ts';

const PACKAGE = 'com.cuota.mx';

describe('envelope', () => {
  it('decrypts what it encrypted for any unicode string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(decrypt(encrypt(text, PACKAGE), PACKAGE)).toBe(text);
      }),
      { numRuns: 200 },
    );
  });

  it('round-trips JSON payloads', () => {
    const payload = { mobile: '5512345678', nested: { list: [1, 'dos', null] }, nombre: 'Peña' };
    expect(decryptJson(encryptJson(payload, PACKAGE), PACKAGE)).toEqual(payload);
  });

  it('writes base64url without padding', () => {
    const cipher = encrypt('/store/order/last', PACKAGE);
    expect(cipher).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cipher.length % 4).not.toBe(1);
  });

  it('matches AES-128-ECB with the zero-padded package name as key (openssl vector)', () => {
    // printf '/store/order/last' | openssl enc -aes-128-ecb -K <hex of 'com.cuota.mx0000'> | base64url
    expect(encrypt('/store/order/last', PACKAGE)).toBe('_9MCTYYa2k_zf7b3pMpONKGEokDgenpYXMfg1JXZ8P8');
  });

  it('cuts a long package name to 16 characters', () => {
    const long = 'com.example.very.long.package';
    expect(decrypt(encrypt('x', long), 'com.example.very')).toBe('x');
  });

  it('never yields the plain text under the wrong key', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (text) => {
        const cipher = encrypt(text, PACKAGE);
        let plain: string | null = null;
        try {
          plain = decrypt(cipher, 'com.other.app');
        } catch (error) {
          expect(error).toBeInstanceOf(EnvelopeError);
        }
        expect(plain).not.toBe(text);
      }),
      { numRuns: 100 },
    );
  });

  it('fails with a typed error for a wrong-key JSON payload', () => {
    const cipher = encryptJson({ mobile: '5512345678' }, PACKAGE);
    expect(() => decryptJson(cipher, 'com.other.app')).toThrow(EnvelopeError);
  });

  it('rejects text that is not base64url', () => {
    expect(() => decrypt('not base64!', PACKAGE)).toThrow(EnvelopeError);
  });

  it('rejects a payload that is not JSON', () => {
    expect(() => decryptJson(encrypt('not json', PACKAGE), PACKAGE)).toThrow(EnvelopeError);
  });

  it('builds the request path from the encrypted endpoint path', () => {
    const path = encryptedPath('/store/order/last', PACKAGE);
    expect(path.startsWith('/api/')).toBe(true);
    expect(decrypt(path.slice('/api/'.length), PACKAGE)).toBe('/store/order/last');
  });

  it('makes key names of 8 lowercase letters from the given randomness', () => {
    expect(randomKeyName(() => 0)).toBe('aaaaaaaa');
    expect(randomKeyName(() => 0.999)).toBe('zzzzzzzz');
    fc.assert(
      fc.property(fc.double({ min: 0, max: 0.9999, noNaN: true }), (r) => {
        expect(randomKeyName(() => r)).toMatch(/^[a-z]{8}$/);
      }),
    );
  });
});
