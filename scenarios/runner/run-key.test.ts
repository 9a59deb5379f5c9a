import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { signJourney, checkJourneySignature } from '../journey/signature';
import { generateKeyFiles, JOURNEY_KEY_ENV } from './journey-keys';
import { RUN_KEY_ENV, shareRunKey, sharedRunSigner } from './run-key';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('one signing key per Playwright run', () => {
  it('globalSetup makes one key that every worker reads back from the environment', () => {
    const env: NodeJS.ProcessEnv = {};
    shareRunKey(env);
    const shared = env[RUN_KEY_ENV];
    expect(shared).toBeTruthy();
    shareRunKey(env); // a second call keeps the key
    expect(env[RUN_KEY_ENV]).toBe(shared);
    const a = sharedRunSigner({ ...env });
    const b = sharedRunSigner({ ...env });
    expect(a.key.keyId).toBe(b.key.keyId);
    const signed = signJourney({ head: 'ab'.repeat(32) }, a.key);
    expect(checkJourneySignature(signed, b.key).state).toBe('signed');
  });

  it('two runs make two keys', () => {
    const one: NodeJS.ProcessEnv = {};
    const two: NodeJS.ProcessEnv = {};
    shareRunKey(one);
    shareRunKey(two);
    expect(sharedRunSigner(one).key.keyId).not.toBe(sharedRunSigner(two).key.keyId);
  });

  it('CUOTA_JOURNEY_KEY wins: nothing is made, every worker and shard reads that file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'run-key-'));
    dirs.push(dir);
    const { privatePath, key } = generateKeyFiles(dir, 'ci-run');
    const env: NodeJS.ProcessEnv = { [JOURNEY_KEY_ENV]: privatePath };
    shareRunKey(env);
    expect(env[RUN_KEY_ENV]).toBeUndefined();
    const signer = sharedRunSigner(env);
    expect(signer).toMatchObject({ source: 'env', key: { keyId: key.keyId } });
  });

  it('a worker without globalSetup nor a key file refuses to sign with a key of its own', () => {
    expect(() => sharedRunSigner({})).toThrow(/globalSetup/);
  });

  it('a shared key whose id does not match its secret is refused', () => {
    const env: NodeJS.ProcessEnv = {};
    shareRunKey(env);
    const shared = JSON.parse(env[RUN_KEY_ENV]!) as Record<string, string>;
    env[RUN_KEY_ENV] = JSON.stringify({ ...shared, keyId: '0'.repeat(16) });
    expect(() => sharedRunSigner(env)).toThrow(/key id/);
  });
});
