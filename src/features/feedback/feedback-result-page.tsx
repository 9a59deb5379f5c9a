import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { NavBar } from '../../components/ui/nav-bar';
import { PATHS } from '../../domain/paths';
import { useT } from '../../i18n/i18n';
import { useFeedbackLimits } from './feedback-parts';
import './feedback.texts';

/** /feedback/feedback_result: the request was received; where to go next. */
export function FeedbackResultPage() {
  const { t } = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const { serviceHours } = useFeedbackLimits();
  return (
    <>
      <NavBar title={t('titles.feedbackResult')} onBack={() => void navigate(PATHS.feedbackList)} />
      <section className="screen">
        <div className="card fb-result" role="status">
          <p className="fb-result__icon" aria-hidden="true">
            ✓
          </p>
          <h2>{t('feedback.result.heading')}</h2>
          {id ? <p>{t('feedback.result.number', { id })}</p> : null}
          <p className="notice">{t('feedback.result.body', { hours: serviceHours })}</p>
        </div>
        <div className="fb-stack">
          <Link className="btn btn--block" to={PATHS.feedbackList} replace>
            {t('feedback.result.toList')}
          </Link>
          <Link className="btn btn--block btn--ghost" to={PATHS.home}>
            {t('feedback.result.home')}
          </Link>
        </div>
      </section>
    </>
  );
}
