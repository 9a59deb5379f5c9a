import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { NavBar } from '../../components/ui/nav-bar';
import { useGoBack } from '../../components/ui/use-go-back';
import { PATHS } from '../../domain/paths';
import { useT } from '../../i18n/i18n';
import { cameFromList, useFeedbackLimits } from './feedback-parts';
import './feedback.texts';

/**
 * /feedback/feedback_result: the request was received; where to go next. The result took the form's place, so
 * back goes where the form was opened from; "Ver mis solicitudes" goes back to the list the form was opened
 * from, or takes this page's place (decision 0068: no second list to step back through).
 */
export function FeedbackResultPage() {
  const { t } = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const back = useGoBack(PATHS.feedbackList);
  const [params] = useSearchParams();
  const id = params.get('id');
  const { serviceHours } = useFeedbackLimits();
  const fromList = cameFromList(location.state);
  const toList = (e: MouseEvent) => {
    if (!fromList) return;
    e.preventDefault();
    void navigate(-1);
  };
  return (
    <>
      <NavBar title={t('titles.feedbackResult')} onBack={back} />
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
          <Link className="btn btn--block" to={PATHS.feedbackList} replace onClick={toList}>
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
