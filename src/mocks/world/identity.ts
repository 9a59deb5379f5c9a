import { Faker, base } from '@faker-js/faker';
import { esMxPeople } from './locale-es-mx';
import { STATES } from '../../domain/options/states';
import { checkEmail } from '../../domain/validation/fields';
import {
  checkRfc,
  clabeCheckDigit,
  curpCheckDigit,
  isCurpInconvenientWord,
  luhnCheckDigit,
  rfcCheckDigit,
} from '../../domain/validation/mx-identifiers';

/**
 * Who a mock borrower really is, as their identity document says: names, birthday, sex, a CURP with a
 * correct check digit, an RFC, an NSS and an address. Made up from the world's seed and the borrower's
 * mobile, so the same seed gives the same person whatever order the requests came in. The rules follow
 * shared/reference/mx-identifiers.md sections 1 to 5; these are generators, the validators are in
 * src/domain/validation/mx-identifiers.ts.
 */

/** The person behind a mock borrower. */
export interface BorrowerIdentity {
  firstName: string;
  /** Second given name, when the person has one. */
  middleName?: string;
  /** Both surnames, paternal then maternal. */
  lastName: string;
  paternalSurname: string;
  maternalSurname: string;
  /** ISO date yyyy-mm-dd. */
  birthday: string;
  /** 1 male, 2 female. */
  gender: 1 | 2;
  curp: string;
  rfc: string;
  nss: string;
  email: string;
  /** CURP code of the birth state. */
  birthState: string;
  /** State of residence: its option code (INEGI '01'..'32', src/domain/options/states.ts). */
  state: string;
  stateName: string;
  /** City of residence: its option code (a slug) in that state. */
  city: string;
  cityName: string;
  /** Street, number and neighbourhood. */
  address: string;
  pinCode: string;
  /**
   * The INE's validity ("vigencia", a year, as the ISO date of its last day). An INE is valid 10 years from
   * issue. Absent for an identity made before the field existed.
   */
  documentValidUntil?: string;
}

/** Names and birth data to keep when the world already knows them (a preset's profile). */
export interface KnownPerson {
  firstName: string;
  lastName: string;
  birthday: string;
  gender: 1 | 2;
  email?: string;
}

const VOWELS = 'AEIOU';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Homoclave characters: no 0 and no O (the first one also stops at V, as SAT issues them). */
const HOMOCLAVE_FIRST = '123456789ABCDEFGHIJKLMNPQRSTUV';
const HOMOCLAVE_SECOND = '123456789ABCDEFGHIJKLMNPQRSTUVWXYZ';
// A compound given name starting with one of these is represented by its second name.
const SKIPPED_GIVEN_NAMES = new Set(['MARIA', 'MA', 'MA.', 'JOSE', 'J', 'J.']);

/** Streets for made-up addresses. */
const STREETS = [
  'Av. Juárez',
  'Av. Hidalgo',
  'Calle Morelos',
  'Calle Allende',
  'Calle Zaragoza',
  'Av. Revolución',
  'Calle 5 de Mayo',
  'Calle Independencia',
  'Av. Insurgentes',
  'Calle Guerrero',
  'Calle Aldama',
  'Av. Constitución',
];
/** Neighbourhoods (colonias) for made-up addresses. */
const COLONIAS = [
  'Centro',
  'Del Valle',
  'Las Flores',
  'San José',
  'Jardines',
  'La Joya',
  'Santa María',
  'El Mirador',
];

/** Upper-cases and strips accents, keeping Ñ (CURP writes it as X, the RFC keeps it). */
export function plainUpper(text: string): string {
  return [...text.toUpperCase().trim()]
    .map((c) => (c === 'Ñ' ? c : c.normalize('NFD').replace(/\p{M}/gu, '')))
    .join('');
}

function firstInternal(word: string, pick: (c: string) => boolean): string {
  for (const c of word.slice(1)) if (pick(c)) return c;
  return 'X';
}

const isVowel = (c: string) => VOWELS.includes(c);
const isConsonant = (c: string) => /[A-ZÑ]/.test(c) && !VOWELS.includes(c);

/** The given name the CURP and RFC use: the second one after MARÍA or JOSÉ. */
function usedGivenName(givenNames: string): string {
  const parts = plainUpper(givenNames).split(/\s+/).filter(Boolean);
  const [first, second] = parts;
  if (first !== undefined && second !== undefined && SKIPPED_GIVEN_NAMES.has(first)) return second;
  return first ?? 'X';
}

