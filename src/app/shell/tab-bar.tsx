import { NavLink } from 'react-router-dom';
import { useT } from '../../i18n/i18n';
import { SCREENS, routesWith } from '../../domain/screens';

/** The rows of the table of screens with a `tab` column, in its order. */
const TABS = routesWith('tab').map((name) => ({ to: SCREENS[name].path, ...SCREENS[name].tab }));

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
          <span>{t(tab.label)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
