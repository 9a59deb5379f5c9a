import type { Draft } from 'immer';
import type { DomainEvent, Language } from '../events';

/** Device settings that survive logout (only a clear-all expiry resets them). */
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
    case 'session/expired':
      // 10010301 clears all local data, the stored language included.
      if (event.clearAll) Object.assign(draft, initialSettingsState());
      return;
    default:
      return;
  }
}
