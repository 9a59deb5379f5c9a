import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import type { AdditionalInfo } from '../../api/contracts/store';
import { FormSection } from '../../components/ui/form-section';
import { designationsFor } from '../../domain/options/designations';
import { INDUSTRIES } from '../../domain/options/industries';
import { resetIfNotOption, type Option } from '../../domain/options/option';
import {
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
import {
  checkAll,
  createIncrementalChecker,
  hasErrors,
  type FieldCheck,
  type FieldChecks,
  type FieldRule,
  type FieldRules,
} from './field-checks';
import { MemoOptionPicker, MemoTextField, pickerOptions } from './form-fields';
import { StepFrame, StepSubmit } from './step-frame';
import { useStepDraft } from './use-step-draft';
import { useStepForm } from './use-step-form';

/**
 * The employment form as typed. `designation` is the API's industryCategory; pay days hold a day of the
 * month ('1'..'31') or a weekday code ('mon'..'sun') depending on payFrequency. The card type (spec
 * section 3 lists `cardType` with this form) is asked once, on the bank-card step, where the account
 * itself is entered: this form neither shows nor sends it.
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
    monthlyPaydayTwo: hasSecondPayDay(v.payFrequency)
      ? resetIfNotOption(payDayOptionsFor(v.payFrequency), v.monthlyPaydayTwo)
      : '',
    incomeSource: resetIfNotOption(INCOME_SOURCES, v.incomeSource),
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

const REQUIRED = 'application.required';
const errorKey = (group: string, reason: string) =>
  reason === 'required' ? REQUIRED : `additionalInfo.errors.${group}.${reason}`;

const fromResult = (group: string, result: FieldResult): FieldCheck =>
  result.ok ? { value: result.value } : { value: '', error: errorKey(group, result.reason) };

/** A picked value: required unless optional, and one of the list's codes. */
function optionCheck(v: Values, field: Field, list: readonly Option[], optional = false): FieldCheck {
  const value = v[field];
  if (value === '') return optional ? { value } : { value, error: REQUIRED };
  return list.some((o) => o.value === value) ? { value } : { value, error: 'additionalInfo.errors.option' };
}

const HIDDEN: FieldCheck = { value: '' };

/** A field only employees have: hidden (neither checked nor sent) for the other employment types. */
const jobRule = (check: (v: Values) => FieldCheck, deps: readonly Field[] = []): FieldRule<Values, null> => ({
  deps: ['employmentType', ...deps],
  check: (v) => (visibility(v.employmentType).job ? check(v) : HIDDEN),
});

/** The rules of spec sections 3 to 5, one field at a time; hidden fields are neither checked nor sent. */
const CHECKS: FieldRules<Values, null> = {
  employmentType: { deps: [], check: (v) => optionCheck(v, 'employmentType', EMPLOYMENT_TYPES) },
  designation: {
    deps: ['employmentType'],
    check: (v) =>
      visibility(v.employmentType).designation
        ? optionCheck(v, 'designation', designationsFor(v.employmentType))
        : HIDDEN,
  },
  industry: {
    deps: ['employmentType'],
    check: (v) => optionCheck(v, 'industry', INDUSTRIES, !visibility(v.employmentType).industryRequired),
  },
  jobExperience: jobRule((v) => optionCheck(v, 'jobExperience', JOB_EXPERIENCES)),
  monthlySalary: { deps: [], check: (v) => optionCheck(v, 'monthlySalary', SALARY_RANGES) },
  company: jobRule((v) => fromResult('company', checkCompanyName(v.company))),
  companyPhone: jobRule((v) => fromResult('companyPhone', checkCompanyPhone(v.companyPhone))),
  companyAddress: jobRule((v) => fromResult('address', checkAddress(v.companyAddress, { optional: true }))),
  workPinCode: jobRule((v) => {
    if (v.workPinCode.trim() === '') return { value: '' };
    const pin = checkPostalCode(v.workPinCode);
    return pin.ok ? { value: pin.value } : { value: '', error: errorKey('pinCode', pin.reason) };
  }),
  payFrequency: jobRule((v) => optionCheck(v, 'payFrequency', PAY_FREQUENCIES)),
  monthlyPayday: jobRule(
    (v) => optionCheck(v, 'monthlyPayday', payDayOptionsFor(v.payFrequency)),
    ['payFrequency'],
  ),
  monthlyPaydayTwo: jobRule(
    (v) => {
      if (!hasSecondPayDay(v.payFrequency)) return HIDDEN;
      const checked = optionCheck(v, 'monthlyPaydayTwo', payDayOptionsFor(v.payFrequency));
      if (checked.value !== '' && checked.value === v.monthlyPayday)
        return { value: checked.value, error: 'additionalInfo.errors.samePayday' };
      return checked;
    },
    ['payFrequency', 'monthlyPayday'],
  ),
  incomeSource: { deps: [], check: (v) => optionCheck(v, 'incomeSource', INCOME_SOURCES) },
  linkedin: { deps: [], check: (v) => fromResult('social', checkSocial(v.linkedin)) },
  facebook: { deps: [], check: (v) => fromResult('social', checkSocial(v.facebook)) },
};

/** The whole form against every rule; the payload only when nothing is wrong. */
function checkForm(v: Values): { checks: FieldChecks<Values>; payload: AdditionalInfo | null } {
  const checks = checkAll(CHECKS, v, null);
  if (hasErrors(checks)) return { checks, payload: null };
  const value = (field: Field) => checks[field].value;
  const optional = (field: Field, as: string = field) => (value(field) ? { [as]: value(field) } : {});
  const job: Partial<AdditionalInfo> = visibility(v.employmentType).job
    ? {
        jobExperience: value('jobExperience'),
        ...optional('company'),
        ...optional('companyPhone'),
        ...optional('companyAddress'),
        ...optional('workPinCode'),
        payFrequency: value('payFrequency') as AdditionalInfo['payFrequency'],
        monthlyPayday: wirePayday(value('monthlyPayday')),
        ...(value('monthlyPaydayTwo') ? { monthlyPaydayTwo: wirePayday(value('monthlyPaydayTwo')) } : {}),
      }
    : {};
  const payload: AdditionalInfo = {
    employmentType: value('employmentType') as AdditionalInfo['employmentType'],
    ...optional('designation', 'industryCategory'),
    ...optional('industry'),
    monthlySalary: value('monthlySalary'),
    ...job,
    incomeSource: value('incomeSource'),
    ...optional('linkedin'),
    ...optional('facebook'),
  };
  return { checks, payload };
}

type TextFieldName = 'company' | 'companyPhone' | 'companyAddress' | 'workPinCode' | 'linkedin' | 'facebook';
const TEXT_FIELDS: readonly TextFieldName[] = [
  'company',
  'companyPhone',
  'companyAddress',
  'workPinCode',
  'linkedin',
  'facebook',
];
type PickerName = Exclude<Field, TextFieldName>;
const PICKERS = (Object.keys(EMPTY) as Field[]).filter(
  (field): field is PickerName => !TEXT_FIELDS.includes(field as TextFieldName),
);

/**
 * /auth/additionalInfomation: employment and income, with the behaviour rules of spec section 4 (a new
 * employment type clears the designation, a new pay frequency clears both pay days, fields hidden for the
 * unemployed and self-employed, pay days by day of month or weekday, a second one for biweekly and fourteen).
 */
export function AdditionalInfomationPage() {
  const { t } = useT();
  // The frame stays out of the form's state: a keystroke re-renders the form, not the frame.
  return (
    <StepFrame step="additionalInfomation" title={t('titles.additionalInfomation')}>
      <AdditionalInfomationForm />
    </StepFrame>
  );
}

/**
 * The form. A keystroke or a pick re-renders this component and the fields whose props changed: the fields
 * are memoised, their handlers and option lists keep their identity, and only the changed field (and the
 * fields whose rules read it) is checked again.
 */
function AdditionalInfomationForm() {
  const { t, language } = useT();
  const draft = useStepDraft('additionalInfomation', EMPTY);
  const { set, update } = draft;
  const values = useMemo(() => sanitise(draft.values), [draft.values]);
  // Store the sanitised restored values once, so the draft never keeps a value the screen does not show.
  const opened = useRef(values);
  useEffect(() => {
    update(opened.current);
  }, [update]);

  const [checker] = useState(() => createIncrementalChecker(CHECKS, null));
  const checks = useMemo(() => checker(values), [checker, values]);
  const { formRef, formError, pending, touch, errorOf, submit } = useStepForm('additionalInfomation', {
    values,
    checks,
    invalid: 'additionalInfo.errors.invalid',
    payload: () => checkForm(values).payload ?? null,
    save: (payload) => (api) => api.store.saveAdditionalInfo(payload),
  });
  const show = visibility(values.employmentType);

  // One handler per field for the page's life, so the memoised fields see the same function every time.
  const handlers = useMemo(() => {
    const text = {} as Record<
      TextFieldName,
      { onChange: (e: ChangeEvent<HTMLInputElement>) => void; onBlur: () => void }
    >;
    for (const field of TEXT_FIELDS) {
      text[field] = {
        onChange: (e) => set(field, e.target.value),
        onBlur: () => touch(field),
      };
    }
    const pick = {} as Record<PickerName, (value: string) => void>;
    for (const field of PICKERS) pick[field] = (value) => set(field, value);
    // Each employment type has its own designation list: a new type clears the designation.
    pick.employmentType = (v) =>
      update((current) =>
        v === current.employmentType ? { employmentType: v } : { employmentType: v, designation: '' },
      );
    // Pay days mean something else under another frequency: a new frequency clears both.
    pick.payFrequency = (v) =>
      update((current) =>
        v === current.payFrequency
          ? { payFrequency: v }
          : { payFrequency: v, monthlyPayday: '', monthlyPaydayTwo: '' },
      );
    return { text, pick };
  }, [set, update, touch]);

  const label = (field: Field) => t(`additionalInfo.fields.${field}`);
  const text = (field: TextFieldName) => ({
    label: label(field),
    name: field,
    value: values[field],
    error: errorOf(field),
    maxLength: INPUT_CAP,
    ...handlers.text[field],
  });
  const picker = (field: PickerName, list: readonly Option[], required = true) => ({
    label: label(field),
    value: values[field],
    options: pickerOptions(list, language),
    onChange: handlers.pick[field],
    required,
    error: errorOf(field),
  });

  const payDays = payDayOptionsFor(values.payFrequency);
  const byWeekday = values.payFrequency === 'weekly' || values.payFrequency === 'fourteen';
  const payDayHint =
    values.payFrequency === ''
      ? undefined
      : t(byWeekday ? 'additionalInfo.hints.payWeekday' : 'additionalInfo.hints.payDayOfMonth');

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('titles.additionalInfomation')}>
      <FormSection title={t('additionalInfo.sections.work')}>
        <MemoOptionPicker {...picker('employmentType', EMPLOYMENT_TYPES)} />
        {show.designation ? (
          <MemoOptionPicker {...picker('designation', designationsFor(values.employmentType))} />
        ) : null}
        <MemoOptionPicker {...picker('industry', INDUSTRIES, show.industryRequired)} />
        {show.job ? (
          <>
            <MemoOptionPicker {...picker('jobExperience', JOB_EXPERIENCES)} />
            <MemoTextField
              {...text('company')}
              hint={t('additionalInfo.hints.optional')}
              autoComplete="organization"
            />
            <MemoTextField
              {...text('companyPhone')}
              hint={t('additionalInfo.hints.companyPhone')}
              type="tel"
              inputMode="numeric"
            />
            <MemoTextField {...text('companyAddress')} hint={t('additionalInfo.hints.optional')} />
            <MemoTextField
              {...text('workPinCode')}
              hint={t('additionalInfo.hints.optional')}
              inputMode="numeric"
            />
          </>
        ) : null}
      </FormSection>

      <FormSection title={t('additionalInfo.sections.pay')}>
        <MemoOptionPicker {...picker('monthlySalary', SALARY_RANGES)} />
        {show.job ? (
          <>
            <MemoOptionPicker {...picker('payFrequency', PAY_FREQUENCIES)} />
            <MemoOptionPicker
              {...picker('monthlyPayday', payDays)}
              disabled={payDays.length === 0}
              placeholder={payDays.length === 0 ? t('additionalInfo.hints.payFrequencyFirst') : undefined}
            />
            {payDayHint ? (
              <p className="field__hint" style={PAY_DAY_HINT_STYLE}>
                {payDayHint}
              </p>
            ) : null}
            {hasSecondPayDay(values.payFrequency) ? (
              <MemoOptionPicker {...picker('monthlyPaydayTwo', payDays)} />
            ) : null}
          </>
        ) : null}
        <MemoOptionPicker {...picker('incomeSource', INCOME_SOURCES)} />
      </FormSection>

      <FormSection title={t('additionalInfo.sections.extra')}>
        <MemoTextField
          {...text('linkedin')}
          hint={t('additionalInfo.hints.social')}
          autoCapitalize="none"
          autoComplete="off"
        />
        <MemoTextField
          {...text('facebook')}
          hint={t('additionalInfo.hints.social')}
          autoCapitalize="none"
          autoComplete="off"
        />
      </FormSection>

      <StepSubmit error={formError} pending={pending} />
    </form>
  );
}

const PAY_DAY_HINT_STYLE = { marginTop: '-0.75rem', marginBottom: '1rem' };
