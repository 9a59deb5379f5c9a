import { useId } from 'react';
import { NavBar } from '../../components/ui/nav-bar';
import { RequiredMark } from '../../components/ui/required-mark';
import { TextField } from '../../components/ui/text-field';
import { useGoBack } from '../../components/ui/use-go-back';
import { FEEDBACK_TYPES } from '../../domain/events';
import { PATHS } from '../../domain/paths';
import { useT } from '../../i18n/i18n';
import { useAddFeedback, type AddFeedbackModel } from './add-feedback-model';
import { MAX_TEXT_LENGTH } from './feedback-format';
import { LoginRequired } from './feedback-parts';
import { ImagePicker } from './image-picker';
import './feedback.texts';

/** The request type: one of the seven, required; its error is on each radio, which a screen reader reads. */
function TypeField({ model }: { model: AddFeedbackModel }) {
  const { t } = useT();
  const errorId = useId();
  const error = model.errors.type;
  return (
    <fieldset className={`fb-fieldset${error ? ' field--error' : ''}`}>
      <legend className="field__label">
        {t('feedback.add.typeLegend')}
        <RequiredMark required />
      </legend>
      <div role="radiogroup" aria-label={t('feedback.add.typeLegend')} aria-required="true">
        {FEEDBACK_TYPES.map((code) => (
          <label key={code} className="fb-radio">
            <input
              type="radio"
              name="feedback-type"
              value={code}
              checked={model.draft.type === code}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={() => model.change('type', code)}
            />
            {t(`feedback.type.${code}`)}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The description: required, at most 500 characters, with its counter and its hint or error. The counter is read
 * with the field, not at each keystroke (that cut off the echo of what was typed); reaching the limit is said once.
 */
function DescriptionField({ model }: { model: AddFeedbackModel }) {
  const { t } = useT();
  const id = useId();
  const error = model.errors.description;
  const { description } = model.draft;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {t('feedback.add.description')}
        <RequiredMark required />
      </label>
      <textarea
        id={id}
        className="field__input fb-textarea"
        name="description"
        maxLength={MAX_TEXT_LENGTH}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-${error ? 'error' : 'hint'} ${id}-count`}
        value={description}
        onChange={(e) => model.change('description', e.target.value)}
      />
      <p id={`${id}-count`} className="fb-counter">
        {t('feedback.add.counter', { count: description.length, max: MAX_TEXT_LENGTH })}
      </p>
      <p role="status" className="visually-hidden">
        {description.length >= MAX_TEXT_LENGTH
          ? t('feedback.add.counterFull', { max: MAX_TEXT_LENGTH })
          : null}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="field__hint">
          {t('feedback.add.descriptionHint')}
        </p>
      )}
    </div>
  );
}

/** The optional fields: a contact phone, the account the request is about, a call-back time. */
function OptionalFields({ model, serviceHours }: { model: AddFeedbackModel; serviceHours: string }) {
  const { t } = useT();
  const { draft, errors, change } = model;
  return (
    <>
      <TextField
        label={t('feedback.add.contact')}
        hint={t('feedback.add.contactHint')}
        error={errors.contact}
        name="contact"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={20}
        value={draft.contact}
        onChange={(e) => change('contact', e.target.value)}
      />
      <TextField
        label={t('feedback.add.account')}
        hint={t('feedback.add.accountHint')}
        error={errors.account}
        name="account"
        inputMode="numeric"
        autoComplete="off"
        maxLength={24}
        value={draft.account}
        onChange={(e) => change('account', e.target.value)}
      />
      <TextField
        label={t('feedback.add.appointment')}
        hint={t('feedback.add.appointmentHint', { hours: serviceHours })}
        error={errors.appointment}
        name="appointment"
        type="datetime-local"
        value={draft.appointment}
        onChange={(e) => change('appointment', e.target.value)}
      />
    </>
  );
}

/** The receipts: picked images upload at once; picking or removing one clears the images' error. */
function ReceiptsField({ model }: { model: AddFeedbackModel }) {
  const { t } = useT();
  const { uploads } = model;
  return (
    <ImagePicker
      label={t('feedback.add.images')}
      limit={model.imageCountLimit}
      images={uploads.images}
      onAdd={(files) => {
        model.clearError('images');
        return uploads.add(files);
      }}
      onRemove={(key) => {
        model.clearError('images');
        uploads.remove(key);
      }}
      onRetry={uploads.retry}
      error={model.errors.images}
    />
  );
}

/** The form's error, the send button (off while sending) and the service hours. */
function SendBar({ model }: { model: AddFeedbackModel }) {
  const { t } = useT();
  const { pending } = model;
  return (
    <>
      {model.formError ? (
        <p className="error-text" role="alert">
          {model.formError}
        </p>
      ) : null}
      <button type="submit" className="btn btn--block" disabled={pending} aria-busy={pending || undefined}>
        {pending ? t('feedback.add.sending') : t('feedback.add.submit')}
      </button>
      <p className="notice">{t('feedback.common.hours', { hours: model.serviceHours })}</p>
    </>
  );
}

/**
 * /feedback/add_feedback: a new customer-service request. Type, description (required, counted),
 * optional contact phone, optional account the request is about (a CLABE or a card's last 4 digits) and
 * call-back time, receipt images uploaded as they are picked (each with a progress bar). A double tap
 * sends one request, and nothing typed is lost when something fails.
 */
export function AddFeedbackPage() {
  const { t } = useT();
  const back = useGoBack(PATHS.feedbackList);
  const model = useAddFeedback();
  return (
    <>
      <NavBar title={t('titles.addFeedback')} onBack={back} />
      <section className="screen">
        {model.loggedIn ? (
          <form className="card" onSubmit={model.submit} noValidate aria-label={t('titles.addFeedback')}>
            <TypeField model={model} />
            <DescriptionField model={model} />
            <OptionalFields model={model} serviceHours={model.serviceHours} />
            <ReceiptsField model={model} />
            <SendBar model={model} />
          </form>
        ) : (
          <LoginRequired />
        )}
      </section>
    </>
  );
}
