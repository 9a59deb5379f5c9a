import type { AppState } from '../state';
import type { DataFlags, PackageConfigData } from '../events';
import { CUSTOMER_SERVICE_HOURS, DEFAULT_CUSTOMER_SERVICE_EMAIL } from '../product-terms';

/** Images per feedback until the package configuration says otherwise. */
export const DEFAULT_IMAGE_COUNT_LIMIT = 3;

/**
 * Device data the app never collects, whatever the backend switches say: contacts, SMS, call log,
 * calendar and the installed-app list (Google Play's personal-loan policy, CONDUSEF's warning about
 * apps that harass a borrower's contacts; the privacy notice promises it).
 */
export const NEVER_COLLECTED: readonly (keyof DataFlags)[] = ['contact', 'sms', 'callLog', 'calendar', 'appList'];

/** The package configuration in force: the store's (the lending package) over the app's; null before either. */
export function selectPackageConfig(state: AppState): PackageConfigData | null {
  return state.config.bySource.store ?? state.config.bySource.app;
}

/** Maximum receipt images per feedback. */
export function selectImageCountLimit(state: AppState): number {
  return selectPackageConfig(state)?.imageCountLimit ?? DEFAULT_IMAGE_COUNT_LIMIT;
}

/** The customer service e-mail. */
export function selectCustomerServiceEmail(state: AppState): string {
  const email = selectPackageConfig(state)?.customerServiceEmail.trim();
  return email ? email : DEFAULT_CUSTOMER_SERVICE_EMAIL;
}

/** Customer service hours, from the configuration when it reads 'H:MM-H:MM', else the product's. */
export function selectCustomerServiceHours(state: AppState): { open: string; close: string } {
  const match = /^\s*(\d{1,2}:\d{2})\s*[-–]\s*(\d{1,2}:\d{2})\s*$/.exec(selectPackageConfig(state)?.customerServiceHours ?? '');
  return match ? { open: match[1]!, close: match[2]! } : { ...CUSTOMER_SERVICE_HOURS };
}

/** The feature mode in force (default: live and front-end permission prompts on). */
export function selectFeatureMode(state: AppState): PackageConfigData['featureMode'] {
  return selectPackageConfig(state)?.featureMode ?? { live: 1, frontPermission: 1 };
}

/**
 * Which device data to collect now: `/time/upload/enable` AND the package's upload switch AND the
 * privacy policy (NEVER_COLLECTED is always false). Before anything loads, nothing is collected.
 */
export function selectUploadFlags(state: AppState): DataFlags {
  const enable = state.config.uploadEnable;
  const switches = selectPackageConfig(state)?.uploadSwitches;
  const flag = (key: Exclude<keyof DataFlags, 'expired'>): boolean =>
    !NEVER_COLLECTED.includes(key) && (enable?.[key] ?? false) && (switches?.[key] ?? true);
  return {
    appList: flag('appList'),
    sms: flag('sms'),
    exif: flag('exif'),
    device: flag('device'),
    contact: flag('contact'),
    calendar: flag('calendar'),
    callLog: flag('callLog'),
    location: flag('location'),
    expired: enable?.expired ?? false,
  };
}

/** The native app's download address, or null before it loads. */
export function selectDownloadUrl(state: AppState): string | null {
  return state.config.downloadUrl;
}
