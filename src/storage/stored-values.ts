import * as z from 'zod/mini';
import { DEFAULT_PACKAGE_NAME } from '../domain/config/package-name.ts';
import type { Language, UserProfile } from '../domain/events.ts';
import { APP_KEY_PREFIX, STORAGE_KEYS } from './storage-keys.ts';

/**
 * Every client-side stored value of spec section 3, in one typed module. The spec's values live in the web
 * view's localStorage under exactly the spec's names (`token`, `language`, `userInfo`, ...): the native app
 * reads and writes some of them (it hands the token back after its own login). Each key has a schema and a
 * default; a stored value that is not JSON, has the wrong shape or is not in its option list resets to its
 * default with a log line (and the default is written back), so a corrupted or outdated entry never breaks
 * the app. The app's own extra values (drafts, the event log) live under APP_KEY_PREFIX (decision 0014); where
 * each value lives is the table of src/storage/storage-keys.ts. A step's draft is read and written through
 * src/storage/drafts.ts only (decision 0050).
 */

export { APP_KEY_PREFIX } from './storage-keys.ts';
/** Before decision 0014 every value lived under `cuota:<name>`; such entries are carried over once. */
export const LEGACY_KEY_PREFIX = 'cuota:';

/** Default app name. */
export const DEFAULT_APP_NAME = 'Cuota';

const instant = z.number().check(z.nonnegative());
const count = z.int().check(z.nonnegative());

/** Who writes a value besides the app: `native` values are re-read on start and when the page shows again. */
type Writer = 'app' | 'native';

interface Definition<S extends z.ZodMiniType> {
  readonly schema: S;
  /** A factory, so callers never share (and mutate) one default object. */
  readonly fallback: () => z.output<S>;
  /** Removed on logout (clearUserData): it belongs to the logged-in user. */
  readonly perUser: boolean;
  /** `native`: the native app writes it too (spec section 3's shared values). */
  readonly writer: Writer;
}

function define<S extends z.ZodMiniType>(
  schema: S,
  fallback: () => z.output<S>,
  perUser: boolean,
  writer: Writer = 'app',
): Definition<S> {
  return { schema, fallback, perUser, writer };
}

/** The stored `userInfo`: the borrower as the app last loaded them (src/storage may not import src/api). */
export const storedUserInfoSchema: z.ZodMiniType<UserProfile> = z.object({
  userId: z.string(),
  mobile: z.string(),
  name: z.optional(z.string()),
  progress: z.optional(z.int().check(z.nonnegative())),
});

const flag = z.union([z.literal(0), z.literal(1)]);
/** The stored `featureMode`: 1 = on, 0 = off (same shape as the package config's featureMode). */
export const storedFeatureModeSchema = z.object({ live: flag, frontPermission: flag });

const languageSchema: z.ZodMiniType<Language> = z.enum(['es', 'en']);

/** The stored `token`: the header value the client sends, always prefixed `Bearer `. */
export const storedTokenSchema = z.object({
  Authorization: z.string().check(z.regex(/^Bearer \S+$/)),
});

/** The stored `deviceMsg`: identifiers of the device the native app reports. */
export const deviceMsgSchema = z.object({
  traceId: z.string(),
  androidId: z.string(),
  platform: z.string().check(z.minLength(1)),
  /** Beside the spec's three: the native app's own version, shown in settings when the native app gives it. */
  appVersion: z.optional(z.string()),
});

/** The stored `lastRefreshTime`: the last refresh time, plus per-day counts of refreshes by name. */
export const lastRefreshTimeSchema = z.object({
  lastTime: z.nullable(instant),
  /** Local date (yyyy-mm-dd) the counts belong to; counts of another day are stale. */
  day: z.nullable(z.string()),
  counts: z.record(z.string(), count),
});

/** The stored `adTimes`: ad trigger counters and today's refreshes (at most two per day). */
export const adTimesSchema = z.object({
  counters: z.record(z.string(), count),
  todayRefreshTimes: count,
  lastRefreshTime: z.nullable(instant),
});

