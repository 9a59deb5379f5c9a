import type { AdditionalInfo } from '../../api/contracts/store';
import { designationsFor } from '../../domain/options/designations';
import { INDUSTRIES } from '../../domain/options/industries';
import { resetIfNotOption } from '../../domain/options/option';
import {
  EMPLOYMENT_TYPES,
  INCOME_SOURCES,
  JOB_EXPERIENCES,
  PAY_FREQUENCIES,
  SALARY_RANGES,
  hasSecondPayDay,
  payDayOptionsFor,
} from '../../domain/options/profile-options';
import {
  checkAddress,
  checkCompanyName,
  checkCompanyPhone,
  checkMonthlyIncome,
  checkSecondPayDay,
  normaliseText,
  type FieldResult,
} from '../../domain/validation/fields';
import { checkPostalCode } from '../../domain/validation/mx-identifiers';
import {
  checkAll,
  checksWorded,
  emptyValues,
  fieldRules,
  hasErrors,
  type FieldCheck,
  type ValuesOf,
} from './field-checks';
import type { StepFormSpec } from './use-step-form';

// The employment form's rules (spec sections 3 to 5). `designation` is the API's industryCategory; pay days
// hold a day of the month ('1'..'31') or a weekday code ('mon'..'sun') depending on payFrequency. The card
// type (spec section 3 lists `cardType` with this form) is asked once, on the bank-card step, where the
// account itself is entered: this form neither shows nor sends it.

const SOCIAL_MAX = 100;

