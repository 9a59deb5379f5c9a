import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { NavBar } from '../../components/ui/nav-bar';
import { showToast } from '../../components/ui/toast';
import { useGoBack } from '../../components/ui/use-go-back';
import type { FeedbackMessage, FeedbackThread } from '../../domain/events';
import { PATHS } from '../../domain/paths';
import { useT } from '../../i18n/i18n';
import { failureOf, useIntent } from '../../store/use-intent';
import { rateFeedback } from './feedback.effects';
import { useFeedbackDetail, useMessageForm, type FeedbackDetailModel } from './feedback-detail-model';
import { MAX_TEXT_LENGTH, formatDateTime, isSafeImageUrl, showFeedbackAccount } from './feedback-format';
import { LoginRequired, StarPicker } from './feedback-parts';
import { ImagePicker } from './image-picker';
import './feedback.texts';

/** Images from the backend: only safe URLs load; each is a link to the full picture. */
function SafeImages({
  urls,
  label,
  className,
}: {
  urls: readonly string[];
  label: (index: number) => string;
  className: string;
}) {
  const safe = urls.filter(isSafeImageUrl);
  if (safe.length === 0) return null;
  return (
    <div className={className}>
      {safe.map((url, i) => (
        <img key={i} src={url} alt={label(i + 1)} loading="lazy" referrerPolicy="no-referrer" />
      ))}
    </div>
  );
}

/** One message; backend text (content, the agent's name) is rendered as text, never as markup. */
function MessageBubble({ message }: { message: FeedbackMessage }) {
  const { t, language } = useT();
  const who =
    message.from === 'agent'
      ? message.senderName
        ? `${t('feedback.common.agent')} · ${message.senderName}`
        : t('feedback.common.agent')
      : t('feedback.common.you');
  return (
    <li className={`fb-message fb-message--${message.from}`}>
      <span className="fb-message__meta">
        {who} · {formatDateTime(message.createdAt, language)}
      </span>
      <p className="fb-text">{message.content}</p>
      <SafeImages
        urls={message.images}
        className="fb-message__images"
        label={(index) => t('feedback.detail.messageImage', { index })}
      />
    </li>
  );
}

/** The 1-5 star rating of a processed request. */
function RatingForm({ feedbackId }: { feedbackId: string }) {
  const { t } = useT();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const commentId = useId();
  const rate = useIntent(rateFeedback, {
    key: feedbackId,
    onDone: (outcome) => {
      const failure = failureOf(outcome);
      if (failure) setError(failure.message);
      else showToast(t('feedback.detail.rateThanks'), 'success');
    },
  });
  const pending = rate.pending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    if (rating < 1) {
      setError(t('feedback.detail.rateRequired'));
      return;
    }
    void rate.run({ feedbackId, rating, comment });
  };

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby={`${commentId}-title`}>
      <h2 id={`${commentId}-title`} className="fb-heading">
        {t('feedback.detail.rateTitle')}
      </h2>
      <StarPicker
        name="feedback-rating"
        rating={rating}
        legend={t('feedback.detail.rateTitle')}
        starLabel={(n) => t('feedback.detail.stars', { count: n })}
        onPick={(n) => {
          setRating(n);
          setError(null);
        }}
      />
      {rating > 0 ? <p className="notice">{t('feedback.detail.stars', { count: rating })}</p> : null}
      <div className="field">
        <label className="field__label" htmlFor={commentId}>
          {t('feedback.detail.rateComment')}
        </label>
        <textarea
          id={commentId}
          className="field__input fb-textarea"
          maxLength={MAX_TEXT_LENGTH}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </div>
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn--block" disabled={pending}>
        {t('feedback.detail.rateSubmit')}
      </button>
    </form>
  );
}

