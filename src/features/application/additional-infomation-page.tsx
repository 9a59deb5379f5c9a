import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { AdditionalInfo } from '../../api/contracts/store';
import { FormSection } from '../../components/ui/form-section';
import { OptionPicker, type PickerOption } from '../../components/ui/option-picker';
import { TextField } from '../../components/ui/text-field';
import { designationsFor } from '../../domain/options/designations';
import { INDUSTRIES } from '../../domain/options/industries';
import { resetIfNotOption, type Option } from '../../domain/options/option';
import {
  CARD_TYPES,
  EMPLOYMENT_TYPES,
  INCOME_SOURCES,
  JOB_EXPERIENCES,
  PAY_FREQUENCIES,
  SALARY_RANGES,
  WEEKDAYS,
  hasSecondPayDay,
  payDayOptionsFor,
} from '../../domain/options/profile-options';
import {
  checkAddress,
  checkCompanyName,
  checkCompanyPhone,
  normaliseText,
  type FieldResult,
} from '../../domain/validation/fields';
import { checkPostalCode } from '../../domain/validation/mx-identifiers';
import { useT } from '../../i18n/i18n';
import './additional-infomation.texts';
import { StepFrame } from './step-frame';
import { useStepDraft } from './use-step-draft';
import { useStepSubmit } from './use-step-submit';

/**
 * The employment form as typed. `designation` is the API's industryCategory; pay days hold a day of the
 * month ('1'..'31') or a weekday code ('mon'..'sun') depending on payFrequency.
 */
const EMPTY = {
  employmentType: '',
  designation: '',
  industry: '',
  jobExperience: '',
  monthlySalary: '',
  company: '',
  companyPhone: '',
  companyAddress: '',
  workPinCode: '',
  payFrequency: '',
  monthlyPayday: '',
  monthlyPaydayTwo: '',
  incomeSource: '',
  linkedin: '',
  facebook: '',
  cardType: '',
};
type Values = typeof EMPTY;
type Field = keyof Values;

/** Generous cap so a paste cannot flood the page; the real limits are checked and explained. */
const INPUT_CAP = 200;
const SOCIAL_MAX = 100;

/** Which fields the employment type shows (spec section 4). */
function visibility(employmentType: string) {
  return {
    // The unemployed have no designation; the self-employed pick from list 2.
    designation: employmentType === 'employee' || employmentType === 'selfEmployed',
    // Job experience, company, its phone and address, pay frequency and pay days: employees only.
    job: employmentType === 'employee',
    industryRequired: employmentType === 'employee' || employmentType === 'selfEmployed',
  };
}

/** Restored values outside their lists (or a designation of the other list, a pay day of another kind) reset. */
function sanitise(v: Values): Values {
  return {
    ...v,
    employmentType: resetIfNotOption(EMPLOYMENT_TYPES, v.employmentType),
    designation: resetIfNotOption(designationsFor(v.employmentType), v.designation),
    industry: resetIfNotOption(INDUSTRIES, v.industry),
    jobExperience: resetIfNotOption(JOB_EXPERIENCES, v.jobExperience),
    monthlySalary: resetIfNotOption(SALARY_RANGES, v.monthlySalary),
    payFrequency: resetIfNotOption(PAY_FREQUENCIES, v.payFrequency),
    monthlyPayday: resetIfNotOption(payDayOptionsFor(v.payFrequency), v.monthlyPayday),
    monthlyPaydayTwo: hasSecondPayDay(v.payFrequency) ? resetIfNotOption(payDayOptionsFor(v.payFrequency), v.monthlyPaydayTwo) : '',
    incomeSource: resetIfNotOption(INCOME_SOURCES, v.incomeSource),
    cardType: resetIfNotOption(CARD_TYPES, v.cardType),
  };
}

// A profile link or user name: no spaces, no emoji or control characters.
const SOCIAL = /^[^\s\p{Extended_Pictographic}\p{Cc}]+$/u;

/** LinkedIn or Facebook (optional): a user name or profile link, at most 100 characters. */
function checkSocial(input: string): FieldResult {
  const value = normaliseText(input);
  if (value === '') return { ok: true, value: '' };
  if (!SOCIAL.test(value)) return { ok: false, reason: 'format' };
  if (value.length > SOCIAL_MAX) return { ok: false, reason: 'tooLong' };
  return { ok: true, value };
}

/** The API's pay day: the day of the month, or the ISO weekday ('1' Monday .. '7' Sunday). */
function wirePayday(day: string): string {
  const weekday = WEEKDAYS.findIndex((o) => o.value === day);
  return weekday >= 0 ? String(weekday + 1) : day;
}

type Problems = Partial<Record<Field, string>>;

