import fc from 'fast-check';
import SHA256 from 'crypto-js/sha256';
import Hex from 'crypto-js/enc-hex';
import { sha256Hex } from './sha256';

describe('sha256Hex', () => {
  it('gives the NIST FIPS 180-4 test vectors', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    expect(sha256Hex('a'.repeat(1_000_000))).toBe(
      'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    );
  });

  it('agrees with crypto-js on any well-formed text, whatever its length around the 64-byte blocks', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        expect(sha256Hex(text)).toBe(SHA256(text).toString(Hex));
      }),
      { numRuns: 150 },
    );
    for (let n = 50; n < 140; n += 1)
      expect(sha256Hex('x'.repeat(n))).toBe(SHA256('x'.repeat(n)).toString(Hex));
  });

  it('hashes the UTF-8 bytes of accented letters and emoji', () => {
    expect(sha256Hex('Ñandú 😀')).toBe(SHA256('Ñandú 😀').toString(Hex));
  });

  it('encodes a lone surrogate as U+FFFD, as TextEncoder does', () => {
    expect(sha256Hex('a\ud800b')).toBe(sha256Hex('a\ufffdb'));
  });
});
