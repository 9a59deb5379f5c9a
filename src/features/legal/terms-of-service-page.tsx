import { useT } from '../../i18n/i18n';
import { LegalDocumentScreen } from './legal-document';

/** /terms_of_service: the terms and conditions with the product terms, the CAT statement and CONDUSEF. */
export function TermsOfServicePage() {
  const { t } = useT();
  return <LegalDocumentScreen title={t('titles.termsOfService')} pick={(texts) => texts.terms} />;
}
