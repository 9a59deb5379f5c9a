import { useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { NavBar } from '../../components/ui/nav-bar';
import { useGoBack } from '../../components/ui/use-go-back';
import { selectFeedbackUnreadCount } from '../../domain/feedback/feedback.selectors';
import { PATHS } from '../../domain/paths';
import { selectIsLoggedIn } from '../../domain/session/session.selectors';
import { useT } from '../../i18n/i18n';
import { useAppState } from '../../store/use-app-state';
import { failureOf, useIntent } from '../../store/use-intent';
import { loadFeedbackFaq } from './feedback.effects';
import { FeedbackTabs } from './feedback-parts';
import './feedback.texts';

/** One question that opens to show its answer. */
function FaqEntry({ question, answer }: { question: string; answer: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className="list__item">
      <h2 style={{ margin: 0, fontSize: '1rem' }}>
        <button
          type="button"
          className="fb-faq__q"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((v) => !v)}
        >
          <span>{question}</span>
          <span aria-hidden="true">{open ? '−' : '+'}</span>
        </button>
      </h2>
      <div id={id} role="region" aria-label={question} hidden={!open}>
        <p className="fb-faq__a">{answer}</p>
      </div>
    </li>
  );
}

/** /feedback/feedback_faq: the customer-service questions (`/feedback/list/question_answer`) as expandable items. */
export function FeedbackFaqPage() {
  const { t, language } = useT();
  const back = useGoBack(PATHS.customerServices);
  const items = useAppState((s) => s.feedback.faq);
  const loggedIn = useAppState(selectIsLoggedIn);
  const unread = useAppState(selectFeedbackUnreadCount);
  const [error, setError] = useState<string | null>(null);

  // The answers come in the borrower's language: a switch while one load is going loads again.
  const { run: loadFaq } = useIntent(loadFeedbackFaq, { supersede: true });
  /** Loads the questions; the failure message, if any, shows. */
  const load = useCallback(
    () => void loadFaq({}).then((outcome) => outcome && setError(failureOf(outcome)?.message ?? null)),
    [loadFaq],
  );

  // The answers come in the borrower's language: load again when it changes.
  useEffect(() => {
    load();
  }, [load, language]);

  return (
    <>
      <NavBar title={t('titles.feedbackFaq')} onBack={back} />
      <section className="screen">
        <FeedbackTabs current="faq" unread={loggedIn ? unread : 0} />
        <p className="notice">{t('feedback.faq.intro')}</p>
        {error ? (
          <div className="card" role="alert">
            <p className="error-text">{error}</p>
            <button type="button" className="btn btn--ghost" onClick={load}>
              {t('feedback.common.retry')}
            </button>
          </div>
        ) : null}
        {items && items.length === 0 ? <p className="card">{t('feedback.faq.empty')}</p> : null}
        {items && items.length > 0 ? (
          <ul className="list">
            {items.map((item) => (
              <FaqEntry key={item.questionId} question={item.question} answer={item.answer} />
            ))}
          </ul>
        ) : null}
        <p style={{ marginTop: '1rem' }}>
          <Link className="btn btn--block" to={PATHS.addFeedback}>
            {t('feedback.faq.ask')}
          </Link>
        </p>
      </section>
    </>
  );
}