const DEFINITIONS = {
  userInfo: define(z.nullable(storedUserInfoSchema), () => null, true),
  language: define(languageSchema, (): Language => 'es', false, 'native'),
  token: define(z.nullable(storedTokenSchema), () => null, true, 'native'),
  deviceMsg: define(
    deviceMsgSchema,
    () => ({ traceId: '', androidId: '', platform: 'android' }),
    false,
    'native',
  ),
  packageName: define(z.string().check(z.minLength(1)), () => DEFAULT_PACKAGE_NAME, false, 'native'),
  appName: define(z.string().check(z.minLength(1)), () => DEFAULT_APP_NAME, false, 'native'),
  afid: define(z.string(), () => '', false, 'native'),
  appendReqHeaders: define(z.record(z.string(), z.string()), () => ({}), false, 'native'),
  popEvaluateTime: define(z.nullable(instant), () => null, true),
  '8in1ExpiredTime': define(z.nullable(instant), () => null, true),
  lastRefreshTime: define(lastRefreshTimeSchema, () => ({ lastTime: null, day: null, counts: {} }), true),
  adTimes: define(adTimesSchema, () => ({ counters: {}, todayRefreshTimes: 0, lastRefreshTime: null }), true),
  /** What the borrower typed in each application step, kept across a WebView reload or crash (src/storage/drafts.ts). */
  drafts: define(z.record(z.string(), z.record(z.string(), z.unknown())), () => ({}), true),
  featureMode: define(
    storedFeatureModeSchema,
    () => ({ live: 1 as const, frontPermission: 1 as const }),
    false,
    'native',
  ),
};

type Definitions = typeof DEFINITIONS;
/** Names of the stored values. */
export type StoredKey = keyof Definitions;
/** The type of each stored value. */
export type StoredValueMap = { [K in StoredKey]: z.output<Definitions[K]['schema']> };
/** The type of one stored value. */
export type StoredValue<K extends StoredKey> = StoredValueMap[K];

type TableKey = keyof typeof STORAGE_KEYS;
/** The table of keys (storage-keys.ts) names exactly these values: a value without its key, or a key without its value, does not compile. */
const KEY_OF: [TableKey, StoredKey] extends [StoredKey, TableKey] ? Record<StoredKey, string> : never =
  STORAGE_KEYS;

/** Every stored key. */
export const STORED_KEYS = Object.keys(DEFINITIONS) as StoredKey[];
/** Keys removed on logout; language, device, package, app name, afid, extra headers and feature mode stay. */
export const USER_DATA_KEYS: readonly StoredKey[] = STORED_KEYS.filter((key) => DEFINITIONS[key].perUser);
/** The values the native app writes too: read on start and again whenever the page becomes visible. */
export const NATIVE_KEYS: readonly StoredKey[] = STORED_KEYS.filter(
  (key) => DEFINITIONS[key].writer === 'native',
);

/** The default of a stored value (a fresh copy). */
export function defaultStoredValue<K extends StoredKey>(key: K): StoredValue<K> {
  return DEFINITIONS[key].fallback() as StoredValue<K>;
}

/** The localStorage key of a stored value: the spec's own name (`token`), or `cuota:drafts` for the app's own. */
export function storageKeyOf(key: StoredKey): string {
  return KEY_OF[key];
}

/**
 * The text a value is stored as, the way the native app writes it: a string as it is (`language` = `es`),
 * anything else as JSON (`token` = `{"Authorization":"Bearer …"}`); `null` is no entry at all.
 */
export function storedText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Reads a stored text: JSON first, then the text itself, since a native app may write `es` or `"es"`, and
 * an afid of digits (`1234567`) reads as a JSON number. A JSON string, object or null is taken as JSON only.
 */
function parseStoredText<S extends z.ZodMiniType>(
  schema: S,
  raw: string,
): { ok: true; value: z.output<S> } | { ok: false } {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    const plain = schema.safeParse(raw);
    return plain.success ? { ok: true, value: plain.data } : { ok: false };
  }
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  if (typeof json !== 'number' && typeof json !== 'boolean') return { ok: false };
  const plain = schema.safeParse(raw);
  return plain.success ? { ok: true, value: plain.data } : { ok: false };
}

/** Called after a value changes; `value` is the new value (the default after a removal). */
export type StoredValuesListener = <K extends StoredKey>(key: K, value: StoredValue<K>) => void;

/** Typed access to the stored values. */
export interface StoredValues {
  get<K extends StoredKey>(key: K): StoredValue<K>;
  /** Validates and writes a value; throws a TypeError for a value that fails the key's schema. */
  set<K extends StoredKey>(key: K, value: StoredValue<K>): void;
  remove(key: StoredKey): void;
  /**
   * Logout, or another borrower's token: removes the user's data (USER_DATA_KEYS) and keeps the device and app
   * settings. `keep` spares some of them (the new borrower's `token`, when the native app wrote it).
   */
  clearUserData(keep?: readonly StoredKey[]): void;
  /**
   * Code 10010301 and account deletion: removes every value of the borrower (USER_DATA_KEYS and the app's own
   * `cuota:` keys: event log, drafts). The phone's and the native app's settings stay (language, deviceMsg,
   * packageName, appName, afid, appendReqHeaders, featureMode): they are not the borrower's data, and without
   * packageName every later request would be encrypted with the wrong key until the native app wrote it again.
   */
  clearAll(): void;
  subscribe(listener: StoredValuesListener): () => void;
}

/** A Storage kept in memory, for tests and for WebViews where DOM storage is off. */
export function createMemoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

