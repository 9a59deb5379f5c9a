import { useT } from '../../i18n/i18n';
import { LegalDocumentScreen } from './legal-document';

/**
 * /privacy_policy: the comprehensive privacy notice (LFPDPPP): controller, data, device permissions and why,
 * necessary and voluntary purposes, consent, sharing, retention, ARCO rights.
 */
export function PrivacyPolicyPage() {
  const { t } = useT();
  return <LegalDocumentScreen title={t('titles.privacyPolicy')} pick={(texts) => texts.privacy} />;
}
