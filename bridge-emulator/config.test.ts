import { DEVICE_PRESETS, resolveConfig } from './config';
import { answerRequest } from './permissions';

test('the defaults: a budget Android 10 phone, everything granted, back, the native login screen', () => {
  const config = resolveConfig();
  expect(config.device).toEqual(DEVICE_PRESETS['budget-android-10']);
  expect(Object.values(config.permissions).every((s) => s === 'granted')).toBe(true);
  expect(config).toMatchObject({
    permissionAnswer: 'grant',
    back: { action: 'back' },
    login: { mode: 'ui', session: null },
    language: 'es',
  });
});

test('a fresh install has nothing granted and the borrower grants what is asked', () => {
  const config = resolveConfig({ permissions: 'fresh-install' });
  expect(new Set(Object.values(config.permissions))).toEqual(new Set(['denied']));
  expect(config.permissionAnswer).toBe('grant');
});

test('single permissions override the preset; device fields override the device preset', () => {
  const config = resolveConfig({
    permissionPreset: 'denied',
    permissions: { camera: 'granted' },
    device: { preset: 'pixel-7', afid: 'af-1' },
    latencyMs: { setCaptureMode: 800 },
  });
  expect(config.permissions.camera).toBe('granted');
  expect(config.permissions.photos).toBe('denied');
  expect(config.device).toMatchObject({ model: 'Pixel 7', afid: 'af-1' });
  expect(config.latency).toEqual({ all: 0, methods: { setCaptureMode: 800 } });
});

test('a misspelt preset fails loudly instead of running another setup', () => {
  expect(() => resolveConfig({ device: 'pixel-9' as never })).toThrow(/unknown device preset "pixel-9"/);
  expect(() => resolveConfig({ permissions: 'all' as never })).toThrow(/unknown permission preset "all"/);
});

test('the permission dialog never turns a granted permission off, nor re-asks a blocked one', () => {
  expect(answerRequest('granted', 'deny')).toBe('granted');
  expect(answerRequest('deniedForever', 'grant')).toBe('deniedForever');
  expect(answerRequest('denied', 'denyForever')).toBe('deniedForever');
});
