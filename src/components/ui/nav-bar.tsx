import { useT } from '../../i18n/i18n';

/** The top bar of a screen: a back button (when there is somewhere to go back to) and the title as h1. */
export function NavBar({ title, onBack }: { title: string; onBack?: () => void }) {
  const { t } = useT();
  return (
    <header className="nav-bar">
      {onBack ? (
        <button type="button" className="nav-bar__back" onClick={onBack} aria-label={t('app.back')}>
          <span aria-hidden="true">‹</span>
        </button>
      ) : (
        <span className="nav-bar__spacer" />
      )}
      <h1 className="nav-bar__title">{title}</h1>
      <span className="nav-bar__spacer" />
    </header>
  );
}
