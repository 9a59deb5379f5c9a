import { sameLabel, type Option } from './option';

/** Option lists of the application forms (spec section 3), codes stable, labels in Spanish and English. */

const range = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

/** Gender: 1 male, 2 female (the API sends the number). */
export const GENDERS: readonly Option[] = [
  { value: '1', label: { es: 'Masculino', en: 'Male' } },
  { value: '2', label: { es: 'Femenino', en: 'Female' } },
];

/** Marital status. */
export const MARITAL_STATUSES: readonly Option[] = [
  { value: 'single', label: { es: 'Soltero(a)', en: 'Single' } },
  { value: 'married', label: { es: 'Casado(a)', en: 'Married' } },
  { value: 'divorced', label: { es: 'Divorciado(a)', en: 'Divorced' } },
  { value: 'widowed', label: { es: 'Viudo(a)', en: 'Widowed' } },
];

/** Education: the six levels (the spec's "senior school" is secundaria, "high school" preparatoria). */
export const EDUCATION_LEVELS: readonly Option[] = [
  { value: 'primary', label: { es: 'Primaria', en: 'Primary school' } },
  { value: 'secondary', label: { es: 'Secundaria', en: 'Senior school' } },
  { value: 'highSchool', label: { es: 'Preparatoria', en: 'High school' } },
  { value: 'bachelor', label: { es: 'Licenciatura', en: "Bachelor's degree" } },
  { value: 'master', label: { es: 'Maestría o superior', en: "Master's degree or higher" } },
  { value: 'none', label: { es: 'Sin estudios', en: 'No formal education' } },
];

/** Number of children. */
export const CHILDREN_NUMBERS: readonly Option[] = [
  { value: '0', label: { es: '0', en: '0' } },
  { value: '1', label: { es: '1', en: '1' } },
  { value: '2', label: { es: '2', en: '2' } },
  { value: '3', label: { es: '3', en: '3' } },
  { value: '3+', label: { es: 'Más de 3', en: 'More than 3' } },
];

/** Residence type. */
export const RESIDENCE_TYPES: readonly Option[] = [
  { value: 'own', label: { es: 'Casa propia', en: 'Own house' } },
  { value: 'rented', label: { es: 'Rentada', en: 'Rented' } },
  { value: 'other', label: { es: 'Otro', en: 'Other' } },
];

/** Loan purpose. */
export const LOAN_PURPOSES: readonly Option[] = [
  { value: 'family', label: { es: 'Evento familiar', en: 'Family function' } },
  { value: 'travel', label: { es: 'Vacaciones o viaje', en: 'Holiday or travel' } },
  { value: 'education', label: { es: 'Educación', en: 'Education' } },
  { value: 'health', label: { es: 'Salud', en: 'Health' } },
  { value: 'personal', label: { es: 'Otro uso personal', en: 'Other personal use' } },
];

/** Who the income comes from. */
export const INCOME_SOURCES: readonly Option[] = [
  { value: 'self', label: { es: 'Yo mismo(a)', en: 'Myself' } },
  { value: 'father', label: { es: 'Padre', en: 'Father' } },
  { value: 'mother', label: { es: 'Madre', en: 'Mother' } },
  { value: 'sibling', label: { es: 'Hermano(a)', en: 'Brother or sister' } },
  { value: 'otherFamily', label: { es: 'Otro familiar', en: 'Other family member' } },
];

/** Employment type; its code picks the designation list and the visible fields (spec section 4). */
export const EMPLOYMENT_TYPES: readonly Option[] = [
  { value: 'employee', label: { es: 'Empleado(a)', en: 'Employee' } },
  { value: 'selfEmployed', label: { es: 'Independiente', en: 'Self-employed' } },
  { value: 'unemployed', label: { es: 'Desempleado(a)', en: 'Unemployed' } },
];

/** Job experience. */
export const JOB_EXPERIENCES: readonly Option[] = [
  { value: 'lt1', label: { es: 'Menos de 1 año', en: 'Under 1 year' } },
  { value: '1-3', label: { es: 'De 1 a 3 años', en: '1 to 3 years' } },
  { value: 'gt3', label: { es: 'Más de 3 años', en: 'Over 3 years' } },
];

/** Monthly salary range in pesos. */
export const SALARY_RANGES: readonly Option[] = [
  { value: '0-1000', label: { es: 'Menos de $1,000', en: 'Under $1,000' } },
  { value: '1000-3000', label: { es: '$1,000 - $3,000', en: '$1,000 - $3,000' } },
  { value: '3000-5000', label: { es: '$3,000 - $5,000', en: '$3,000 - $5,000' } },
  { value: '5000-10000', label: { es: '$5,000 - $10,000', en: '$5,000 - $10,000' } },
  { value: '10000-20000', label: { es: '$10,000 - $20,000', en: '$10,000 - $20,000' } },
  { value: '20000+', label: { es: 'Más de $20,000', en: 'Over $20,000' } },
];

/** A pay frequency code. */
export type PayFrequency = 'weekly' | 'fourteen' | 'monthly' | 'biweekly';

/** Pay frequency: weekly, every fourteen days, monthly, twice a month (biweekly = quincenal). */
export const PAY_FREQUENCIES: readonly Option[] = [
  { value: 'weekly', label: { es: 'Semanal', en: 'Weekly' } },
  { value: 'fourteen', label: { es: 'Cada catorce días', en: 'Every fourteen days' } },
  { value: 'monthly', label: { es: 'Mensual', en: 'Monthly' } },
  { value: 'biweekly', label: { es: 'Quincenal', en: 'Twice a month' } },
];