/** The message box with its count of characters and its error, on the field. */
function MessageField({
  content,
  error,
  onChange,
}: {
  content: string;
  error: string | null;
  onChange: (text: string) => void;
}) {
  const { t } = useT();
  const id = useId();
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {t('feedback.detail.messageLabel')}
      </label>
      <textarea
        id={id}
        className="field__input fb-textarea"
        maxLength={MAX_TEXT_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${id}-count` : `${id}-count`}
        value={content}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-count`} className="fb-counter">
        {t('feedback.add.counter', { count: content.length, max: MAX_TEXT_LENGTH })}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Writing in the thread, with optional images (uploaded to /feedback/uploadFile). */
function MessageForm({ feedbackId, imageLimit }: { feedbackId: string; imageLimit: number }) {
  const { t } = useT();
  const form = useMessageForm(feedbackId, imageLimit);
  const { uploads } = form;
  return (
    <form className="card" onSubmit={form.submit} noValidate>
      <MessageField content={form.content} error={form.errors.content ?? null} onChange={form.type} />
      <ImagePicker
        label={t('feedback.detail.attachImages')}
        limit={imageLimit}
        images={uploads.images}
        onAdd={(files) => {
          form.clearImagesError();
          return uploads.add(files);
        }}
        onRemove={(key) => {
          form.clearImagesError();
          uploads.remove(key);
        }}
        onRetry={(key) => {
          form.clearImagesError();
          uploads.retry(key);
        }}
        error={form.errors.images}
      />
      {form.errors.form ? (
        <p className="error-text" role="alert">
          {form.errors.form}
        </p>
      ) : null}
      <button type="submit" className="btn btn--block" disabled={form.pending}>
        {t('feedback.detail.send')}
      </button>
    </form>
  );
}

/** The request's facts: type, status, dates, number, contact, account and call-back time, and its receipts. */
function ThreadFacts({ thread }: { thread: FeedbackThread }) {
  const { t, language } = useT();
  const accountText = (account: string) => {
    const shown = showFeedbackAccount(account);
    if (shown.kind === 'clabe') return t('feedback.detail.accountClabe', { clabe: shown.text });
    if (shown.kind === 'card') return t('feedback.detail.accountCard', { last4: shown.text });
    return shown.text;
  };
  return (
    <div className="card">
      <dl className="fb-facts">
        <dt>{t('feedback.detail.type')}</dt>
        <dd>{t(`feedback.type.${thread.type}`)}</dd>
        <dt>{t('feedback.detail.status')}</dt>
        <dd>
          <span className={`fb-chip fb-chip--${thread.status}`}>{t(`feedback.status.${thread.status}`)}</span>
        </dd>
        <dt>{t('feedback.detail.created')}</dt>
        <dd>{formatDateTime(thread.createdAt, language)}</dd>
        <dt>{t('feedback.detail.number')}</dt>
        <dd>{thread.feedbackId}</dd>
        {thread.contact ? (
          <>
            <dt>{t('feedback.detail.contact')}</dt>
            <dd>{thread.contact}</dd>
          </>
        ) : null}
        {thread.account ? (
          <>
            <dt>{t('feedback.detail.account')}</dt>
            <dd>{accountText(thread.account)}</dd>
          </>
        ) : null}
        {thread.appointmentTime !== null ? (
          <>
            <dt>{t('feedback.detail.appointment')}</dt>
            <dd>{formatDateTime(thread.appointmentTime, language)}</dd>
          </>
        ) : null}
      </dl>
      <h2 className="fb-heading">{t('feedback.detail.description')}</h2>
      <p className="fb-text">{thread.description}</p>
      <SafeImages
        urls={thread.images}
        className="fb-message__images"
        label={(index) => t('feedback.detail.image', { index })}
      />
    </div>
  );
}

/** The conversation with customer service, with its "Actualizar" button. */
function Conversation({ model, thread }: { model: FeedbackDetailModel; thread: FeedbackThread }) {
  const { t } = useT();
  const { messages } = model;
  return (
    <section className="card" aria-labelledby="fb-conversation">
      <div className="fb-toolbar">
        <h2 id="fb-conversation" className="fb-heading" style={{ margin: 0 }}>
          {t('feedback.detail.conversation')}
        </h2>
        <button type="button" className="btn btn--ghost" onClick={model.refresh}>
          {t('feedback.common.refresh')}
        </button>
      </div>
      {messages.length === 0 ? (
        <p className="notice">{t('feedback.detail.noMessages', { hours: model.serviceHours })}</p>
      ) : (
        <ul className="fb-thread">
          {messages.map((m) => (
            <MessageBubble key={m.messageId} message={m} />
          ))}
        </ul>
      )}
      {thread.status === 3 ? <p className="notice">{t('feedback.detail.waitingForYou')}</p> : null}
    </section>
  );
}

/** The rating given, the rating form once the request is processed, or a word that it comes later. */
function RatingSection({ model }: { model: FeedbackDetailModel }) {
  const { t } = useT();
  if (model.rating !== null)
    return <p className="card">{t('feedback.detail.rated', { rating: model.rating })}</p>;
  if (model.canRate) return <RatingForm feedbackId={model.feedbackId} />;
  return <p className="notice">{t('feedback.detail.rateLater')}</p>;
}

/** A link without a request id: nothing to show but the way back to the list. */
function MissingId() {
  const { t } = useT();
  return (
    <div className="card">
      <p>{t('feedback.detail.missingId')}</p>
      <Link className="btn btn--block" to={PATHS.feedbackList} replace>
        {t('feedback.detail.backToList')}
      </Link>
    </div>
  );
}

/** The thread: the load's error with a retry, then the facts, the conversation, the rating and the box. */
function ThreadBody({ model }: { model: FeedbackDetailModel }) {
  const { t } = useT();
  const { thread } = model;
  return (
    <>
      {model.error ? (
        <div className="card" role="alert">
          <p className="error-text">{model.error}</p>
          <button type="button" className="btn btn--ghost" onClick={model.retry}>
            {t('feedback.common.retry')}
          </button>
        </div>
      ) : null}
      {thread ? (
        <>
          <ThreadFacts thread={thread} />
          <Conversation model={model} thread={thread} />
          <RatingSection model={model} />
          <MessageForm feedbackId={model.feedbackId} imageLimit={model.imageCountLimit} />
        </>
      ) : null}
    </>
  );
}

/**
 * /feedback/feedbackDetail?id=...: the request, its conversation with customer service (opening it
 * reads it, so the red dot goes), a message box, and the star rating once the request is processed.
 */
export function FeedbackDetailPage() {
  const { t } = useT();
  const back = useGoBack(PATHS.feedbackList);
  const model = useFeedbackDetail();
  let body;
  if (!model.loggedIn) body = <LoginRequired />;
  else if (model.feedbackId === '') body = <MissingId />;
  else body = <ThreadBody model={model} />;
  return (
    <>
      <NavBar title={t('titles.feedbackDetail')} onBack={back} />
      <section className="screen">
        {body}
        <p className="notice">{t('feedback.common.hours', { hours: model.serviceHours })}</p>
      </section>
    </>
  );
}
