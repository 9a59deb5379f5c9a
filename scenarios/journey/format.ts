import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { z } from 'zod';
import { canonJson, toJsonValue, type JsonValue } from './mask';

/**
 * The journey file of ARCHITECTURE 3.4: hash-chained entries (events, requests and responses, bridge
 * traffic, routes, screens, notes) with a meta block sealed by the first entry.
 */

export type { JsonValue } from './mask';

/** True for a plain object (not an array, not null): the shape journey data is read as. */
export function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** The value of `format` in every journey file. */
export const JOURNEY_FORMAT = 'journey';
/** The version this code writes and reads; older files are upgraded when read (verify.ts). */
export const JOURNEY_VERSION = 1;
/** `prev` of the first entry. */
export const ZERO_HASH = '0'.repeat(64);

/** What an entry records. */
export const ENTRY_KINDS = [
  'event',
  'request',
  'response',
  'bridge-call',
  'bridge-reply',
  'route',
  'screen',
  'note',
] as const;
/** One of ENTRY_KINDS. */
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** Type of the note that opens every journey and seals its meta into the chain. */
export const START_NOTE = 'journey/started';
/** Type of the notes that fingerprint the app's state after a number of events. */
export const CHECKPOINT_NOTE = 'journey/checkpoint';

const sha256HexSchema = z.string().regex(/^[0-9a-f]{64}$/, 'a lowercase SHA-256 hex string');

const journeyMetaFields = {
  /** The scenario's id, or null for a journey recorded by hand in the simulator. */
  scenarioId: z.string().nullable(),
  appVersion: z.string(),
  buildHash: z.string(),
  locale: z.enum(['es', 'en']),
  /** The emulated device profile (bridge-emulator preset): package, app name, platform, ids. */
  device: z.record(z.string(), z.unknown()),
  /** The mock world's seed, or null against a real backend. */
  seed: z.number().nullable(),
  /** Virtual (mock world clock) and wall-clock start, epoch ms. */
  startedAt: z.object({ virtual: z.number(), wall: z.number() }),
  /** True when personal data was masked at record time; false only for explicit internal-QA recordings. */
  masked: z.boolean(),
};
/** The meta block: what was recorded, on what, from when. Open to more fields (kept, not typed). */
export const journeyMetaSchema = z.looseObject(journeyMetaFields);
/** The meta block of a journey (its known fields). */
export type JourneyMeta = z.infer<z.ZodObject<typeof journeyMetaFields>>;
/** What a recorder is given: the meta without `masked` (the recorder sets it), plus any extra fields. */
export type JourneyMetaInput = Omit<JourneyMeta, 'masked'> & { [key: string]: unknown };

/** One entry as stored: its content plus the chain links. */
export const journeyEntrySchema = z.object({
  seq: z.number().int().nonnegative(),
  at: z.number(),
  kind: z.enum(ENTRY_KINDS),
  data: z.unknown(),
  prev: sha256HexSchema,
  hash: sha256HexSchema,
});
/** One recorded entry. `data` is whatever JSON the kind holds (a DomainEvent for `event`). */
export interface JourneyEntry {
  seq: number;
  at: number;
  kind: EntryKind;
  data: JsonValue;
  prev: string;
  hash: string;
}

/** The one signature algorithm a journey is signed with (signature.ts, decision 0033). */
export const SIGNATURE_ALG = 'Ed25519';

/**
 * Who signed the journey, beside the chain (decision 0033): an Ed25519 signature over a message that holds
 * the chain head it signed, the key id, the signer's name and the time. Optional, so an unsigned journey
 * (older files, the simulator's own recordings) still reads, and is reported as unsigned.
 */
export const journeySignatureSchema = z.object({
  alg: z.literal(SIGNATURE_ALG),
  /** The first 16 hex digits of the SHA-256 of the raw public key. */
  keyId: z.string().regex(/^[0-9a-f]{16}$/, '16 lowercase hex digits'),
  /** The name given to the key when it was made (`journey keygen --name`). */
  signer: z.string().max(200),
  /** The raw 32-byte Ed25519 public key, hex. */
  publicKey: z.string().regex(/^[0-9a-f]{64}$/, 'a 32-byte hex public key'),
  /** The chain head that was signed (a file whose head differs was changed and re-chained after signing). */
  head: sha256HexSchema,
  /** Wall-clock time of signing, epoch ms. */
  signedAt: z.number(),
  /** The 64-byte signature, hex. */
  value: z.string().regex(/^[0-9a-f]{128}$/, 'a 64-byte hex signature'),
});
/** The signature block of a signed journey. */
export type JourneySignature = z.infer<typeof journeySignatureSchema>;

