import type { BasicInfo } from '../../api/contracts/store';
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
import { checkAddress, checkEmail, checkPersonName, stripSpaces } from '../../domain/validation/fields';
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
import {
  REQUIRED,
  checkAll,
  checksWorded,
  emptyValues,
  fieldRules,
  hasErrors,
  type ValuesOf,
} from './field-checks';
import type { StepFormSpec } from './use-step-form';

// The personal information form's rules (spec sections 3 to 5). As typed (and as the identity step's OCR
// prefills it through the stored draft, with these same names) every value is a string: inputBirthday ISO,
// gender '1' | '2', state the INEGI code, city the city's code within that state.

const { errorKey, fromResult, option } = checksWorded('personalInfo');

/** The age on `today` of a birthday the picker could give; null for none or an impossible one. */
export function ageOf(birthday: string, today: string): number | null {
  if (birthday === '') return null;
  const range = birthdayRange(today);
  if (!isRealDate(birthday) || birthday < range.min || birthday > range.max) return null;
  return ageOn(birthday, today);
}

const phone = (value: string) =>
  value.trim() === '' ? { value: '' } : fromResult('phone', checkMxPhone(value));

/**
 * The rules of spec sections 3 and 5, one field at a time, in the screen's order. `deps` are the other fields
 * a rule reads: a field is checked again only when it or one of them changes (typing checks one field).
 */
const RULES = fieldRules<string>()({
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
  gender: { deps: [], check: (v) => option(v.gender, GENDERS) },
  state: { deps: [], check: (v) => option(v.state, STATES) },
  city: { deps: ['state'], check: (v) => option(v.city, citiesOf(v.state)) },
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
  residenceType: { deps: [], check: (v) => option(v.residenceType, RESIDENCE_TYPES) },
  email: { deps: [], check: (v) => fromResult('email', checkEmail(v.email)) },
  maritalStatus: { deps: [], check: (v) => option(v.maritalStatus, MARITAL_STATUSES) },
  childrenNumber: { deps: [], check: (v) => option(v.childrenNumber, CHILDREN_NUMBERS) },
  education: { deps: [], check: (v) => option(v.education, EDUCATION_LEVELS) },
  whatsappNo: { deps: [], check: (v) => phone(v.whatsappNo) },
  alternativePhone: { deps: [], check: (v) => phone(v.alternativePhone) },
  cityOfBirth: { deps: [], check: (v) => option(v.cityOfBirth, STATES, true) },
  loanPurpose: { deps: [], check: (v) => option(v.loanPurpose, LOAN_PURPOSES, true) },
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
  nss: { deps: [], check: (v) => (v.nss.trim() === '' ? { value: '' } : fromResult('nss', checkNss(v.nss))) },
});
export type PersonalValues = ValuesOf<typeof RULES>;
type Field = keyof PersonalValues;

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
function sanitise(v: PersonalValues, today: string): PersonalValues {
  const state = matchState(v.state);
  return {
    ...v,
    inputBirthday: ageOf(v.inputBirthday, today) === null ? '' : v.inputBirthday,
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

/** The personal information form: its rules, its sanitising, and its typed fields (the others are picked). */
export const PERSONAL_FORM: StepFormSpec<PersonalValues, string> = {
  empty: emptyValues(RULES),
  rules: RULES,
  sanitise,
  texts: 'personalInfo',
  typed: [
    'firstName',
    'middleName',
    'lastName',
    'county',
    'pinCode',
    'address',
    'email',
    'whatsappNo',
    'alternativePhone',
    'nationalId',
    'rfc',
    'nss',
  ],
  formats: {
    email: stripSpaces,
    nationalId: (raw) => displayIdentifier(raw, 'curp'),
    rfc: (raw) => displayIdentifier(raw, 'rfc'),
    nss: (raw) => displayIdentifier(raw, 'nss'),
  },
  // A city belongs to one state: a new state clears it.
  picked: { state: (state, current) => (state === current.state ? { state } : { state, city: '' }) },
};

/** The request body of the whole form, or null while any field is wrong. */
export function personalPayload(v: PersonalValues, today: string, language: Language): BasicInfo | null {
  const checks = checkAll(RULES, v, today);
  const age = ageOf(v.inputBirthday, today);
  if (hasErrors(checks) || age === null) return null;
  const value = (field: Field) => checks[field].value;
  const optional = (field: Field) => (value(field) ? { [field]: value(field) } : {});
  return {
    firstName: value('firstName'),
    ...optional('middleName'),
    lastName: value('lastName'),
    inputBirthday: v.inputBirthday,
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
}
