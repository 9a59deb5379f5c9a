import type { BridgeClient } from '../../bridge/client';
import type { BridgeMethod } from '../../bridge/contract';
import { BridgeError } from '../../bridge/errors';
import { ApiError } from '../../api/errors';
import { NO_DEVICE_DATA } from '../../domain/config/device-data';
import type { DataFlags, PackageConfigData } from '../../domain/events';
import { sampleDataFlags, samplePackageConfig } from '../../domain/testing/event-fixtures';
import { DAY_MS } from '../../domain/time';
import { createMemoryStorage, createStoredValues } from '../../storage/stored-values';
import type { EffectDeps } from '../../store/effect-deps';
import { createStore } from '../../store/store';
import { startIntent } from '../../store/use-intent';
import { reportStep, submitStep } from './application.effects';

// reportStep's `timeSDK2`: the device data asked for is the state's (upload enable AND the package switch AND
// the privacy list), and a collection is fresh for a week (stored `8in1ExpiredTime`).

const START = Date.UTC(2025, 2, 10, 15, 0);

/** What the native side would collect: the flags of a timeSDK2 call, without step and isSubmit. */
type Sent = DataFlags & { step: string; isSubmit: boolean };

interface Fakes {
  /** `/time/upload/enable`; by default everything enabled, nothing expired. */
  uploadEnable?: () => Promise<DataFlags>;
  /** The native side's answer to timeSDK2; by default at once. */
  timeSdk2?: () => Promise<unknown>;
}

function setup(fakes: Fakes = {}) {
  const storage = createStoredValues(createMemoryStorage());
  const sent: Sent[] = [];
  const uploadEnableCalls: number[] = [];
  const bridge = {
    call: ((method: BridgeMethod, params: Record<string, unknown> = {}) => {
      if (method !== 'timeSDK2') return Promise.resolve({});
      sent.push(params as Sent);
      return fakes.timeSdk2 ? fakes.timeSdk2() : Promise.resolve({});
    }) as BridgeClient['call'],
    onEvent: () => () => undefined,
    onTrace: () => () => undefined,
    isAvailable: () => true,
    dispose: () => undefined,
  } satisfies BridgeClient;
  const deps = {
    api: {
      user: {
        getUploadEnable: () => {
          uploadEnableCalls.push(Date.now());
          return fakes.uploadEnable ? fakes.uploadEnable() : Promise.resolve(sampleDataFlags());
        },
      },
      store: { saveLoanQuestions: () => Promise.resolve({ progress: 12 }) },
    },
    bridge,
    storage,
    navigate: () => undefined,
    isNative: () => true,
  } as unknown as EffectDeps;
  const store = createStore<EffectDeps>({ deps });
  return { store, storage, sent, uploadEnableCalls };
}

/** The package configuration with the given upload switches off. */
function configWithSwitchesOff(...off: (keyof PackageConfigData['uploadSwitches'])[]): PackageConfigData {
  const base = samplePackageConfig();
  const uploadSwitches = { ...base.uploadSwitches };
  for (const key of off) uploadSwitches[key] = false;
  return { ...base, uploadSwitches };
}

/** The flags of one call, as the native side reads them. */
const flagsOf = ({ step: _step, isSubmit: _isSubmit, ...flags }: Sent): DataFlags => flags;

beforeEach(() => {
  // Only the clock: promises and waitFor keep real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
});

test('a package switch that is off wins over /time/upload/enable: exif is not asked for', async () => {
  const { store, sent } = setup();
  store.dispatch({ type: 'config/loaded', source: 'store', config: configWithSwitchesOff('exif') });
  store.dispatch({ type: 'config/uploadEnableLoaded', flags: sampleDataFlags({ exif: true, device: true }) });

  await startIntent(store, reportStep, { step: 'personalInfomation', isSubmit: false });

  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ step: 'personalInfomation', isSubmit: false });
  // device is switched on and enabled; the never-collected kinds stay off whatever the backend says.
  expect(flagsOf(sent[0]!)).toEqual({ ...NO_DEVICE_DATA, device: true });
});

