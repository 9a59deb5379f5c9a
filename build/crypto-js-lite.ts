import type { Plugin } from 'vite';

/** crypto-js's modules that only derive a key from a passphrase (OpenSSL's EVP_BytesToKey) and its hashes. */
const PASSPHRASE_ONLY = /^\.\/(md5|sha1|hmac|evpkdf)(\.js)?$/;
/** The crypto-js modules the envelope imports that require them (the AES cipher and its core). */
const CIPHER = /[\\/]crypto-js[\\/](aes|cipher-core|evpkdf)\.js$/;
const EMPTY = '\0crypto-js-passphrase-only';

/**
 * The envelope (src/api/envelope.ts) encrypts with AES-128-ECB under a key it gives as bytes, never under a
 * passphrase. crypto-js's AES and cipher core still `require` the passphrase key derivation (EvpKDF) and the
 * hashes it uses (MD5, SHA-1, HMAC): about 2 KiB gzip of the API layer that no call runs (decision 0070).
 * Where those two modules require them, they get an empty module instead; crypto-js itself stays the cipher.
 * A passphrase given to `AES.encrypt` would throw (`EvpKDF` undefined) rather than encrypt: the envelope's
 * tests and every end-to-end test encrypt and decrypt through the built cipher.
 */
export function cryptoJsWithoutPassphrases(): Plugin {
  return {
    name: 'cuota-crypto-js-without-passphrases',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && CIPHER.test(importer) && PASSPHRASE_ONLY.test(source)) return EMPTY;
      return null;
    },
    load(id) {
      return id === EMPTY ? 'module.exports = {};' : null;
    },
  };
}
