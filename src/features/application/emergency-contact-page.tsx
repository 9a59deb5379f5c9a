import { useState, type FormEvent } from 'react';
import { OptionPicker } from '../../components/ui/option-picker';
import { TextField } from '../../components/ui/text-field';
import { resetIfNotOption } from '../../domain/options/option';
import { CONTACT_RELATIONS } from '../../domain/options/profile-options';
import { selectMobile } from '../../domain/session/session.selectors';
import { checkEmergencyContacts, type ContactErrors } from '../../domain/validation/fields';
import { runtimeKey, useT } from '../../i18n/i18n';
import { useAppState } from '../../store/use-app-state';
import './application.texts';
import './emergency-contact.texts';
import { StepFrame, StepSubmit } from './step-frame';
import { useStepDraft } from './use-step-draft';
import { useStepSave } from './use-step-save';

const EMPTY = { relationship1: '', name1: '', phone1: '', relationship2: '', name2: '', phone2: '' };
type Key = keyof typeof EMPTY;

/** The two contacts as typed (relations reset when not in the list), for the section 5 check. */
function contactsOf(values: Record<Key, string>) {
  return ([1, 2] as const).map((n) => ({
    relationship: resetIfNotOption(CONTACT_RELATIONS, values[`relationship${n}`]),
    name: values[`name${n}`],
    phone: values[`phone${n}`],
  })) as [ContactDraft, ContactDraft];
}
type ContactDraft = { relationship: string; name: string; phone: string };

/** The reasons of the rules between the two contacts (on the second), which editing either contact may end. */
const CROSS_REASONS: ReadonlySet<string> = new Set(['sameRelation', 'samePhone', 'sameName']);

/** The step's model: the draft, each contact's errors, the change that clears a field's error, the save. */
function useEmergencyContacts() {
  const { t } = useT();
  const loginMobile = useAppState(selectMobile) ?? '';
  const { values, set } = useStepDraft('emergencyContact', EMPTY);
  const [errors, setErrors] = useState<[ContactErrors, ContactErrors]>([{}, {}]);
  // Whether the last attempt found fields to fix (its message stays until the next attempt).
  const [invalid, setInvalid] = useState(false);
  const { save, pending, failure } = useStepSave('emergencyContact');
  const formError = invalid ? t('application.fixErrors') : (failure?.message ?? null);

  const change = (key: Key, value: string) => {
    set(key, value);
    const index = key.endsWith('1') ? 0 : 1;
    const field = key.replace(/\d$/, '') as keyof ContactErrors;
    const other = index === 0 ? 1 : 0;
    const crossOnOther = CROSS_REASONS.has(errors[other][field] ?? '');
    if (!errors[index][field] && !crossOnOther) return;
    // A rule between the two contacts on this field is checked again with the new value: gone once it holds.
    const again = crossOnOther
      ? checkEmergencyContacts(contactsOf({ ...values, [key]: value }), loginMobile)
      : null;
    setErrors((prev) => {
      const next: [ContactErrors, ContactErrors] = [{ ...prev[0] }, { ...prev[1] }];
      delete next[index][field];
      const still = again && !again.ok ? again.errors[other][field] : undefined;
      if (again && still !== prev[other][field]) delete next[other][field];
      return next;
    });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = checkEmergencyContacts(contactsOf(values), loginMobile);
    setInvalid(!result.ok);
    if (!result.ok) return setErrors(result.errors);
    setErrors([{}, {}]);
    save({ contacts: result.value });
  };
  return { values, errors, change, submit, pending, formError };
}

/** One contact's fieldset: relationship, name, phone, each with its message. */
function ContactFieldset(props: {
  n: 1 | 2;
  values: Record<Key, string>;
  errors: ContactErrors;
  change: (key: Key, value: string) => void;
}) {
  const { t, language } = useT();
  const { n, values, errors: e, change } = props;
  const relations = CONTACT_RELATIONS.map((o) => ({ value: o.value, label: o.label[language] }));
  const message = (reason: string | undefined) =>
    reason
      ? t(runtimeKey(`contacts.errors.${reason}`), { defaultValue: t('contacts.errors.format') })
      : undefined;
  return (
    <fieldset className="card fieldset">
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
        error={message(e.phone === 'format' ? 'phoneFormat' : e.phone)}
      />
    </fieldset>
  );
}

/**
 * /auth/emergency_contact: two contacts (relationship, name, phone) with the rules of spec section 5:
 * relations differ, phones differ, neither is the login phone, names differ. A phone has 10 digits, or 11
 * with the obsolete leading 1, which is dropped: the request carries the 10-digit number (decision 0017).
 */
export function EmergencyContactPage() {
  const { t } = useT();
  const { values, errors, change, submit, pending, formError } = useEmergencyContacts();
  return (
    <StepFrame step="emergencyContact" title={t('titles.emergencyContact')}>
      <form onSubmit={submit} noValidate>
        <p className="notice">{t('contacts.intro')}</p>
        {([1, 2] as const).map((n) => (
          <ContactFieldset key={n} n={n} values={values} errors={errors[n - 1] ?? {}} change={change} />
        ))}
        <StepSubmit error={formError} pending={pending} />
      </form>
    </StepFrame>
  );
}
