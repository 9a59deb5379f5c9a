import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import type { BasicInfo } from '../../api/contracts/store';
import { FormSection } from '../../components/ui/form-section';
import type { Language, Option } from '../../domain/options/option';
import {
  CHILDREN_NUMBERS,
  EDUCATION_LEVELS,
  GENDERS,
  LOAN_PURPOSES,
  MARITAL_STATUSES,
  RESIDENCE_TYPES,
} from '../../domain/options/profile-options';
import { STATES, citiesOf, stateByCode } from '../../domain/options/states';
import { ageOn, birthdayRange, isRealDate } from '../../domain/validation/calendar';
import {
  checkAddress,
  checkEmail,
  checkPersonName,
  stripSpaces,
  type FieldResult,
} from '../../domain/validation/fields';
import {
  checkCurp,
  checkMxPhone,
  checkNss,
  checkPostalCode,
  checkRfc,
  curpBirthDate,
  formatCurp,
  formatNss,
  formatRfc,
  normaliseIdentifier,
  normaliseRfc,
} from '../../domain/validation/mx-identifiers';
import { useT } from '../../i18n/i18n';
import './application.texts';
import {
  checkAll,
  createIncrementalChecker,
  hasErrors,
  type FieldCheck,
  type FieldChecks,
  type FieldRules,
} from './field-checks';
import {
  MemoDateField,
  MemoOptionPicker,
  MemoRadioGroupField,
  MemoTextField,
  pickerOptions,
} from './form-fields';
import './personal-infomation.texts';
import { StepFrame, StepSubmit } from './step-frame';
import { useStepDraft } from './use-step-draft';
import { useStepForm } from './use-step-form';

/**
 * The personal information form as typed (and as the identity step's OCR prefills it through the stored
 * draft, with these same names): every value a string; inputBirthday ISO, gender '1' | '2', state the INEGI
 * code, city the city's code within that state.
 */
const EMPTY = {
  firstName: '',
  middleName: '',
  lastName: '',
  inputBirthday: '',
  gender: '',
  state: '',
  city: '',
  county: '',
  pinCode: '',
  address: '',
  residenceType: '',
  email: '',
  maritalStatus: '',
  childrenNumber: '',
  education: '',
  whatsappNo: '',
  alternativePhone: '',
  cityOfBirth: '',
  loanPurpose: '',
  nationalId: '',
  rfc: '',
  nss: '',
};
type Values = typeof EMPTY;
type Field = keyof Values;

/** Generous caps so a paste cannot flood the page; the real limits are checked and explained. */
const INPUT_CAP = 200;

/** Today in the phone's time zone, as an ISO date. */
function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** A prefilled value as one of the list's codes: the code itself or a label in either language; else ''. */
function matchOption(list: readonly Option[], value: string): string {
  if (value === '') return '';
  if (list.some((o) => o.value === value)) return value;
  const key = fold(value);
  return list.find((o) => fold(o.label.es) === key || fold(o.label.en) === key)?.value ?? '';
}

/** A state by INEGI, CURP or ISO code, or by its name (OCR prints names), as its INEGI code; else ''. */
function matchState(value: string): string {
  if (value.trim() === '') return '';
  return stateByCode(value)?.inegi ?? matchOption(STATES, value);
}

/** An identifier shown in its dash-separated groups while it fits them; longer or odd input shown plain. */
function displayIdentifier(raw: string, kind: 'curp' | 'rfc' | 'nss'): string {
  if (kind === 'rfc') {
    const n = normaliseRfc(raw);
    return n.length <= 13 ? formatRfc(n) : n;
  }
  const n = normaliseIdentifier(raw);
  if (kind === 'curp') return n.length <= 18 ? formatCurp(n) : n;
  return n.length <= 11 && /^\d*$/.test(n) ? formatNss(n) : n;
}

/**
 * Restored or prefilled values made safe: a value outside its option list (or a city of another state, or a
 * birthday outside the picker's range) becomes empty, as spec section 4 asks; identifiers get their groups.
 */
