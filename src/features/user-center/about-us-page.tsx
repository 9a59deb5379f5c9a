import { Link, useNavigate } from 'react-router-dom';
import { NavBar } from '../../components/ui/nav-bar';
import { PATHS } from '../../domain/paths';
import { catStatement, withTerms } from '../../domain/product-terms';
import { useT } from '../../i18n/i18n';
import { texts } from './user-center.texts';
import { useServiceContact } from './use-service-contact';
import './user-center.css';

const TERM_KEYS = ['amount', 'tenure', 'interest', 'fee', 'penalty', 'extension', 'oneLoan'] as const;

/** /user_center/about_us: who the lender is, the product's real terms, contact and regulator. */
export function AboutUsPage() {
  const { t, language } = useT();
  const navigate = useNavigate();
  const contact = useServiceContact();
  const about = texts[language].about;
  const fill = (text: string) => withTerms(text, language, contact);
  return (
    <>
      <NavBar title={t('titles.aboutUs')} onBack={() => void navigate(-1)} />
      <section className="screen">
        <section className="card" aria-labelledby="about-who">
          <h2 id="about-who" className="uc-section-title">
            {about.whoTitle}
          </h2>
          <p>{fill(about.who)}</p>
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
          <p>{fill(about.address)}</p>
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
