import { useMemo, useState } from 'react';
import { FormSection } from '../../components/ui/form-section';
import {
  CHILDREN_NUMBERS,
  EDUCATION_LEVELS,
  GENDERS,
  LOAN_PURPOSES,
  MARITAL_STATUSES,
  RESIDENCE_TYPES,
} from '../../domain/options/profile-options';
import { STATES, citiesOf } from '../../domain/options/states';
import { birthdayRange } from '../../domain/validation/calendar';
import { runtimeKey, useT } from '../../i18n/i18n';
import './application.texts';
import { localToday } from './field-checks';
import {
  MemoDateField,
  MemoOptionPicker,
  MemoRadioGroupField,
  MemoTextField,
  pickerOptions,
} from './form-fields';
import { PERSONAL_FORM, ageOf, personalPayload } from './personal-infomation.rules';
import './personal-infomation.texts';
import { StepFormPage, StepSubmit } from './step-frame';
import { useStepForm } from './use-step-form';

/**
 * /auth/personal_infomation: every field of spec section 3 with the rules of section 5
 * (personal-infomation.rules.ts). Values live in the step's draft (a reload or crash loses nothing; the
 * identity step's OCR prefills it); errors show after the first attempt or when a typed field is left;
 * nothing is sent while any field is wrong.
 */
export function PersonalInfomationPage() {
  return <StepFormPage step="personalInfomation" form={PersonalInfomationForm} />;
}

/** The form's model: the step form, the borrower's age and the birthday range for today, the fields' warnings. */
function usePersonalForm() {
  const { t, language } = useT();
  const [today] = useState(localToday);
  const form = useStepForm('personalInfomation', PERSONAL_FORM, today, (values) =>
    personalPayload(values, today, language),
  );
  const { values, checks } = form;
  const age = useMemo(() => ageOf(values.inputBirthday, today), [values.inputBirthday, today]);
  const range = useMemo(() => birthdayRange(today), [today]);
  const warningOf = (field: 'pinCode' | 'rfc'): string | undefined => {
    const key = checks[field].warning;
    return key ? `⚠ ${t(runtimeKey(key))}` : undefined;
  };
  return { ...form, age, range, warningOf };
}

type PersonalForm = Omit<ReturnType<typeof usePersonalForm>, 'formRef'>;

/** The person: names, birthday and age, gender, family and schooling, state of birth. */
function PersonSection({ form }: { form: PersonalForm }) {
  const { t, language } = useT();
  const { textProps: text, pickerProps: picker, label, values, pick, errorOf, range, age } = form;
  return (
    <FormSection title={t('personalInfo.sections.person')}>
      <MemoTextField {...text('firstName')} required autoComplete="given-name" />
      <MemoTextField
        {...text('middleName')}
        hint={t('personalInfo.hints.middleName')}
        autoComplete="additional-name"
      />
      <MemoTextField {...text('lastName')} required autoComplete="family-name" />
      <MemoDateField
        label={label('inputBirthday')}
        value={values.inputBirthday}
        min={range.min}
        max={range.max}
        initial={`${Number(range.max.slice(0, 4)) - 12}${range.max.slice(4)}`}
        onChange={pick.inputBirthday}
        required
        error={errorOf('inputBirthday')}
      />
      <div className="field">
        <span className="field__label" id="personal-age-label">
          {label('age')}
        </span>
        <output className="notice" aria-labelledby="personal-age-label">
          {age !== null ? t('personalInfo.hints.ageValue', { age }) : t('personalInfo.hints.ageEmpty')}
        </output>
      </div>
      <MemoRadioGroupField
        label={label('gender')}
        value={values.gender}
        options={pickerOptions(GENDERS, language)}
        onChange={pick.gender}
        required
        error={errorOf('gender')}
      />
      <MemoOptionPicker {...picker('maritalStatus', MARITAL_STATUSES)} required />
      <MemoOptionPicker {...picker('childrenNumber', CHILDREN_NUMBERS)} required />
      <MemoOptionPicker {...picker('education', EDUCATION_LEVELS)} required />
      <MemoOptionPicker {...picker('cityOfBirth', STATES)} />
    </FormSection>
  );
}

/** The home: state, then its cities, county, postal code, address, kind of residence. */
function HomeSection({ form }: { form: PersonalForm }) {
  const { t } = useT();
  const { textProps: text, pickerProps: picker, values, warningOf } = form;
  const cities = citiesOf(values.state);
  return (
    <FormSection title={t('personalInfo.sections.home')}>
      <MemoOptionPicker {...picker('state', STATES)} required />
      <MemoOptionPicker
        {...picker('city', cities)}
        required
        disabled={cities.length === 0}
        placeholder={cities.length === 0 ? t('personalInfo.hints.cityFirst') : undefined}
      />
      <MemoTextField {...text('county')} autoComplete="address-level3" />
      <MemoTextField
        {...text('pinCode')}
        hint={warningOf('pinCode') ?? t('personalInfo.hints.pinCode')}
        inputMode="numeric"
        autoComplete="postal-code"
      />
      <MemoTextField {...text('address')} required autoComplete="street-address" />
      <MemoOptionPicker {...picker('residenceType', RESIDENCE_TYPES)} required />
    </FormSection>
  );
}

/** How to reach the borrower, and what the loan is for. */
function ContactSection({ form }: { form: PersonalForm }) {
  const { t } = useT();
  const { textProps: text, pickerProps: picker } = form;
  return (
    <FormSection title={t('personalInfo.sections.contact')}>
      <MemoTextField
        {...text('email')}
        required
        inputMode="email"
        autoComplete="email"
        hint={t('personalInfo.hints.email')}
      />
      <MemoTextField
        {...text('whatsappNo')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        hint={t('personalInfo.hints.phone')}
      />
      <MemoTextField
        {...text('alternativePhone')}
        type="tel"
        inputMode="tel"
        hint={t('personalInfo.hints.phone')}
      />
      <MemoOptionPicker {...picker('loanPurpose', LOAN_PURPOSES)} />
    </FormSection>
  );
}

/** The identifiers: CURP, RFC, NSS. */
function IdsSection({ form }: { form: PersonalForm }) {
  const { t } = useT();
  const { textProps: text, warningOf } = form;
  const code = { autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false } as const;
  return (
    <FormSection title={t('personalInfo.sections.ids')}>
      <MemoTextField {...text('nationalId')} {...code} required hint={t('personalInfo.hints.nationalId')} />
      <MemoTextField {...text('rfc')} {...code} hint={warningOf('rfc') ?? t('personalInfo.hints.rfc')} />
      <MemoTextField
        {...text('nss')}
        inputMode="numeric"
        autoComplete="off"
        hint={t('personalInfo.hints.nss')}
      />
    </FormSection>
  );
}

/** The form: a keystroke re-renders it and the one memoised field whose props changed (see useStepForm). */
function PersonalInfomationForm() {
  const { t } = useT();
  const { formRef, ...form } = usePersonalForm();
  return (
    <form ref={formRef} onSubmit={form.submit} noValidate aria-label={t('titles.personalInfomation')}>
      <PersonSection form={form} />
      <HomeSection form={form} />
      <ContactSection form={form} />
      <IdsSection form={form} />
      <StepSubmit error={form.formError} pending={form.pending} />
    </form>
  );
}
