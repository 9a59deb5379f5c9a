import type { LenderIdentity } from '../../domain/lender';
import { useT } from '../../i18n/i18n';
import { MOCK_BUILD } from './build-mode';

/**
 * Development and mock builds only: says that the package configuration gives no lender (legal name and
 * address), so the screen leaves them out. The production build renders nothing here (and ships no text of
 * it): its screens read correctly without the lender.
 */
export function LenderMissingNotice({ lender }: { lender: LenderIdentity | null }) {
  const { language } = useT();
  // `__CUOTA_MOCKS__` is false in the production build: what follows is dropped from its bundle.
  if (!__CUOTA_MOCKS__ || !MOCK_BUILD || lender) return null;
  return (
    // Its frame comes from app.css (`.notice[data-dev-notice]`): the pre-rendered HTML carries no style attribute.
    <p role="note" className="notice" data-dev-notice="lender">
      {language === 'es'
        ? 'Solo en desarrollo: la configuración del paquete (GET /store/package-config) no trae «lender» (denominación social y domicilio del otorgante). En producción esta pantalla omite esos datos.'
        : 'Development only: the package configuration (GET /store/package-config) has no "lender" (the lender’s legal name and address). In production this screen leaves them out.'}
    </p>
  );
}
