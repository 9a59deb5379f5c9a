import { foldEvents, initialState } from '../state';
import { ev, sampleDataFlags, samplePackageConfig } from '../testing/event-fixtures';
import {
  DEFAULT_IMAGE_COUNT_LIMIT,
  selectCustomerServiceEmail,
  selectCustomerServiceHours,
  selectDownloadUrl,
  selectFeatureMode,
  selectImageCountLimit,
  selectPackageConfig,
  selectUploadFlags,
  serviceHoursMinutes,
} from './config.selectors';
import { selectServiceHours } from '../feedback/feedback.selectors';

test('before any configuration loads, the product defaults apply and no device data is collected', () => {
  expect(selectPackageConfig(initialState)).toBeNull();
  expect(selectImageCountLimit(initialState)).toBe(DEFAULT_IMAGE_COUNT_LIMIT);
  expect(selectCustomerServiceEmail(initialState)).toBe('soporte@cuota.mx');
  expect(selectCustomerServiceHours(initialState)).toEqual({ open: '9:00', close: '18:00' });
  expect(Object.values(selectUploadFlags(initialState)).some(Boolean)).toBe(false);
  expect(selectDownloadUrl(initialState)).toBeNull();
});

test('the store configuration wins over the app configuration, whichever arrives first', () => {
  const app = ev('config/loaded', { source: 'app', config: samplePackageConfig({ imageCountLimit: 2 }) }, 1);
  const store = ev(
    'config/loaded',
    { source: 'store', config: samplePackageConfig({ imageCountLimit: 6 }) },
    2,
  );
  expect(selectImageCountLimit(foldEvents(initialState, [app, store]))).toBe(6);
  expect(selectImageCountLimit(foldEvents(initialState, [store, app]))).toBe(6);
  expect(selectImageCountLimit(foldEvents(initialState, [app]))).toBe(2);
});

test('contacts, SMS, call log, location, calendar and the app list are never collected, even when switched on', () => {
  const state = foldEvents(initialState, [
    ev('config/loaded', { source: 'store', config: samplePackageConfig() }, 1),
    ev('config/uploadEnableLoaded', { flags: sampleDataFlags({ expired: true }) }, 2),
  ]);
  expect(selectUploadFlags(state)).toEqual({
    appList: false,
    sms: false,
    exif: true,
    device: true,
    contact: false,
    calendar: false,
    callLog: false,
    location: false,
    expired: true,
  });
});

test('a package switch turned off wins over /time/upload/enable', () => {
  const config = samplePackageConfig();
  const state = foldEvents(initialState, [
    ev(
      'config/loaded',
      { source: 'app', config: { ...config, uploadSwitches: { ...config.uploadSwitches, exif: false } } },
      1,
    ),
    ev('config/uploadEnableLoaded', { flags: sampleDataFlags() }, 2),
  ]);
  expect(selectUploadFlags(state).exif).toBe(false);
  expect(selectUploadFlags(state).device).toBe(true);
});

test('customer service hours and e-mail follow the configuration; unreadable hours fall back', () => {
  const load = (customerServiceHours: string, customerServiceEmail = 'ayuda@cuota.mx') =>
    foldEvents(initialState, [
      ev(
        'config/loaded',
        { source: 'store', config: samplePackageConfig({ customerServiceHours, customerServiceEmail }) },
        1,
      ),
    ]);
  expect(selectCustomerServiceHours(load('8:30 - 20:00'))).toEqual({ open: '8:30', close: '20:00' });
  expect(selectCustomerServiceHours(load('siempre'))).toEqual({ open: '9:00', close: '18:00' });
  expect(selectCustomerServiceEmail(load('9:00-18:00'))).toBe('ayuda@cuota.mx');
  expect(selectCustomerServiceEmail(load('9:00-18:00', '  '))).toBe('soporte@cuota.mx');
});

test('one reading of the hours for Customer service and the feedback screens (decision 0068)', () => {
  const load = (customerServiceHours: string) =>
    foldEvents(initialState, [
      ev('config/loaded', { source: 'app', config: samplePackageConfig({ customerServiceHours }) }, 1),
    ]);
  const limits = (serviceHours: string) =>
    foldEvents(initialState, [ev('feedback/limitsLoaded', { imageCountLimit: 3, serviceHours }, 1)]);
  // Empty: 9:00-18:00 on both (the feedback screens showed "Horario de atención:  (hora…)").
  expect(selectServiceHours(load(''))).toBe('9:00-18:00');
  expect(selectServiceHours(limits(''))).toBe('9:00-18:00');
  expect(selectCustomerServiceHours(load(''))).toEqual({ open: '9:00', close: '18:00' });
  // An en dash reads as a hyphen on both.
  expect(selectServiceHours(load('8:00 – 20:00'))).toBe('8:00-20:00');
  expect(selectCustomerServiceHours(limits('8:00–20:00'))).toEqual({ open: '8:00', close: '20:00' });
  expect(serviceHoursMinutes('8:00 – 20:30')).toEqual({ open: 480, close: 1230 });
  expect(serviceHoursMinutes('')).toEqual({ open: 540, close: 1080 });
});

test('logout keeps the configuration (device facts, not borrower data)', () => {
  const state = foldEvents(initialState, [
    ev('config/loaded', { source: 'store', config: samplePackageConfig({ imageCountLimit: 5 }) }, 1),
    ev('config/downloadAddressLoaded', { url: 'https://example.com/app' }, 2),
    ev('session/loggedOut', { reason: 'accountDeleted' }, 3),
  ]);
  expect(selectImageCountLimit(state)).toBe(5);
  expect(selectDownloadUrl(state)).toBe('https://example.com/app');
});

test('the feature mode: the loaded configuration, else the stored value, else both on', () => {
  expect(selectFeatureMode(initialState)).toEqual({ live: 1, frontPermission: 1 });
  expect(selectFeatureMode(initialState, { live: 0, frontPermission: 0 })).toEqual({
    live: 0,
    frontPermission: 0,
  });
  const loaded = foldEvents(initialState, [
    ev(
      'config/loaded',
      { source: 'store', config: samplePackageConfig({ featureMode: { live: 0, frontPermission: 1 } }) },
      1,
    ),
  ]);
  expect(selectFeatureMode(loaded, { live: 1, frontPermission: 0 })).toEqual({ live: 0, frontPermission: 1 });
});