const REQUIRED = 'application.required';
const errorKey = (group: string, reason: string) =>
  reason === 'required' ? REQUIRED : `additionalInfo.errors.${group}.${reason}`;

/** The rules of spec sections 3 to 5; hidden fields are neither checked nor sent. */
function checkForm(v: Values): { errors: Problems; payload: AdditionalInfo | null } {
  const errors: Problems = {};
  const show = visibility(v.employmentType);
  const take = (field: Field, group: string, result: FieldResult): string => {
    if (result.ok) return result.value;
    errors[field] = errorKey(group, result.reason);
    return '';
  };
  const option = (field: Field, list: readonly Option[], optional = false): string => {
    const value = v[field];
    if (value === '') {
      if (!optional) errors[field] = REQUIRED;
      return '';
    }
    if (!list.some((o) => o.value === value)) errors[field] = 'additionalInfo.errors.option';
    return value;
  };

  const employmentType = option('employmentType', EMPLOYMENT_TYPES);
  const designation = show.designation ? option('designation', designationsFor(employmentType)) : '';
  const industry = option('industry', INDUSTRIES, !show.industryRequired);
  const monthlySalary = option('monthlySalary', SALARY_RANGES);
  const incomeSource = option('incomeSource', INCOME_SOURCES);
  const cardType = option('cardType', CARD_TYPES);
  const linkedin = take('linkedin', 'social', checkSocial(v.linkedin));
  const facebook = take('facebook', 'social', checkSocial(v.facebook));

  let job: Partial<AdditionalInfo> = {};
  if (show.job) {
    const jobExperience = option('jobExperience', JOB_EXPERIENCES);
    const company = take('company', 'company', checkCompanyName(v.company));
    const companyPhone = take('companyPhone', 'companyPhone', checkCompanyPhone(v.companyPhone));
    const companyAddress = take('companyAddress', 'address', checkAddress(v.companyAddress, { optional: true }));
    let workPinCode = '';
    if (v.workPinCode.trim() !== '') {
      const pin = checkPostalCode(v.workPinCode);
      if (!pin.ok) errors.workPinCode = errorKey('pinCode', pin.reason);
      else workPinCode = pin.value;
    }
    const payFrequency = option('payFrequency', PAY_FREQUENCIES);
    const days = payDayOptionsFor(payFrequency);
    const payday = option('monthlyPayday', days);
    let paydayTwo = '';
    if (hasSecondPayDay(payFrequency)) {
      paydayTwo = option('monthlyPaydayTwo', days);
      if (paydayTwo !== '' && paydayTwo === payday) errors.monthlyPaydayTwo = 'additionalInfo.errors.samePayday';
    }
    job = {
      jobExperience,
      ...(company ? { company } : {}),
      ...(companyPhone ? { companyPhone } : {}),
      ...(companyAddress ? { companyAddress } : {}),
      ...(workPinCode ? { workPinCode } : {}),
      payFrequency: payFrequency as AdditionalInfo['payFrequency'],
      monthlyPayday: wirePayday(payday),
      ...(paydayTwo ? { monthlyPaydayTwo: wirePayday(paydayTwo) } : {}),
    };
  }

  if (Object.keys(errors).length > 0) return { errors, payload: null };
  const payload: AdditionalInfo = {
    employmentType: employmentType as AdditionalInfo['employmentType'],
    ...(designation ? { industryCategory: designation } : {}),
    ...(industry ? { industry } : {}),
    monthlySalary,
    ...job,
    incomeSource,
    ...(linkedin ? { linkedin } : {}),
    ...(facebook ? { facebook } : {}),
    cardType,
  };
  return { errors, payload };
}


/**
 * /auth/additionalInfomation: employment and income, with the behaviour rules of spec section 4 (a new
 * employment type clears the designation, a new pay frequency clears both pay days, fields hidden for the
 * unemployed and self-employed, pay days by day of month or weekday, a second one for biweekly and fourteen).
 */
