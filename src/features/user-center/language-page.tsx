import { NavBar } from '../../components/ui/nav-bar';
import { useGoBack } from '../../components/ui/use-go-back';
import { PATHS } from '../../domain/paths';
import { LANGUAGES, useT } from '../../i18n/i18n';
import { useAppServices } from '../../store/app-services';

/** Language (es / en), stored and applied to every visible text at once. */
export function LanguagePage() {
  const { t, language } = useT();
  const back = useGoBack(PATHS.settings);
  const services = useAppServices();
  return (
    <>
      <NavBar title={t('titles.language')} onBack={back} />
      <section className="screen">
        <fieldset className="card" style={{ border: 0 }}>
          <legend className="field__label">{t('titles.language')}</legend>
          {LANGUAGES.map((lang) => (
            <label key={lang} className="list__link">
              <span lang={lang}>{t(`language.${lang}`)}</span>
              <input
                type="radio"
                name="language"
                value={lang}
                checked={language === lang}
                onChange={() => services.changeLanguage(lang)}
                style={{ width: '1.5rem', height: '1.5rem', accentColor: 'var(--brand)' }}
              />
            </label>
          ))}
        </fieldset>
      </section>
    </>
  );
}