test('a submission stores 8in1ExpiredTime = now + 7 days; within the week nothing is collected again, after it is', async () => {
  const { store, storage, sent } = setup();
  store.dispatch({ type: 'config/loaded', source: 'store', config: samplePackageConfig() });
  store.dispatch({ type: 'config/uploadEnableLoaded', flags: sampleDataFlags() });
  expect(storage.get('8in1ExpiredTime')).toBeNull();

  await startIntent(store, reportStep, { step: 'personalInfomation', isSubmit: true });
  expect(flagsOf(sent[0]!)).toEqual({ ...NO_DEVICE_DATA, exif: true, device: true });
  expect(storage.get('8in1ExpiredTime')).toBe(START + 7 * DAY_MS);

  // Six days later: the step timing still goes out, with every data flag false; the expiry stays.
  vi.setSystemTime(START + 6 * DAY_MS);
  await startIntent(store, reportStep, { step: 'additionalInfomation', isSubmit: false });
  await startIntent(store, reportStep, { step: 'additionalInfomation', isSubmit: true });
  expect(sent.slice(1)).toEqual([
    { step: 'additionalInfomation', isSubmit: false, ...NO_DEVICE_DATA },
    { step: 'additionalInfomation', isSubmit: true, ...NO_DEVICE_DATA },
  ]);
  expect(storage.get('8in1ExpiredTime')).toBe(START + 7 * DAY_MS);

  // The week is over: collected again, and a new week starts.
  const later = START + 7 * DAY_MS + 1;
  vi.setSystemTime(later);
  await startIntent(store, reportStep, { step: 'emergencyContact', isSubmit: true });
  expect(flagsOf(sent[3]!)).toEqual({ ...NO_DEVICE_DATA, exif: true, device: true });
  expect(storage.get('8in1ExpiredTime')).toBe(later + 7 * DAY_MS);
});

test('the backend saying `expired` collects again though the stored week is not over', async () => {
  const { store, storage, sent } = setup();
  storage.set('8in1ExpiredTime', START + 3 * DAY_MS);
  store.dispatch({ type: 'config/loaded', source: 'store', config: samplePackageConfig() });
  store.dispatch({ type: 'config/uploadEnableLoaded', flags: sampleDataFlags({ expired: true }) });

  await startIntent(store, reportStep, { step: 'personalInfomation', isSubmit: true });

  expect(flagsOf(sent[0]!)).toEqual({ ...NO_DEVICE_DATA, exif: true, device: true, expired: true });
  expect(storage.get('8in1ExpiredTime')).toBe(START + 7 * DAY_MS);
});

test('an opened step, a submission that asks for nothing, or a failed timeSDK2 store no expiry', async () => {
  const opened = setup();
  opened.store.dispatch({ type: 'config/uploadEnableLoaded', flags: sampleDataFlags() });
  await startIntent(opened.store, reportStep, { step: 'loanQuestion', isSubmit: false });
  expect(flagsOf(opened.sent[0]!)).toEqual({ ...NO_DEVICE_DATA, exif: true, device: true });
  expect(opened.storage.get('8in1ExpiredTime')).toBeNull();

  const nothingAsked = setup();
  nothingAsked.store.dispatch({
    type: 'config/loaded',
    source: 'store',
    config: configWithSwitchesOff('exif', 'device'),
  });
  nothingAsked.store.dispatch({ type: 'config/uploadEnableLoaded', flags: sampleDataFlags() });
  await startIntent(nothingAsked.store, reportStep, { step: 'loanQuestion', isSubmit: true });
  expect(flagsOf(nothingAsked.sent[0]!)).toEqual(NO_DEVICE_DATA);
  expect(nothingAsked.storage.get('8in1ExpiredTime')).toBeNull();

  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const refused = setup({ timeSdk2: () => Promise.reject(new BridgeError('TIMEOUT', 'no answer')) });
  refused.store.dispatch({ type: 'config/uploadEnableLoaded', flags: sampleDataFlags() });
  await expect(
    startIntent(refused.store, reportStep, { step: 'loanQuestion', isSubmit: true }),
  ).resolves.toMatchObject({ status: 'done' });
  expect(refused.store.log()).toHaveLength(1);
  expect(refused.sent).toHaveLength(1);
  expect(refused.storage.get('8in1ExpiredTime')).toBeNull();
  expect(warn).toHaveBeenCalledWith(
    expect.stringContaining('timeSDK2 (loanQuestion, isSubmit true)'),
    expect.anything(),
  );
  warn.mockRestore();
});

