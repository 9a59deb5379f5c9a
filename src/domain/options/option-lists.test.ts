import type { Option } from './option';
import { BANK_OPTIONS } from './banks';
import { EMPLOYEE_DESIGNATIONS, SELF_EMPLOYED_DESIGNATIONS, designationsFor } from './designations';
import { INDUSTRIES } from './industries';
import * as profile from './profile-options';
import { STATES } from './states';

const isList = (v: unknown): v is readonly Option[] => Array.isArray(v);
const profileLists = Object.entries(profile).filter((e): e is [string, readonly Option[]] => isList(e[1]));

const allLists: [string, readonly Option[]][] = [
  ...profileLists,
  ['EMPLOYEE_DESIGNATIONS', EMPLOYEE_DESIGNATIONS],
  ['SELF_EMPLOYED_DESIGNATIONS', SELF_EMPLOYED_DESIGNATIONS],
  ['INDUSTRIES', INDUSTRIES],
  ['BANK_OPTIONS', BANK_OPTIONS],
  ['STATES', STATES],
];

describe('every option list', () => {
  test('is found (the profile module exports its lists)', () => {
    expect(profileLists.length).toBeGreaterThanOrEqual(20);
  });

  test.each(allLists)('%s has unique values and non-empty labels in Spanish and English', (_, list) => {
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(list.map((o) => o.value)).size).toBe(list.length);
    for (const o of list) {
      expect(o.value).not.toBe('');
      expect(o.label.es.trim()).not.toBe('');
      expect(o.label.en.trim()).not.toBe('');
    }
  });
});

describe('designations and industries', () => {
  test('list 1 has 30 employee entries ending with retirement and other', () => {
    expect(EMPLOYEE_DESIGNATIONS).toHaveLength(30);
    expect(EMPLOYEE_DESIGNATIONS.slice(0, 4).map((o) => o.value)).toEqual([
      'socialSecurity',
      'electric',
      'oil',
      'publicEducation',
    ]);
    expect(EMPLOYEE_DESIGNATIONS.slice(-2).map((o) => o.label.en)).toEqual(['Retired or pensioner', 'Other']);
  });

  test('list 2 has 24 self-employed entries ending with other', () => {
    expect(SELF_EMPLOYED_DESIGNATIONS).toHaveLength(24);
    expect(SELF_EMPLOYED_DESIGNATIONS.slice(0, 5).map((o) => o.value)).toEqual([
      'grocery',
      'butcher',
      'stationery',
      'barbershop',
      'foodBusiness',
    ]);
    expect(SELF_EMPLOYED_DESIGNATIONS.at(-1)?.label.en).toBe('Other');
  });

  test('the two designation lists share no value, so a stored designation names one list', () => {
    const one = new Set(EMPLOYEE_DESIGNATIONS.map((o) => o.value));
    expect(SELF_EMPLOYED_DESIGNATIONS.filter((o) => one.has(o.value))).toEqual([]);
  });

  test('the employment type picks the designation list', () => {
    expect(designationsFor('employee')).toBe(EMPLOYEE_DESIGNATIONS);
    expect(designationsFor('selfEmployed')).toBe(SELF_EMPLOYED_DESIGNATIONS);
    expect(designationsFor('unemployed')).toEqual([]);
  });

  test('there are 15 industries ending with other', () => {
    expect(INDUSTRIES).toHaveLength(15);
    expect(INDUSTRIES.at(-1)?.value).toBe('other');
  });
});

describe('profile options', () => {
  const values = (list: readonly Option[]) => list.map((o) => o.value);

  test('match the codes of spec section 3', () => {
    expect(values(profile.GENDERS)).toEqual(['1', '2']);
    expect(profile.GENDERS.map((o) => o.label.en)).toEqual(['Male', 'Female']);
    expect(values(profile.MARITAL_STATUSES)).toEqual(['single', 'married', 'divorced', 'widowed']);
    expect(profile.EDUCATION_LEVELS).toHaveLength(6);
    expect(values(profile.CHILDREN_NUMBERS)).toEqual(['0', '1', '2', '3', '3+']);
    expect(values(profile.RESIDENCE_TYPES)).toEqual(['own', 'rented', 'other']);
    expect(profile.LOAN_PURPOSES).toHaveLength(5);
    expect(profile.INCOME_SOURCES).toHaveLength(5);
    expect(values(profile.EMPLOYMENT_TYPES)).toEqual(['employee', 'selfEmployed', 'unemployed']);
    expect(profile.JOB_EXPERIENCES).toHaveLength(3);
    expect(profile.SALARY_RANGES).toHaveLength(6);
    expect(values(profile.PAY_FREQUENCIES)).toEqual(['weekly', 'fourteen', 'monthly', 'biweekly']);
    expect(values(profile.PAY_METHODS)).toEqual(['cheque', 'cash', 'transfer']);
    expect(profile.WEEKDAYS).toHaveLength(7);
    expect(values(profile.CONTACT_RELATIONS)).toEqual([
      'parents',
      'spouse',
      'siblings',
      'children',
      'friends',
      'colleagues',
      'students',
      'others',
    ]);
    expect(values(profile.CARD_TYPES)).toEqual(['clabe', 'debit']);
  });

  test('days of month run 1 to 31 and months 01 to 12 with Spanish abbreviations', () => {
    expect(values(profile.MONTH_DAYS)).toEqual(Array.from({ length: 31 }, (_, i) => String(i + 1)));
    expect(values(profile.MONTHS)).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
    ]);
    expect(profile.MONTHS.map((o) => o.label.es)).toEqual([
      'Ene',
      'Feb',
      'Mar',
      'Abr',
      'May',
      'Jun',
      'Jul',
      'Ago',
      'Sep',
      'Oct',
      'Nov',
      'Dic',
    ]);
  });

  test('the loan questions offer the spec ranges', () => {
    expect(values(profile.LOAN_Q1_OPTIONS)).toEqual(['yes', 'no']);
    expect(values(profile.LOAN_Q2_OPTIONS)).toEqual(Array.from({ length: 31 }, (_, i) => String(i)));
    expect(values(profile.LOAN_Q3_OPTIONS)).toEqual(['0-500', '500-1000', '1000-3000', '3000+']);
    expect(values(profile.LOAN_Q4_OPTIONS)).toEqual(Array.from({ length: 11 }, (_, i) => String(i)));
    expect(values(profile.LOAN_Q5_OPTIONS)).toEqual(Array.from({ length: 11 }, (_, i) => String(i)));
  });

  test('the pay frequency picks weekdays or days of month, and a second pay day for biweekly and fourteen', () => {
    expect(profile.payDayOptionsFor('monthly')).toBe(profile.MONTH_DAYS);
    expect(profile.payDayOptionsFor('biweekly')).toBe(profile.MONTH_DAYS);
    expect(profile.payDayOptionsFor('weekly')).toBe(profile.WEEKDAYS);
    expect(profile.payDayOptionsFor('fourteen')).toBe(profile.WEEKDAYS);
    expect(profile.payDayOptionsFor('')).toEqual([]);
    expect(
      profile.PAY_FREQUENCIES.filter((o) => profile.hasSecondPayDay(o.value)).map((o) => o.value),
    ).toEqual(['fourteen', 'biweekly']);
  });
});