/** How the salary is paid. */
export const PAY_METHODS: readonly Option[] = [
  { value: 'cheque', label: { es: 'Cheque', en: 'Cheque' } },
  { value: 'cash', label: { es: 'Efectivo', en: 'Cash' } },
  { value: 'transfer', label: { es: 'Transferencia bancaria', en: 'Bank transfer' } },
];

/** Weekdays, Monday first. */
export const WEEKDAYS: readonly Option[] = [
  { value: 'mon', label: { es: 'Lunes', en: 'Monday' } },
  { value: 'tue', label: { es: 'Martes', en: 'Tuesday' } },
  { value: 'wed', label: { es: 'Miércoles', en: 'Wednesday' } },
  { value: 'thu', label: { es: 'Jueves', en: 'Thursday' } },
  { value: 'fri', label: { es: 'Viernes', en: 'Friday' } },
  { value: 'sat', label: { es: 'Sábado', en: 'Saturday' } },
  { value: 'sun', label: { es: 'Domingo', en: 'Sunday' } },
];

/** Days of the month, '1'..'31'. */
export const MONTH_DAYS: readonly Option[] = sameLabel(range(1, 31));

/**
 * The pay-day choices for a pay frequency (spec section 4): monthly and biweekly pick a day of the month,
 * weekly and fourteen a weekday; an unknown frequency has none.
 */
export function payDayOptionsFor(payFrequency: string): readonly Option[] {
  if (payFrequency === 'monthly' || payFrequency === 'biweekly') return MONTH_DAYS;
  if (payFrequency === 'weekly' || payFrequency === 'fourteen') return WEEKDAYS;
  return [];
}

/** Whether the pay frequency asks for a second pay day (biweekly and fourteen, spec section 4). */
export function hasSecondPayDay(payFrequency: string): boolean {
  return payFrequency === 'biweekly' || payFrequency === 'fourteen';
}

/** Emergency-contact relation. */
export const CONTACT_RELATIONS: readonly Option[] = [
  { value: 'parents', label: { es: 'Padres', en: 'Parents' } },
  { value: 'spouse', label: { es: 'Cónyuge o pareja', en: 'Spouse or partner' } },
  { value: 'siblings', label: { es: 'Hermanos', en: 'Siblings' } },
  { value: 'children', label: { es: 'Hijos', en: 'Children' } },
  { value: 'friends', label: { es: 'Amigos', en: 'Friends' } },
  { value: 'colleagues', label: { es: 'Compañeros de trabajo', en: 'Colleagues' } },
  { value: 'students', label: { es: 'Compañeros de estudio', en: 'Fellow students' } },
  { value: 'others', label: { es: 'Otros', en: 'Others' } },
];

/** A disbursement account type, as the API sends it. */
export type CardType = 'clabe' | 'debit';

/** Disbursement account type: CLABE (18 digits) or debit card (16 digits). */
export const CARD_TYPES: readonly Option[] = [
  { value: 'clabe', label: { es: 'CLABE', en: 'CLABE' } },
  { value: 'debit', label: { es: 'Tarjeta de débito', en: 'Debit card' } },
];

/** Months, codes '01'..'12', Spanish and English abbreviations. */
export const MONTHS: readonly Option[] = [
  ['Ene', 'Jan'],
  ['Feb', 'Feb'],
  ['Mar', 'Mar'],
  ['Abr', 'Apr'],
  ['May', 'May'],
  ['Jun', 'Jun'],
  ['Jul', 'Jul'],
  ['Ago', 'Aug'],
  ['Sep', 'Sep'],
  ['Oct', 'Oct'],
  ['Nov', 'Nov'],
  ['Dic', 'Dec'],
].map(([es = '', en = ''], i) => ({ value: String(i + 1).padStart(2, '0'), label: { es, en } }));

/** Loan question 1: delayed a payment in the last half year. */
export const LOAN_Q1_OPTIONS: readonly Option[] = [
  { value: 'yes', label: { es: 'Sí', en: 'Yes' } },
  { value: 'no', label: { es: 'No', en: 'No' } },
];

/** Loan question 2: maximum overdue days, '0'..'30'. */
export const LOAN_Q2_OPTIONS: readonly Option[] = sameLabel(range(0, 30));

/** Loan question 3: total online loan amount band in pesos (codes as the API's enum). */
export const LOAN_Q3_OPTIONS: readonly Option[] = [
  { value: '0-500', label: { es: '$0 - $500', en: '$0 - $500' } },
  { value: '500-1000', label: { es: '$500 - $1,000', en: '$500 - $1,000' } },
  { value: '1000-3000', label: { es: '$1,000 - $3,000', en: '$1,000 - $3,000' } },
  { value: '3000+', label: { es: 'Más de $3,000', en: 'Over $3,000' } },
];

/** Loan question 4: past loan count, '0'..'10'. */
export const LOAN_Q4_OPTIONS: readonly Option[] = sameLabel(range(0, 10));

/** Loan question 5: current online loans, '0'..'10'. */
export const LOAN_Q5_OPTIONS: readonly Option[] = sameLabel(range(0, 10));
