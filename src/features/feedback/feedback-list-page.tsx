import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { NavBar } from '../../components/ui/nav-bar';
import { useGoBack } from '../../components/ui/use-go-back';
import { showRefreshHint } from '../../components/ui/refresh-hint';
import type { FeedbackItem } from '../../domain/events';
import { selectFeedbackList, selectFeedbackUnreadCount } from '../../domain/feedback/feedback.selectors';
import { PATHS, withQuery } from '../../domain/paths';
import { selectIsLoggedIn } from '../../domain/session/session.selectors';
import { useT } from '../../i18n/i18n';
import type { EffectDeps } from '../../store/effect-deps';
import { useAppState, useStore } from '../../store/use-app-state';
import { failureOf, useIntent } from '../../store/use-intent';
import { useManualRefresh } from '../../store/use-manual-refresh';
import { EvaluatePopup, useEvaluatePopup } from './evaluate-popup';
import { loadFeedbackList } from './feedback.effects';
import { formatDateTime } from './feedback-format';
import { FROM_LIST, FeedbackTabs, LoginRequired, useFeedbackLimits } from './feedback-parts';
import './feedback.texts';

/**
 * The model of the list: the requests, the red dot and the load time read from the state; the list loads
 * on arrival (what was loaded before shows at once, the fresh list replaces it quietly), on "Reintentar"
 * and on "Actualizar" (counted in the stored lastRefreshTime; from the fifth of the day, a calm word,
 * decision 0039). A first load that went through may open the rating popup.
 */
function useFeedbackListModel() {
  const store = useStore<EffectDeps>();
  const loggedIn = useAppState(selectIsLoggedIn);
  const items = useAppState(selectFeedbackList);
  const unread = useAppState(selectFeedbackUnreadCount);
  const loadedAt = useAppState((s) => s.feedback.listLoadedAt);
  const { serviceHours } = useFeedbackLimits();
  const [error, setError] = useState<string | null>(null);
  // The list and the red dot; only the list's failure is shown.
  const { run: loadList } = useIntent(loadFeedbackList, { failsOn: ['feedback/listFailed'] });
  /** Loads the list and the red dot; resolves with the failure message, if any (undefined: one is going). */
  const refresh = useCallback(
    async (silent: boolean): Promise<string | null | undefined> => {
      const outcome = await loadList({ silent });
      return outcome === null ? undefined : (failureOf(outcome)?.message ?? null);
    },
    [loadList],
  );
  const evaluate = useEvaluatePopup();
  const { check: checkEvaluate } = evaluate;
  useEffect(() => {
    if (!loggedIn) return;
    void refresh(store.getState().feedback.list !== null).then((failure) => {
      if (failure === undefined) return;
      setError(failure);
      if (failure === null) checkEvaluate();
    });
  }, [loggedIn, refresh, store, checkEvaluate]);
  const manualRefresh = useManualRefresh('feedback');
  const tapRefresh = () =>
    void manualRefresh
      .tap(async () => {
        const failure = await refresh(false);
        if (failure !== undefined) setError(failure);
        return failure === null;
      })
      .then(showRefreshHint);
  const retry = () => void refresh(false).then((failure) => failure !== undefined && setError(failure));
  return { loggedIn, items, unread, loadedAt, serviceHours, error, tapRefresh, retry, evaluate };
}

type FeedbackListModel = ReturnType<typeof useFeedbackListModel>;

/** One request: type (with the red dot of an unread reply), status in words, date and last message. */
function FeedbackRow({ item }: { item: FeedbackItem }) {
  const { t, language } = useT();
  const last = item.lastMessage;
  return (
    <li className="list__item">
      <Link className="fb-item" to={withQuery(PATHS.feedbackDetail, { id: item.feedbackId })}>
        <span className="fb-item__row">
          <span className="fb-item__type">
            {t(`feedback.type.${item.type}`)}
            {item.unread ? (
              <span className="fb-dot" role="img" aria-label={t('feedback.list.newReply')} />
            ) : null}
          </span>
          <span className={`fb-chip fb-chip--${item.status}`}>{t(`feedback.status.${item.status}`)}</span>
        </span>
        <span className="fb-item__meta">
          {t('feedback.list.createdOn', { date: formatDateTime(item.createdAt, language) })}
        </span>
        <span className="fb-preview" style={{ display: 'block' }}>
          {last ? (
            <>
              {t(last.from === 'agent' ? 'feedback.common.agent' : 'feedback.common.you')}: {last.content}
            </>
          ) : (
            t('feedback.list.noReply')
          )}
        </span>
      </Link>
    </li>
  );
}

/** No request yet: a word and the way to write one. */
function EmptyList() {
  const { t } = useT();
  return (
    <div className="card">
      <p>
        <strong>{t('feedback.list.empty')}</strong>
      </p>
      <p className="notice">{t('feedback.list.emptyHint')}</p>
      <Link className="btn btn--block" to={PATHS.addFeedback} state={FROM_LIST}>
        {t('feedback.list.add')}
      </Link>
    </div>
  );
}

/** The toolbar, the load's error with a retry, the requests (or none yet) and when they were loaded. */
function FeedbackRequests({ model }: { model: FeedbackListModel }) {
  const { t, language } = useT();
  const { items, loadedAt } = model;
  return (
    <>
      <div className="fb-toolbar">
        <Link className="btn" to={PATHS.addFeedback} state={FROM_LIST}>
          {t('feedback.list.add')}
        </Link>
        <button type="button" className="btn btn--ghost" onClick={model.tapRefresh}>
          {t('feedback.common.refresh')}
        </button>
      </div>
      {model.error ? (
        <div className="card" role="alert">
          <p className="error-text">{model.error}</p>
          <button type="button" className="btn btn--ghost" onClick={model.retry}>
            {t('feedback.common.retry')}
          </button>
        </div>
      ) : null}
      {items && items.length === 0 ? <EmptyList /> : null}
      {items && items.length > 0 ? (
        <ul className="list" aria-label={t('titles.feedbackList')}>
          {items.map((item) => (
            <FeedbackRow key={item.feedbackId} item={item} />
          ))}
        </ul>
      ) : null}
      {loadedAt !== null ? (
        <p className="notice">{t('feedback.list.updatedAt', { time: formatDateTime(loadedAt, language) })}</p>
      ) : null}
    </>
  );
}

/**
 * /feedback/feedback_list: the borrower's requests with type, status in words, date and last message; a
 * red dot marks each request with an unread agent reply, and the tab shows the count. Once loaded, at most
 * once a day, it asks the borrower to rate an answered request not rated yet (./evaluate-popup.tsx).
 */
export function FeedbackListPage() {
  const { t } = useT();
  // Back where the borrower came from (Customer service, most often), never a new entry (decision 0068).
  const back = useGoBack(PATHS.customerServices);
  const model = useFeedbackListModel();
  const { loggedIn, evaluate } = model;
  return (
    <>
      <NavBar title={t('titles.feedbackList')} onBack={back} />
      <section className="screen">
        <FeedbackTabs current="requests" unread={loggedIn ? model.unread : 0} />
        {!loggedIn ? <LoginRequired /> : <FeedbackRequests model={model} />}
        <p className="notice">{t('feedback.common.hours', { hours: model.serviceHours })}</p>
      </section>
      {loggedIn && evaluate.feedback ? (
        <EvaluatePopup feedback={evaluate.feedback} onClose={evaluate.close} />
      ) : null}
    </>
  );
}
