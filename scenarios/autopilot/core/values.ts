import { clabeCheckDigit, curpCheckDigit, luhnCheckDigit, rfcCheckDigit } from '#contracts/forms';
import type { Rng } from './prng';

/**
 * What the explorer types: a field's kind is guessed from its label (Spanish or English, as a borrower
 * reads it), then a value is drawn that the product should accept (a Mexican mobile 55xxxxxxxx, a CURP,
 * CLABE and card number with their check digits, a name, an amount...) or one it must refuse gracefully
 * (empty, spaces, far too long, wrong format, emoji, HTML, Arabic-Indic or full-width digits, a
 * right-to-left override). Check digits come from the app's own validation module, so a "valid" value is
 * valid by the product's own rules.
 */

export type FieldKind =
  | 'mobile'
  | 'smsCode'
  | 'postalCode'
  | 'curp'
  | 'rfc'
  | 'nss'
  | 'email'
  | 'clabe'
  | 'card'
  | 'amount'
  | 'name'
  | 'company'
  | 'address'
  | 'social'
  | 'search'
  | 'message'
  | 'text';

/** Lower case without accents, for matching labels in either language. */
export function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Label words per kind, first match wins (order matters: "código postal" before "código"). */
const KIND_WORDS: ReadonlyArray<[FieldKind, RegExp]> = [
  ['postalCode', /postal|zip/],
  ['clabe', /clabe/],
  ['card', /tarjeta|card/],
  ['curp', /curp/],
  ['rfc', /\brfc\b/],
  ['nss', /\bnss\b|seguro social|social security/],
  ['smsCode', /codigo|code|verificacion|verification|sms/],
  ['email', /correo|e-?mail/],
  ['mobile', /celular|mobile|telefono|phone|whatsapp/],
  ['amount', /monto|amount|ingreso|income|importe/],
  ['company', /empresa|company|employer/],
  ['address', /direccion|address|calle|street|colonia|municipio|alcaldia|municipality|city|ciudad/],
  ['name', /nombre|name|apellido|surname/],
  // A profile link or user name (the work step's optional LinkedIn and Facebook): no spaces.
  ['social', /linkedin|facebook|instagram|twitter|perfil social|social profile/],
  ['search', /buscar|search/],
  ['message', /mensaje|message|descripcion|description|comentario|comment|detalle|problema|problem/],
];

/** The kind of a field from its accessible name (and role: a searchbox is a search). */
export function fieldKindOf(label: string, role = 'textbox'): FieldKind {
  if (role === 'searchbox') return 'search';
  const text = plain(label);
  for (const [kind, words] of KIND_WORDS) if (words.test(text)) return kind;
  return 'text';
}

function digits(rng: Rng, n: number): string {
  let out = '';
  for (let i = 0; i < n; i += 1) out += String(rng.int(10));
  return out;
}

/** Who the screen says the borrower is: the birthday (ISO) and sex a CURP must agree with. */
export interface Identity {
  birthday?: string;
  sex?: 'H' | 'M';
}

/**
 * A valid CURP (shape, state code and check digit) for a made-up borrower; with the birthday and sex the
 * screen shows, one that agrees with them (the form refuses a CURP whose date or sex differ).
 */
export function validCurp(rng: Rng, identity: Identity = {}): string {
  const letters = rng.pick(['GOLM', 'HERA', 'PEMJ', 'RASJ']);
  const born = identity.birthday ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(identity.birthday) : null;
  const year = born ? Number(born[1]) : 1970 + rng.int(30);
  const mm = born ? born[2]! : String(1 + rng.int(12)).padStart(2, '0');
  const dd = born ? born[3]! : String(1 + rng.int(28)).padStart(2, '0');
  const sex = identity.sex ?? rng.pick(['H', 'M'] as const);
  // The 17th character tells the century: a digit before 2000, a letter from 2000.
  const century = year < 2000 ? '0' : 'A';
  const first17 = `${letters}${String(year % 100).padStart(2, '0')}${mm}${dd}${sex}${rng.pick(['DF', 'JC', 'NL', 'MC'])}${rng.pick(['NLR', 'RZN', 'MRT'])}${century}`;
  return first17 + curpCheckDigit(first17);
}

/** A valid person RFC with its check digit. */
export function validRfc(rng: Rng): string {
  const base = `${rng.pick(['GOLM', 'HERA', 'PEMJ'])}${String(70 + rng.int(30))}0${1 + rng.int(9)}1${rng.int(10)}${rng.pick(['A1', 'B2', 'K9'])}`;
  return base + rfcCheckDigit(base);
}

/** A CLABE of a SPEI bank (Banamex 002, BBVA 012, Santander 014) with its check digit. */
export function validClabe(rng: Rng): string {
  const first17 = `${rng.pick(['002', '012', '014'])}180${digits(rng, 11)}`;
  return first17 + clabeCheckDigit(first17);
}

/** A 16-digit debit card number passing Luhn. */
export function validCard(rng: Rng): string {
  const payload = `415231${digits(rng, 9)}`;
  return payload + luhnCheckDigit(payload);
}

