import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LenderMissingNotice } from '../../components/ui/lender-missing-notice';
import { selectLender } from '../../domain/config/config.selectors';
import { lenderTemplate, lenderValues } from '../../domain/lender';
import { PATHS } from '../../domain/paths';
import { catStatement, withTerms } from '../../domain/product-terms';
import { useT } from '../../i18n/i18n';
import { useAppState } from '../../store/use-app-state';
import { texts } from './landing.texts';
import './landing.css';

const HIGHLIGHTS = ['amount', 'tenure', 'interest', 'review'] as const;

/**
 * The product pitch of the landing pages with the real terms (src/domain/product-terms.ts), the CAT
 * statement advertising needs, the lender (from the package configuration; left out without it) and
 * CONDUSEF. `action` replaces the default call to log in.
 */
export function LandingPitch({ action }: { action?: ReactNode }) {
  const { t, language } = useT();
  const pitch = texts[language].pitch;
  const fill = (text: string) => withTerms(text, language);
  const lender = useAppState(selectLender);
  const lenderTemplateText = lenderTemplate(pitch.lender, lender);
  return (
    <>
      <div className="hero">
        <h2>{pitch.headline}</h2>
        <p>{pitch.lead}</p>
        <ul className="landing-list" aria-label={pitch.highlightsLabel}>
          {HIGHLIGHTS.map((key) => (
            <li key={key}>{fill(pitch[key])}</li>
          ))}
        </ul>
        <p className="landing-cat">{catStatement(language)}</p>
      </div>
      {action ?? (
        <Link className="btn btn--block" to={PATHS.login}>
          {pitch.cta}
        </Link>
      )}
      <section className="card landing-how" aria-labelledby="landing-steps">
        <h2 id="landing-steps" className="landing-title">
          {pitch.stepsTitle}
        </h2>
        <ol className="landing-steps">
          <li>{pitch.step1}</li>
          <li>{pitch.step2}</li>
          <li>{pitch.step3}</li>
        </ol>
      </section>
      <section className="card" aria-labelledby="landing-requirements">
        <h2 id="landing-requirements" className="landing-title">
          {pitch.requirementsTitle}
        </h2>
        <p>{fill(pitch.requirements)}</p>
      </section>
      <section className="card" aria-labelledby="landing-cost">
        <h2 id="landing-cost" className="landing-title">
          {pitch.costTitle}
        </h2>
        <p>{fill(pitch.cost)}</p>
      </section>
      <footer className="notice">
        {lenderTemplateText === null ? (
          <LenderMissingNotice lender={lender} />
        ) : (
          <p>{withTerms(lenderTemplateText, language, lenderValues(lender))}</p>
        )}
        <p>{fill(pitch.condusef)}</p>
        <p>
          <Link to={PATHS.privacyPolicy}>{t('titles.privacyPolicy')}</Link> ·{' '}
          <Link to={PATHS.termsOfService}>{t('titles.termsOfService')}</Link>
        </p>
      </footer>
    </>
  );
}
