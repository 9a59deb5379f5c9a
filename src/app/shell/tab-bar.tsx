import { NavLink } from 'react-router-dom';
import { useT } from '../../i18n/i18n';
import { PATHS } from '../../domain/paths';

const TABS = [
  { to: PATHS.home, key: 'tabs.home', icon: '⌂' },
  { to: PATHS.records, key: 'tabs.records', icon: '☰' },
  { to: PATHS.me, key: 'tabs.me', icon: '☺' },
] as const;

/** Home, Records and Me (spec section 2). */
export function TabBar() {
  const { t } = useT();
  return (
    <nav className="tab-bar" aria-label={t('tabs.label')}>
      {TABS.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end className="tab-bar__item">
          <span className="tab-bar__icon" aria-hidden="true">
            {tab.icon}
          </span>
          <span>{t(tab.key)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
