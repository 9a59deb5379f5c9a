import { LenderMissingNotice } from '../../components/ui/lender-missing-notice';
import { NavBar } from '../../components/ui/nav-bar';
import { useGoBack } from '../../components/ui/use-go-back';
import { selectLender } from '../../domain/config/config.selectors';
import { lenderTemplate, lenderValues, type MaybeLenderText } from '../../domain/lender';
import { PATHS } from '../../domain/paths';
import { withTerms } from '../../domain/product-terms';
import { useT } from '../../i18n/i18n';
import { useAppState } from '../../store/use-app-state';
import { useServiceContact } from '../../store/use-service-contact';
import { texts as legalTexts, type LegalLanguage } from './legal.texts';

/**
 * Renders one legal document in the borrower's language, every figure filled from the product terms and the
 * lender's identity from the package configuration (without it, the paragraphs that name it read "as stated
 * in your contract").
 */
export function LegalDocumentScreen({
  title,
  pick,
}: {
  title: string;
  pick: (texts: LegalLanguage) => LegalLanguage['privacy'];
}) {
  const { language } = useT();
  const back = useGoBack(PATHS.home);
  const contact = useServiceContact();
  const lender = useAppState(selectLender);
  const texts = legalTexts[language];
  const doc = pick(texts);
  const fill = (text: MaybeLenderText) => {
    const template = lenderTemplate(text, lender);
    return template === null ? null : withTerms(template, language, { ...contact, ...lenderValues(lender) });
  };
  const key = (text: MaybeLenderText) => (typeof text === 'string' ? text : text.withLender);
  return (
    <>
      <NavBar title={title} onBack={back} />
      <article className="screen" lang={language === 'es' ? 'es-MX' : 'en'}>
        <div className="card">
          <p>{fill(doc.intro)}</p>
          <LenderMissingNotice lender={lender} />
          <p className="notice">
            {texts.updated} {texts.translationNote}
          </p>
        </div>
        {doc.sections.map((section) => (
          <section key={section.heading} className="card">
            <h2 style={{ margin: '0 0 0.5rem', fontSize: '1.05rem' }}>{section.heading}</h2>
            {section.body.map((paragraph) => {
              const text = fill(paragraph);
              return text === null ? null : <p key={key(paragraph)}>{text}</p>;
            })}
            {section.items ? (
              <ul style={{ paddingLeft: '1.1rem' }}>
                {section.items.map((item) => (
                  <li key={item} style={{ marginBottom: '0.35rem' }}>
                    {fill(item)}
                  </li>
                ))}
              </ul>
            ) : null}
            {section.after?.map((paragraph) => (
              <p key={paragraph}>
                <strong>{fill(paragraph)}</strong>
              </p>
            ))}
          </section>
        ))}
      </article>
    </>
  );
}
