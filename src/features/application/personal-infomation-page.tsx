import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { BasicInfo } from '../../api/contracts/store';
import { DateField } from '../../components/ui/date-field';
import { FormSection } from '../../components/ui/form-section';
import { OptionPicker, type PickerOption } from '../../components/ui/option-picker';
import { RadioGroupField } from '../../components/ui/radio-group-field';
import { TextField } from '../../components/ui/text-field';
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
import { checkAddress, checkEmail, checkPersonName, stripSpaces, type FieldResult } from '../../domain/validation/fields';
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
import './personal-infomation.texts';
import { StepFrame } from './step-frame';
import { useStepDraft } from './use-step-draft';
import { useStepSubmit } from './use-step-submit';

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
  const birthdayOk = isRealDate(v.inputBirthday) && v.inputBirthday >= range.min && v.inputBirthday <= range.max;
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

/** A problem with a field: the text key of its message (and whether it only warns). */
type Problems = Partial<Record<Field, string>>;

interface Checked {
  errors: Problems;
  warnings: Problems;
  payload: BasicInfo | null;
  age: number | null;
}

const REQUIRED = 'application.required';
const errorKey = (group: string, reason: string) =>
  reason === 'required' ? REQUIRED : `personalInfo.errors.${group}.${reason}`;

/** Every rule of spec sections 3 and 5 over the whole form; the payload only when nothing is wrong. */
function checkForm(v: Values, today: string, language: Language): Checked {
  const errors: Problems = {};
  const warnings: Problems = {};
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
    if (!list.some((o) => o.value === value)) errors[field] = 'personalInfo.errors.option';
    return value;
  };

  const firstName = take('firstName', 'name', checkPersonName(v.firstName));
  const middleName = take('middleName', 'name', checkPersonName(v.middleName, { optional: true }));
  const lastName = take('lastName', 'name', checkPersonName(v.lastName));

  const range = birthdayRange(today);
  let age: number | null = null;
  if (v.inputBirthday === '') errors.inputBirthday = REQUIRED;
  else if (!isRealDate(v.inputBirthday) || v.inputBirthday < range.min || v.inputBirthday > range.max)
    errors.inputBirthday = 'personalInfo.errors.invalid';
  else age = ageOn(v.inputBirthday, today);

  const gender = option('gender', GENDERS);
  const state = option('state', STATES);
  const city = option('city', citiesOf(v.state));
  const county = take('county', 'address', checkAddress(v.county, { optional: true }));

  let pinCode = '';
  if (v.pinCode.trim() !== '') {
    const pin = checkPostalCode(v.pinCode, v.state ? { stateCode: v.state } : {});
    if (!pin.ok) errors.pinCode = errorKey('pinCode', pin.reason);
    else {
      pinCode = pin.value;
      if (pin.warning) warnings.pinCode = 'personalInfo.warnings.pinCodeState';
    }
  }

  const address = take('address', 'address', checkAddress(v.address));
  const residenceType = option('residenceType', RESIDENCE_TYPES);
  const email = take('email', 'email', checkEmail(v.email));
  const maritalStatus = option('maritalStatus', MARITAL_STATUSES);
  const childrenNumber = option('childrenNumber', CHILDREN_NUMBERS);
  const education = option('education', EDUCATION_LEVELS);

  const phone = (field: 'whatsappNo' | 'alternativePhone'): string => {
    if (v[field].trim() === '') return '';
    return take(field, 'phone', checkMxPhone(v[field]));
  };
  const whatsappNo = phone('whatsappNo');
  const alternativePhone = phone('alternativePhone');
  const cityOfBirth = option('cityOfBirth', STATES, true);
  const loanPurpose = option('loanPurpose', LOAN_PURPOSES, true);

  const curp = checkCurp(v.nationalId, { today });
  let nationalId = '';
  if (!curp.ok) errors.nationalId = errorKey('curp', curp.reason);
  else {
    nationalId = curp.value;
    const sex = nationalId.charAt(10);
    // The CURP carries the birth date and sex: a mismatch is a typo in one of them.
    if (age !== null && curpBirthDate(nationalId) !== v.inputBirthday) errors.nationalId = 'personalInfo.errors.curp.birthMismatch';
    else if ((sex === 'H' && gender === '2') || (sex === 'M' && gender === '1'))
      errors.nationalId = 'personalInfo.errors.curp.genderMismatch';
  }

  let rfc = '';
  if (v.rfc.trim() !== '') {
    const checked = checkRfc(v.rfc);
    if (!checked.ok) errors.rfc = errorKey('rfc', checked.reason);
    else {
      rfc = checked.value;
      // About 1.5% of real RFCs fail the check digit and SAT accepts them: warn, do not block.
      if (checked.warning) warnings.rfc = 'personalInfo.warnings.rfcCheckDigit';
    }
  }
  let nss = '';
  if (v.nss.trim() !== '') {
    const checked = checkNss(v.nss);
    if (!checked.ok) errors.nss = errorKey('nss', checked.reason);
    else nss = checked.value;
  }

  if (Object.keys(errors).length > 0 || age === null) return { errors, warnings, payload: null, age };
  const payload: BasicInfo = {
    firstName,
    ...(middleName ? { middleName } : {}),
    lastName,
    birthday: v.inputBirthday,
    gender: gender === '1' ? 1 : 2,
    state,
    city,
    ...(county ? { county } : {}),
    ...(pinCode ? { pinCode } : {}),
    address,
    residenceType,
    email,
    maritalStatus,
    childrenNumber,
    education,
    language,
    ...(whatsappNo ? { whatsappNo } : {}),
    ...(alternativePhone ? { alternativePhone } : {}),
    ...(cityOfBirth ? { cityOfBirth } : {}),
    age,
    ...(loanPurpose ? { loanPurpose } : {}),
    nationalId,
    ...(rfc ? { rfc } : {}),
    ...(nss ? { nss } : {}),
  };
  return { errors, warnings, payload, age };
}


