// @vitest-environment jsdom
import {
  APP_KEY_PREFIX,
  NATIVE_KEYS,
  STORED_KEYS,
  USER_DATA_KEYS,
  createMemoryStorage,
  createStoredValues,
  defaultStoredValue,
  storageKeyOf,
  storedText,
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
  appName: { name: 'Presto' },
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

  it.each(STORED_KEYS)('round-trips a valid %s under its spec name', (key) => {
    const { storage, values } = setup();
    values.set(key, SAMPLES[key]);
    expect(values.get(key)).toEqual(SAMPLES[key]);
    // A second instance over the same storage sees it too: it is really persisted.
    expect(createStoredValues(storage).get(key)).toEqual(SAMPLES[key]);
    expect(storage.getItem(storageKeyOf(key))).not.toBeNull();
  });

  it("keeps spec section 3's values under exactly the spec's names, and only the app's own under a prefix", () => {
    expect(STORED_KEYS.filter((key) => key !== 'drafts').map(storageKeyOf)).toEqual([
      'userInfo',
      'language',
      'token',
      'deviceMsg',
      'packageName',
      'appName',
      'afid',
      'appendReqHeaders',
      'popEvaluateTime',
      '8in1ExpiredTime',
      'lastRefreshTime',
      'adTimes',
      'featureMode',
    ]);
    expect(storageKeyOf('drafts')).toBe(`${APP_KEY_PREFIX}drafts`);
  });

  it('writes strings as they are and objects as JSON, the way the native app does', () => {
    const { storage, values } = setup();
    for (const key of STORED_KEYS) values.set(key, SAMPLES[key]);
    expect(storage.getItem('language')).toBe('en');
    expect(storage.getItem('packageName')).toBe('com.example.loan');
    expect(storage.getItem('appName')).toBe('Presto');
    expect(storage.getItem('afid')).toBe('af-123');
    expect(storage.getItem('token')).toBe('{"Authorization":"Bearer abc.def"}');
    expect(JSON.parse(storage.getItem('deviceMsg')!)).toEqual(SAMPLES.deviceMsg);
    expect(JSON.parse(storage.getItem('featureMode')!)).toEqual({ live: 0, frontPermission: 1 });
    expect(storage.getItem('popEvaluateTime')).toBe('1700000000000');
  });

  it('reads what the native app writes: plain strings, JSON strings and JSON objects', () => {
    const { storage, values } = setup();
    storage.setItem('language', 'en');
    storage.setItem('token', '{"Authorization":"Bearer native.jwt"}');
    storage.setItem('packageName', '"com.native.app"');
    storage.setItem('afid', '1234567');
    storage.setItem('featureMode', '{"live":0,"frontPermission":0}');
    storage.setItem('appendReqHeaders', '{"x-campaign":"spring"}');
    expect(values.get('language')).toBe('en');
    expect(values.get('token')).toEqual({ Authorization: 'Bearer native.jwt' });
    expect(values.get('packageName')).toBe('com.native.app');
    expect(values.get('afid')).toBe('1234567');
    expect(values.get('featureMode')).toEqual({ live: 0, frontPermission: 0 });
    expect(values.get('appendReqHeaders')).toEqual({ 'x-campaign': 'spring' });
  });

  it('stores no entry at all for a null value (logged out means no token key)', () => {
    const { storage, values } = setup();
    values.set('token', SAMPLES.token);
    values.set('token', null);
    expect(storage.getItem('token')).toBeNull();
    expect(values.get('token')).toBeNull();
  });

  it.each(STORED_KEYS.filter((key) => key !== 'afid'))(
    'resets %s to its default with a log line when the stored text is not JSON nor a valid plain value',
    (key) => {
      const { storage, values } = setup();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      // packageName and appName accept any non-empty text, so only the empty text is malformed for them.
      storage.setItem(storageKeyOf(key), key === 'packageName' || key === 'appName' ? '' : '{not json');
      expect(() => values.get(key)).not.toThrow();
      expect(values.get(key)).toEqual(defaultStoredValue(key));
      // The default is written back (a null default is no entry at all).
      expect(storage.getItem(storageKeyOf(key))).toBe(storedText(defaultStoredValue(key)));
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`'${storageKeyOf(key)}' is malformed`));
      warn.mockRestore();
    },
  );

  it.each(STORED_KEYS)('resets %s to its default when the stored value has the wrong shape', (key) => {
    const { storage, values } = setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storage.setItem(storageKeyOf(key), JSON.stringify(WRONG[key]));
    expect(values.get(key)).toEqual(defaultStoredValue(key));
    expect(storage.getItem(storageKeyOf(key))).toBe(storedText(defaultStoredValue(key)));
    warn.mockRestore();
  });

  it('carries values stored under the old cuota: names over once on start, then removes them', () => {
    const storage = createMemoryStorage();
    storage.setItem('cuota:token', JSON.stringify({ Authorization: 'Bearer old.session' }));
    storage.setItem('cuota:language', JSON.stringify('en'));
    storage.setItem('cuota:userInfo', JSON.stringify(SAMPLES.userInfo));
    storage.setItem('cuota:adTimes', JSON.stringify(SAMPLES.adTimes));
    storage.setItem('cuota:drafts', JSON.stringify(SAMPLES.drafts));
    // The native app already wrote its own value: it wins over the old copy.
    storage.setItem('afid', 'af-native');
    storage.setItem('cuota:afid', JSON.stringify('af-old'));
    const values = createStoredValues(storage);
    expect(values.get('token')).toEqual({ Authorization: 'Bearer old.session' });
    expect(storage.getItem('token')).toBe('{"Authorization":"Bearer old.session"}');
    expect(storage.getItem('language')).toBe('en');
    expect(values.get('userInfo')).toEqual(SAMPLES.userInfo);
    expect(values.get('adTimes')).toEqual(SAMPLES.adTimes);
    expect(values.get('afid')).toBe('af-native');
    // The drafts were already under the app's prefix: they stay where they are.
    expect(values.get('drafts')).toEqual(SAMPLES.drafts);
    for (const key of ['token', 'language', 'userInfo', 'adTimes', 'afid'])
      expect(storage.getItem(`cuota:${key}`)).toBeNull();
    // Once: a later start finds nothing left to carry over and changes nothing.
    storage.setItem('language', 'es');
    createStoredValues(storage);
    expect(storage.getItem('language')).toBe('es');
  });

  it('drops an old value that is malformed instead of carrying it over', () => {
    const storage = createMemoryStorage();
    storage.setItem('cuota:token', '{"Authorization":"no bearer"}');
    const values = createStoredValues(storage);
    expect(values.get('token')).toBeNull();
    expect(storage.getItem('cuota:token')).toBeNull();
    expect(storage.getItem('token')).toBeNull();
  });

  it('refuses to write a value that fails its schema', () => {
    const { storage, values } = setup();
    expect(() => values.set('language', 'fr' as 'es')).toThrow(TypeError);
    expect(storage.getItem('language')).toBeNull();
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
      [
        '8in1ExpiredTime',
        'adTimes',
        'drafts',
        'lastRefreshTime',
        'popEvaluateTime',
        'token',
        'userInfo',
      ].sort(),
    );
  });

  it("clearAll removes the borrower's values and the app's own keys, and keeps the phone's and native app's settings", () => {
    const { storage, values } = setup();
    for (const key of STORED_KEYS) values.set(key, SAMPLES[key]);
    storage.setItem('someone-else', 'keep');
    storage.setItem('cuota:event-log', '{}');
    values.clearAll();
    for (const key of USER_DATA_KEYS) expect(storage.getItem(storageKeyOf(key))).toBeNull();
    expect(storage.getItem('cuota:event-log')).toBeNull();
    expect(storage.getItem('token')).toBeNull();
    // Not the borrower's data: without packageName the next request would be encrypted with the wrong key.
    for (const key of NATIVE_KEYS.filter((k) => k !== 'token')) expect(values.get(key)).toEqual(SAMPLES[key]);
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
    expect(window.localStorage.getItem('afid')).toBe('af-window');
    storedValues.clearAll();
  });
});
