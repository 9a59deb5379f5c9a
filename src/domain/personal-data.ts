/**
 * Personal data, by field name and by pattern: the one list of personal fields (issue 30). The journey
 * masker (scenarios/journey/mask.ts) masks journeys with it at record time; the app masks its event log at
 * rest with it (src/store/at-rest.ts). Masked values keep a shape hint (`55******78`, `BOXW**************`)
 * so a reviewer can tell fields apart. Masking is idempotent: masking a masked value changes nothing.
 */

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** What kind of personal value a field holds; decides the shape hint kept. */
export type PersonalCategory =
  | 'name'
  | 'phone'
  | 'nationalId'
  | 'rfc'
  | 'nss'
  | 'card'
  | 'account'
  | 'address'
  | 'email'
  | 'birthday'
  | 'image'
  | 'token'
  | 'secret'
  | 'device'
  // `number`: a card number when it has 10 digits or more, left alone otherwise (house or page numbers).
  | 'longNumber';

const EXACT_KEYS: Readonly<Record<string, PersonalCategory>> = {
  authorization: 'token',
  token: 'token',
  bearer: 'token',
  cookie: 'token',
  setcookie: 'token',
  apikey: 'token',
  password: 'secret',
  passwd: 'secret',
  pin: 'secret',
  otp: 'secret',
  smscode: 'secret',
  verifycode: 'secret',
  verificationcode: 'secret',
  // The SMS code's field (`autocomplete="one-time-code"`): what a screen recording reads in it is the code.
  onetimecode: 'secret',
  curp: 'nationalId',
  nationalid: 'nationalId',
  idnumber: 'nationalId',
  idno: 'nationalId',
  idcardno: 'nationalId',
  idcardnumber: 'nationalId',
  documentnumber: 'nationalId',
  ine: 'nationalId',
  inenumber: 'nationalId',
  voterid: 'nationalId',
  clavedeelector: 'nationalId',
  rfc: 'rfc',
  taxid: 'rfc',
  nss: 'nss',
  imss: 'nss',
  socialsecuritynumber: 'nss',
  cardnumber: 'card',
  cardno: 'card',
  bankcard: 'card',
  bankcardno: 'card',
  bankcardnumber: 'card',
  debitcard: 'card',
  pan: 'card',
  number: 'longNumber',
  clabe: 'account',
  bankaccount: 'account',
  bankaccountno: 'account',
  bankaccountnumber: 'account',
  accountnumber: 'account',
  accountno: 'account',
  account: 'account',
  email: 'email',
  mail: 'email',
  emailaddress: 'email',
  correo: 'email',
  address: 'address',
  street: 'address',
  streetaddress: 'address',
  colonia: 'address',
  neighborhood: 'address',
  neighbourhood: 'address',
  housenumber: 'address',
  exteriornumber: 'address',
  interiornumber: 'address',
  pincode: 'address',
  zipcode: 'address',
  zip: 'address',
  postalcode: 'address',
  postcode: 'address',
  latitude: 'address',
  longitude: 'address',
  lat: 'address',
  lng: 'address',
  lon: 'address',
  gps: 'address',
  birthday: 'birthday',
  inputbirthday: 'birthday',
  birthdate: 'birthday',
  dateofbirth: 'birthday',
  dob: 'birthday',
  fechadenacimiento: 'birthday',
  image: 'image',
  images: 'image',
  img: 'image',
  photo: 'image',
  photos: 'image',
  picture: 'image',
  pictures: 'image',
  selfie: 'image',
  avatar: 'image',
  base64: 'image',
  imei: 'device',
  androidid: 'device',
  gaid: 'device',
  oaid: 'device',
  advertisingid: 'device',
  macaddress: 'device',
  tel: 'phone',
  whatsapp: 'phone',
  cardholder: 'name',
  nombre: 'name',
  apellido: 'name',
  apellidos: 'name',
};

