import { Link } from 'react-router-dom';
import { NavBar } from '../../components/ui/nav-bar';
import { showToast } from '../../components/ui/toast';
import { useGoBack } from '../../components/ui/use-go-back';
import { PATHS } from '../../domain/paths';
import { withTerms } from '../../domain/product-terms';
import { mailtoHref } from '../../domain/validation/email';
import { useT } from '../../i18n/i18n';
import { copyToClipboard as copyText } from '../../components/ui/copy-to-clipboard';
import { texts } from './user-center.texts';
import { useServiceContact } from '../../store/use-service-contact';
import { useUnreadReplies } from '../../store/use-unread-replies';
import './user-center.css';

/** /user_center/customer_services: the e-mail (copyable), the opening hours and the way to feedback. */
export function CustomerServicesPage() {
  const { t, language } = useT();
  const back = useGoBack(PATHS.me);
  const contact = useServiceContact();
  const unread = useUnreadReplies();
  const customer = texts[language].customer;
  const fill = (text: string) => withTerms(text, language, contact);
  // The address comes from the backend's configuration: a link only for exactly one well-formed address.
  const mailto = mailtoHref(contact.email);

  const copyEmail = async () => {
    const copied = await copyText(contact.email);
    showToast(copied ? customer.copied : customer.copyFailed, copied ? 'success' : 'error');
  };

  return (
    <>
      <NavBar title={t('titles.customerServices')} onBack={back} />
      <section className="screen">
        <p>{customer.intro}</p>
        <div className="card uc-stack">
          <div>
            <h2 className="field__label">{customer.emailLabel}</h2>
            <div className="uc-row">
              {mailto ? (
                <a className="uc-value" href={mailto}>
                  {contact.email}
                </a>
              ) : (
                <span className="uc-value">{contact.email}</span>
              )}
              <button type="button" className="btn btn--ghost" onClick={() => void copyEmail()}>
                {customer.copy}
              </button>
            </div>
          </div>
          <div>
            <h2 className="field__label">{customer.hoursLabel}</h2>
            <p className="uc-value" style={{ margin: 0 }}>
              {fill(customer.hours)}
            </p>
            <p className="notice">{customer.hoursNote}</p>
          </div>
        </div>
        <div className="card">
          <h2 className="uc-section-title">{customer.feedbackTitle}</h2>
          <p>{customer.feedbackText}</p>
          <Link className="btn btn--block uc-replies" to={PATHS.feedbackList}>
            {customer.feedbackLink}
            {unread > 0 ? (
              // Not the colour alone: screen readers read how many requests have a new reply.
              <span
                className="uc-dot"
                role="img"
                aria-label={t('serviceReplies.unread', { count: unread })}
              />
            ) : null}
          </Link>
        </div>
        <p className="notice">{fill(customer.condusef)}</p>
      </section>
    </>
  );
}