function browserStorage(): Storage {
  try {
    // Reading window.localStorage throws when DOM storage is disabled in the WebView.
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage;
  } catch {
    /* fall through to memory */
  }
  return createMemoryStorage();
}

/**
 * The storage's text under each stored value's key, as it survives a full or disabled storage: a value the
 * storage refused is kept for this session (so the app still works) and read back before the storage.
 */
function storageCells(storage: Storage) {
  // Values the storage refused (full or disabled): kept for this session so the app still works.
  const unsaved = new Map<StoredKey, string>();

  const write = (key: StoredKey, value: unknown) => {
    const text = storedText(value);
    if (text === null) return erase(key);
    try {
      storage.setItem(storageKeyOf(key), text);
      unsaved.delete(key);
    } catch {
      unsaved.set(key, text);
    }
  };

  const read = (key: StoredKey): string | null => {
    const pending = unsaved.get(key);
    if (pending !== undefined) return pending;
    try {
      return storage.getItem(storageKeyOf(key));
    } catch {
      return null;
    }
  };

  function erase(key: StoredKey): void {
    unsaved.delete(key);
    try {
      storage.removeItem(storageKeyOf(key));
    } catch {
      /* nothing stored to remove */
    }
  }

  return { read, write, erase };
}

/** Creates typed access to the stored values over a Storage (window.localStorage by default). */
export function createStoredValues(storage: Storage = browserStorage()): StoredValues {
  const listeners = new Set<StoredValuesListener>();

  const notify = <K extends StoredKey>(key: K, value: StoredValue<K>) => {
    for (const listener of [...listeners]) listener(key, value);
  };

  const { read, write, erase } = storageCells(storage);

  function reset<K extends StoredKey>(key: K): StoredValue<K> {
    const fallback = defaultStoredValue(key);
    write(key, fallback);
    return fallback;
  }

  function get<K extends StoredKey>(key: K): StoredValue<K> {
    const raw = read(key);
    if (raw === null) return defaultStoredValue(key);
    const parsed = parseStoredText(DEFINITIONS[key].schema, raw);
    if (parsed.ok) return parsed.value as StoredValue<K>;
    // Spec section 4: a stored value not in its list resets. Logged, never thrown: the native app may
    // have written it, and a crash here would leave the borrower a blank WebView.
    console.warn(`[cuota] stored value '${storageKeyOf(key)}' is malformed; reset to its default`);
    return reset(key);
  }

  function set<K extends StoredKey>(key: K, value: StoredValue<K>): void {
    const result = DEFINITIONS[key].schema.safeParse(value);
    if (!result.success) throw new TypeError(`Stored value '${key}' does not match its schema`);
    write(key, result.data);
    notify(key, result.data as StoredValue<K>);
  }

  function remove(key: StoredKey): void {
    erase(key);
    notify(key, defaultStoredValue(key));
  }

  migrateLegacyKeys(storage);

  return {
    get,
    set,
    remove,
    clearUserData: (keep = []) => USER_DATA_KEYS.filter((key) => !keep.includes(key)).forEach(remove),
    clearAll: () => {
      USER_DATA_KEYS.forEach(remove);
      // The app's own extras (event log, anything a later build adds) go too; other scripts' keys stay.
      for (const key of appKeysIn(storage)) {
        try {
          storage.removeItem(key);
        } catch {
          /* storage refused: nothing more to do */
        }
      }
    },
    subscribe(listener: StoredValuesListener): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The keys of the storage under APP_KEY_PREFIX (the app's own values). */
function appKeysIn(storage: Storage): string[] {
  const keys: string[] = [];
  try {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(APP_KEY_PREFIX)) keys.push(key);
    }
  } catch {
    /* storage disabled */
  }
  return keys;
}

/**
 * Carries values stored under the old names (`cuota:token`, ...) over to the spec's names, once, then
 * removes the old entries. A value already under the spec's name (the native app wrote it) wins. Values
 * that were already under the prefix (`cuota:drafts`) are left where they are.
 */
export function migrateLegacyKeys(storage: Storage): void {
  for (const key of STORED_KEYS) {
    const legacy = LEGACY_KEY_PREFIX + key;
    if (legacy === storageKeyOf(key)) continue;
    try {
      const old = storage.getItem(legacy);
      if (old === null) continue;
      if (storage.getItem(storageKeyOf(key)) === null) {
        const parsed = parseStoredText(DEFINITIONS[key].schema, old);
        const text = parsed.ok ? storedText(parsed.value) : null;
        if (text !== null) storage.setItem(storageKeyOf(key), text);
      }
      storage.removeItem(legacy);
    } catch {
      return; // storage disabled or full: try again on the next start
    }
  }
}

/** The app's stored values, over window.localStorage. */
export const storedValues: StoredValues = createStoredValues();
