import * as z from 'zod/mini';
import type { Language, UserProfile } from '../domain/events.ts';

/**
 * Every client-side stored value of spec section 3, in one typed module. Each key has a schema and a
 * default; a stored value that is not JSON, has the wrong shape or is not in its option list resets to
 * its default (and the default is written back), so a corrupted or outdated entry never breaks the app.
 */

/** Prefix of every storage key, so our entries never collide with other scripts on the origin. */
export const STORAGE_NAMESPACE = 'cuota:';

/** Default package name: a placeholder of the app's bundle id (the native app provides the real one). */
export const DEFAULT_PACKAGE_NAME = 'com.cuota.mx';
/** Default app name. */
export const DEFAULT_APP_NAME = 'Cuota';

const instant = z.number().check(z.nonnegative());
const count = z.int().check(z.nonnegative());

interface Definition<S extends z.ZodMiniType> {
  readonly schema: S;
  /** A factory, so callers never share (and mutate) one default object. */
  readonly fallback: () => z.output<S>;
  /** Removed on logout (clearUserData): it belongs to the logged-in user. */
  readonly perUser: boolean;
}

function define<S extends z.ZodMiniType>(
  schema: S,
  fallback: () => z.output<S>,
  perUser: boolean,
): Definition<S> {
  return { schema, fallback, perUser };
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
  language: define(languageSchema, (): Language => 'es', false),
  token: define(z.nullable(storedTokenSchema), () => null, true),
  deviceMsg: define(deviceMsgSchema, () => ({ traceId: '', androidId: '', platform: 'android' }), false),
  packageName: define(z.string().check(z.minLength(1)), () => DEFAULT_PACKAGE_NAME, false),
  appName: define(z.string().check(z.minLength(1)), () => DEFAULT_APP_NAME, false),
  afid: define(z.string(), () => '', false),
  appendReqHeaders: define(z.record(z.string(), z.string()), () => ({}), false),
  popEvaluateTime: define(z.nullable(instant), () => null, true),
  '8in1ExpiredTime': define(z.nullable(instant), () => null, true),
  lastRefreshTime: define(lastRefreshTimeSchema, () => ({ lastTime: null, day: null, counts: {} }), true),
  adTimes: define(adTimesSchema, () => ({ counters: {}, todayRefreshTimes: 0, lastRefreshTime: null }), true),
  /** What the borrower typed in each application step, kept across a WebView reload or crash. */
  drafts: define(z.record(z.string(), z.record(z.string(), z.unknown())), () => ({}), true),
  featureMode: define(
    storedFeatureModeSchema,
    () => ({ live: 1 as const, frontPermission: 1 as const }),
    false,
  ),
};

type Definitions = typeof DEFINITIONS;
/** Names of the stored values. */
export type StoredKey = keyof Definitions;
/** The type of each stored value. */
export type StoredValueMap = { [K in StoredKey]: z.output<Definitions[K]['schema']> };
/** The type of one stored value. */
export type StoredValue<K extends StoredKey> = StoredValueMap[K];

/** Every stored key. */
export const STORED_KEYS = Object.keys(DEFINITIONS) as StoredKey[];
/** Keys removed on logout; language, device, package, app name, afid, extra headers and feature mode stay. */
export const USER_DATA_KEYS: readonly StoredKey[] = STORED_KEYS.filter((key) => DEFINITIONS[key].perUser);

/** The default of a stored value (a fresh copy). */
export function defaultStoredValue<K extends StoredKey>(key: K): StoredValue<K> {
  return DEFINITIONS[key].fallback() as StoredValue<K>;
}

/** The storage key of a stored value, e.g. 'cuota:token'. */
export function storageKeyOf(key: StoredKey): string {
  return STORAGE_NAMESPACE + key;
}

/** Called after a value changes; `value` is the new value (the default after a removal). */
export type StoredValuesListener = <K extends StoredKey>(key: K, value: StoredValue<K>) => void;

/** Typed access to the stored values. */
export interface StoredValues {
  get<K extends StoredKey>(key: K): StoredValue<K>;
  /** Validates and writes a value; throws a TypeError for a value that fails the key's schema. */
  set<K extends StoredKey>(key: K, value: StoredValue<K>): void;
  remove(key: StoredKey): void;
  /** Logout: removes the user's data (USER_DATA_KEYS) and keeps the device and app settings. */
  clearUserData(): void;
  /** Removes every stored value (code 10010301 and account deletion). */
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

/** Creates typed access to the stored values over a Storage (window.localStorage by default). */
export function createStoredValues(storage: Storage = browserStorage()): StoredValues {
  const listeners = new Set<StoredValuesListener>();

  const notify = <K extends StoredKey>(key: K, value: StoredValue<K>) => {
    for (const listener of [...listeners]) listener(key, value);
  };

  // Values the storage refused (full or disabled): kept for this session so the app still works.
  const unsaved = new Map<StoredKey, string>();

  const write = (key: StoredKey, value: unknown) => {
    const text = JSON.stringify(value);
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

  const erase = (key: StoredKey) => {
    unsaved.delete(key);
    try {
      storage.removeItem(storageKeyOf(key));
    } catch {
      /* nothing stored to remove */
    }
  };

  function reset<K extends StoredKey>(key: K): StoredValue<K> {
    const fallback = defaultStoredValue(key);
    write(key, fallback);
    return fallback;
  }

  function get<K extends StoredKey>(key: K): StoredValue<K> {
    const raw = read(key);
    if (raw === null) return defaultStoredValue(key);
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return reset(key);
    }
    const result = DEFINITIONS[key].schema.safeParse(parsed);
    return result.success ? (result.data as StoredValue<K>) : reset(key);
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

  return {
    get,
    set,
    remove,
    clearUserData: () => USER_DATA_KEYS.forEach(remove),
    clearAll: () => STORED_KEYS.forEach(remove),
    subscribe(listener: StoredValuesListener): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The app's stored values, over window.localStorage. */
export const storedValues: StoredValues = createStoredValues();