function sanitise(v: Values, today: string): Values {
  const range = birthdayRange(today);
  const state = matchState(v.state);
  const birthdayOk =
    isRealDate(v.inputBirthday) && v.inputBirthday >= range.min && v.inputBirthday <= range.max;
  return {
    ...v,
    inputBirthday: birthdayOk ? v.inputBirthday : '',
    gender: matchOption(GENDERS, v.gender),
    state,
    city: state ? matchOption(citiesOf(state), v.city) : '',
    residenceType: matchOption(RESIDENCE_TYPES, v.residenceType),
    email: stripSpaces(v.email),
    maritalStatus: matchOption(MARITAL_STATUSES, v.maritalStatus),
    childrenNumber: matchOption(CHILDREN_NUMBERS, v.childrenNumber),
    education: matchOption(EDUCATION_LEVELS, v.education),
    cityOfBirth: matchState(v.cityOfBirth),
    loanPurpose: matchOption(LOAN_PURPOSES, v.loanPurpose),
    nationalId: displayIdentifier(v.nationalId, 'curp'),
    rfc: displayIdentifier(v.rfc, 'rfc'),
    nss: displayIdentifier(v.nss, 'nss'),
  };
}

type Checks = FieldChecks<Values>;

const REQUIRED = 'application.required';
const errorKey = (group: string, reason: string) =>
  reason === 'required' ? REQUIRED : `personalInfo.errors.${group}.${reason}`;

const fromResult = (group: string, result: FieldResult): FieldCheck =>
  result.ok ? { value: result.value } : { value: '', error: errorKey(group, result.reason) };

/** A picked value: required unless optional, and one of the list's codes. */
const optionCheck =
  (field: Field, list: (v: Values) => readonly Option[], optional = false) =>
  (v: Values): FieldCheck => {
    const value = v[field];
    if (value === '') return optional ? { value } : { value, error: REQUIRED };
    return list(v).some((o) => o.value === value)
      ? { value }
      : { value, error: 'personalInfo.errors.option' };
  };

/** The age on `today` of a birthday the picker could give; null for none or an impossible one. */
function ageOf(birthday: string, today: string): number | null {
  if (birthday === '') return null;
  const range = birthdayRange(today);
  if (!isRealDate(birthday) || birthday < range.min || birthday > range.max) return null;
  return ageOn(birthday, today);
}

const phoneCheck = (field: 'whatsappNo' | 'alternativePhone') => (v: Values) =>
  v[field].trim() === '' ? { value: '' } : fromResult('phone', checkMxPhone(v[field]));

/**
 * The rules of spec sections 3 and 5, one field at a time. `deps` are the other fields a rule reads: a
 * field is checked again only when it or one of them changes (typing checks one field, not the form).
 */