/** The four name letters shared by CURP and RFC, before the inconvenient-word rules. */
function nameLetters(paternal: string, maternal: string, givenNames: string): string {
  const p = plainUpper(paternal);
  const m = plainUpper(maternal);
  const g = usedGivenName(givenNames);
  return `${p.charAt(0) || 'X'}${firstInternal(p, isVowel)}${m.charAt(0) || 'X'}${g.charAt(0) || 'X'}`;
}

const yymmdd = (isoDate: string) => `${isoDate.slice(2, 4)}${isoDate.slice(5, 7)}${isoDate.slice(8, 10)}`;

/** Builds a CURP; `differentiator` is position 17 (a digit before 2000, a letter from 2000). */
export function buildCurp(input: {
  paternal: string;
  maternal: string;
  givenNames: string;
  birthday: string;
  gender: 1 | 2;
  state: string;
  differentiator: string;
}): string {
  let letters = nameLetters(input.paternal, input.maternal, input.givenNames).replace(/Ñ/g, 'X');
  if (isCurpInconvenientWord(letters)) letters = `${letters.charAt(0)}X${letters.slice(2)}`;
  const consonant = (word: string) => firstInternal(plainUpper(word), isConsonant).replace('Ñ', 'X');
  const first17 =
    letters +
    yymmdd(input.birthday) +
    (input.gender === 1 ? 'H' : 'M') +
    input.state +
    consonant(input.paternal) +
    consonant(input.maternal) +
    consonant(usedGivenName(input.givenNames)) +
    input.differentiator;
  return first17 + curpCheckDigit(first17);
}

/** Builds a person RFC with a homoclave of two characters and its check digit. */
export function buildRfc(input: {
  paternal: string;
  maternal: string;
  givenNames: string;
  birthday: string;
  homoclave: string;
}): string {
  const rest = yymmdd(input.birthday) + input.homoclave;
  let letters = nameLetters(input.paternal, input.maternal, input.givenNames);
  // SAT replaces the last letter of an inconvenient word with X; the validator knows the words.
  const candidate = letters + rest;
  const checked = checkRfc(candidate + rfcCheckDigit(candidate));
  if (!checked.ok && checked.reason === 'word') letters = `${letters.slice(0, 3)}X`;
  return letters + rest + rfcCheckDigit(letters + rest);
}

/** A CLABE of the bank whose 5-digit Banxico code is given (its prefix is the code's last 3 digits). */
export function buildClabe(bankCode: string, plaza: string, account11: string): string {
  const first17 = `${bankCode.slice(-3)}${plaza}${account11}`;
  return first17 + clabeCheckDigit(first17);
}

/** A 16-digit card number with a correct Luhn digit. */
export function buildCardNumber(first15: string): string {
  return first15 + luhnCheckDigit(first15);
}

