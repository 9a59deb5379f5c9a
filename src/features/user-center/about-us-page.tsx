import { Link } from 'react-router-dom';
import { LenderMissingNotice } from '../../components/ui/lender-missing-notice';
import { NavBar } from '../../components/ui/nav-bar';
import { useGoBack } from '../../components/ui/use-go-back';
import { selectLender } from '../../domain/config/config.selectors';
import { lenderTemplate, lenderValues, type MaybeLenderText } from '../../domain/lender';
import { PATHS } from '../../domain/paths';
import { catStatement, withTerms } from '../../domain/product-terms';
import { useT } from '../../i18n/i18n';
import { useAppState } from '../../store/use-app-state';
import { texts } from './user-center.texts';
import { useServiceContact } from '../../store/use-service-contact';
import './user-center.css';

const TERM_KEYS = ['amount', 'tenure', 'interest', 'fee', 'penalty', 'extension', 'oneLoan'] as const;

/**
 * /user_center/about_us: who the lender is (its legal name and address from the package configuration;
 * without them, a wording that leaves them to the contract), the product's real terms, contact and regulator.
 */
export function AboutUsPage() {
  const { t, language } = useT();
  const back = useGoBack(PATHS.me);
  const contact = useServiceContact();
  const lender = useAppState(selectLender);
  const about = texts[language].about;
  const fill = (text: string) => withTerms(text, language, contact);
  // A text naming the lender, filled, or null when it is to be left out.
  const fillLender = (text: MaybeLenderText) => {
    const template = lenderTemplate(text, lender);
    return template === null ? null : withTerms(template, language, { ...contact, ...lenderValues(lender) });
  };
  const address = fillLender(about.address);
  const registry = fillLender(about.registry);
  return (
    <>
      <NavBar title={t('titles.aboutUs')} onBack={back} />
      <section className="screen">
        <section className="card" aria-labelledby="about-who">
          <h2 id="about-who" className="uc-section-title">
            {about.whoTitle}
          </h2>
          <p>{fillLender(about.who)}</p>
          <LenderMissingNotice lender={lender} />
          <p className="notice">{about.regulation}</p>
        </section>
        <section className="card" aria-labelledby="about-terms">
          <h2 id="about-terms" className="uc-section-title">
            {about.termsTitle}
          </h2>
          <ul className="uc-terms">
            {TERM_KEYS.map((key) => (
              <li key={key}>{fill(about[key])}</li>
            ))}
          </ul>
          <h3 className="uc-section-title" style={{ marginTop: '1rem', fontSize: '1rem' }}>
            {about.exampleTitle}
          </h3>
          <p>{fill(about.example)}</p>
          <p>
            <strong>{catStatement(language)}</strong>
          </p>
        </section>
        <section className="card" aria-labelledby="about-contact">
          <h2 id="about-contact" className="uc-section-title">
            {about.contactTitle}
          </h2>
          <p>{fill(about.service)}</p>
          {address ? <p>{address}</p> : null}
          {registry ? <p>{registry}</p> : null}
          <p>{fill(about.website)}</p>
          <p className="notice">{fill(about.condusef)}</p>
        </section>
        <ul className="list">
          <li className="list__item">
            <Link className="list__link" to={PATHS.privacyPolicy}>
              <span>{t('titles.privacyPolicy')}</span>
              <span aria-hidden="true">›</span>
            </Link>
          </li>
          <li className="list__item">
            <Link className="list__link" to={PATHS.termsOfService}>
              <span>{t('titles.termsOfService')}</span>
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        </ul>
      </section>
    </>
  );
}