/** A whole journey file of the current version. */
export const journeyFileSchema = z.object({
  format: z.literal(JOURNEY_FORMAT),
  version: z.literal(JOURNEY_VERSION),
  meta: journeyMetaSchema,
  entries: z.array(journeyEntrySchema),
  head: sha256HexSchema,
  signature: journeySignatureSchema.optional(),
});
/** A whole journey file of the current version. */
export interface JourneyFile {
  format: typeof JOURNEY_FORMAT;
  version: typeof JOURNEY_VERSION;
  meta: JourneyMeta;
  entries: JourneyEntry[];
  head: string;
  /** Absent on an unsigned journey. */
  signature?: JourneySignature;
}

/** Data of the start note (entry 0). */
export interface StartNote {
  type: typeof START_NOTE;
  meta: JsonValue;
}

/** Data of a checkpoint note: the state after `events` event entries, hashed (and sometimes included). */
export interface CheckpointNote {
  type: typeof CHECKPOINT_NOTE;
  events: number;
  stateHash: string;
  /** The (masked when the journey is) state itself: at the start and at the end of a recording. */
  state?: JsonValue;
}

/** True when an entry's data is a checkpoint note. */
export function isCheckpointNote(
  entry: Pick<JourneyEntry, 'kind' | 'data'>,
): entry is { kind: 'note'; data: CheckpointNote & JsonValue } {
  const data = entry.data as Partial<CheckpointNote> | null;
  return (
    entry.kind === 'note' &&
    typeof data === 'object' &&
    data !== null &&
    data.type === CHECKPOINT_NOTE &&
    typeof data.events === 'number' &&
    typeof data.stateHash === 'string'
  );
}

/**
 * Canonical JSON: object keys sorted (by UTF-16 code units, as Array.prototype.sort does) at every level,
 * no whitespace, numbers and strings as JSON.stringify writes them, undefined members dropped. The same
 * ordering and number form as RFC 8785 (JCS), so other languages can verify a journey.
 */
export function canon(value: unknown): string {
  return canonJson(value, false);
}

/**
 * Lowercase hex SHA-256 of the UTF-8 bytes of `text` (lone surrogates as U+FFFD, as TextEncoder writes
 * them). @noble/hashes is synchronous and gives the same bytes in Node, the browser and Electron: the
 * recorder returns each entry at once, so Web Crypto's promise would not do (decision 0021).
 */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** The hash of one entry: lowercase SHA-256 hex of the UTF-8 string `prev + canon({ seq, at, kind, data })`. */
export function hashEntry(
  prev: string,
  entry: { seq: number; at: number; kind: EntryKind; data: unknown },
): string {
  return sha256Hex(prev + canon({ seq: entry.seq, at: entry.at, kind: entry.kind, data: entry.data }));
}

/**
 * The fingerprint of an app state in a checkpoint: the hash of its canonical JSON, masked first when the
 * journey is masked (replay folds masked events, so it can only compare masked states).
 */
export function hashState(state: unknown, masked: boolean): string {
  return sha256Hex(canonJson(state, masked));
}

/** Rebuilds the chain of entries whose content changed (version upgrades); returns entries and head. */
export function rechain(entries: ReadonlyArray<{ at: number; kind: EntryKind; data: unknown }>): {
  entries: JourneyEntry[];
  head: string;
} {
  let prev = ZERO_HASH;
  const out = entries.map((entry, seq) => {
    const data = toJsonValue(entry.data);
    const hash = hashEntry(prev, { seq, at: entry.at, kind: entry.kind, data });
    const chained: JourneyEntry = { seq, at: entry.at, kind: entry.kind, data, prev, hash };
    prev = hash;
    return chained;
  });
  return { entries: out, head: prev };
}

/** The file as text: one entry per line, so a journey diffs and greps well (the signature after the head). */
export function serializeJourney(file: JourneyFile): string {
  const { entries, ...rest } = file;
  const header = JSON.stringify(rest);
  const lines = entries.map((entry) => JSON.stringify(entry));
  return `${header.slice(0, -1)},"entries":[\n${lines.join(',\n')}\n]}\n`;
}
