import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { publicPart } from '../journey/signature';
import {
  JOURNEY_KEY_ENV,
  KeyFileError,
  RUN_PUBLIC_KEY_FILE,
  generateKeyFiles,
  readPrivateKeyFile,
  readPublicKeyFile,
  runSigner,
  writeRunPublicKey,
} from './journey-keys';

const dir = mkdtempSync(join(tmpdir(), 'journey-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the key a scenario run signs with', () => {
  it('is the private key file CUOTA_JOURNEY_KEY names, when set', () => {
    const made = generateKeyFiles(join(dir, 'ci'), 'ci-signer');
    const signer = runSigner({ [JOURNEY_KEY_ENV]: made.privatePath });
    expect(signer.source).toBe('env');
    expect(publicPart(signer.key)).toEqual(made.key);
    expect(signer.description).toContain(made.key.keyId);
  });

  it('is an ephemeral key otherwise: only its public half is written beside the journeys', () => {
    const signer = runSigner({});
    expect(signer.source).toBe('ephemeral');
    const journeys = join(dir, 'journeys');
    const path = writeRunPublicKey(journeys, signer);
    expect(path).toBe(join(journeys, RUN_PUBLIC_KEY_FILE));
    expect(readPublicKeyFile(path)).toEqual(publicPart(signer.key));
    const secret = Buffer.from(signer.key.secretKey).toString('hex');
    for (const name of readdirSync(journeys)) {
      const text = readFileSync(join(journeys, name), 'utf8');
      expect(text).not.toContain(secret);
      expect(text).not.toContain('secretKey');
    }
    // Two runs, two keys.
    expect(runSigner({}).key.keyId).not.toBe(signer.key.keyId);
  });

  it('a private key file whose public key does not belong to its secret is refused', () => {
    const made = generateKeyFiles(join(dir, 'bad'), 'bad');
    const other = generateKeyFiles(join(dir, 'bad'), 'other');
    const file = JSON.parse(readFileSync(made.privatePath, 'utf8')) as Record<string, string>;
    file.publicKey = other.key.publicKey;
    file.keyId = other.key.keyId;
    writeFileSync(made.privatePath, JSON.stringify(file));
    expect(() => readPrivateKeyFile(made.privatePath)).toThrow(KeyFileError);
    expect(() => runSigner({ [JOURNEY_KEY_ENV]: join(dir, 'missing.key.json') })).toThrow(/cannot read/);
    expect(existsSync(other.publicPath)).toBe(true);
  });
});
