import { LenderMissingNotice } from '../../components/ui/lender-missing-notice';
import { NavBar } from '../../components/ui/nav-bar';
import { useGoBack } from '../../components/ui/use-go-back';
import { selectLender } from '../../domain/config/config.selectors';
import { lenderTemplate, lenderValues, type MaybeLenderText } from '../../domain/lender';
import { PATHS } from '../../domain/paths';
import { withTerms } from '../../domain/product-terms';
import { useT } from '../../i18n/i18n';
import { useAppState } from '../../store/use-app-state';
import { texts as faqTexts } from './faq.texts';
import { useServiceContact } from '../../store/use-service-contact';
import './user-center.css';

/**
 * /user_center/faq: the five sections of spec section 2 as expandable items, answered with the product's
 * one reading of its terms (src/domain/product-terms.ts), the configured customer-service contact and the
 * lender of the package configuration (without it, answers leave the lender to the contract).
 */
export function FaqPage() {
  const { t, language } = useT();
  const back = useGoBack(PATHS.me);
  const contact = useServiceContact();
  const lender = useAppState(selectLender);
  const doc = faqTexts[language];
  const fill = (text: MaybeLenderText) => {
    const template = lenderTemplate(text, lender);
    return template === null ? null : withTerms(template, language, { ...contact, ...lenderValues(lender) });
  };
  return (
    <>
      <NavBar title={t('titles.faq')} onBack={back} />
      <section className="screen">
        <p className="notice">{doc.intro}</p>
        <LenderMissingNotice lender={lender} />
        {Object.entries(doc.sections).map(([sectionId, section]) => (
          <section key={sectionId} className="card" aria-labelledby={`faq-${sectionId}`}>
            <h2 id={`faq-${sectionId}`} className="uc-section-title">
              {section.title}
            </h2>
            {Object.entries(section.items).map(([itemId, item]) => (
              <details key={itemId} className="uc-faq__item">
                <summary>{fill(item.q)}</summary>
                <p>{fill(item.a)}</p>
              </details>
            ))}
          </section>
        ))}
      </section>
    </>
  );
}