/** A 32-bit seed from the world seed and a borrower's mobile (FNV-1a). */
export function personSeed(worldSeed: number, mobile: string): number {
  let hash = 0x811c9dc5;
  for (const c of `${worldSeed}:${mobile}`) {
    hash ^= c.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function slug(text: string): string {
  return plainUpper(text)
    .replace(/Ñ/g, 'N')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/** Made-up e-mail of a person, in the shape the personal-information form accepts. */
function emailFor(first: string, paternal: string, n: number): string {
  return `${slug(first.split(' ')[0] ?? first)}.${slug(paternal)}${n}@example.com`;
}

/** Names, sex and birthday: what `known` gives, the rest drawn (the draws' order keeps old seeds' people). */
function namesAndBirth(faker: Faker, now: number, known: KnownPerson | undefined) {
  const sex = known ? (known.gender === 1 ? 'male' : 'female') : faker.person.sexType();
  const givenNames = known?.firstName ?? faker.person.firstName(sex);
  const surnames = (known?.lastName ?? faker.person.lastName()).trim().split(/\s+/);
  const paternal = surnames[0] ?? 'Pérez';
  // The name lists hold single-word surnames; someone with only one gets a second, as Mexicans carry two.
  const maternal =
    surnames.length > 1 ? surnames.slice(1).join(' ') : (faker.person.lastName().split(' ')[0] ?? 'López');
  // Whole calendar fields, not a random instant, so the person does not change with the minute asked.
  const refYear = new Date(now).getUTCFullYear();
  const birthday =
    known?.birthday ??
    [
      faker.number.int({ min: refYear - 60, max: refYear - 21 }),
      String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0'),
      String(faker.number.int({ min: 1, max: 28 })).padStart(2, '0'),
    ].join('-');
  const gender: 1 | 2 = known?.gender ?? (sex === 'male' ? 1 : 2);
  return { givenNames, paternal, maternal, refYear, birthday, gender };
}

type NamesAndBirth = ReturnType<typeof namesAndBirth>;

/** CURP, RFC and NSS consistent with the names, birthday, sex and birth state. */
function officialIds(faker: Faker, person: NamesAndBirth, bornCurp: string) {
  const { paternal, maternal, givenNames, birthday, gender, refYear } = person;
  const birthYear = Number(birthday.slice(0, 4));
  const differentiator =
    birthYear < 2000
      ? String(faker.number.int({ min: 0, max: 9 }))
      : faker.helpers.arrayElement([...LETTERS]);
  const curp = buildCurp({
    paternal,
    maternal,
    givenNames,
    birthday,
    gender,
    state: bornCurp,
    differentiator,
  });
  const rfc = buildRfc({
    paternal,
    maternal,
    givenNames,
    birthday,
    homoclave:
      faker.helpers.arrayElement([...HOMOCLAVE_FIRST]) + faker.helpers.arrayElement([...HOMOCLAVE_SECOND]),
  });
  const registered = String(Math.min(birthYear + faker.number.int({ min: 18, max: 20 }), refYear));
  const nssBody =
    faker.string.numeric({ length: 2, allowLeadingZeros: false }) +
    registered.slice(2) +
    String(birthYear).slice(2) +
    faker.string.numeric({ length: 4, allowLeadingZeros: true });
  return { curp, rfc, nss: nssBody + luhnCheckDigit(nssBody) };
}

/** A street address, city and postal code in the home state. */
function homeAddress(faker: Faker, home: (typeof STATES)[number]) {
  const [low, high] = faker.helpers.arrayElement(home.postalPrefixes);
  const prefix = faker.number.int({ min: low, max: high });
  const city = faker.helpers.arrayElement(home.cities);
  const pinCode = `${String(prefix).padStart(2, '0')}${faker.string.numeric({ length: 3, allowLeadingZeros: true })}`;
  const address = `${faker.helpers.arrayElement(STREETS)} ${faker.number.int({ min: 1, max: 999 })}, Col. ${faker.helpers.arrayElement(COLONIAS)}`;
  return { city, pinCode, address };
}

/**
 * The person behind the borrower with this mobile in a world with this seed. `known` keeps what a preset
 * already decided (names, birthday, sex); the rest comes from a faker seeded by seed and mobile.
 */
export function makeIdentity(
  worldSeed: number,
  mobile: string,
  now: number,
  known?: KnownPerson,
): BorrowerIdentity {
  const faker = new Faker({ locale: [esMxPeople, base] });
  faker.seed(personSeed(worldSeed, mobile));

  const person = namesAndBirth(faker, now, known);
  const { paternal, maternal, birthday, gender, refYear } = person;
  const [firstName = person.givenNames, ...middle] = person.givenNames.split(' ');
  const born = faker.helpers.arrayElement(STATES);
  // Most people live where they were born; some moved.
  const home = faker.number.int({ min: 1, max: 10 }) <= 7 ? born : faker.helpers.arrayElement(STATES);
  const ids = officialIds(faker, person, born.curp);
  const { city, pinCode, address } = homeAddress(faker, home);
  const email =
    known?.email !== undefined && checkEmail(known.email).ok
      ? known.email
      : emailFor(firstName, paternal, faker.number.int({ min: 1, max: 99 }));
  // Drawn last, so the fields above stay what they were before it existed. Issued within the last 9 years.
  const documentValidUntil = `${faker.number.int({ min: refYear + 1, max: refYear + 9 })}-12-31`;

  return {
    firstName,
    ...(middle.length > 0 ? { middleName: middle.join(' ') } : {}),
    lastName: `${paternal} ${maternal}`,
    paternalSurname: paternal,
    maternalSurname: maternal,
    birthday,
    gender,
    ...ids,
    email,
    birthState: born.curp,
    state: home.value,
    stateName: home.label.es,
    city: city.value,
    cityName: city.label.es,
    address,
    pinCode,
    documentValidUntil,
  };
}

/** Full name as a person signs it: given names, then both surnames. */
export function fullNameOf(person: {
  firstName: string;
  middleName?: string | undefined;
  lastName: string;
}): string {
  return [person.firstName, person.middleName, person.lastName].filter(Boolean).join(' ');
}
