import { optionTable, sameLabel, type Option } from './option';

/** Option lists of the application forms (spec section 3), codes stable, labels in Spanish and English. */

const range = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

/** Gender: 1 male, 2 female (the API sends the number). */
export const GENDERS: readonly Option[] = optionTable(`
  1 | Masculino | Male
  2 | Femenino  | Female
`);

/** Marital status. */
export const MARITAL_STATUSES: readonly Option[] = optionTable(`
  single   | Soltero(a)    | Single
  married  | Casado(a)     | Married
  divorced | Divorciado(a) | Divorced
  widowed  | Viudo(a)      | Widowed
`);

/** Education: the six levels (the spec's "senior school" is secundaria, "high school" preparatoria). */
export const EDUCATION_LEVELS: readonly Option[] = optionTable(`
  primary    | Primaria            | Primary school
  secondary  | Secundaria          | Senior school
  highSchool | Preparatoria        | High school
  bachelor   | Licenciatura        | Bachelor's degree
  master     | Maestría o superior | Master's degree or higher
  none       | Sin estudios        | No formal education
`);

/** Number of children. */
export const CHILDREN_NUMBERS: readonly Option[] = optionTable(`
  0  | 0        | 0
  1  | 1        | 1
  2  | 2        | 2
  3  | 3        | 3
  3+ | Más de 3 | More than 3
`);

/** Residence type. */
export const RESIDENCE_TYPES: readonly Option[] = optionTable(`
  own    | Casa propia | Own house
  rented | Rentada     | Rented
  other  | Otro        | Other
`);

/** Loan purpose. */
export const LOAN_PURPOSES: readonly Option[] = optionTable(`
  family    | Evento familiar    | Family function
  travel    | Vacaciones o viaje | Holiday or travel
  education | Educación          | Education
  health    | Salud              | Health
  personal  | Otro uso personal  | Other personal use
`);

/** Who the income comes from. */
export const INCOME_SOURCES: readonly Option[] = optionTable(`
  self        | Yo mismo(a)   | Myself
  father      | Padre         | Father
  mother      | Madre         | Mother
  sibling     | Hermano(a)    | Brother or sister
  otherFamily | Otro familiar | Other family member
`);

/** Employment type; its code picks the designation list and the visible fields (spec section 4). */
export const EMPLOYMENT_TYPES: readonly Option[] = optionTable(`
  employee     | Empleado(a)    | Employee
  selfEmployed | Independiente  | Self-employed
  unemployed   | Desempleado(a) | Unemployed
`);

/** Job experience. */
export const JOB_EXPERIENCES: readonly Option[] = optionTable(`
  lt1 | Menos de 1 año | Under 1 year
  1-3 | De 1 a 3 años  | 1 to 3 years
  gt3 | Más de 3 años  | Over 3 years
`);

/** Monthly salary range in pesos. */
export const SALARY_RANGES: readonly Option[] = optionTable(`
  0-1000      | Menos de $1,000   | Under $1,000
  1000-3000   | $1,000 - $3,000   | $1,000 - $3,000
  3000-5000   | $3,000 - $5,000   | $3,000 - $5,000
  5000-10000  | $5,000 - $10,000  | $5,000 - $10,000
  10000-20000 | $10,000 - $20,000 | $10,000 - $20,000
  20000+      | Más de $20,000    | Over $20,000
`);

/** A pay frequency code. */
export type PayFrequency = 'weekly' | 'fourteen' | 'monthly' | 'biweekly';

/** Pay frequency: weekly, every fourteen days, monthly, twice a month (biweekly = quincenal). */
export const PAY_FREQUENCIES: readonly Option[] = optionTable(`
  weekly   | Semanal           | Weekly
  fourteen | Cada catorce días | Every fourteen days
  monthly  | Mensual           | Monthly
  biweekly | Quincenal         | Twice a month
`);

/** How the salary is paid. */
export const PAY_METHODS: readonly Option[] = optionTable(`
  cheque   | Cheque                 | Cheque
  cash     | Efectivo               | Cash
  transfer | Transferencia bancaria | Bank transfer
`);

/** Weekdays, Monday first. */
export const WEEKDAYS: readonly Option[] = optionTable(`
  mon | Lunes     | Monday
  tue | Martes    | Tuesday
  wed | Miércoles | Wednesday
  thu | Jueves    | Thursday
  fri | Viernes   | Friday
  sat | Sábado    | Saturday
  sun | Domingo   | Sunday
`);

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
export const CONTACT_RELATIONS: readonly Option[] = optionTable(`
  parents    | Padres                | Parents
  spouse     | Cónyuge o pareja      | Spouse or partner
  siblings   | Hermanos              | Siblings
  children   | Hijos                 | Children
  friends    | Amigos                | Friends
  colleagues | Compañeros de trabajo | Colleagues
  students   | Compañeros de estudio | Fellow students
  others     | Otros                 | Others
`);

/** A disbursement account type, as the API sends it. */
export type CardType = 'clabe' | 'debit';

/** Disbursement account type: CLABE (18 digits) or debit card (16 digits). */
export const CARD_TYPES: readonly Option[] = optionTable(`
  clabe | CLABE             | CLABE
  debit | Tarjeta de débito | Debit card
`);

/** Months, codes '01'..'12', Spanish and English abbreviations. */
export const MONTHS: readonly Option[] = optionTable(`
  01 | Ene | Jan
  02 | Feb | Feb
  03 | Mar | Mar
  04 | Abr | Apr
  05 | May | May
  06 | Jun | Jun
  07 | Jul | Jul
  08 | Ago | Aug
  09 | Sep | Sep
  10 | Oct | Oct
  11 | Nov | Nov
  12 | Dic | Dec
`);

/** Loan question 1: delayed a payment in the last half year. */
export const LOAN_Q1_OPTIONS: readonly Option[] = optionTable(`
  yes | Sí | Yes
  no  | No | No
`);

/** Loan question 2: maximum overdue days, '0'..'30'. */
export const LOAN_Q2_OPTIONS: readonly Option[] = sameLabel(range(0, 30));

/** Loan question 3: total online loan amount band in pesos (codes as the API's enum). */
export const LOAN_Q3_OPTIONS: readonly Option[] = optionTable(`
  0-500     | $0 - $500       | $0 - $500
  500-1000  | $500 - $1,000   | $500 - $1,000
  1000-3000 | $1,000 - $3,000 | $1,000 - $3,000
  3000+     | Más de $3,000   | Over $3,000
`);

/** Loan question 4: past loan count, '0'..'10'. */
export const LOAN_Q4_OPTIONS: readonly Option[] = sameLabel(range(0, 10));

/** Loan question 5: current online loans, '0'..'10'. */
export const LOAN_Q5_OPTIONS: readonly Option[] = sameLabel(range(0, 10));