export function AdditionalInfomationPage() {
  const { t, language } = useT();
  const draft = useStepDraft('additionalInfomation', EMPTY);
  const { set, update } = draft;
  const values = useMemo(() => sanitise(draft.values), [draft.values]);
  const [attempt, setAttempt] = useState(0);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { submit: submitOnce, pending } = useStepSubmit('additionalInfomation');
  const form = useRef<HTMLFormElement>(null);
  // Store the sanitised restored values once, so the draft never keeps a value the screen does not show.
  const opened = useRef(values);
  useEffect(() => {
    update(opened.current);
  }, [update]);

  const checked = useMemo(() => checkForm(values), [values]);
  const show = visibility(values.employmentType);

  // Move to the first field in red after a failed attempt.
  useEffect(() => {
    if (attempt === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const errorOf = (field: Field): string | undefined => {
    const key = checked.errors[field];
    if (!key) return undefined;
    const shown = attempt > 0 || (touched[field] === true && values[field] !== '');
    return shown ? t(key, { defaultValue: t('additionalInfo.errors.invalid') }) : undefined;
  };
  const options = (list: readonly Option[]): PickerOption[] => list.map((o) => ({ value: o.value, label: o.label[language] }));
  const label = (field: Field) => t(`additionalInfo.fields.${field}`);
  const text = (field: Field) => ({
    label: label(field),
    name: field,
    value: values[field],
    error: errorOf(field),
    maxLength: INPUT_CAP,
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
    onBlur: () => setTouched((s) => (s[field] ? s : { ...s, [field]: true })),
  });
  const picker = (field: Field, list: readonly Option[], required = true) => ({
    label: label(field),
    value: values[field],
    options: options(list),
    onChange: (v: string) => set(field, v),
    required,
    error: errorOf(field),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const result = checkForm(values);
    if (!result.payload) {
      setAttempt((n) => n + 1);
      setFormError(t('application.fixErrors'));
      return;
    }
    const payload = result.payload;
    // useStepSubmit sends one request however often the button is tapped.
    void submitOnce((api) => api.store.saveAdditionalInfo(payload)).then((failure) => {
      if (failure) setFormError(failure);
    });
  };

  const payDays = payDayOptionsFor(values.payFrequency);
  const byWeekday = values.payFrequency === 'weekly' || values.payFrequency === 'fourteen';
  const payDayHint = values.payFrequency === '' ? undefined : t(byWeekday ? 'additionalInfo.hints.payWeekday' : 'additionalInfo.hints.payDayOfMonth');

  return (
    <StepFrame step="additionalInfomation" title={t('titles.additionalInfomation')}>
      <form ref={form} onSubmit={submit} noValidate aria-label={t('titles.additionalInfomation')}>
        <FormSection title={t('additionalInfo.sections.work')}>
          <OptionPicker
            {...picker('employmentType', EMPLOYMENT_TYPES)}
            // Each employment type has its own designation list: a new type clears the designation.
            onChange={(v) => update(v === values.employmentType ? { employmentType: v } : { employmentType: v, designation: '' })}
          />
          {show.designation ? <OptionPicker {...picker('designation', designationsFor(values.employmentType))} /> : null}
          <OptionPicker {...picker('industry', INDUSTRIES, show.industryRequired)} />
          {show.job ? (
            <>
              <OptionPicker {...picker('jobExperience', JOB_EXPERIENCES)} />
              <TextField {...text('company')} hint={t('additionalInfo.hints.optional')} autoComplete="organization" />
              <TextField {...text('companyPhone')} hint={t('additionalInfo.hints.companyPhone')} type="tel" inputMode="numeric" />
              <TextField {...text('companyAddress')} hint={t('additionalInfo.hints.optional')} />
              <TextField {...text('workPinCode')} hint={t('additionalInfo.hints.optional')} inputMode="numeric" />
            </>
          ) : null}
        </FormSection>

        <FormSection title={t('additionalInfo.sections.pay')}>
          <OptionPicker {...picker('monthlySalary', SALARY_RANGES)} />
          {show.job ? (
            <>
              <OptionPicker
                {...picker('payFrequency', PAY_FREQUENCIES)}
                // Pay days mean something else under another frequency: a new frequency clears both.
                onChange={(v) =>
                  update(v === values.payFrequency ? { payFrequency: v } : { payFrequency: v, monthlyPayday: '', monthlyPaydayTwo: '' })
                }
              />
              <OptionPicker
                {...picker('monthlyPayday', payDays)}
                disabled={payDays.length === 0}
                placeholder={payDays.length === 0 ? t('additionalInfo.hints.payFrequencyFirst') : undefined}
              />
              {payDayHint ? <p className="field__hint" style={{ marginTop: '-0.75rem', marginBottom: '1rem' }}>{payDayHint}</p> : null}
              {hasSecondPayDay(values.payFrequency) ? <OptionPicker {...picker('monthlyPaydayTwo', payDays)} /> : null}
            </>
          ) : null}
          <OptionPicker {...picker('incomeSource', INCOME_SOURCES)} />
          <OptionPicker {...picker('cardType', CARD_TYPES)} />
        </FormSection>

        <FormSection title={t('additionalInfo.sections.extra')}>
          <TextField {...text('linkedin')} hint={t('additionalInfo.hints.social')} autoCapitalize="none" autoComplete="off" />
          <TextField {...text('facebook')} hint={t('additionalInfo.hints.social')} autoCapitalize="none" autoComplete="off" />
        </FormSection>

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
