import { useT } from '../../i18n/i18n';

/** The loading overlay of spec section 2; shown while the API's loading counter is above zero. */
export function SpinnerOverlay({ visible }: { visible: boolean }) {
  const { t } = useT();
  if (!visible) return null;
  return (
    <div className="spinner-overlay" role="progressbar" aria-label={t('app.loading')} aria-busy="true">
      <div className="spinner" />
    </div>
  );
}
