import { designationsFor } from '../../domain/options/designations';
import { INDUSTRIES } from '../../domain/options/industries';
import {
  EMPLOYMENT_TYPES,
  INCOME_SOURCES,
  JOB_EXPERIENCES,
  PAY_FREQUENCIES,
  SALARY_RANGES,
  hasSecondPayDay,
  payDayOptionsFor,
} from '../../domain/options/profile-options';
import { FormSection } from '../../components/ui/form-section';
import { useT } from '../../i18n/i18n';
import { ADDITIONAL_FORM, additionalPayload, visibility } from './additional-infomation.rules';
import './additional-infomation.texts';
import { MemoOptionPicker, MemoTextField } from './form-fields';
import { StepFormPage, StepSubmit } from './step-frame';
import { useStepForm } from './use-step-form';

/**
 * /auth/additionalInfomation: employment and income, with the behaviour rules of spec section 4 (a new
 * employment type clears the designation, a new pay frequency clears both pay days, fields hidden for the
 * unemployed and self-employed, pay days by day of month or weekday, a second one for biweekly and fourteen).
 */
export function AdditionalInfomationPage() {
  return <StepFormPage step="additionalInfomation" form={AdditionalInfomationForm} />;
}

type AdditionalForm = Omit<ReturnType<typeof useAdditionalForm>, 'formRef'>;

/** The form's model: the step form and what shows for the employment type picked. */
function useAdditionalForm() {
  const form = useStepForm('additionalInfomation', ADDITIONAL_FORM, null, additionalPayload);
  return { ...form, show: visibility(form.values.employmentType) };
}

/** Work: employment type, designation, industry, and for those with a job its experience and company. */
function WorkSection({ form }: { form: AdditionalForm }) {
  const { t } = useT();
  const { textProps: text, pickerProps: picker, values, show } = form;
  return (
    <FormSection title={t('additionalInfo.sections.work')}>
      <MemoOptionPicker {...picker('employmentType', EMPLOYMENT_TYPES)} required />
      {show.designation ? (
        <MemoOptionPicker {...picker('designation', designationsFor(values.employmentType))} required />
      ) : null}
      <MemoOptionPicker {...picker('industry', INDUSTRIES)} required={show.industryRequired} />
      {show.job ? (
        <>
          <MemoOptionPicker {...picker('jobExperience', JOB_EXPERIENCES)} required />
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
  );
}

/** Pay: salary, and for those with a job how often and on which days; the source of income. */
function PaySection({ form }: { form: AdditionalForm }) {
  const { t } = useT();
  const { pickerProps: picker, values, show } = form;
  const payDays = payDayOptionsFor(values.payFrequency);
  const byWeekday = values.payFrequency === 'weekly' || values.payFrequency === 'fourteen';
  const payDayHint =
    values.payFrequency === ''
      ? undefined
      : t(byWeekday ? 'additionalInfo.hints.payWeekday' : 'additionalInfo.hints.payDayOfMonth');
  return (
    <FormSection title={t('additionalInfo.sections.pay')}>
      <MemoOptionPicker {...picker('monthlySalary', SALARY_RANGES)} required />
      {show.job ? (
        <>
          <MemoOptionPicker {...picker('payFrequency', PAY_FREQUENCIES)} required />
          <MemoOptionPicker
            {...picker('monthlyPayday', payDays)}
            required
            disabled={payDays.length === 0}
            placeholder={payDays.length === 0 ? t('additionalInfo.hints.payFrequencyFirst') : undefined}
          />
          {payDayHint ? (
            <p className="field__hint" style={PAY_DAY_HINT_STYLE}>
              {payDayHint}
            </p>
          ) : null}
          {hasSecondPayDay(values.payFrequency) ? (
            <MemoOptionPicker {...picker('monthlyPaydayTwo', payDays)} required />
          ) : null}
        </>
      ) : null}
      <MemoOptionPicker {...picker('incomeSource', INCOME_SOURCES)} required />
    </FormSection>
  );
}

/** The form: a keystroke or a pick re-renders it and the memoised fields whose props changed (see useStepForm). */
function AdditionalInfomationForm() {
  const { t } = useT();
  const { formRef, ...form } = useAdditionalForm();
  const social = {
    hint: t('additionalInfo.hints.social'),
    autoCapitalize: 'none',
    autoComplete: 'off',
  } as const;
  return (
    <form ref={formRef} onSubmit={form.submit} noValidate aria-label={t('titles.additionalInfomation')}>
      <WorkSection form={form} />
      <PaySection form={form} />
      <FormSection title={t('additionalInfo.sections.extra')}>
        <MemoTextField {...form.textProps('linkedin')} {...social} />
        <MemoTextField {...form.textProps('facebook')} {...social} />
      </FormSection>
      <StepSubmit error={form.formError} pending={form.pending} />
    </form>
  );
}

const PAY_DAY_HINT_STYLE = { marginTop: '-0.75rem', marginBottom: '1rem' };
