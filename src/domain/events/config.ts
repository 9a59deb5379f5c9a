import type { Ev } from './event';

/** The package configuration and the device-data flags, applied at start-up. */

/** Which package configuration call a `config/loaded` came from. */
export type ConfigSource = 'app' | 'store';

/** The package's upload switches (spec section 3): which device data uploads are switched on. */
export const UPLOAD_SWITCHES = [
  'appList',
  'sms',
  'exif',
  'device',
  'contact',
  'calendar',
  'callLog',
  'location',
] as const;
/**
 * The device-data flags of spec section 3 (`/time/upload/enable`, sent with `timeSDK2`): the upload switches
 * and `expired` (the previous collection is too old and must be repeated). The API contract's and the bridge
 * contract's schemas are made from this list.
 */
export const DATA_FLAGS = [...UPLOAD_SWITCHES, 'expired'] as const;
export type DataFlag = (typeof DATA_FLAGS)[number];
export type DataFlags = Record<DataFlag, boolean>;

/** The package configuration the app applies (`/app/package-config`, `/store/package-config`). */
export interface PackageConfigData {
  featureMode: { live: 0 | 1; frontPermission: 0 | 1 };
  uploadSwitches: Omit<DataFlags, 'expired'>;
  /** Maximum images per feedback. */
  imageCountLimit: number;
  customerServiceEmail: string;
  /** Opening hours as configured, e.g. '9:00-18:00'. */
  customerServiceHours: string;
  /** The lender's registered identity (legal name, address, registration); absent until legal supplies it. */
  lender?: { legalName: string; address: string; registry?: string };
  /** The adhesion contract's RECA registration number (CONDUSEF), shown on the loan's carátula; absent until given. */
  contractRegistry?: string;
}

/** Its events: one part of the union DomainEvent (src/domain/events.ts). */
export type ConfigEvents =
  | Ev<'config/loaded', { source: ConfigSource; config: PackageConfigData }>
  | Ev<'config/uploadEnableLoaded', { flags: DataFlags }>
  | Ev<'config/loadFailed', { source: ConfigSource | 'uploadEnable'; errorCode: string; message: string }>
  | Ev<'config/downloadAddressLoaded', { url: string }>
  | Ev<'config/downloadAddressFailed', { errorCode: string; message: string }>;
