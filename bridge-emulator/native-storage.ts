import type { LoginInfo } from '#contracts/bridge';
import { storageKeyOf, storedText } from '#contracts/stored-values';
import type { EmulatorCore } from './emulator-core';

/**
 * The values the native app writes where the web view reads them (spec section 3): the device's
 * (`deviceMsg`, `packageName`, `appName`, `afid`) before the page loads, and the session's `token`.
 */

type NativeValues = Partial<Record<'deviceMsg' | 'packageName' | 'appName' | 'afid' | 'token', unknown>>;

function writeStored(core: EmulatorCore, values: NativeValues): void {
  const storage = core.options.storage;
  if (!core.config.writeStoredValues || !storage) return;
  try {
    for (const [key, value] of Object.entries(values) as [keyof NativeValues, unknown][]) {
      const text = storedText(value);
      if (text === null) storage.removeItem(storageKeyOf(key));
      else storage.setItem(storageKeyOf(key), text);
    }
  } catch (error) {
    core.log('warn', 'could not write the native values to storage', error);
  }
}

/** Writes the emulated device's values. */
export function writeStoredDevice(core: EmulatorCore): void {
  const { device } = core.state;
  writeStored(core, {
    deviceMsg: {
      traceId: device.traceId,
      androidId: device.androidId,
      platform: device.platform,
      appVersion: device.appVersion,
    },
    packageName: device.packageName,
    appName: device.appName,
    afid: device.afid,
  });
}

/** The native app keeps its session's token where the web view reads it: `token` = `{"Authorization":"Bearer …"}`. */
export function writeStoredSession(core: EmulatorCore, session: LoginInfo | null): void {
  const bearer = session && (session.token.startsWith('Bearer ') ? session.token : `Bearer ${session.token}`);
  writeStored(core, { token: bearer ? { Authorization: bearer } : null });
}
