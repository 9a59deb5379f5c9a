import type { AppState } from '../state';
import { UPLOAD_SWITCHES, type DataFlags, type PackageConfigData } from '../events';
import { CUSTOMER_SERVICE_HOURS, DEFAULT_CUSTOMER_SERVICE_EMAIL } from '../product-terms';
import { lenderOrNull, type LenderIdentity } from '../lender';
import { NEVER_COLLECTED } from './never-collected';

/** Images per feedback until the package configuration says otherwise. */
export const DEFAULT_IMAGE_COUNT_LIMIT = 3;

// Device data the app never collects (contacts, SMS, call log, location, calendar, app list): one list,
// applied by the bridge client to every `timeSDK2` call.
export { NEVER_COLLECTED };

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

/**
 * The one reading of a service-hours text (decision 0068): 'H:MM-H:MM', a hyphen or an en dash between the
 * times, spaces allowed; null when the text does not read so (empty included).
 */
export function readServiceHours(text: string): { open: string; close: string } | null {
  const match = /^\s*(\d{1,2}:\d{2})\s*[-–]\s*(\d{1,2}:\d{2})\s*$/.exec(text);
  return match ? { open: match[1]!, close: match[2]! } : null;
}

/**
 * Customer service hours, the one answer of every screen (decision 0068): the package configuration in force
 * when its text reads 'H:MM-H:MM', else the one the feedback screens loaded (`feedback.limits`), else the
 * product's 9:00-18:00 (spec section 9).
 */
export function selectCustomerServiceHours(state: AppState): { open: string; close: string } {
  const texts = [selectPackageConfig(state)?.customerServiceHours, state.feedback.limits?.serviceHours];
  for (const text of texts) {
    const hours = text === undefined ? null : readServiceHours(text);
    if (hours) return hours;
  }
  return { ...CUSTOMER_SERVICE_HOURS };
}

/** The customer service hours as the feedback screens write them: '9:00-18:00'. */
export function selectCustomerServiceHoursText(state: AppState): string {
  const { open, close } = selectCustomerServiceHours(state);
  return `${open}-${close}`;
}

/** Opening and closing minutes of the day of a service-hours text; the product's hours when it does not read. */
export function serviceHoursMinutes(text: string): { open: number; close: number } {
  const { open, close } = readServiceHours(text) ?? CUSTOMER_SERVICE_HOURS;
  const minutes = (time: string) => {
    const [h, m] = time.split(':').map(Number) as [number, number];
    return h * 60 + m;
  };
  return { open: minutes(open), close: minutes(close) };
}

/**
 * The lender's registered identity from the package configuration in force, or null when it gives none
 * (texts then leave it to the contract). The state's own object: screens can select it as it is.
 */
export function selectLender(state: AppState): LenderIdentity | null {
  const lender = selectPackageConfig(state)?.lender;
  return lender && lenderOrNull(lender) ? lender : null;
}

/**
 * The RECA number of the adhesion contract (the package configuration's `contractRegistry`), trimmed, or
 * null when the configuration gives none (the loan's carátula then says it was not provided).
 */
export function selectContractRegistry(state: AppState): string | null {
  const reca = selectPackageConfig(state)?.contractRegistry?.trim();
  return reca ? reca : null;
}

/** The product's feature mode before anything says otherwise: liveness and the permission rationale on. */
export const DEFAULT_FEATURE_MODE: PackageConfigData['featureMode'] = { live: 1, frontPermission: 1 };

/**
 * The feature mode in force: the package configuration loaded in this session (the store's over the app's),
 * else the stored `featureMode` (spec section 3: written by the native app, or kept from the last
 * configuration), else the default (both on).
 */
export function selectFeatureMode(
  state: AppState,
  stored: PackageConfigData['featureMode'] | null = null,
): PackageConfigData['featureMode'] {
  return selectPackageConfig(state)?.featureMode ?? stored ?? DEFAULT_FEATURE_MODE;
}

/**
 * Which device data to collect now: `/time/upload/enable` AND the package's upload switch AND the
 * privacy policy (NEVER_COLLECTED is always false). Before anything loads, nothing is collected.
 */
export function selectUploadFlags(state: AppState): DataFlags {
  const enable = state.config.uploadEnable;
  const switches = selectPackageConfig(state)?.uploadSwitches;
  const flag = (key: (typeof UPLOAD_SWITCHES)[number]): boolean =>
    !(NEVER_COLLECTED as readonly string[]).includes(key) &&
    (enable?.[key] ?? false) &&
    (switches?.[key] ?? true);
  const flags = Object.fromEntries(UPLOAD_SWITCHES.map((key) => [key, flag(key)])) as Omit<
    DataFlags,
    'expired'
  >;
  return { ...flags, expired: enable?.expired ?? false };
}

/** The native app's download address, or null before it loads. */
export function selectDownloadUrl(state: AppState): string | null {
  return state.config.downloadUrl;
}
