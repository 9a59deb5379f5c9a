import { t } from '../../i18n/i18n';
import { showToast } from './toast';

/**
 * After an "Actualizar" tap (`useManualRefresh`): from the fifth refresh of one screen in a day, the calm word
 * that changes take minutes and the screen updates itself when opened (decision 0039). One text for every screen.
 */
export function showRefreshHint(outcome: string): void {
  if (outcome === 'refreshedOften') showToast(t('app.refreshedOften'), 'info');
}
