import { UPLOAD_SWITCHES, type PackageConfigData } from '../events';
import { foldEvents, initialState } from '../state';
import { DAY_MS } from '../time';
import { ev, sampleDataFlags, samplePackageConfig } from '../testing/event-fixtures';
import { selectUploadFlags } from './config.selectors';
import {
  DEVICE_DATA_VALIDITY_MS,
  NO_DEVICE_DATA,
  deviceDataToSend,
  isDeviceDataFresh,
  withPackageSwitches,
} from './device-data';

const NOW = Date.UTC(2025, 2, 10, 15, 0);
/** exif and device asked for, nothing expired. */
const ASKED = { ...NO_DEVICE_DATA, exif: true, device: true };

test('the validity is the week unapproved data is kept (spec section 9)', () => {
  expect(DEVICE_DATA_VALIDITY_MS).toBe(7 * DAY_MS);
});

describe('deviceDataToSend', () => {
  test('never collected before: the flags go out, and a submission starts a week of validity', () => {
    expect(deviceDataToSend({ flags: ASKED, storedExpiry: null, now: NOW, isSubmit: true })).toEqual({
      flags: ASKED,
      expiresAt: NOW + 7 * DAY_MS,
    });
  });

  test('an opened step sends the flags but writes no expiry: only a submission collects for good', () => {
    expect(deviceDataToSend({ flags: ASKED, storedExpiry: null, now: NOW, isSubmit: false })).toEqual({
      flags: ASKED,
      expiresAt: null,
    });
  });

  test('fresh (expiry ahead, backend not expired): every flag false, the stored expiry left as it is', () => {
    for (const isSubmit of [true, false]) {
      expect(deviceDataToSend({ flags: ASKED, storedExpiry: NOW + DAY_MS, now: NOW, isSubmit })).toEqual({
        flags: NO_DEVICE_DATA,
        expiresAt: null,
      });
    }
  });

  test('expired by time: at or after the stored expiry the data is collected again, and renewed', () => {
    for (const storedExpiry of [NOW, NOW - 1, NOW - 30 * DAY_MS]) {
      expect(deviceDataToSend({ flags: ASKED, storedExpiry, now: NOW, isSubmit: true })).toEqual({
        flags: ASKED,
        expiresAt: NOW + 7 * DAY_MS,
      });
    }
  });

  test('expired by the backend: its `expired` flag wins over a stored expiry still ahead', () => {
    const flags = { ...ASKED, expired: true };
    expect(deviceDataToSend({ flags, storedExpiry: NOW + DAY_MS, now: NOW, isSubmit: true })).toEqual({
      flags,
      expiresAt: NOW + 7 * DAY_MS,
    });
  });

  test('an expiry further off than one validity (the phone clock went back) does not count as fresh', () => {
    expect(isDeviceDataFresh(NOW + 7 * DAY_MS, false, NOW)).toBe(true);
    expect(isDeviceDataFresh(NOW + 7 * DAY_MS + 1, false, NOW)).toBe(false);
    expect(
      deviceDataToSend({ flags: ASKED, storedExpiry: NOW + 30 * DAY_MS, now: NOW, isSubmit: true }).flags,
    ).toEqual(ASKED);
  });

  test('no data kind asked for: nothing to collect, so no expiry is written', () => {
    expect(deviceDataToSend({ flags: NO_DEVICE_DATA, storedExpiry: null, now: NOW, isSubmit: true })).toEqual(
      {
        flags: NO_DEVICE_DATA,
        expiresAt: null,
      },
    );
    // `expired` alone asks for no data either.
    const expiredOnly = { ...NO_DEVICE_DATA, expired: true };
    expect(
      deviceDataToSend({ flags: expiredOnly, storedExpiry: null, now: NOW, isSubmit: true }).expiresAt,
    ).toBeNull();
  });

  test('the never-collected kinds stay false whatever the flags say, and alone they ask for nothing', () => {
    const sensitive = {
      ...NO_DEVICE_DATA,
      sms: true,
      contact: true,
      callLog: true,
      location: true,
      calendar: true,
      appList: true,
    };
    expect(deviceDataToSend({ flags: sensitive, storedExpiry: null, now: NOW, isSubmit: true })).toEqual({
      flags: NO_DEVICE_DATA,
      expiresAt: null,
    });
  });

  test('a package switch that is off is not collected, though /time/upload/enable says yes', () => {
    const state = foldEvents(initialState, [
      ev(
        'config/loaded',
        {
          source: 'store',
          config: samplePackageConfig({
            uploadSwitches: { ...samplePackageConfig().uploadSwitches, exif: false },
          }),
        },
        1,
      ),
      ev('config/uploadEnableLoaded', { flags: sampleDataFlags() }, 2),
    ]);
    const { flags, expiresAt } = deviceDataToSend({
      flags: selectUploadFlags(state),
      storedExpiry: null,
      now: NOW,
      isSubmit: true,
    });
    expect(flags).toEqual({ ...NO_DEVICE_DATA, device: true });
    expect(expiresAt).toBe(NOW + 7 * DAY_MS);
  });

  test('every switch off: nothing collected, no expiry', () => {
    const off = Object.fromEntries(
      UPLOAD_SWITCHES.map((key) => [key, false]),
    ) as PackageConfigData['uploadSwitches'];
    const state = foldEvents(initialState, [
      ev('config/loaded', { source: 'store', config: samplePackageConfig({ uploadSwitches: off }) }, 1),
      ev('config/uploadEnableLoaded', { flags: sampleDataFlags() }, 2),
    ]);
    expect(
      deviceDataToSend({ flags: selectUploadFlags(state), storedExpiry: null, now: NOW, isSubmit: true }),
    ).toEqual({
      flags: NO_DEVICE_DATA,
      expiresAt: null,
    });
  });

  test('does not change the flags it is given', () => {
    const flags = { ...ASKED, sms: true };
    deviceDataToSend({ flags, storedExpiry: null, now: NOW, isSubmit: true });
    expect(flags.sms).toBe(true);
  });
});

describe("withPackageSwitches (the loan order's own request)", () => {
  test("a switch that is off wins over the backend's ask; a missing configuration or switch counts as on", () => {
    const asked = { ...NO_DEVICE_DATA, exif: true, device: true, expired: true };
    expect(withPackageSwitches(asked, { ...allOn(), exif: false })).toEqual({ ...asked, exif: false });
    expect(withPackageSwitches(asked, null)).toEqual(asked);
    expect(withPackageSwitches(asked, { device: false })).toEqual({ ...asked, device: false });
  });

  test('the never-collected kinds stay false even when the backend asks and the switches allow', () => {
    const asked = { ...NO_DEVICE_DATA, contact: true, sms: true, exif: true };
    expect(withPackageSwitches(asked, allOn())).toEqual({ ...NO_DEVICE_DATA, exif: true });
  });
});

function allOn() {
  return Object.fromEntries(UPLOAD_SWITCHES.map((key) => [key, true])) as Omit<
    typeof NO_DEVICE_DATA,
    'expired'
  >;
}