/** Keys ending in "name" that are not a person's name. */
const NON_PERSONAL_NAMES = new Set([
  'appname',
  'packagename',
  'eventname',
  'filename',
  'bankname',
  'statename',
  'cityname',
  'methodname',
  'routename',
  'screenname',
  'hostname',
  'typename',
  'keyname',
  'productname',
  'channelname',
  'devicename',
  'brandname',
  'modelname',
  'osname',
  'stepname',
  'pathname',
  'tagname',
  'nodename',
  'attributename',
  'classname',
  'servicename',
  'fieldname',
  'permissionname',
  'presetname',
  'scenarioname',
  'flowname',
  'featurename',
  'storename',
  'platformname',
  'versionname',
  'industryname',
  'designationname',
  'relationname',
  'companyname',
  'titlename',
]);

const SUFFIXES: ReadonlyArray<readonly [string, PersonalCategory]> = [
  ['mobile', 'phone'],
  ['phone', 'phone'],
  ['phonenumber', 'phone'],
  ['mobilenumber', 'phone'],
  ['telephone', 'phone'],
  ['token', 'token'],
  ['email', 'email'],
  ['curp', 'nationalId'],
  ['rfc', 'rfc'],
  ['clabe', 'account'],
  ['cardnumber', 'card'],
  ['cardno', 'card'],
  ['image', 'image'],
  ['images', 'image'],
  ['img', 'image'],
  ['photo', 'image'],
  ['photos', 'image'],
  ['picture', 'image'],
  ['base64', 'image'],
  ['surname', 'name'],
];

const categoryCache = new Map<string, PersonalCategory | null>();

function normalizeKey(key: string): string {
  return key.toLowerCase().replace(/[-_\s.]/g, '');
}

/** The personal category a key names, or null for an ordinary key. */
export function categoryOfKey(key: string): PersonalCategory | null {
  const cached = categoryCache.get(key);
  if (cached !== undefined) return cached;
  const k = normalizeKey(key);
  let category: PersonalCategory | null = EXACT_KEYS[k] ?? null;
  if (category === null) {
    for (const [suffix, c] of SUFFIXES) {
      if (k.endsWith(suffix)) {
        category = c;
        break;
      }
    }
  }
  if (category === null && k.endsWith('address') && k !== 'ipaddress') category = 'address';
  if (category === null && k.endsWith('name') && !NON_PERSONAL_NAMES.has(k)) category = 'name';
  // The cache stays small: keys come from schemas and DOM records, not from data.
  if (categoryCache.size < 10_000) categoryCache.set(key, category);
  return category;
}

/** Keys whose values are identifiers or times: no pattern pass (order ids, timestamps, hashes). */
export function isIdentifierKey(key: string): boolean {
  return /(?:^(?:id|ids|uuid|seq|hash|prev|head|at|timestamp|time)$|Id|ID|Ids|IDs|_id|_ids|At|Hash)$/.test(
    key,
  );
}

// A character that a mask may hide: letters, digits, and the '*' a previous mask wrote (idempotence).
const MASKABLE = /[\p{L}\p{N}*]/u;

/**
 * Replaces every letter or digit with '*' except the first `start` and last `end` of them. Values too short
 * to keep both edges without giving most of it away are masked whole.
 */
export function keepEdges(value: string, start: number, end: number): string {
  const chars = [...value];
  const positions: number[] = [];
  for (let i = 0; i < chars.length; i += 1) if (MASKABLE.test(chars[i]!)) positions.push(i);
  const keep = start + end;
  const keepAny = keep > 0 && positions.length >= keep * 2;
  for (let p = 0; p < positions.length; p += 1) {
    if (keepAny && (p < start || p >= positions.length - end)) continue;
    chars[positions[p]!] = '*';
  }
  return chars.join('');
}

const IMAGE_MASK_PREFIX = '[image masked';

function maskImage(value: string): string {
  if (value.startsWith(IMAGE_MASK_PREFIX)) return value;
  const mime = /^data:([^;,]*)/.exec(value)?.[1];
  return `${IMAGE_MASK_PREFIX}: ${mime ?? 'url'}, ${value.length} chars]`;
}

function maskEmail(value: string): string {
  const at = value.lastIndexOf('@');
  if (at <= 0) return keepEdges(value, 0, 0);
  return keepEdges(value.slice(0, at), 1, 0) + value.slice(at);
}

