import type { AppState } from '../state';
import type { Permission, PermissionState } from '../events';

/** The last known state of a permission, or null when never checked. */
export function selectPermissionState(state: AppState, permission: Permission): PermissionState | null {
  return state.bridge.permissions[permission]?.state ?? null;
}

/** True only when the permission was last seen granted. */
export function selectIsPermissionGranted(state: AppState, permission: Permission): boolean {
  return state.bridge.permissions[permission]?.state === 'granted';
}
