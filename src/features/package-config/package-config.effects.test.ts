import { ApiError } from '../../api/errors';
import type { DataFlags, PackageConfigData } from '../../domain/events';
import { selectImageCountLimit, selectUploadFlags } from '../../domain/config/config.selectors';
import { sampleDataFlags, samplePackageConfig } from '../../domain/testing/event-fixtures';
import { createMemoryStorage, createStoredValues } from '../../storage/stored-values';
import type { EffectDeps } from '../../store/effect-deps';
import { createStore } from '../../store/store';
import { startIntent } from '../../store/use-intent';
import { loadPackageConfig, loadUploadEnableOnLogin } from './package-config.effects';

interface Fakes {
  app?: () => Promise<PackageConfigData & { versionAllowList: { mode1: string[]; mode2: string[] } }>;
  store?: () => Promise<PackageConfigData>;
  uploadEnable?: () => Promise<DataFlags>;
}

function setup(fakes: Fakes = {}) {
  const storage = createStoredValues(createMemoryStorage());
  const calls: string[] = [];
  const track =
    <T>(name: string, fn: () => Promise<T>) =>
    () => {
      calls.push(name);
      return fn();
    };
  const deps = {
    api: {
      app: {
        getAppPackageConfig: track(
          'app',
          fakes.app ??
            (() =>
              Promise.resolve({
                ...samplePackageConfig({ imageCountLimit: 2 }),
                versionAllowList: { mode1: ['1.0.0'], mode2: [] },
              })),
        ),
      },
      store: {
        getStorePackageConfig: track(
          'store',
          fakes.store ?? (() => Promise.resolve(samplePackageConfig({ imageCountLimit: 5 }))),
        ),
      },
      user: {
        getUploadEnable: track(
          'uploadEnable',
          fakes.uploadEnable ?? (() => Promise.resolve(sampleDataFlags())),
        ),
      },
    },
    storage,
  } as unknown as EffectDeps;
  const store = createStore<EffectDeps>({ deps });
  return { store, storage, calls };
}

test('both package configurations load; the store’s image limit and feature mode apply', async () => {
  const { store, storage, calls } = setup({
    store: () =>
      Promise.resolve(
        samplePackageConfig({ imageCountLimit: 5, featureMode: { live: 0, frontPermission: 1 } }),
      ),
  });
  await expect(startIntent(store, loadPackageConfig, {})).resolves.toMatchObject({ status: 'done' });
  expect(store.getState().config.bySource.app).not.toBeNull();
  expect(store.getState().config.bySource.store).not.toBeNull();
  expect(selectImageCountLimit(store.getState())).toBe(5);
  expect(storage.get('featureMode')).toEqual({ live: 0, frontPermission: 1 });
  // No token: /time/upload/enable would end the session, so it is not called.
  expect(calls.sort()).toEqual(['app', 'store']);
});

test('the app configuration arriving after the store’s does not overwrite the stored feature mode', async () => {
  let releaseApp: () => void = () => {};
  const appGate = new Promise<void>((resolve) => (releaseApp = resolve));
  const { store, storage } = setup({
    app: async () => {
      await appGate;
      return {
        ...samplePackageConfig({ featureMode: { live: 1, frontPermission: 1 } }),
        versionAllowList: { mode1: [], mode2: [] },
      };
    },
    store: () => Promise.resolve(samplePackageConfig({ featureMode: { live: 0, frontPermission: 0 } })),
  });
  const done = startIntent(store, loadPackageConfig, {});
  await vi.waitFor(() => expect(storage.get('featureMode')).toEqual({ live: 0, frontPermission: 0 }));
  releaseApp();
  await done;
  expect(storage.get('featureMode')).toEqual({ live: 0, frontPermission: 0 });
});

test('a failed call is a config/loadFailed event and the other configuration still applies', async () => {
  const { store } = setup({
    store: () =>
      Promise.reject(
        new ApiError(500100, 'caído', { endpoint: 'getStorePackageConfig', path: '/store/package-config' }),
      ),
  });
  const outcome = await startIntent(store, loadPackageConfig, {});
  expect(outcome).toMatchObject({ status: 'failed', errorCode: '500100', message: 'caído' });
  expect(store.getState().config.bySource.app).not.toBeNull();
  expect(store.getState().config.bySource.store).toBeNull();
  // The journey still records which call failed.
  expect(store.log()).toContainEqual(expect.objectContaining({ type: 'config/loadFailed', source: 'store' }));
  expect(selectImageCountLimit(store.getState())).toBe(2);
});

test('a logged-in borrower also gets /time/upload/enable, and so does every new login', async () => {
  const { store, calls } = setup();
  store.register(loadUploadEnableOnLogin);
  store.dispatch({ type: 'session/loggedIn', mobile: '5512345678', token: 'Bearer t', via: 'web' });
  await vi.waitFor(() => expect(store.getState().config.uploadEnable).not.toBeNull());
  expect(calls).toEqual(['uploadEnable']);
  await startIntent(store, loadPackageConfig, {});
  expect(calls.filter((call) => call === 'uploadEnable')).toHaveLength(2);
  expect(selectUploadFlags(store.getState()).sms).toBe(false);
  expect(selectUploadFlags(store.getState()).device).toBe(true);
});

describe('an answer of /time/upload/enable that comes after its session ended (decision 0077)', () => {
  test.each([
    ['a logout', { type: 'session/loggedOut', reason: 'user' } as const],
    ['a session code', { type: 'session/expired', code: 10010303, message: 'm', clearAll: false } as const],
  ])('after %s it folds into nobody’s state', async (_, end) => {
    let answer: (flags: DataFlags) => void = () => {};
    const { store, calls } = setup({ uploadEnable: () => new Promise((resolve) => (answer = resolve)) });
    store.register(loadUploadEnableOnLogin);
    store.dispatch({ type: 'session/loggedIn', mobile: '5512345678', token: 'Bearer a', via: 'web' });
    expect(calls).toEqual(['uploadEnable']);
    store.dispatch(end);

    answer(sampleDataFlags({ exif: true, device: true }));
    // Let the late answer reach the store if it still could (the call's promise, then RxJS's).
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();

    expect(store.getState().config.uploadEnable).toBeNull();
    expect(store.log().map((e) => e.type)).not.toContain('config/uploadEnableLoaded');
  });

  test('a login of someone else drops the last borrower’s answer; the new borrower’s folds', async () => {
    const answers: ((flags: DataFlags) => void)[] = [];
    const { store } = setup({ uploadEnable: () => new Promise((resolve) => answers.push(resolve)) });
    store.register(loadUploadEnableOnLogin);
    store.dispatch({ type: 'session/loggedIn', mobile: '5512345678', token: 'Bearer a', via: 'web' });
    store.dispatch({ type: 'session/loggedIn', mobile: '5598765432', token: 'Bearer b', via: 'web' });
    answers[0]!(sampleDataFlags({ device: true }));
    answers[1]!(sampleDataFlags({ device: false }));
    await vi.waitFor(() => expect(store.getState().config.uploadEnable).not.toBeNull());
    expect(store.getState().config.uploadEnable?.device).toBe(false);
  });
});