const CHECKS: FieldRules<Values, string> = {
  firstName: { deps: [], check: (v) => fromResult('name', checkPersonName(v.firstName)) },
  middleName: {
    deps: [],
    check: (v) => fromResult('name', checkPersonName(v.middleName, { optional: true })),
  },
  lastName: { deps: [], check: (v) => fromResult('name', checkPersonName(v.lastName)) },
  inputBirthday: {
    deps: [],
    check: (v, today) => {
      if (v.inputBirthday === '') return { value: '', error: REQUIRED };
      return ageOf(v.inputBirthday, today) === null
        ? { value: '', error: 'personalInfo.errors.invalid' }
        : { value: v.inputBirthday };
    },
  },
  gender: { deps: [], check: optionCheck('gender', () => GENDERS) },
  state: { deps: [], check: optionCheck('state', () => STATES) },
  city: { deps: ['state'], check: optionCheck('city', (v) => citiesOf(v.state)) },
  county: { deps: [], check: (v) => fromResult('address', checkAddress(v.county, { optional: true })) },
  pinCode: {
    deps: ['state'],
    check: (v) => {
      if (v.pinCode.trim() === '') return { value: '' };
      const pin = checkPostalCode(v.pinCode, v.state ? { stateCode: v.state } : {});
      if (!pin.ok) return { value: '', error: errorKey('pinCode', pin.reason) };
      return pin.warning
        ? { value: pin.value, warning: 'personalInfo.warnings.pinCodeState' }
        : { value: pin.value };
    },
  },
  address: { deps: [], check: (v) => fromResult('address', checkAddress(v.address)) },
  residenceType: { deps: [], check: optionCheck('residenceType', () => RESIDENCE_TYPES) },
  email: { deps: [], check: (v) => fromResult('email', checkEmail(v.email)) },
  maritalStatus: { deps: [], check: optionCheck('maritalStatus', () => MARITAL_STATUSES) },
  childrenNumber: { deps: [], check: optionCheck('childrenNumber', () => CHILDREN_NUMBERS) },
  education: { deps: [], check: optionCheck('education', () => EDUCATION_LEVELS) },
  whatsappNo: { deps: [], check: phoneCheck('whatsappNo') },
  alternativePhone: { deps: [], check: phoneCheck('alternativePhone') },
  cityOfBirth: { deps: [], check: optionCheck('cityOfBirth', () => STATES, true) },
  loanPurpose: { deps: [], check: optionCheck('loanPurpose', () => LOAN_PURPOSES, true) },
  nationalId: {
    // The CURP carries the birth date and sex: a mismatch is a typo in one of them.
    deps: ['inputBirthday', 'gender'],
    check: (v, today) => {
      const curp = checkCurp(v.nationalId, { today });
      if (!curp.ok) return { value: '', error: errorKey('curp', curp.reason) };
      const nationalId = curp.value;
      const sex = nationalId.charAt(10);
      if (ageOf(v.inputBirthday, today) !== null && curpBirthDate(nationalId) !== v.inputBirthday)
        return { value: nationalId, error: 'personalInfo.errors.curp.birthMismatch' };
      if ((sex === 'H' && v.gender === '2') || (sex === 'M' && v.gender === '1'))
        return { value: nationalId, error: 'personalInfo.errors.curp.genderMismatch' };
      return { value: nationalId };
    },
  },
  rfc: {
    deps: [],
    check: (v) => {
      if (v.rfc.trim() === '') return { value: '' };
      const checked = checkRfc(v.rfc);
      if (!checked.ok) return { value: '', error: errorKey('rfc', checked.reason) };
      // About 1.5% of real RFCs fail the check digit and SAT accepts them: warn, do not block.
      return checked.warning
        ? { value: checked.value, warning: 'personalInfo.warnings.rfcCheckDigit' }
        : { value: checked.value };
    },
  },
  nss: {
    deps: [],
    check: (v) => (v.nss.trim() === '' ? { value: '' } : fromResult('nss', checkNss(v.nss))),
  },
};
/** The whole form against every rule; the payload only when nothing is wrong. */
function checkForm(
  v: Values,
  today: string,
  language: Language,
): { checks: Checks; payload: BasicInfo | null } {
  const checks = checkAll(CHECKS, v, today);
  const age = ageOf(v.inputBirthday, today);
  if (hasErrors(checks) || age === null) return { checks, payload: null };
  const value = (field: Field) => checks[field].value;
  const optional = (field: Field) => (value(field) ? { [field]: value(field) } : {});
  const payload: BasicInfo = {
    firstName: value('firstName'),
    ...optional('middleName'),
    lastName: value('lastName'),
    birthday: v.inputBirthday,
    gender: value('gender') === '1' ? 1 : 2,
    state: value('state'),
    city: value('city'),
    ...optional('county'),
    ...optional('pinCode'),
    address: value('address'),
    residenceType: value('residenceType'),
    email: value('email'),
    maritalStatus: value('maritalStatus'),
    childrenNumber: value('childrenNumber'),
    education: value('education'),
    language,
    ...optional('whatsappNo'),
    ...optional('alternativePhone'),
    ...optional('cityOfBirth'),
    age,
    ...optional('loanPurpose'),
    nationalId: value('nationalId'),
    ...optional('rfc'),
    ...optional('nss'),
  };
  return { checks, payload };
}

type TextFieldName =
  | 'firstName'
  | 'middleName'
  | 'lastName'
  | 'county'
  | 'pinCode'
  | 'address'
  | 'email'
  | 'whatsappNo'
  | 'alternativePhone'
  | 'nationalId'
  | 'rfc'
  | 'nss';
const TEXT_FIELDS: Record<TextFieldName, (raw: string) => string> = {
  firstName: (raw) => raw,
  middleName: (raw) => raw,
  lastName: (raw) => raw,
  county: (raw) => raw,
  pinCode: (raw) => raw,
  address: (raw) => raw,
  email: stripSpaces,
  whatsappNo: (raw) => raw,
  alternativePhone: (raw) => raw,
  nationalId: (raw) => displayIdentifier(raw, 'curp'),
  rfc: (raw) => displayIdentifier(raw, 'rfc'),
  nss: (raw) => displayIdentifier(raw, 'nss'),
};

/**
 * /auth/personal_infomation: every field of spec section 3 with the rules of section 5. Values live in the
 * step's draft (a reload or crash loses nothing; the identity step's OCR prefills it); errors show after the
 * first attempt or when a typed field is left; nothing is sent while any field is wrong.
 */
export function PersonalInfomationPage() {
  const { t } = useT();
  // The frame stays out of the form's state: a keystroke re-renders the form, not the frame.
  return (
    <StepFrame step="personalInfomation" title={t('titles.personalInfomation')}>
      <PersonalInfomationForm />
    </StepFrame>
  );
}

