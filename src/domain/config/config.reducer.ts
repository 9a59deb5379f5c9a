import type { Draft } from 'immer';
import type { DataFlags, DomainEvent, PackageConfigData } from '../events';

/** The package configuration applied at start-up; device facts, so it survives logout. */
export interface ConfigState {
  /** Each call's answer kept apart, so the result does not depend on which arrived first. */
  bySource: { app: PackageConfigData | null; store: PackageConfigData | null };
  /** `/time/upload/enable` for the logged-in borrower; null until loaded. */
  uploadEnable: DataFlags | null;
  /** Where the native app can be downloaded (`/app-download/getAddress`). */
  downloadUrl: string | null;
}

/** Nothing loaded yet: selectors answer the product's defaults. */
export function initialConfigState(): ConfigState {
  return { bySource: { app: null, store: null }, uploadEnable: null, downloadUrl: null };
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
    default:
      return;
  }
}