test('before /time/upload/enable is in the state it is loaded first, through the same event', async () => {
  const { store, sent, uploadEnableCalls } = setup({
    uploadEnable: () => Promise.resolve(sampleDataFlags({ device: false })),
  });
  store.dispatch({ type: 'config/loaded', source: 'store', config: samplePackageConfig() });

  await expect(
    startIntent(store, reportStep, { step: 'loanQuestion', isSubmit: false }),
  ).resolves.toMatchObject({
    status: 'done',
  });

  expect(store.getState().config.uploadEnable).toEqual(sampleDataFlags({ device: false }));
  expect(flagsOf(sent[0]!)).toEqual({ ...NO_DEVICE_DATA, exif: true });

  // Loaded once: the next report reads the state.
  await startIntent(store, reportStep, { step: 'loanQuestion', isSubmit: false });
  expect(uploadEnableCalls).toHaveLength(1);
});

test('when /time/upload/enable fails, the step still goes out with no data asked for', async () => {
  const { store, storage, sent } = setup({
    uploadEnable: () =>
      Promise.reject(
        new ApiError(500100, 'caído', { endpoint: 'getUploadEnable', path: '/time/upload/enable' }),
      ),
  });
  store.dispatch({ type: 'config/loaded', source: 'store', config: samplePackageConfig() });

  const outcome = await startIntent(store, reportStep, { step: 'loanQuestion', isSubmit: true });

  expect(outcome).toMatchObject({ status: 'failed', errorCode: '500100' });
  expect(store.getState().config.uploadEnable).toBeNull();
  expect(sent).toEqual([{ step: 'loanQuestion', isSubmit: true, ...NO_DEVICE_DATA }]);
  expect(storage.get('8in1ExpiredTime')).toBeNull();
});

test('a saved step reports its submission (fire and forget) with the loaded flags, and stores the expiry', async () => {
  const { store, storage, sent } = setup();
  store.dispatch({ type: 'config/loaded', source: 'store', config: configWithSwitchesOff('device') });

  const outcome = await startIntent(store, submitStep, {
    step: 'loanQuestion',
    body: { q1: false, q2: 0, q3: '0-500', q4: 0, q5: 0 },
  });

  expect(outcome).toMatchObject({ status: 'done' });
  expect(store.getState().application.progress).toBe(12);
  await vi.waitFor(() => expect(storage.get('8in1ExpiredTime')).toBe(START + 7 * DAY_MS));
  expect(sent).toEqual([{ step: 'loanQuestion', isSubmit: true, ...NO_DEVICE_DATA, exif: true }]);
});

test('outside the native app nothing is reported and nothing is loaded', async () => {
  const { store, sent, uploadEnableCalls } = setup();
  (store.deps as { isNative: () => boolean }).isNative = () => false;
  await expect(
    startIntent(store, reportStep, { step: 'loanQuestion', isSubmit: true }),
  ).resolves.toMatchObject({
    status: 'done',
  });
  expect(store.log()).toEqual([]);
  expect(sent).toEqual([]);
  expect(uploadEnableCalls).toEqual([]);
});
