import type { DataFlags, Permission } from '../events';

/**
 * Device data the app never collects, whatever the backend (`/time/upload/enable`, the package's upload
 * switches, the loan order's time-data status) asks for: contacts, SMS, call log, location, calendar and
 * the installed-app list (Google Play's personal-loan policy, CONDUSEF's warning about apps that harass a
 * borrower's contacts, compliance.md item 5; the privacy notice promises it). The native app cannot tell
 * precise from approximate location from the `location` flag alone, so location is never asked for.
 */
export const NEVER_COLLECTED = [
  'contact',
  'sms',
  'callLog',
  'location',
  'calendar',
  'appList',
] as const satisfies readonly (keyof DataFlags)[];

/** The permissions behind those data: the app never checks nor requests them. */
export const NEVER_ASKED_PERMISSIONS = [
  'contacts',
  'sms',
  'callLog',
  'location',
  'calendar',
  'installedApps',
] as const satisfies readonly Permission[];

/** True for a permission the app never checks nor requests. */
export function isNeverAskedPermission(permission: string): boolean {
  return (NEVER_ASKED_PERMISSIONS as readonly string[]).includes(permission);
}

/**
 * The data flags as the native side may receive them: every flag of NEVER_COLLECTED is false, the others
 * (exif, device, expired, and any other field such as `step`) are kept as given. The one filter every
 * path to the native side goes through (the bridge client applies it to each `timeSDK2` call).
 */
export function withoutNeverCollected<T extends Partial<Record<keyof DataFlags, boolean>>>(flags: T): T {
  const out = { ...flags };
  for (const key of NEVER_COLLECTED) if (key in out) (out as Record<string, unknown>)[key] = false;
  return out;
}
