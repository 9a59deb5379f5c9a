import { withTerms } from '../../domain/product-terms';
import { useT } from '../../i18n/i18n';
import { useServiceContact } from '../../store/use-service-contact';
import { NoticeScreen } from './notice-screen';
import { texts } from './landing.texts';

/** /pop (content "not shown" in the spec): a safety announcement (no upfront fees, pay by reference), then close. */
export function PopPage() {
  const { t, language } = useT();
  const notice = texts[language].notice;
  const contact = useServiceContact();
  return (
    <NoticeScreen title={t('titles.pop')} heading={notice.popTitle}>
      <ul className="landing-list">
        <li>{notice.pop1}</li>
        <li>{notice.pop2}</li>
        <li>{notice.pop3}</li>
        <li>{notice.pop4}</li>
      </ul>
      <p>{withTerms(notice.popHelp, language, contact)}</p>
    </NoticeScreen>
  );
}