/**
 * /auth/personal_infomation: every field of spec section 3 with the rules of section 5. Values live in the
 * step's draft (a reload or crash loses nothing; the identity step's OCR prefills it); errors show after the
 * first attempt or when a typed field is left; nothing is sent while any field is wrong.
 */
export function PersonalInfomationPage() {
  const { t, language } = useT();
  const [today] = useState(localToday);
  const draft = useStepDraft('personalInfomation', EMPTY);
  const { set, update } = draft;
  // A restored draft or an OCR prefill may hold values the lists do not have: the screen shows (and checks)
  // the sanitised form from its first paint, and stores it once.
  const values = useMemo(() => sanitise(draft.values, today), [draft.values, today]);
  const [attempt, setAttempt] = useState(0);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { submit: submitOnce, pending } = useStepSubmit('personalInfomation');
  const form = useRef<HTMLFormElement>(null);
  const opened = useRef(values);
  useEffect(() => {
    update(opened.current);
  }, [update]);

  const checked = useMemo(() => checkForm(values, today, language), [values, today, language]);
  const range = useMemo(() => birthdayRange(today), [today]);

  // Move to the first field in red after a failed attempt.
  useEffect(() => {
    if (attempt === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  /** The message under a field: after an attempt, or once a typed field has been left. */
  const errorOf = (field: Field): string | undefined => {
    const key = checked.errors[field];
    if (!key) return undefined;
    const shown = attempt > 0 || (touched[field] === true && values[field] !== '');
    return shown ? t(key, { defaultValue: t('personalInfo.errors.invalid') }) : undefined;
  };
  const warningOf = (field: Field): string | undefined => {
    const key = checked.warnings[field];
    return key ? `⚠ ${t(key)}` : undefined;
  };
  const options = (list: readonly Option[]): PickerOption[] => list.map((o) => ({ value: o.value, label: o.label[language] }));
  const label = (field: Field | 'age') => t(`personalInfo.fields.${field}`);
  const blur = (field: Field) => () => setTouched((s) => (s[field] ? s : { ...s, [field]: true }));

  /** Props of a plain text field bound to the draft. */
  const text = (field: Field, transform: (raw: string) => string = (raw) => raw) => ({
    label: label(field),
    name: field,
    value: values[field],
    error: errorOf(field),
    maxLength: INPUT_CAP,
    onChange: (e: { target: { value: string } }) => set(field, transform(e.target.value)),
    onBlur: blur(field),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const result = checkForm(values, today, language);
    if (!result.payload) {
      setAttempt((n) => n + 1);
      setFormError(t('application.fixErrors'));
      return;
    }
    const payload = result.payload;
    // useStepSubmit sends one request however often the button is tapped.
    void submitOnce((api) => api.store.saveBasicInfo(payload)).then((failure) => {
      if (failure) setFormError(failure);
    });
  };

  const cities = citiesOf(values.state);

  return (
    <StepFrame step="personalInfomation" title={t('titles.personalInfomation')}>
      <form ref={form} onSubmit={submit} noValidate aria-label={t('titles.personalInfomation')}>
        <FormSection title={t('personalInfo.sections.person')}>
          <TextField {...text('firstName')} required autoComplete="given-name" />
          <TextField {...text('middleName')} hint={t('personalInfo.hints.middleName')} autoComplete="additional-name" />
          <TextField {...text('lastName')} required autoComplete="family-name" />
          <DateField
            label={label('inputBirthday')}
            value={values.inputBirthday}
            min={range.min}
            max={range.max}
            initial={`${Number(range.max.slice(0, 4)) - 12}${range.max.slice(4)}`}
            onChange={(iso) => set('inputBirthday', iso)}
            required
            error={errorOf('inputBirthday')}
          />
          <div className="field">
            <span className="field__label" id="personal-age-label">
              {label('age')}
            </span>
            <output className="notice" aria-labelledby="personal-age-label">
              {checked.age !== null ? t('personalInfo.hints.ageValue', { age: checked.age }) : t('personalInfo.hints.ageEmpty')}
            </output>
          </div>
          <RadioGroupField
            label={label('gender')}
            value={values.gender}
            options={options(GENDERS)}
            onChange={(v) => set('gender', v)}
            required
            error={errorOf('gender')}
          />
          <OptionPicker
            label={label('maritalStatus')}
            value={values.maritalStatus}
            options={options(MARITAL_STATUSES)}
            onChange={(v) => set('maritalStatus', v)}
            required
            error={errorOf('maritalStatus')}
          />
          <OptionPicker
            label={label('childrenNumber')}
            value={values.childrenNumber}
            options={options(CHILDREN_NUMBERS)}
            onChange={(v) => set('childrenNumber', v)}
            required
            error={errorOf('childrenNumber')}
          />
          <OptionPicker
            label={label('education')}
            value={values.education}
            options={options(EDUCATION_LEVELS)}
            onChange={(v) => set('education', v)}
            required
            error={errorOf('education')}
          />
          <OptionPicker
            label={label('cityOfBirth')}
            value={values.cityOfBirth}
            options={options(STATES)}
            onChange={(v) => set('cityOfBirth', v)}
            error={errorOf('cityOfBirth')}
          />
        </FormSection>

        <FormSection title={t('personalInfo.sections.home')}>
          <OptionPicker
            label={label('state')}
            value={values.state}
            options={options(STATES)}
            // A city belongs to one state: a new state clears it.
            onChange={(v) => update(v === values.state ? { state: v } : { state: v, city: '' })}
            required
            error={errorOf('state')}
          />
          <OptionPicker
            label={label('city')}
            value={values.city}
            options={options(cities)}
            onChange={(v) => set('city', v)}
            required
            disabled={cities.length === 0}
            placeholder={cities.length === 0 ? t('personalInfo.hints.cityFirst') : undefined}
            error={errorOf('city')}
          />
          <TextField {...text('county')} autoComplete="address-level3" />
          <TextField
            {...text('pinCode')}
            hint={warningOf('pinCode') ?? t('personalInfo.hints.pinCode')}
            inputMode="numeric"
            autoComplete="postal-code"
          />
          <TextField {...text('address')} required autoComplete="street-address" />
          <OptionPicker
            label={label('residenceType')}
            value={values.residenceType}
            options={options(RESIDENCE_TYPES)}
            onChange={(v) => set('residenceType', v)}
            required
            error={errorOf('residenceType')}
          />
        </FormSection>

        <FormSection title={t('personalInfo.sections.contact')}>
          <TextField
            {...text('email', stripSpaces)}
            required
            inputMode="email"
            autoComplete="email"
            hint={t('personalInfo.hints.email')}
          />
          <TextField {...text('whatsappNo')} type="tel" inputMode="tel" autoComplete="tel-national" hint={t('personalInfo.hints.phone')} />
          <TextField {...text('alternativePhone')} type="tel" inputMode="tel" hint={t('personalInfo.hints.phone')} />
          <OptionPicker
            label={label('loanPurpose')}
            value={values.loanPurpose}
            options={options(LOAN_PURPOSES)}
            onChange={(v) => set('loanPurpose', v)}
            error={errorOf('loanPurpose')}
          />
        </FormSection>

        <FormSection title={t('personalInfo.sections.ids')}>
          <TextField
            {...text('nationalId', (raw) => displayIdentifier(raw, 'curp'))}
            required
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            hint={t('personalInfo.hints.nationalId')}
          />
          <TextField
            {...text('rfc', (raw) => displayIdentifier(raw, 'rfc'))}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            hint={warningOf('rfc') ?? t('personalInfo.hints.rfc')}
          />
          <TextField
            {...text('nss', (raw) => displayIdentifier(raw, 'nss'))}
            inputMode="numeric"
            autoComplete="off"
            hint={t('personalInfo.hints.nss')}
          />
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
