import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NavBar } from '../../components/ui/nav-bar';
import { TextField } from '../../components/ui/text-field';
import { FEEDBACK_TYPES, type FeedbackTypeCode } from '../../domain/events';
import { PATHS, withQuery } from '../../domain/paths';
import { selectIsLoggedIn } from '../../domain/session/session.selectors';
import { checkFeedbackAccount } from '../../domain/validation/payment-fields';
import { checkMxPhone } from '../../domain/validation/mx-phone';
import { runtimeKey, useT } from '../../i18n/i18n';
import { useAppState } from '../../store/use-app-state';
import { failureOf, useIntent } from '../../store/use-intent';
import { createFeedbackRequest } from './feedback.effects';
import { MAX_TEXT_LENGTH, parseMxDateTime, parseServiceHours } from './feedback-format';
import { LoginRequired, useFeedbackLimits } from './feedback-parts';
import { ImagePicker } from './image-picker';
import './feedback.texts';
import { useImageUploads } from './use-image-uploads';
import { RequiredMark } from '../../components/ui/required-mark';

type Field = 'type' | 'description' | 'contact' | 'account' | 'appointment' | 'images';
type Errors = Partial<Record<Field, string>>;

function initialType(raw: string | null): FeedbackTypeCode | null {
  const n = Number(raw);
  return (FEEDBACK_TYPES as readonly number[]).includes(n) ? (n as FeedbackTypeCode) : null;
}

/**
 * /feedback/add_feedback: a new customer-service request. Type, description (required, counted),
 * optional contact phone, optional account the request is about (a CLABE or a card's last 4 digits) and
 * call-back time, receipt images uploaded as they are picked (each with a progress bar). A double tap
 * sends one request, and nothing typed is lost when something fails.
 */
