import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { SIGNATURE_ALG, canon, type JourneyFile, type JourneySignature } from './format';

/**
 * Signed journeys (decision 0033): the hash chain locates the first changed entry, but anyone can
 * recompute it (format.ts `rechain`); an Ed25519 signature over the chain head says who wrote the journey
 * and that nothing changed since. Pure and synchronous (@noble/curves): Node, the browser and Electron sign
 * and check the same bytes. Key files live in scenarios/runner/journey-keys.ts (Node only).
 */

/** What the signed message says it is, so a journey signature is never valid for anything else. */
export const SIGNATURE_PURPOSE = 'cuota-journey-signature/v1';

/** A public key a journey is checked against: its name, its id and the raw key (hex). */
export interface JourneyPublicKey {
  name: string;
  keyId: string;
  publicKey: string;
}

/** A key that signs: the public part plus the 32-byte Ed25519 secret key. */
export interface JourneySigningKey extends JourneyPublicKey {
  secretKey: Uint8Array;
}

/** The key id: the first 16 hex digits of the SHA-256 of the raw public key (what reports show). */
export function keyIdOf(publicKeyHex: string): string {
  return bytesToHex(sha256(hexToBytes(publicKeyHex))).slice(0, 16);
}

/** A signing key from its secret (hex or bytes): the public key and id are derived, never trusted. */
export function signingKeyFromSecret(name: string, secret: string | Uint8Array): JourneySigningKey {
  const secretKey = typeof secret === 'string' ? hexToBytes(secret) : secret;
  if (secretKey.length !== 32) throw new Error('an Ed25519 secret key is 32 bytes');
  const publicKey = bytesToHex(ed25519.getPublicKey(secretKey));
  return { name, keyId: keyIdOf(publicKey), publicKey, secretKey };
}

/** A new random signing key (the platform's CSPRNG, through @noble/curves). */
export function generateSigningKey(name: string): JourneySigningKey {
  return signingKeyFromSecret(name, ed25519.utils.randomSecretKey());
}

/** The public half of a key (what may be shared and written anywhere). */
export function publicPart(key: JourneyPublicKey): JourneyPublicKey {
  return { name: key.name, keyId: key.keyId, publicKey: key.publicKey };
}

/**
 * The signed bytes: the canonical JSON of the purpose, the algorithm, the chain head, the key id, the
 * signer's name and the time. The head seals every entry and the meta (entry 0 holds it), so the
 * signature covers the whole journey.
 */
export function signatureMessage(fields: Omit<JourneySignature, 'value' | 'publicKey'>): Uint8Array {
  return utf8ToBytes(
    canon({
      purpose: SIGNATURE_PURPOSE,
      alg: fields.alg,
      head: fields.head,
      keyId: fields.keyId,
      signer: fields.signer,
      signedAt: fields.signedAt,
    }),
  );
}

/** The journey with a signature over its current head by `key` (any signature it had is replaced). */
export function signJourney<T extends Pick<JourneyFile, 'head'>>(
  file: T,
  key: JourneySigningKey,
  options: { now?: number } = {},
): T & { signature: JourneySignature } {
  const fields = {
    alg: SIGNATURE_ALG,
    keyId: key.keyId,
    signer: key.name,
    head: file.head,
    signedAt: options.now ?? Date.now(),
  } as const;
  const value = bytesToHex(ed25519.sign(signatureMessage(fields), key.secretKey));
  const signature: JourneySignature = { ...fields, publicKey: key.publicKey, value };
  return { ...file, signature };
}

/** Why a signature does not count. */
export type InvalidSignatureReason = 'other-key' | 'bad-signature' | 'rechained' | 'malformed';

/** What a journey's signature proves. */
export type SignatureStatus =
  | {
      state: 'signed';
      signer: string;
      keyId: string;
      signedAt: number;
      /** True when checked against a trusted public key given by the caller; false: only against the key in the file. */
      trusted: boolean;
    }
  | { state: 'unsigned' }
  | {
      state: 'invalid';
      reason: InvalidSignatureReason;
      signer: string;
      keyId: string;
      explanation: string;
    };

/** True when the signature fits its message and the public key beside it (a malformed point is false). */
function verifies(sig: JourneySignature): boolean {
  try {
    return ed25519.verify(hexToBytes(sig.value), signatureMessage(sig), hexToBytes(sig.publicKey), {
      zip215: false,
    });
  } catch {
    return false;
  }
}

/**
 * Checks a journey's signature. With `trusted`, the journey must be signed by that key; without it, only
 * that the signature fits the key written beside it (which proves nothing about who wrote it: anyone can
 * sign with a key of their own and call it any name). The chain itself is checked by verifyJourney.
 */
export function checkJourneySignature(
  file: Pick<JourneyFile, 'head' | 'signature'>,
  trusted?: JourneyPublicKey,
): SignatureStatus {
  const sig = file.signature;
  if (!sig) return { state: 'unsigned' };
  const invalid = (reason: InvalidSignatureReason, explanation: string): SignatureStatus => ({
    state: 'invalid',
    reason,
    signer: sig.signer,
    keyId: sig.keyId,
    explanation,
  });
  if (keyIdOf(sig.publicKey) !== sig.keyId)
    return invalid('malformed', `the key id ${sig.keyId} is not the id of the public key beside it`);
  if (trusted && trusted.publicKey !== sig.publicKey)
    return invalid(
      'other-key',
      `signed by key id ${sig.keyId} ("${sig.signer}"), not by the trusted key ${trusted.keyId} ("${trusted.name}")`,
    );
  if (!verifies(sig))
    return invalid(
      'bad-signature',
      `the signature by key id ${sig.keyId} does not match what it signs: the journey or its signature was changed after signing`,
    );
  if (sig.head !== file.head)
    return invalid(
      'rechained',
      `key id ${sig.keyId} signed head ${sig.head.slice(0, 16)}…, but the journey's head is ${file.head.slice(0, 16)}…: it was changed and re-chained after it was signed`,
    );
  return {
    state: 'signed',
    signer: sig.signer,
    keyId: sig.keyId,
    signedAt: sig.signedAt,
    trusted: trusted !== undefined,
  };
}

/** The short label of a status, as the report and the simulator print it. */
export function signatureLabel(status: SignatureStatus): 'SIGNED' | 'NOT SIGNED' | 'NOT VALIDLY SIGNED' {
  return status.state === 'signed'
    ? 'SIGNED'
    : status.state === 'unsigned'
      ? 'NOT SIGNED'
      : 'NOT VALIDLY SIGNED';
}

/** One line that says who signed, or why the journey is not validly signed. */
export function describeSignature(status: SignatureStatus): string {
  switch (status.state) {
    case 'signed':
      return (
        `Signed by "${status.signer}" (key id ${status.keyId}) at ${new Date(status.signedAt).toISOString()}` +
        (status.trusted
          ? ': the signature is valid for the trusted key.'
          : ": the signature fits the key written in the journey; only a check against the signer's public key from a trusted place (--key) proves who signed.")
      );
    case 'unsigned':
      return 'NOT SIGNED: nothing proves who recorded this journey, or that it was not changed and re-chained.';
    case 'invalid':
      return `NOT VALIDLY SIGNED: ${status.explanation}.`;
  }
}