/** What the context offers the value generator. */
export interface ValueContext extends Identity {
  /** The mock world's borrower (preset) mobile: logging in as them reaches further. */
  knownMobile?: string;
  /** The last SMS code the world sent, if any. */
  smsCode?: string | null;
}

/** A value the product should accept for a field of this kind. */
export function validValue(kind: FieldKind, rng: Rng, context: ValueContext = {}): string {
  switch (kind) {
    case 'mobile':
      return context.knownMobile && rng.next() < 0.5
        ? context.knownMobile
        : `55${1 + rng.int(9)}${digits(rng, 7)}`;
    case 'smsCode':
      return context.smsCode ?? digits(rng, 6);
    case 'postalCode':
      return rng.pick(['03100', '06700', '44100', '64000']);
    case 'curp':
      return validCurp(rng, context);
    case 'rfc':
      return validRfc(rng);
    case 'nss': {
      const payload = digits(rng, 10);
      return payload + luhnCheckDigit(payload);
    }
    case 'email':
      return `borrower${rng.int(1000)}@example.mx`;
    case 'clabe':
      return validClabe(rng);
    case 'card':
      return validCard(rng);
    case 'amount':
      return String(rng.pick([1000, 1500, 2000, 3000, 5000]));
    case 'name':
      return rng.pick(['María López Pérez', 'Juan Ramírez Soto', 'Ana Sofía Hernández Ruiz']);
    case 'company':
      return rng.pick(['Tiendas del Centro', 'Abarrotes La Esperanza']);
    case 'address':
      return rng.pick(['Av. Juárez 100, Centro', 'Benito Juárez', 'Calle 5 de Mayo 23']);
    case 'social':
      return rng.pick(['maria.lopez', 'linkedin.com/in/juan-ramirez']);
    case 'search':
      return rng.pick(['BANAMEX', 'Jalisco', 'a']);
    case 'message':
      return rng.pick(['Pagué ayer y no se refleja mi pago.', 'Quiero cambiar mi cuenta bancaria.']);
    case 'text':
      return rng.pick(['Hola', 'Prueba de texto']);
  }
}

/** The kinds of hostile input. */
export const HOSTILE_KINDS = [
  'empty',
  'spaces',
  'tooLong',
  'wrongFormat',
  'emoji',
  'html',
  'arabicDigits',
  'fullWidthDigits',
  'padded',
  'rtlOverride',
] as const;
export type HostileKind = (typeof HOSTILE_KINDS)[number];

const NUMERIC_KINDS: ReadonlySet<FieldKind> = new Set([
  'mobile',
  'smsCode',
  'postalCode',
  'nss',
  'clabe',
  'card',
  'amount',
]);

/** Digits written in another script (what a phone keyboard in Arabic or a full-width IME types). */
export function toArabicIndic(text: string): string {
  return text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
}
export function toFullWidth(text: string): string {
  return text.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)));
}

function wrongFormat(kind: FieldKind, rng: Rng): string {
  switch (kind) {
    case 'mobile':
      return rng.pick(['12345', '0012345678', '+52 55 1234', '8001234567']);
    case 'smsCode':
      return rng.pick(['12', '1234567', 'abcdef']);
    case 'curp':
      return rng.pick(['ABC123', 'GOLM900101HDFNLR09', 'goml900101hdfnlr00']);
    case 'rfc':
      return 'XXXX999999';
    case 'email':
      return rng.pick(['sin-arroba.mx', 'a@b', '@example.mx']);
    case 'clabe':
      return rng.pick(['002180000000000000', '12345']);
    case 'card':
      return '4152310000000000';
    case 'amount':
      return rng.pick(['-100', '0', '1e9', '99999999', '1,000.50']);
    case 'postalCode':
      return rng.pick(['1', '999999', 'ABCDE']);
    default:
      return rng.pick(['12345', '!!!', '__']);
  }
}

/** A value the product must refuse (or keep harmless), with its kind. */
export function hostileValue(
  kind: FieldKind,
  hostile: HostileKind,
  rng: Rng,
  context: ValueContext = {},
): string {
  switch (hostile) {
    case 'empty':
      return '';
    case 'spaces':
      return '   ';
    case 'tooLong':
      return (NUMERIC_KINDS.has(kind) ? '9' : 'x').repeat(300);
    case 'wrongFormat':
      return wrongFormat(kind, rng);
    case 'emoji':
      return '😀🔥💸';
    case 'html':
      return '<b>hola</b><img src=x onerror=alert(1)>';
    case 'arabicDigits':
      return toArabicIndic(validValue(NUMERIC_KINDS.has(kind) ? kind : 'mobile', rng, context));
    case 'fullWidthDigits':
      return toFullWidth(validValue(NUMERIC_KINDS.has(kind) ? kind : 'mobile', rng, context));
    case 'padded':
      return `  ${validValue(kind, rng, context)}  `;
    case 'rtlOverride':
      return `\u202E${validValue(kind, rng, context)}`;
  }
}