/**
 * The form. A keystroke re-renders this component and the one field whose props changed: the fields are
 * memoised, their handlers and option lists keep their identity, their texts are strings, and only the
 * changed field (and the fields whose rules read it) is checked again.
 */
function PersonalInfomationForm() {
  const { t, language } = useT();
  const [today] = useState(localToday);
  const draft = useStepDraft('personalInfomation', EMPTY);
  const { set, update } = draft;
  // A restored draft or an OCR prefill may hold values the lists do not have: the screen shows (and checks)
  // the sanitised form from its first paint, and stores it once.
  const values = useMemo(() => sanitise(draft.values, today), [draft.values, today]);
  const opened = useRef(values);
  useEffect(() => {
    update(opened.current);
  }, [update]);

  const [checker] = useState(() => createIncrementalChecker(CHECKS, today));
  const checks = useMemo(() => checker(values), [checker, values]);
  const { formRef, formError, pending, touch, errorOf, submit } = useStepForm('personalInfomation', {
    values,
    checks,
    invalid: 'personalInfo.errors.invalid',
    payload: () => checkForm(values, today, language).payload ?? null,
    save: (payload) => (api) => api.store.saveBasicInfo(payload),
  });
  const age = useMemo(() => ageOf(values.inputBirthday, today), [values.inputBirthday, today]);
  const range = useMemo(() => birthdayRange(today), [today]);

  // One handler per field for the page's life, so the memoised fields see the same function every time.
  const handlers = useMemo(() => {
    const leave = (field: Field) => () => touch(field);
    const pick = (field: Field) => (value: string) => set(field, value);
    const text = {} as Record<
      TextFieldName,
      { onChange: (e: ChangeEvent<HTMLInputElement>) => void; onBlur: () => void }
    >;
    for (const [field, transform] of Object.entries(TEXT_FIELDS) as Array<
      [TextFieldName, (raw: string) => string]
    >) {
      text[field] = { onChange: (e) => set(field, transform(e.target.value)), onBlur: leave(field) };
    }
    return {
      text,
      inputBirthday: pick('inputBirthday'),
      gender: pick('gender'),
      maritalStatus: pick('maritalStatus'),
      childrenNumber: pick('childrenNumber'),
      education: pick('education'),
      cityOfBirth: pick('cityOfBirth'),
      // A city belongs to one state: a new state clears it.
      state: (v: string) =>
        update((current) => (v === current.state ? { state: v } : { state: v, city: '' })),
      city: pick('city'),
      residenceType: pick('residenceType'),
      loanPurpose: pick('loanPurpose'),
    };
  }, [set, update, touch]);

  const warningOf = (field: Field): string | undefined => {
    const key = checks[field].warning;
    return key ? `⚠ ${t(key)}` : undefined;
  };
  const label = (field: Field | 'age') => t(`personalInfo.fields.${field}`);

  /** Props of a plain text field bound to the draft. */
  const text = (field: TextFieldName) => ({
    label: label(field),
    name: field,
    value: values[field],
    error: errorOf(field),
    maxLength: INPUT_CAP,
    ...handlers.text[field],
  });
  /** Props of a picker bound to the draft. */
  const picker = (
    field: Exclude<Field, TextFieldName | 'inputBirthday' | 'gender'>,
    list: readonly Option[],
  ) => ({
    label: label(field),
    value: values[field],
    options: pickerOptions(list, language),
    onChange: handlers[field],
    error: errorOf(field),
  });

  const cities = citiesOf(values.state);

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t('titles.personalInfomation')}>
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
          onChange={handlers.inputBirthday}
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
          onChange={handlers.gender}
          required
          error={errorOf('gender')}
        />
        <MemoOptionPicker {...picker('maritalStatus', MARITAL_STATUSES)} required />
        <MemoOptionPicker {...picker('childrenNumber', CHILDREN_NUMBERS)} required />
        <MemoOptionPicker {...picker('education', EDUCATION_LEVELS)} required />
        <MemoOptionPicker {...picker('cityOfBirth', STATES)} />
      </FormSection>

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

      <FormSection title={t('personalInfo.sections.ids')}>
        <MemoTextField
          {...text('nationalId')}
          required
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          hint={t('personalInfo.hints.nationalId')}
        />
        <MemoTextField
          {...text('rfc')}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          hint={warningOf('rfc') ?? t('personalInfo.hints.rfc')}
        />
        <MemoTextField
          {...text('nss')}
          inputMode="numeric"
          autoComplete="off"
          hint={t('personalInfo.hints.nss')}
        />
      </FormSection>

      <StepSubmit error={formError} pending={pending} />
    </form>
  );
}