function maskName(value: string): string {
  return value
    .split(/(\s+)/)
    .map((word) => (/\s/.test(word) ? word : keepEdges(word, 1, 0)))
    .join('');
}

function maskToken(value: string): string {
  const scheme = /^(Bearer|Basic)\s+/i.exec(value)?.[0];
  return `${scheme ?? ''}********`;
}

function digitCount(value: string): number {
  let n = 0;
  for (let i = 0; i < value.length; i += 1) {
    const c = value.charCodeAt(i);
    if (c >= 48 && c <= 57) n += 1;
  }
  return n;
}

/** Masks a value known (by its key) to be personal, keeping its category's shape hint. */
export function maskAs(category: PersonalCategory, value: string): string {
  switch (category) {
    case 'name':
      return maskName(value);
    case 'phone':
      return keepEdges(value, 2, 2);
    case 'nationalId':
    case 'rfc':
      return keepEdges(value, 4, 0);
    case 'nss':
      return keepEdges(value, 0, 2);
    case 'card':
    case 'account':
    case 'device':
      return keepEdges(value, 0, 4);
    case 'longNumber':
      return digitCount(value) >= 10 ? keepEdges(value, 0, 4) : maskText(value);
    case 'address':
      return keepEdges(value, 0, 0);
    case 'email':
      return maskEmail(value);
    case 'birthday':
      return /^\d{4}-/.test(value) ? keepEdges(value, 4, 0) : keepEdges(value, 0, 0);
    case 'image':
      return maskImage(value);
    case 'token':
      return maskToken(value);
    case 'secret':
      return '******';
  }
}

const EMAIL = String.raw`[\p{L}\p{N}._%+\-]+@[\p{L}\p{N}\-]+(?:\.[\p{L}\p{N}\-]+)+`;
const CURP = String.raw`[A-Za-z][AEIOUXaeioux][A-Za-z]{2}\d{6}[HMXhmx][A-Za-z]{2}[A-Za-z]{3}[A-Za-z\d]\d`;
const RFC = String.raw`[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}`;
const DIGITS = String.raw`(?:\+?52[ \-]?)?(?:\d{10,19}|\d{2,3}[ \-]\d{3,4}[ \-]\d{4}|\d{4}(?:[ \-]\d{4}){3}(?:[ \-]?\d{1,3})?)`;
// Alternatives tried in this order at each position; the edges keep a match from starting or ending
// inside a longer word or number (an order id `LO123456789012` is not a card number).
const PERSONAL_PATTERN = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(${EMAIL})|(${CURP})|(${RFC})|(${DIGITS}))(?![\p{L}\p{N}])`,
  'gu',
);
const QUICK_CHECK = /[@\d]/;
const BASE64_BLOB = /^[A-Za-z0-9+/_-]{256,}={0,2}$/;

function maskDigits(match: string): string {
  const digits = match.replace(/\D/g, '');
  // 12 to 19 digits: a card or CLABE number (or a phone with its +52 prefix).
  if (digits.length >= 12) return keepEdges(match, 0, 4);
  // 11 digits: an NSS; 10 digits: a phone, which in Mexico never starts with 0 or 1 (Unix seconds do).
  if (digits.length === 11 || (digits.length === 10 && /^[2-9]/.test(digits))) return keepEdges(match, 2, 2);
  return match;
}

/**
 * The pattern pass over a free string (SMS text, DOM text, URLs): data URLs and base64 blobs, e-mails,
 * CURPs, RFCs, phones, NSS and card/CLABE numbers found inside it are masked; the rest is kept.
 * Exported for the screen recorder (rrweb's maskTextFn / maskInputFn).
 */
export function maskText(value: string): string {
  if (value.startsWith('data:') && value.includes(';base64,')) return maskImage(value);
  if (value.length >= 256 && BASE64_BLOB.test(value)) return maskImage(value);
  if (!QUICK_CHECK.test(value)) return value;
  return value.replace(PERSONAL_PATTERN, (match: string, email?: string, curp?: string, rfc?: string) => {
    if (email !== undefined) return maskEmail(match);
    if (curp !== undefined || rfc !== undefined) return keepEdges(match, 4, 0);
    return maskDigits(match);
  });
}
