import { z } from 'zod';
import {
  JOURNEY_FORMAT,
  JOURNEY_VERSION,
  START_NOTE,
  ZERO_HASH,
  canon,
  hashEntry,
  isRecord,
  journeyFileSchema,
  type JourneyEntry,
  type JourneyFile,
} from './format';

/** The outcome of checking a journey's chain. */
export type VerifyResult =
  { ok: true; head: string; entries: number } | { ok: false; firstBadSeq: number; reason: string };

/** What verifyJourney needs of a file (any version so far: they all chain entries the same way). */
export interface ChainedJourney {
  meta: unknown;
  entries: ReadonlyArray<Pick<JourneyEntry, 'seq' | 'at' | 'kind' | 'data' | 'prev' | 'hash'>>;
  head: string;
}

function bad(firstBadSeq: number, reason: string): VerifyResult {
  return { ok: false, firstBadSeq, reason };
}

/**
 * Checks the chain and names the first altered entry: a changed entry, a removed or reordered one (seq
 * gap), a wrong prev, an edited head or meta. `expectedHead` (the head printed when the journey was
 * recorded) also catches a journey cut short or re-chained from scratch.
 */
export function verifyJourney(file: ChainedJourney, options: { expectedHead?: string } = {}): VerifyResult {
  const { entries } = file;
  let prev = ZERO_HASH;
  for (let i = 0; i < entries.length; i += 1) {
    const entry = entries[i]!;
    if (entry.seq !== i) {
      if (entry.seq > i) {
        const movedTo = entries.findIndex((e, j) => j > i && e.seq === i);
        return movedTo >= 0
          ? bad(
              i,
              `entry ${i} is out of order: entry ${entry.seq} stands in its place and entry ${i} at position ${movedTo}`,
            )
          : bad(i, `entry ${i} is missing: it was removed (entry ${entry.seq} follows entry ${i - 1})`);
      }
      return bad(i, `entry ${entry.seq} appears again at position ${i}: it was duplicated or moved back`);
    }
    const recomputed = hashEntry(entry.prev, entry);
    if (entry.prev !== prev) {
      // An entry whose hash matches its own (wrong) prev is intact: the one before it was changed and re-hashed.
      return recomputed === entry.hash && i > 0
        ? bad(i - 1, `entry ${i - 1} was changed and re-hashed: entry ${i} still points to its original hash`)
        : bad(i, `entry ${i} has a wrong prev: it does not match the hash of entry ${i - 1}`);
    }
    if (recomputed !== entry.hash)
      return bad(i, `entry ${i} was changed: its content does not match its hash`);
    prev = entry.hash;
  }
  const last = entries.length - 1;
  if (file.head !== prev) {
    return bad(
      entries.length,
      `the head does not match the hash of the last entry (${last}): the head was edited or entries after ${last} were removed`,
    );
  }
  if (options.expectedHead !== undefined && options.expectedHead !== file.head) {
    return bad(
      entries.length,
      'the head differs from the expected one: the journey was cut short, or changed and re-chained from the start',
    );
  }
  const start = entries[0];
  const startData = start?.data as { type?: unknown; meta?: unknown } | null | undefined;
  if (!start || start.kind !== 'note' || startData?.type !== START_NOTE) {
    return bad(0, `entry 0 is not the ${START_NOTE} note that seals the meta`);
  }
  if (canon(file.meta) !== canon(startData.meta)) {
    return bad(0, 'the meta was edited: it differs from the copy sealed in entry 0');
  }
  return { ok: true, head: file.head, entries: entries.length };
}

/** Why a journey file could not be read. */
export type JourneyReadErrorCode =
  'not-json' | 'not-a-journey' | 'unknown-version' | 'too-new' | 'invalid' | 'tampered';

/** A journey file that cannot be read, with a message that says what to do. */
export class JourneyReadError extends Error {
  override readonly name = 'JourneyReadError';
  constructor(
    readonly code: JourneyReadErrorCode,
    message: string,
    readonly firstBadSeq?: number,
  ) {
    super(message);
  }

