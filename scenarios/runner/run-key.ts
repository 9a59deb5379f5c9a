import { bytesToHex } from '@noble/hashes/utils.js';
import { signingKeyFromSecret } from '../journey/signature';
import { JOURNEY_KEY_ENV, runSigner, type RunSigner } from './journey-keys';

/**
 * One signing key for a whole Playwright run (decision 0042): every worker of the run, and every shard of it
 * when the shards are given one `CUOTA_JOURNEY_KEY`. Playwright's globalSetup makes the run's ephemeral key
 * (or leaves `CUOTA_JOURNEY_KEY` to name a key file) and hands it to the workers through `process.env`,
 * which the workers inherit; each worker signs with it and writes its public half beside the journeys.
 */

/** The environment variable carrying the ephemeral run key from globalSetup to the workers (never printed). */
export const RUN_KEY_ENV = 'CUOTA_JOURNEY_RUN_KEY';

interface SharedKey {
  name: string;
  secret: string;
  keyId: string;
}

/**
 * globalSetup's half: with `CUOTA_JOURNEY_KEY` set, nothing to do (every process reads that file); otherwise
 * an ephemeral key made once and put into `env` for the workers. Idempotent: a key already shared is kept.
 */
export function shareRunKey(env: NodeJS.ProcessEnv = process.env): void {
  if (env[JOURNEY_KEY_ENV] || env[RUN_KEY_ENV]) return;
  const { key } = runSigner({});
  const shared: SharedKey = { name: key.name, secret: bytesToHex(key.secretKey), keyId: key.keyId };
  env[RUN_KEY_ENV] = JSON.stringify(shared);
}

/** A worker's half: the key globalSetup shared, or `CUOTA_JOURNEY_KEY`'s file. */
export function sharedRunSigner(env: NodeJS.ProcessEnv = process.env): RunSigner {
  if (env[JOURNEY_KEY_ENV]) return runSigner(env);
  const text = env[RUN_KEY_ENV];
  if (!text)
    throw new Error(
      `no run key: ${RUN_KEY_ENV} is set by the Playwright config's globalSetup (scenarios/runner/global-setup.ts), or set ${JOURNEY_KEY_ENV}`,
    );
  const shared = JSON.parse(text) as SharedKey;
  const key = signingKeyFromSecret(shared.name, shared.secret);
  if (key.keyId !== shared.keyId) throw new Error(`${RUN_KEY_ENV}: the key id does not match the key`);
  return {
    key,
    source: 'ephemeral',
    description: `journeys signed by an ephemeral key made for this run (key id ${key.keyId}); its private half is not kept`,
  };
}
