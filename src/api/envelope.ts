import AES from 'crypto-js/aes.js';
import Base64 from 'crypto-js/enc-base64.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import ECB from 'crypto-js/mode-ecb.js';
import Pkcs7 from 'crypto-js/pad-pkcs7.js';
import type { lib } from 'crypto-js';

/**
 * The wire envelope of ARCHITECTURE 3.1: AES-128-ECB with PKCS#7 padding, ciphertext in base64url
 * without padding. The one home of the cipher: the axios client and the mock handlers both use it.
 *
 * This is obfuscation the backend requires, not security: the key is derived from the package name,
 * which ships inside the app. TLS is what protects the traffic.
 */

type WordArray = lib.WordArray;

const keyCache = new Map<string, WordArray>();

/** The AES key: the UTF-8 bytes of (packageName + 16 zeros) cut to 16 characters. */
export function envelopeKey(packageName: string): WordArray {
  let key = keyCache.get(packageName);
  if (!key) {
    // Cut by characters first (as the backend does), then take at most 16 bytes of UTF-8.
    const text = (packageName + '0000000000000000').slice(0, 16);
    key = Utf8.parse(text);
    key.sigBytes = 16;
    key.clamp();
    keyCache.set(packageName, key);
  }
  return key;
}

function toBase64Url(b64: string): string {
  return b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(b64url: string): string {
  const b64 = b64url.replace(/-/g, '+').replace(/_/g, '/');
  return b64 + '='.repeat((4 - (b64.length % 4)) % 4);
}

/** Encrypts a UTF-8 string; returns base64url ciphertext without padding. */
export function encrypt(plain: string, packageName: string): string {
  const params = AES.encrypt(Utf8.parse(plain), envelopeKey(packageName), { mode: ECB, padding: Pkcs7 });
  return toBase64Url(Base64.stringify(params.ciphertext));
}

/** Error thrown when a ciphertext cannot be decrypted with the package key. */
export class EnvelopeError extends Error {
  readonly code = 'ENVELOPE_INVALID' as const;
  constructor(message: string) {
    super(message);
    this.name = 'EnvelopeError';
  }
}

/** Decrypts base64url ciphertext to its UTF-8 string; throws EnvelopeError when it does not decrypt. */
export function decrypt(cipher: string, packageName: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(cipher)) throw new EnvelopeError('ciphertext is not base64url');
  try {
    const ciphertext = Base64.parse(fromBase64Url(cipher));
    const plain = AES.decrypt({ ciphertext } as lib.CipherParams, envelopeKey(packageName), {
      mode: ECB,
      padding: Pkcs7,
    });
    if (plain.sigBytes < 0) throw new EnvelopeError('bad padding');
    return Utf8.stringify(plain);
  } catch (error) {
    if (error instanceof EnvelopeError) throw error;
    throw new EnvelopeError('ciphertext does not decrypt with this package key');
  }
}

/** Encrypts a JSON-serialisable payload. */
export function encryptJson(value: unknown, packageName: string): string {
  return encrypt(JSON.stringify(value), packageName);
}

/** Decrypts and parses a JSON payload. */
export function decryptJson(cipher: string, packageName: string): unknown {
  const text = decrypt(cipher, packageName);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new EnvelopeError('payload is not JSON');
  }
}

/** A fresh random key name of 8 lowercase letters, as the backend expects for each request. */
export function randomKeyName(random: () => number = Math.random): string {
  let name = '';
  for (let i = 0; i < 8; i += 1) name += String.fromCharCode(97 + Math.floor(random() * 26));
  return name;
}

/** The request URL path for an endpoint path: `/api/<base64url ciphertext of the path>`. */
export function encryptedPath(endpointPath: string, packageName: string): string {
  return `/api/${encrypt(endpointPath, packageName)}`;
}
