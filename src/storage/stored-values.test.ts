import {
  STORED_KEYS,
  USER_DATA_KEYS,
  createMemoryStorage,
  createStoredValues,
  defaultStoredValue,
  storageKeyOf,
  storedValues,
  type StoredKey,
  type StoredValueMap,
} from './stored-values.ts';

function setup() {
  const storage = createMemoryStorage();
  return { storage, values: createStoredValues(storage) };
}

/** A valid non-default value for every key. */
const SAMPLES: StoredValueMap = {
  userInfo: { userId: 'u1', mobile: '5512345678', name: 'Ana', progress: 20 },
  language: 'en',
  token: { Authorization: 'Bearer abc.def' },
  deviceMsg: { traceId: 't-1', androidId: 'a-1', platform: 'android' },
  packageName: 'com.example.loan',
  appName: 'Presto',
  afid: 'af-123',
  appendReqHeaders: { 'x-channel': 'gp' },
  popEvaluateTime: 1_700_000_000_000,
  '8in1ExpiredTime': 1_700_000_100_000,
  lastRefreshTime: { lastTime: 1_700_000_000_000, day: '2026-11-22', counts: { home: 2 } },
  adTimes: { counters: { afterRepay: 1 }, todayRefreshTimes: 2, lastRefreshTime: 1_700_000_000_000 },
  featureMode: { live: 0, frontPermission: 1 },
  drafts: { personalInfomation: { firstName: 'Ana' } },
};

/** A well-formed JSON value of the wrong shape (or outside the option list) for every key. */
const WRONG: Record<StoredKey, unknown> = {
  userInfo: { userId: 42 },
  language: 'fr',
  token: { Authorization: 'abc' },
  deviceMsg: { traceId: 't', androidId: 'a' },
  packageName: '',
  appName: 7,
  afid: null,
  appendReqHeaders: { x: 1 },
  popEvaluateTime: 'yesterday',
  '8in1ExpiredTime': -5,
  lastRefreshTime: { lastTime: 1, day: null, counts: { home: -1 } },
  adTimes: { counters: {}, todayRefreshTimes: 1.5, lastRefreshTime: null },
  featureMode: { live: 2, frontPermission: 1 },
  drafts: { personalInfomation: 'not an object' },
};

describe('stored values', () => {
  it('gives the documented defaults when nothing is stored', () => {
    const { values } = setup();
    expect(values.get('language')).toBe('es');
    expect(values.get('token')).toBeNull();
    expect(values.get('userInfo')).toBeNull();
    expect(values.get('deviceMsg')).toEqual({ traceId: '', androidId: '', platform: 'android' });
    expect(values.get('packageName')).toBe('com.cuota.mx');
    expect(values.get('appName')).toBe('Cuota');
    expect(values.get('afid')).toBe('');
    expect(values.get('appendReqHeaders')).toEqual({});
    expect(values.get('featureMode')).toEqual({ live: 1, frontPermission: 1 });
    expect(values.get('adTimes')).toEqual({ counters: {}, todayRefreshTimes: 0, lastRefreshTime: null });
  });

  it.each(STORED_KEYS)('round-trips a valid %s under a namespaced key', (key) => {
    const { storage, values } = setup();
    values.set(key, SAMPLES[key]);
    expect(values.get(key)).toEqual(SAMPLES[key]);
    expect(storage.getItem(`cuota:${key}`)).toBe(JSON.stringify(SAMPLES[key]));
    // A second instance over the same storage sees it too: it is really persisted.
    expect(createStoredValues(storage).get(key)).toEqual(SAMPLES[key]);
  });

  it.each(STORED_KEYS)(
    'resets %s to its default when the stored text is not JSON, and rewrites it',
    (key) => {
      const { storage, values } = setup();
      storage.setItem(storageKeyOf(key), '{not json');
      expect(values.get(key)).toEqual(defaultStoredValue(key));
      expect(storage.getItem(storageKeyOf(key))).toBe(JSON.stringify(defaultStoredValue(key)));
    },
  );

  it.each(STORED_KEYS)('resets %s to its default when the stored value has the wrong shape', (key) => {
    const { storage, values } = setup();
    storage.setItem(storageKeyOf(key), JSON.stringify(WRONG[key]));
    expect(values.get(key)).toEqual(defaultStoredValue(key));
    expect(storage.getItem(storageKeyOf(key))).toBe(JSON.stringify(defaultStoredValue(key)));
  });

  it('refuses to write a value that fails its schema', () => {
    const { storage, values } = setup();
    expect(() => values.set('language', 'fr' as 'es')).toThrow(TypeError);
    expect(storage.getItem('cuota:language')).toBeNull();
  });

  it('hands out fresh default objects that callers cannot corrupt', () => {
    const { values } = setup();
    values.get('appendReqHeaders')['x-evil'] = '1';
    expect(values.get('appendReqHeaders')).toEqual({});
  });

  it('on logout clears the user data and keeps device and app settings', () => {
    const { values } = setup();
    for (const key of STORED_KEYS) values.set(key, SAMPLES[key]);
    values.clearUserData();
    for (const key of [
      'userInfo',
      'token',
      'popEvaluateTime',
      '8in1ExpiredTime',
      'lastRefreshTime',
      'adTimes',
      'drafts',
    ] as const) {
      expect(values.get(key)).toEqual(defaultStoredValue(key));
    }
    for (const key of [
      'language',
      'deviceMsg',
      'packageName',
      'appName',
      'afid',
      'appendReqHeaders',
      'featureMode',
    ] as const) {
      expect(values.get(key)).toEqual(SAMPLES[key]);
    }
    expect([...USER_DATA_KEYS].sort()).toEqual(
      ['8in1ExpiredTime', 'adTimes', 'drafts', 'lastRefreshTime', 'popEvaluateTime', 'token', 'userInfo'].sort(),
    );
  });

  it('clearAll removes every stored value and leaves foreign keys alone', () => {
    const { storage, values } = setup();
    for (const key of STORED_KEYS) values.set(key, SAMPLES[key]);
    storage.setItem('someone-else', 'keep');
    values.clearAll();
    for (const key of STORED_KEYS) expect(storage.getItem(storageKeyOf(key))).toBeNull();
    expect(storage.getItem('someone-else')).toBe('keep');
  });

  it('tells subscribers about sets and removals until they unsubscribe', () => {
    const { values } = setup();
    const seen: Array<[string, unknown]> = [];
    const unsubscribe = values.subscribe((key, value) => seen.push([key, value]));
    values.set('language', 'en');
    values.remove('language');
    unsubscribe();
    values.set('afid', 'x');
    expect(seen).toEqual([
      ['language', 'en'],
      ['language', 'es'],
    ]);
  });

  it('keeps values for the session when the storage refuses to write', () => {
    const broken = createMemoryStorage();
    broken.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const values = createStoredValues(broken);
    expect(() => values.set('language', 'en')).not.toThrow();
    expect(values.get('language')).toBe('en');
    values.remove('language');
    expect(values.get('language')).toBe('es');
  });

  it('the default instance uses window.localStorage', () => {
    storedValues.set('afid', 'af-window');
    expect(window.localStorage.getItem('cuota:afid')).toBe('"af-window"');
    storedValues.clearAll();
  });
});
