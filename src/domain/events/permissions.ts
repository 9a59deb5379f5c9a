import type { Ev } from './event';

/** The native permissions (spec section 6) and their checks over the bridge. */

/** The permissions the native app grants (spec section 6). */
export type Permission =
  'camera' | 'photos' | 'sms' | 'contacts' | 'location' | 'installedApps' | 'calendar' | 'callLog' | 'device';
export type PermissionState = 'granted' | 'denied' | 'deniedForever';

/** Its events: one part of the union DomainEvent (src/domain/events.ts). */
export type PermissionEvents = Ev<
  'bridge/permissionChecked',
  { permission: Permission; state: PermissionState }
>;