export function AddFeedbackPage() {
  const { t } = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const loggedIn = useAppState(selectIsLoggedIn);
  const { imageCountLimit, serviceHours } = useFeedbackLimits();
  const uploads = useImageUploads('credential', imageCountLimit);
  const [type, setType] = useState<FeedbackTypeCode | null>(() => initialType(params.get('type')));
  const [description, setDescription] = useState('');
  const [contact, setContact] = useState('');
  const [account, setAccount] = useState('');
  const [appointment, setAppointment] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // The images settle first (the button is off meanwhile); the request is the store's intent.
  const [settling, setSettling] = useState(false);
  const create = useIntent(createFeedbackRequest, {
    failsOn: ['feedback/createFailed'],
    // Sent: the intent stays closed until the result page replaces this one (a second tap in between would
    // send the request again).
    final: (outcome) => outcome.status === 'done',
    onDone: (outcome, state) => {
      const created = state.feedback.createdIds.at(-1);
      if (outcome.status === 'done' && created !== undefined) {
        void navigate(withQuery(PATHS.feedbackResult, { id: created }), { replace: true });
        return;
      }
      setFormError(failureOf(outcome)?.message || t('errors.unknown'));
    },
  });
  const pending = settling || create.pending || create.outcome?.status === 'done';
  const typeErrorId = useId();
  const descriptionId = useId();

  function validate(): {
    errors: Errors;
    contact: string | null;
    account: string | null;
    appointmentAt: number | null;
  } {
    const found: Errors = {};
    if (type === null) found.type = t('feedback.add.typeRequired');
    if (description.trim() === '') found.description = t('feedback.add.descriptionRequired');
    let phone: string | null = null;
    if (contact.trim() !== '') {
      const checked = checkMxPhone(contact);
      if (checked.ok) phone = checked.value;
      else
        found.contact = t(
          checked.reason === 'service' ? 'feedback.add.contactService' : 'feedback.add.contactFormat',
        );
    }
    const checkedAccount = checkFeedbackAccount(account);
    if (!checkedAccount.ok)
      found.account = t(runtimeKey(`feedback.add.accountErrors.${checkedAccount.reason}`));
    const accountValue = checkedAccount.ok && checkedAccount.value !== '' ? checkedAccount.value : null;
    let appointmentAt: number | null = null;
    if (appointment !== '') {
      const parsed = parseMxDateTime(appointment);
      const hours = parseServiceHours(serviceHours);
      if (!parsed || parsed.at <= Date.now()) found.appointment = t('feedback.add.appointmentPast');
      else if (parsed.minuteOfDay < hours.open || parsed.minuteOfDay >= hours.close)
        found.appointment = t('feedback.add.appointmentHours', { hours: serviceHours });
      else appointmentAt = parsed.at;
    }
    return { errors: found, contact: phone, account: accountValue, appointmentAt };
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // A double tap sends one request (the store refuses a second run while one is going).
    if (pending) return;
    setSettling(true);
    void (async () => {
      try {
        setFormError(null);
        const checked = validate();
        setErrors(checked.errors);
        if (Object.keys(checked.errors).length > 0 || type === null) {
          setFormError(t('feedback.add.fixErrors'));
          return;
        }
        const images = await uploads.settle();
        if (images.some((img) => img.status !== 'done' || img.fileId === null)) {
          setErrors((prev) => ({ ...prev, images: t('feedback.add.fixUploads') }));
          setFormError(t('feedback.add.fixUploads'));
          return;
        }
        void create.run({
          type,
          description: description.trim(),
          imageIds: images.map((img) => img.fileId ?? ''),
          ...(checked.contact !== null ? { contact: checked.contact } : {}),
          ...(checked.account !== null ? { account: checked.account } : {}),
          ...(checked.appointmentAt !== null ? { appointmentTime: checked.appointmentAt } : {}),
        });
      } finally {
        setSettling(false);
      }
    })();
  };

  const back = () => void navigate(PATHS.feedbackList);
  if (!loggedIn) {
    return (
      <>
        <NavBar title={t('titles.addFeedback')} onBack={back} />
        <section className="screen">
          <LoginRequired />
        </section>
      </>
    );
  }

  return (
    <>
      <NavBar title={t('titles.addFeedback')} onBack={back} />
      <section className="screen">
        <form className="card" onSubmit={submit} noValidate aria-label={t('titles.addFeedback')}>
          <fieldset
            className={`fb-fieldset${errors.type ? ' field--error' : ''}`}
            aria-describedby={errors.type ? typeErrorId : undefined}
          >
            <legend className="field__label">
              {t('feedback.add.typeLegend')}
              <RequiredMark required />
            </legend>
            <div
              role="radiogroup"
              aria-label={t('feedback.add.typeLegend')}
              aria-required="true"
              aria-invalid={errors.type ? true : undefined}
            >
              {FEEDBACK_TYPES.map((code) => (
                <label key={code} className="fb-radio">
                  <input
                    type="radio"
                    name="feedback-type"
                    value={code}
                    checked={type === code}
                    onChange={() => {
                      setType(code);
                      setErrors((prev) => ({ ...prev, type: undefined }));
                    }}
                  />
                  {t(`feedback.type.${code}`)}
                </label>
              ))}
            </div>
            {errors.type ? (
              <p id={typeErrorId} className="field__error" role="alert">
                {errors.type}
              </p>
            ) : null}
          </fieldset>

          <div className={`field${errors.description ? ' field--error' : ''}`}>
            <label className="field__label" htmlFor={descriptionId}>
              {t('feedback.add.description')}
              <RequiredMark required />
            </label>
            <textarea
              id={descriptionId}
              className="field__input fb-textarea"
              name="description"
              maxLength={MAX_TEXT_LENGTH}
              aria-required="true"
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={`${descriptionId}-${errors.description ? 'error' : 'hint'} ${descriptionId}-count`}
              value={description}
              onChange={(e) => {
                setDescription(e.target.value);
                if (errors.description) setErrors((prev) => ({ ...prev, description: undefined }));
              }}
            />
            <p id={`${descriptionId}-count`} className="fb-counter" aria-live="polite">
              {t('feedback.add.counter', { count: description.length, max: MAX_TEXT_LENGTH })}
            </p>
            {errors.description ? (
              <p id={`${descriptionId}-error`} className="field__error" role="alert">
                {errors.description}
              </p>
            ) : (
              <p id={`${descriptionId}-hint`} className="field__hint">
                {t('feedback.add.descriptionHint')}
              </p>
            )}
          </div>

          <TextField
            label={t('feedback.add.contact')}
            hint={t('feedback.add.contactHint')}
            error={errors.contact}
            name="contact"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={20}
            value={contact}
            onChange={(e) => {
              setContact(e.target.value);
              if (errors.contact) setErrors((prev) => ({ ...prev, contact: undefined }));
            }}
          />

          <TextField
            label={t('feedback.add.account')}
            hint={t('feedback.add.accountHint')}
            error={errors.account}
            name="account"
            inputMode="numeric"
            autoComplete="off"
            maxLength={24}
            value={account}
            onChange={(e) => {
              setAccount(e.target.value);
              if (errors.account) setErrors((prev) => ({ ...prev, account: undefined }));
            }}
          />

          <TextField
            label={t('feedback.add.appointment')}
            hint={t('feedback.add.appointmentHint', { hours: serviceHours })}
            error={errors.appointment}
            name="appointment"
            type="datetime-local"
            value={appointment}
            onChange={(e) => {
              setAppointment(e.target.value);
              if (errors.appointment) setErrors((prev) => ({ ...prev, appointment: undefined }));
            }}
          />

          <ImagePicker
            label={t('feedback.add.images')}
            limit={imageCountLimit}
            images={uploads.images}
            onAdd={(files) => {
              setErrors((prev) => ({ ...prev, images: undefined }));
              return uploads.add(files);
            }}
            onRemove={(key) => {
              setErrors((prev) => ({ ...prev, images: undefined }));
              uploads.remove(key);
            }}
            onRetry={uploads.retry}
            error={errors.images}
          />

          {formError ? (
            <p className="error-text" role="alert">
              {formError}
            </p>
          ) : null}
          <button
            type="submit"
            className="btn btn--block"
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {pending ? t('feedback.add.sending') : t('feedback.add.submit')}
          </button>
          <p className="notice">{t('feedback.common.hours', { hours: serviceHours })}</p>
        </form>
      </section>
    </>
  );
}
