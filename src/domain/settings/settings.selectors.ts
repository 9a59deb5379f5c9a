import type { AppState } from '../state';
import type { Language } from '../events';

/** The interface language ('es' by default). */
export function selectLanguage(state: AppState): Language {
  return state.settings.language;
}
