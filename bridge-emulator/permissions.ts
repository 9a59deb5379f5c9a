import { DATA_FLAGS, type DataFlag } from '#contracts/bridge';
import type { Permission, PermissionState } from '#contracts/events';
import type { PermissionAnswer } from './config';

/**
 * The permission rules of the emulated phone: what a system dialog answer does to a permission, and
 * which permission each data flag of `timeSDK2` needs before the native side can collect it.
 */

/** The state a permission takes after the borrower answers the system dialog. */
export function answerRequest(current: PermissionState, answer: PermissionAnswer): PermissionState {
  if (current === 'granted') return 'granted';
  // Android shows no dialog once "don't ask again" was chosen: only the system settings change it.
  if (current === 'deniedForever') return 'deniedForever';
  if (answer === 'grant') return 'granted';
  return answer === 'denyForever' ? 'deniedForever' : 'denied';
}

/** The permission each `timeSDK2` flag needs; `expired` only marks the data as stale and needs none. */
export const FLAG_PERMISSIONS: Readonly<Record<DataFlag, Permission | null>> = {
  appList: 'installedApps',
  sms: 'sms',
  exif: 'photos',
  device: 'device',
  contact: 'contacts',
  calendar: 'calendar',
  callLog: 'callLog',
  location: 'location',
  expired: null,
};

/** What the native side could collect: a flag is collected when it was asked for and its permission is granted. */
export function collectedFlags(
  requested: Record<DataFlag, boolean>,
  permissions: Record<Permission, PermissionState>,
): Record<DataFlag, boolean> {
  const out = {} as Record<DataFlag, boolean>;
  for (const flag of DATA_FLAGS) {
    const needs = FLAG_PERMISSIONS[flag];
    out[flag] = requested[flag] && (needs === null || permissions[needs] === 'granted');
  }
  return out;
}