  /** A plain object for logs and the simulator. */
  toObject(): { code: JourneyReadErrorCode; message: string; firstBadSeq?: number } {
    return {
      code: this.code,
      message: this.message,
      ...(this.firstBadSeq === undefined ? {} : { firstBadSeq: this.firstBadSeq }),
    };
  }
}

/** Turns a raw file of version n into version n + 1. */
export type JourneyUpgrade = (file: Record<string, unknown>) => Record<string, unknown>;

/**
 * Upgrades by the version they start from. Empty: version 1 is the first. An upgrade that rewrites entries
 * or the meta re-chains (format.ts `rechain`; the meta is sealed in entry 0) and keeps the old head in
 * `meta.upgradedFrom`.
 */
export const JOURNEY_UPGRADES: Readonly<Record<number, JourneyUpgrade>> = {};

/** Reader options; the defaults are this build's version and upgrades (tests pass their own). */
export interface ReadJourneyOptions {
  version?: number;
  upgrades?: Readonly<Record<number, JourneyUpgrade>>;
}

function checkOldChain(raw: Record<string, unknown>, version: number): void {
  const entries = raw.entries;
  if (!Array.isArray(entries) || typeof raw.head !== 'string') {
    throw new JourneyReadError('invalid', `journey version ${version} has no entries or head to upgrade`);
  }
  // Checked before upgrading, so an upgrade that re-chains cannot launder an edit.
  const result = verifyJourney({ meta: raw.meta, entries: entries as JourneyEntry[], head: raw.head });
  if (!result.ok) {
    throw new JourneyReadError(
      'tampered',
      `journey version ${version} failed its check before the upgrade: ${result.reason}`,
      result.firstBadSeq,
    );
  }
}

/**
 * Parses a journey file, upgrading an older version one step at a time (each step's chain is checked
 * first); a newer version than this reader knows is a clear error. Does not verify a current-version
 * chain: call verifyJourney for that.
 */
export function readJourney(text: string, options: ReadJourneyOptions = {}): JourneyFile {
  const current = options.version ?? JOURNEY_VERSION;
  const upgrades = options.upgrades ?? JOURNEY_UPGRADES;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new JourneyReadError(
      'not-json',
      `not a journey file: the text is not JSON (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (!isRecord(raw) || raw.format !== JOURNEY_FORMAT) {
    throw new JourneyReadError('not-a-journey', `not a journey file: "format" must be "${JOURNEY_FORMAT}"`);
  }
  let version = raw.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new JourneyReadError(
      'unknown-version',
      `journey version ${JSON.stringify(version)} is not a version this reader knows`,
    );
  }
  if (version > current) {
    throw new JourneyReadError(
      'too-new',
      `journey version ${version} is newer than this reader, which knows versions up to ${current}: update the journey tools`,
    );
  }
  let file: Record<string, unknown> = raw;
  while (version < current) {
    const upgrade = upgrades[version];
    if (!upgrade)
      throw new JourneyReadError(
        'unknown-version',
        `no upgrade from journey version ${version} to ${version + 1}`,
      );
    checkOldChain(file, version);
    file = upgrade(file);
    if (file.version !== version + 1) {
      throw new JourneyReadError(
        'invalid',
        `the upgrade from journey version ${version} did not produce version ${version + 1}`,
      );
    }
    version += 1;
  }
  // Tests may read a later version than JOURNEY_VERSION with their own upgrades: check its shape, not its literal.
  const schema =
    current === JOURNEY_VERSION
      ? journeyFileSchema
      : journeyFileSchema.extend({ version: z.literal(current) });
  const parsed = schema.safeParse(file);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? issue.path.join('.') : '';
    throw new JourneyReadError(
      'invalid',
      `journey file does not match version ${current}: ${where ? `${where}: ` : ''}${issue?.message ?? 'invalid'}`,
    );
  }
  return parsed.data as JourneyFile;
}