/** Which fields the employment type shows (spec section 4). */
export function visibility(employmentType: string) {
  return {
    // The unemployed have no designation; the self-employed pick from list 2.
    designation: employmentType === 'employee' || employmentType === 'selfEmployed',
    // Job experience, company, its phone and address, pay frequency and pay days: employees only.
    job: employmentType === 'employee',
    industryRequired: employmentType === 'employee' || employmentType === 'selfEmployed',
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

const { errorKey, fromResult, option } = checksWorded('additionalInfo');

const HIDDEN: FieldCheck = { value: '' };

/**
 * Monthly income (spec sections 2 and 5: every applicant has one, and it has its own invalid messages): the
 * mock world's rule too (`checkMonthlyIncome`), worded on the field, required or not in the list.
 */
const income = (result: FieldResult): FieldCheck =>
  result.ok
    ? { value: result.value }
    : { value: '', error: `additionalInfo.errors.monthlySalary.${result.reason}` };

/** A field only employees have: hidden (neither checked nor sent) for the other employment types. */
const job = (employmentType: string, check: () => FieldCheck): FieldCheck =>
  visibility(employmentType).job ? check() : HIDDEN;

/** The rules of spec sections 3 to 5, one field at a time, in the screen's order; hidden fields are neither checked nor sent. */
const RULES = fieldRules<null>()({
  employmentType: { deps: [], check: (v) => option(v.employmentType, EMPLOYMENT_TYPES) },
  designation: {
    deps: ['employmentType'],
    check: (v) =>
      visibility(v.employmentType).designation
        ? option(v.designation, designationsFor(v.employmentType))
        : HIDDEN,
  },
  industry: {
    deps: ['employmentType'],
    check: (v) => option(v.industry, INDUSTRIES, !visibility(v.employmentType).industryRequired),
  },
  jobExperience: {
    deps: ['employmentType'],
    check: (v) => job(v.employmentType, () => option(v.jobExperience, JOB_EXPERIENCES)),
  },
  monthlySalary: { deps: [], check: (v) => income(checkMonthlyIncome(v.monthlySalary)) },
  company: {
    deps: ['employmentType'],
    check: (v) => job(v.employmentType, () => fromResult('company', checkCompanyName(v.company))),
  },
  companyPhone: {
    deps: ['employmentType'],
    check: (v) => job(v.employmentType, () => fromResult('companyPhone', checkCompanyPhone(v.companyPhone))),
  },
  companyAddress: {
    deps: ['employmentType'],
    check: (v) =>
      job(v.employmentType, () => fromResult('address', checkAddress(v.companyAddress, { optional: true }))),
  },
  workPinCode: {
    deps: ['employmentType'],
    check: (v) =>
      job(v.employmentType, () => {
        if (v.workPinCode.trim() === '') return { value: '' };
        const pin = checkPostalCode(v.workPinCode);
        return pin.ok ? { value: pin.value } : { value: '', error: errorKey('pinCode', pin.reason) };
      }),
  },
  payFrequency: {
    deps: ['employmentType'],
    check: (v) => job(v.employmentType, () => option(v.payFrequency, PAY_FREQUENCIES)),
  },
  monthlyPayday: {
    deps: ['employmentType', 'payFrequency'],
    check: (v) => job(v.employmentType, () => option(v.monthlyPayday, payDayOptionsFor(v.payFrequency))),
  },
  monthlyPaydayTwo: {
    deps: ['employmentType', 'payFrequency', 'monthlyPayday'],
    check: (v) =>
      job(v.employmentType, () => {
        if (!hasSecondPayDay(v.payFrequency)) return HIDDEN;
        // The mock world's rule too (decision 0062): biweekly days differ, a fourteen-day weekday may repeat.
        const checked = checkSecondPayDay(v.payFrequency, v.monthlyPayday, v.monthlyPaydayTwo);
        if (checked.ok || checked.reason !== 'samePayday')
          return option(v.monthlyPaydayTwo, payDayOptionsFor(v.payFrequency));
        return { value: v.monthlyPaydayTwo, error: 'additionalInfo.errors.samePayday' };
      }),
  },
  incomeSource: { deps: [], check: (v) => option(v.incomeSource, INCOME_SOURCES) },
  linkedin: { deps: [], check: (v) => fromResult('social', checkSocial(v.linkedin)) },
  facebook: { deps: [], check: (v) => fromResult('social', checkSocial(v.facebook)) },
});
export type AdditionalValues = ValuesOf<typeof RULES>;
type Field = keyof AdditionalValues;

/** Restored values outside their lists (or a designation of the other list, a pay day of another kind) reset. */
function sanitise(v: AdditionalValues): AdditionalValues {
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

/** The employment form: its rules, its sanitising, and its typed fields (the others are picked). */
export const ADDITIONAL_FORM: StepFormSpec<AdditionalValues, null> = {
  empty: emptyValues(RULES),
  rules: RULES,
  sanitise,
  texts: 'additionalInfo',
  typed: ['company', 'companyPhone', 'companyAddress', 'workPinCode', 'linkedin', 'facebook'],
  picked: {
    // Each employment type has its own designation list: a new type clears the designation.
    employmentType: (employmentType, current) =>
      employmentType === current.employmentType ? { employmentType } : { employmentType, designation: '' },
    // Pay days mean something else under another frequency: a new frequency clears both.
    payFrequency: (payFrequency, current) =>
      payFrequency === current.payFrequency
        ? { payFrequency }
        : { payFrequency, monthlyPayday: '', monthlyPaydayTwo: '' },
  },
};

/** The request body of the whole form, or null while any field is wrong. */
export function additionalPayload(v: AdditionalValues): AdditionalInfo | null {
  const checks = checkAll(RULES, v, null);
  if (hasErrors(checks)) return null;
  const value = (field: Field) => checks[field].value;
  const optional = (field: Field, as: string = field) => (value(field) ? { [as]: value(field) } : {});
  const jobFields: Partial<AdditionalInfo> = visibility(v.employmentType).job
    ? {
        jobExperience: value('jobExperience'),
        ...optional('company'),
        ...optional('companyPhone'),
        ...optional('companyAddress'),
        ...optional('workPinCode'),
        payFrequency: value('payFrequency') as AdditionalInfo['payFrequency'],
        monthlyPayday: value('monthlyPayday'),
        ...optional('monthlyPaydayTwo'),
      }
    : {};
  return {
    employmentType: value('employmentType') as AdditionalInfo['employmentType'],
    ...optional('designation', 'industryCategory'),
    ...optional('industry'),
    monthlySalary: value('monthlySalary'),
    ...jobFields,
    incomeSource: value('incomeSource'),
    ...optional('linkedin'),
    ...optional('facebook'),
  };
}
