import type { Draft } from 'immer';
import type { DomainEvent, Language } from '../events';

/** Device settings: the phone's and the native app's, they survive logout, deletion and every session code. */
export interface SettingsState {
  language: Language;
}

/** Default settings: Spanish. */
export function initialSettingsState(): SettingsState {
  return { language: 'es' };
}

/** Folds one event into the settings slice; ignores unrelated events. */
export function settingsReducer(draft: Draft<SettingsState>, event: DomainEvent): void {
  switch (event.type) {
    case 'settings/languageChanged':
      draft.language = event.language;
      return;
    default:
      return;
  }
}
