import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { hostname, userInfo } from 'node:os';
import { join } from 'node:path';
import { bytesToHex } from '@noble/hashes/utils.js';
import { z } from 'zod';
import {
  generateSigningKey,
  keyIdOf,
  publicPart,
  signingKeyFromSecret,
  type JourneyPublicKey,
  type JourneySigningKey,
} from '../journey/signature';

/**
 * The journey signing keys on disk (decision 0033, docs/security.md "Signed journeys"): `NAME.key.json`
 * (the secret, mode 0600, never in the journeys folder nor in git) and `NAME.pub.json` (shareable), and
 * the key a scenario run signs with: `CUOTA_JOURNEY_KEY` (a private key file) when set, else an ephemeral
 * key made for the run, whose public half is written beside the journeys as `run-key.pub.json`.
 */

/** The environment variable naming the private key file scenario runs sign with. */
export const JOURNEY_KEY_ENV = 'CUOTA_JOURNEY_KEY';
/** The name of the public key file a scenario run writes beside its journeys. */
export const RUN_PUBLIC_KEY_FILE = 'run-key.pub.json';
/** `format` of both key files. */
export const KEY_FILE_FORMAT = 'cuota-journey-key';

const hex = (bytes: number) => z.string().regex(new RegExp(`^[0-9a-f]{${bytes * 2}}$`));
const publicKeyFileSchema = z.object({
  format: z.literal(KEY_FILE_FORMAT),
  kind: z.literal('ed25519-public'),
  name: z.string(),
  keyId: z.string(),
  publicKey: hex(32),
});
const privateKeyFileSchema = publicKeyFileSchema.extend({
  kind: z.literal('ed25519-private'),
  secretKey: hex(32),
});

/** A key file that cannot be used, with what is wrong. */
export class KeyFileError extends Error {
  override readonly name = 'KeyFileError';
}

/** A key name as it may appear in a file name: letters, digits, `.`, `_`, `-`, `@`. */
export function checkKeyName(name: string): string {
  if (!/^[A-Za-z0-9._@-]{1,64}$/.test(name) || name.startsWith('.'))
    throw new KeyFileError(
      `key name "${name}": use 1 to 64 letters, digits, ".", "_", "-" or "@" (not starting with ".")`,
    );
  return name;
}

/** The default key name: user@host, as far as it is a valid name. */
export function defaultKeyName(): string {
  let user = 'user';
  try {
    user = userInfo().username;
  } catch {
    /* no passwd entry (containers) */
  }
  const name = `${user}@${hostname()}`.replace(/[^A-Za-z0-9._@-]/g, '-').slice(0, 64);
  return /^[A-Za-z0-9_@-]/.test(name) ? name : 'journey-signing';
}

/** The public key file's text. */
export function publicKeyText(key: JourneyPublicKey): string {
  const { name, keyId, publicKey } = publicPart(key);
  return `${JSON.stringify({ format: KEY_FILE_FORMAT, kind: 'ed25519-public', name, keyId, publicKey }, null, 2)}\n`;
}

