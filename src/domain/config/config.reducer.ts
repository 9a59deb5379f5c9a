import type { Draft } from 'immer';
import type { AdContent, DataFlags, DomainEvent, PackageConfigData } from '../events';

/** The package's ad page as last loaded (`ad/infoLoaded`, `ad/shown`, `ad/refreshLimitReached`). */
export interface AdPageState {
  enabled: boolean;
  /** The configuration's daily refresh limit; null when no configuration came (a refresh without one). */
  dailyRefreshLimit: number | null;
  triggers: string[];
  /** The ad shown since the page's configuration last loaded; null until one is. */
  shown: AdContent | null;
  /** The backend's count of the borrower's refreshes left today (0 once a refresh was refused). */
  refreshesLeftToday: number;
}

/**
 * The package configuration applied at start-up: device facts, so it survives logout. But for `uploadEnable`,
 * which is the borrower's (decision 0077).
 */
export interface ConfigState {
  /** Each call's answer kept apart, so the result does not depend on which arrived first. */
  bySource: { app: PackageConfigData | null; store: PackageConfigData | null };
  /**
   * `/time/upload/enable` for the logged-in borrower; null until loaded. The borrower's, not the device's: a
   * session's end and a login of someone else clear it (`clearBorrowerConfig`), so nobody reports with another's.
   */
  uploadEnable: DataFlags | null;
  /** Where the native app can be downloaded (`/app-download/getAddress`). */
  downloadUrl: string | null;
  /** The ad page (absent until it loaded, so states and logs of earlier builds stay as they were). */
  ad?: AdPageState;
}

/** The ad page when an ad or a refusal arrives before any configuration did. */
function adWithoutConfiguration(): AdPageState {
  return { enabled: true, dailyRefreshLimit: null, triggers: [], shown: null, refreshesLeftToday: 0 };
}

/** Nothing loaded yet: selectors answer the product's defaults. */
export function initialConfigState(): ConfigState {
  return { bySource: { app: null, store: null }, uploadEnable: null, downloadUrl: null };
}

/** Forgets what of the slice was the borrower's (the device data switches); the package's stays. */
export function clearBorrowerConfig(draft: Draft<ConfigState>): void {
  draft.uploadEnable = null;
}

/** Folds one event into the config slice; ignores unrelated events. */
export function configReducer(draft: Draft<ConfigState>, event: DomainEvent): void {
  switch (event.type) {
    case 'config/loaded':
      draft.bySource[event.source] = structuredClone(event.config);
      return;
    case 'config/uploadEnableLoaded':
      draft.uploadEnable = { ...event.flags };
      return;
    case 'config/downloadAddressLoaded':
      draft.downloadUrl = event.url;
      return;
    // The switches were the borrower's whose session ended (decision 0077).
    case 'session/loggedOut':
    case 'session/expired':
      clearBorrowerConfig(draft);
      return;
    case 'ad/infoLoaded':
      draft.ad = {
        enabled: event.enabled,
        dailyRefreshLimit: event.dailyRefreshLimit,
        triggers: [...event.triggers],
        shown: null,
        refreshesLeftToday: event.refreshesLeftToday,
      };
      return;
    case 'ad/shown':
      draft.ad ??= adWithoutConfiguration();
      draft.ad.shown = { ...event.ad };
      draft.ad.refreshesLeftToday = event.refreshesLeftToday;
      return;
    case 'ad/refreshLimitReached':
      // The day's refreshes are used up (by the app's count or the backend's): none left until it opens again.
      draft.ad ??= adWithoutConfiguration();
      draft.ad.refreshesLeftToday = 0;
      return;
    default:
      return;
  }
}
