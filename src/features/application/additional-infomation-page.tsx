import { PlaceholderScreen } from '../../components/ui/placeholder-screen';
import { useT } from '../../i18n/i18n';

/** Placeholder until its issue builds this screen (clearly marked as such on screen). */
export function AdditionalInfomationPage() {
  const { t } = useT();
  return <PlaceholderScreen title={t('titles.additionalInfomation')} />;
}
