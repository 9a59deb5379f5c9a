import { selectCustomerServiceEmail, selectCustomerServiceHours } from '../../domain/config/config.selectors';
import { withTerms } from '../../domain/product-terms';
import { useT } from '../../i18n/i18n';
import { useAppState } from '../../store/use-app-state';
import { NoticeScreen } from './notice-screen';
import { texts } from './landing.texts';

/** /pop (content "not shown" in the spec): a safety announcement (no upfront fees, pay by reference), then close. */
export function PopPage() {
  const { t, language } = useT();
  const notice = texts[language].notice;
  const email = useAppState(selectCustomerServiceEmail);
  const open = useAppState((state) => selectCustomerServiceHours(state).open);
  const close = useAppState((state) => selectCustomerServiceHours(state).close);
  return (
    <NoticeScreen title={t('titles.pop')} heading={notice.popTitle}>
      <ul className="landing-list">
        <li>{notice.pop1}</li>
        <li>{notice.pop2}</li>
        <li>{notice.pop3}</li>
        <li>{notice.pop4}</li>
      </ul>
      <p>{withTerms(notice.popHelp, language, { email, open, close })}</p>
    </NoticeScreen>
  );
}