function privateKeyText(key: JourneySigningKey): string {
  const { name, keyId, publicKey } = key;
  const file = {
    format: KEY_FILE_FORMAT,
    kind: 'ed25519-private',
    name,
    keyId,
    publicKey,
    secretKey: bytesToHex(key.secretKey),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** Writes the public key file (readable by anyone; overwritten). */
export function writePublicKeyFile(path: string, key: JourneyPublicKey): void {
  writeFileSync(path, publicKeyText(key), { mode: 0o644 });
}

/**
 * Makes a key pair and writes `DIR/NAME.key.json` (mode 0600, never overwritten) and `DIR/NAME.pub.json`.
 * Returns the paths and the public part; the secret is never returned as text.
 */
export function generateKeyFiles(
  dir: string,
  name: string,
): { privatePath: string; publicPath: string; key: JourneyPublicKey } {
  checkKeyName(name);
  mkdirSync(dir, { recursive: true });
  const privatePath = join(dir, `${name}.key.json`);
  const publicPath = join(dir, `${name}.pub.json`);
  if (existsSync(privatePath))
    throw new KeyFileError(
      `${privatePath} exists: a key is never overwritten (pick another --name or --out)`,
    );
  const key = generateSigningKey(name);
  // `wx`: fails rather than follow a file created meanwhile; the mode applies from creation on.
  writeFileSync(privatePath, privateKeyText(key), { mode: 0o600, flag: 'wx' });
  chmodSync(privatePath, 0o600);
  writePublicKeyFile(publicPath, key);
  return { privatePath, publicPath, key: publicPart(key) };
}

function readJson(path: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new KeyFileError(
      `cannot read the ${what} ${path}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new KeyFileError(`${path} is not a ${what} (not JSON)`);
  }
}

/** Reads a private key file; the public key and id are derived from the secret and must match the file. */
export function readPrivateKeyFile(path: string): { key: JourneySigningKey; warning: string | null } {
  const parsed = privateKeyFileSchema.safeParse(readJson(path, 'private key file'));
  if (!parsed.success)
    throw new KeyFileError(`${path} is not a journey private key file (journey keygen writes them)`);
  const key = signingKeyFromSecret(checkKeyName(parsed.data.name), parsed.data.secretKey);
  if (key.publicKey !== parsed.data.publicKey || key.keyId !== parsed.data.keyId)
    throw new KeyFileError(`${path}: its public key or key id does not belong to its secret key`);
  const mode = process.platform === 'win32' ? 0 : statSync(path).mode & 0o077;
  const warning = mode
    ? `warning: ${path} can be read by other users (mode ${(statSync(path).mode & 0o777).toString(8)}): chmod 600 it`
    : null;
  return { key, warning };
}

/** Reads a public key file (a private key file is refused: it is not meant to travel). */
export function readPublicKeyFile(path: string): JourneyPublicKey {
  const raw = readJson(path, 'public key file');
  if ((raw as { kind?: unknown } | null)?.kind === 'ed25519-private')
    throw new KeyFileError(`${path} is a private key file: pass the public one (NAME.pub.json)`);
  const parsed = publicKeyFileSchema.safeParse(raw);
  if (!parsed.success) throw new KeyFileError(`${path} is not a journey public key file (NAME.pub.json)`);
  if (keyIdOf(parsed.data.publicKey) !== parsed.data.keyId)
    throw new KeyFileError(`${path}: its key id is not the id of its public key`);
  return { name: parsed.data.name, keyId: parsed.data.keyId, publicKey: parsed.data.publicKey };
}

/** The key a scenario run signs its journeys with, and where it came from. */
export interface RunSigner {
  key: JourneySigningKey;
  /** `env`: the private key file CUOTA_JOURNEY_KEY names; `ephemeral`: made for this run, gone after it. */
  source: 'env' | 'ephemeral';
  /** A line for the run's output (never the secret). */
  description: string;
}

/** The run's key: CUOTA_JOURNEY_KEY's private key file when set, else a new ephemeral key. */
export function runSigner(env: NodeJS.ProcessEnv = process.env): RunSigner {
  const path = env[JOURNEY_KEY_ENV];
  if (path) {
    const { key, warning } = readPrivateKeyFile(path);
    if (warning) console.warn(warning);
    return {
      key,
      source: 'env',
      description: `journeys signed by "${key.name}" (key id ${key.keyId}, from ${JOURNEY_KEY_ENV})`,
    };
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const key = generateSigningKey(`scenario-run-${stamp}`);
  return {
    key,
    source: 'ephemeral',
    description: `journeys signed by an ephemeral key made for this run (key id ${key.keyId}); its private half is not kept`,
  };
}

/** Writes the run key's public half beside the journeys; returns its path. */
export function writeRunPublicKey(journeysDir: string, signer: RunSigner): string {
  mkdirSync(journeysDir, { recursive: true });
  const path = join(journeysDir, RUN_PUBLIC_KEY_FILE);
  writePublicKeyFile(path, signer.key);
  return path;
}

let processSigner: RunSigner | undefined;
const written = new Set<string>();

/**
 * The signer of this process (made once), its public key written once per journeys folder: what a run
 * uses when its caller did not pass a signer (the autopilot writing a found scenario's journey).
 */
export function processRunSigner(journeysDir: string): RunSigner {
  processSigner ??= runSigner();
  if (!written.has(journeysDir)) {
    writeRunPublicKey(journeysDir, processSigner);
    written.add(journeysDir);
  }
  return processSigner;
}
