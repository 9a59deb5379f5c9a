import { Link } from 'react-router-dom';
import { selectMobile } from '../../domain/session/session.selectors';
import { useT } from '../../i18n/i18n';
import { useAppState } from '../../store/use-app-state';
import { useUnreadReplies } from '../../store/use-unread-replies';
import './me.css';

const ENTRIES = [
  { to: '/user_center/faq', key: 'me.faq' },
  { to: '/user_center/about_us', key: 'me.aboutUs' },
  { to: '/user_center/customer_services', key: 'me.customerServices', replies: true },
  { to: '/user_center/settings', key: 'me.settings' },
] as const;

/** The Me tab: the account and the entries of spec section 2 (FAQ, about us, customer service, settings). */
export function MePage() {
  const { t } = useT();
  const mobile = useAppState(selectMobile);
  const unread = useUnreadReplies();
  return (
    <section className="screen" aria-labelledby="me-title">
      <div className="hero">
        <h1 id="me-title">{t('titles.me')}</h1>
        <p>{mobile ? t('me.loggedInAs', { mobile }) : t('me.notLoggedIn')}</p>
        {mobile ? null : (
          <Link className="btn btn--light" to="/user/login">
            {t('home.loginCta')}
          </Link>
        )}
      </div>
      <ul className="list">
        {ENTRIES.map((entry) => (
          <li key={entry.to} className="list__item">
            <Link className="list__link" to={entry.to}>
              <span className="me-entry">
                {t(entry.key)}
                {'replies' in entry && unread > 0 ? (
                  // Not the colour alone: screen readers read how many requests have a new reply.
                  <span
                    className="me-dot"
                    role="img"
                    aria-label={t('serviceReplies.unread', { count: unread })}
                  />
                ) : null}
              </span>
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
