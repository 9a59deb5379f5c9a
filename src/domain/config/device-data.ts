import { UPLOAD_SWITCHES, type DataFlags } from '../events';
import { UNAPPROVED_DATA_RETENTION_DAYS } from '../product-terms';
import { DAY_MS } from '../time';
import { withoutNeverCollected } from './never-collected';

/**
 * The device data of spec section 3 ("8in1": the eight kinds of `/time/upload/enable`) and the stored
 * `8in1ExpiredTime`: when the native app is asked to collect them again (docs/decisions/0036).
 */

/**
 * How long a collection counts as fresh: the week the backend keeps an unapproved applicant's data (spec
 * section 9, "unapproved user data deleted after 1 week"). After that the data may be gone and is collected again.
 */
export const DEVICE_DATA_VALIDITY_MS = UNAPPROVED_DATA_RETENTION_DAYS * DAY_MS;

/** Every flag false: the native app hears of the step and collects nothing. */
export const NO_DEVICE_DATA: DataFlags = {
  appList: false,
  sms: false,
  exif: false,
  device: false,
  contact: false,
  calendar: false,
  callLog: false,
  location: false,
  expired: false,
};

/** What one `timeSDK2` sends, and what to store once it went through. */
export interface DeviceDataDecision {
  /** The data flags to send with the step. */
  flags: DataFlags;
  /** The new `8in1ExpiredTime` to write once the call succeeds; null: leave the stored value as it is. */
  expiresAt: number | null;
}

/**
 * True while the last collection is fresh: the stored expiry lies ahead, the backend does not say `expired`,
 * and the expiry is no further off than one validity (a phone clock that was set forward and back again
 * would otherwise keep the data "fresh" for as long as it was off).
 */
export function isDeviceDataFresh(
  storedExpiry: number | null,
  backendExpired: boolean,
  now: number,
): boolean {
  return (
    !backendExpired &&
    storedExpiry !== null &&
    now < storedExpiry &&
    storedExpiry - now <= DEVICE_DATA_VALIDITY_MS
  );
}

/** True when the flags ask the native app for at least one kind of device data. */
export function asksForDeviceData(flags: DataFlags): boolean {
  return UPLOAD_SWITCHES.some((key) => flags[key]);
}

/**
 * The flags one `timeSDK2` sends and the expiry to write after it. `flags` are the ones in force (the
 * selector's: enable AND package switch AND privacy list); whatever they say, the never-collected kinds stay
 * false. Fresh data: every flag false. Otherwise the flags as they are, and a submission that asks for some
 * data starts a new validity from `now`; an opened step, or one that asks for nothing, writes nothing.
 */
export function deviceDataToSend(input: {
  flags: DataFlags;
  storedExpiry: number | null;
  now: number;
  isSubmit: boolean;
}): DeviceDataDecision {
  const { storedExpiry, now, isSubmit } = input;
  const flags = withoutNeverCollected({ ...input.flags });
  if (isDeviceDataFresh(storedExpiry, flags.expired, now))
    return { flags: { ...NO_DEVICE_DATA }, expiresAt: null };
  return { flags, expiresAt: isSubmit && asksForDeviceData(flags) ? now + DEVICE_DATA_VALIDITY_MS : null };
}

/**
 * Flags a backend asked for, less what the package's upload switches turn off (a missing configuration or switch
 * counts as on) and the never-collected kinds: the loan order's `timeSDK2` asks for what `time-data/status`
 * still waits for, and the operator's "no" holds there too (decision 0036).
 */
export function withPackageSwitches(
  flags: DataFlags,
  switches: Partial<Omit<DataFlags, 'expired'>> | null | undefined,
): DataFlags {
  const allowed = { ...flags };
  for (const key of UPLOAD_SWITCHES) allowed[key] = flags[key] && (switches?.[key] ?? true);
  return withoutNeverCollected(allowed);
}
