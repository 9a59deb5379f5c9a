import { Link } from 'react-router-dom';
import { PATHS } from '../../domain/paths';
import { catStatement, withTerms } from '../../domain/product-terms';
import { useT } from '../../i18n/i18n';
import { NoticeScreen } from './notice-screen';
import { texts } from './landing.texts';

const TERMS = ['amount', 'tenure', 'interest'] as const;

/** /pd_pop (content "not shown" in the spec): the product notice with the real terms, then close. */
export function PdPopPage() {
  const { t, language } = useT();
  const copy = texts[language];
  const fill = (text: string) => withTerms(text, language);
  return (
    <NoticeScreen title={t('titles.pdPop')} heading={copy.notice.pdTitle}>
      <p>{copy.notice.pdLead}</p>
      <ul className="landing-list">
        {TERMS.map((key) => (
          <li key={key}>{fill(copy.pitch[key])}</li>
        ))}
        <li>{fill(copy.pitch.cost)}</li>
        <li>{copy.notice.oneLoan}</li>
        <li>{copy.notice.extension}</li>
      </ul>
      <p style={{ fontWeight: 600 }}>{catStatement(language)}</p>
      <p>
        <Link to={PATHS.termsOfService}>{t('titles.termsOfService')}</Link> ·{' '}
        <Link to={PATHS.privacyPolicy}>{t('titles.privacyPolicy')}</Link>
      </p>
    </NoticeScreen>
  );
}
