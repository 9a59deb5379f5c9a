import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { OptionPicker } from '../../components/ui/option-picker';
import { TextField } from '../../components/ui/text-field';
import { resetIfNotOption } from '../../domain/options/option';
import { CONTACT_RELATIONS } from '../../domain/options/profile-options';
import { SCREEN_PATHS, withQuery } from '../../domain/paths';
import { navigateByProgress } from '../../domain/progress';
import { selectMobile } from '../../domain/session/session.selectors';
import { checkEmergencyContacts, type ContactErrors } from '../../domain/validation/fields';
import { useT } from '../../i18n/i18n';
import type { EffectDeps } from '../../store/effect-deps';
import { useAppState, useStore } from '../../store/use-app-state';
import './application.texts';
import { submitStep } from './application.effects';
import './emergency-contact.texts';
import { StepFrame } from './step-frame';
import { useStepDraft } from './use-step-draft';

const EMPTY = { relationship1: '', name1: '', phone1: '', relationship2: '', name2: '', phone2: '' };
type Key = keyof typeof EMPTY;

/**
 * /auth/emergency_contact: two contacts (relationship, name, phone) with the rules of spec section 5:
 * relations differ, phones differ, neither is the login phone, names differ.
 */
export function EmergencyContactPage() {
  const { t, language } = useT();
  const navigate = useNavigate();
  const store = useStore<EffectDeps>();
  const loginMobile = useAppState(selectMobile) ?? '';
  const { values, set } = useStepDraft('emergencyContact', EMPTY);
  const [errors, setErrors] = useState<[ContactErrors, ContactErrors]>([{}, {}]);
  const [formError, setFormError] = useState<string | null>(null);
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const relations = CONTACT_RELATIONS.map((o) => ({ value: o.value, label: o.label[language] }));
  const message = (reason: string | undefined) =>
    reason ? t(`contacts.errors.${reason}`, { defaultValue: t('contacts.errors.format') }) : undefined;

  const change = (key: Key, value: string) => {
    set(key, value);
    const index = key.endsWith('1') ? 0 : 1;
    const field = key.replace(/\d$/, '') as keyof ContactErrors;
    if (errors[index][field]) {
      setErrors((prev) => {
        const next: [ContactErrors, ContactErrors] = [{ ...prev[0] }, { ...prev[1] }];
        delete next[index][field];
        return next;
      });
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const result = checkEmergencyContacts(
      [
        { relationship: resetIfNotOption(CONTACT_RELATIONS, values.relationship1), name: values.name1, phone: values.phone1 },
        { relationship: resetIfNotOption(CONTACT_RELATIONS, values.relationship2), name: values.name2, phone: values.phone2 },
      ],
      loginMobile,
    );
    if (!result.ok) {
      setErrors(result.errors);
      setFormError(t('application.fixErrors'));
      return;
    }
    setErrors([{}, {}]);
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      const events = await store.run(submitStep, {
        step: 'emergencyContact',
        save: (api) => api.store.saveEmergencyContacts({ contacts: result.value }),
      });
      const last = events.at(-1);
      if (last?.type === 'application/stepFailed') setFormError(last.message);
      else if (last?.type === 'application/stepCompleted') {
        navigateByProgress(last.progress, {}, (screen, query) => void navigate(withQuery(SCREEN_PATHS[screen], query)));
      }
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  return (
    <StepFrame step="emergencyContact" title={t('titles.emergencyContact')}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p className="notice">{t('contacts.intro')}</p>
        {([1, 2] as const).map((n) => {
          const e = errors[n - 1] ?? {};
          return (
            <fieldset key={n} className="card fieldset">
              <legend className="field__label" style={{ fontSize: '1.05rem' }}>
                {t('contacts.contact', { n })}
              </legend>
              <OptionPicker
                label={`${t('contacts.relationship')} (${n})`}
                value={resetIfNotOption(CONTACT_RELATIONS, values[`relationship${n}`])}
                options={relations}
                onChange={(v) => change(`relationship${n}`, v)}
                required
                error={message(e.relationship)}
                searchable={false}
              />
              <TextField
                label={`${t('contacts.name')} (${n})`}
                required
                autoComplete="off"
                maxLength={60}
                value={values[`name${n}`]}
                onChange={(ev) => change(`name${n}`, ev.target.value)}
                error={message(e.name)}
              />
              <TextField
                label={`${t('contacts.phone')} (${n})`}
                hint={t('contacts.phoneHint')}
                required
                type="tel"
                inputMode="tel"
                maxLength={20}
                value={values[`phone${n}`]}
                onChange={(ev) => change(`phone${n}`, ev.target.value)}
                error={message(e.phone)}
              />
            </fieldset>
          );
        })}
        {formError ? (
          <p className="error-text" role="alert">
            {formError}
          </p>
        ) : null}
        <button type="submit" className="btn btn--block" disabled={pending}>
          {t('application.next')}
        </button>
      </form>
    </StepFrame>
  );
}
