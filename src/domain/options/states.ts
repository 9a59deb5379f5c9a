import type { Option } from './option';

/**
 * The 32 federal entities (31 states and Ciudad de México) with their codes and main cities
 * (shared/reference/mx-identifiers.md section 8). The option value is the INEGI code ('01'..'32').
 */

/** A federal entity as a picker option, with its codes, postal prefixes and main cities. */
export interface MxState extends Option {
  /** CURP state code (Ciudad de México is still DF, Chiapas CS, Chihuahua CH). */
  curp: string;
  /** INEGI code, '01'..'32'; equal to `value`. */
  inegi: string;
  /** ISO 3166-2 code. */
  iso: string;
  /** Inclusive ranges of the first two postal-code digits (SEPOMEX, via Wikipedia; not authoritative). */
  postalPrefixes: readonly (readonly [number, number])[];
  /** 5 to 12 main cities (municipalities; boroughs for Ciudad de México). */
  cities: readonly Option[];
}

/** The CURP code of people born abroad (not a federal entity). */
export const CURP_BORN_ABROAD = 'NE';

/** Slug of a city name, its stable option value: lower-case ASCII words joined by dashes. */
function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function entity(
  inegi: string,
  curp: string,
  iso: string,
  es: string,
  en: string,
  postalPrefixes: readonly (readonly [number, number])[],
  cities: readonly string[],
): MxState {
  return {
    value: inegi,
    label: { es, en },
    curp,
    inegi,
    iso,
    postalPrefixes,
    // City names are proper names: the same label in both languages.
    cities: cities.map((c) => ({ value: slug(c), label: { es: c, en: c } })),
  };
}

/** All 32 federal entities, in INEGI order. */
export const STATES: readonly MxState[] = [
  entity(
    '01',
    'AS',
    'MX-AGU',
    'Aguascalientes',
    'Aguascalientes',
    [[20, 20]],
    [
      'Aguascalientes',
      'Jesús María',
      'Calvillo',
      'Rincón de Romos',
      'Pabellón de Arteaga',
      'San Francisco de los Romo',
    ],
  ),
  entity(
    '02',
    'BC',
    'MX-BCN',
    'Baja California',
    'Baja California',
    [[21, 22]],
    ['Tijuana', 'Mexicali', 'Ensenada', 'Tecate', 'Playas de Rosarito', 'San Quintín'],
  ),
  entity(
    '03',
    'BS',
    'MX-BCS',
    'Baja California Sur',
    'Baja California Sur',
    [[23, 23]],
    ['La Paz', 'Los Cabos', 'Comondú', 'Loreto', 'Mulegé'],
  ),
  entity(
    '04',
    'CC',
    'MX-CAM',
    'Campeche',
    'Campeche',
    [[24, 24]],
    ['Campeche', 'Ciudad del Carmen', 'Champotón', 'Escárcega', 'Calkiní'],
  ),
  entity(
    '05',
    'CL',
    'MX-COA',
    'Coahuila',
    'Coahuila',
    [[25, 27]],
    ['Saltillo', 'Torreón', 'Monclova', 'Piedras Negras', 'Acuña', 'Sabinas', 'Ramos Arizpe'],
  ),
  entity(
    '06',
    'CM',
    'MX-COL',
    'Colima',
    'Colima',
    [[28, 28]],
    ['Colima', 'Manzanillo', 'Tecomán', 'Villa de Álvarez', 'Armería'],
  ),
  entity(
    '07',
    'CS',
    'MX-CHP',
    'Chiapas',
    'Chiapas',
    [[29, 30]],
    ['Tuxtla Gutiérrez', 'Tapachula', 'San Cristóbal de las Casas', 'Comitán', 'Palenque', 'Chiapa de Corzo'],
  ),
  entity(
    '08',
    'CH',
    'MX-CHH',
    'Chihuahua',
    'Chihuahua',
    [[31, 33]],
    ['Ciudad Juárez', 'Chihuahua', 'Delicias', 'Cuauhtémoc', 'Hidalgo del Parral', 'Nuevo Casas Grandes'],
  ),
  entity(
    '09',
    'DF',
    'MX-CMX',
    'Ciudad de México',
    'Mexico City',
    [[1, 16]],
    [
      'Álvaro Obregón',
      'Azcapotzalco',
      'Benito Juárez',
      'Coyoacán',
      'Cuauhtémoc',
      'Gustavo A. Madero',
      'Iztacalco',
      'Iztapalapa',
      'Miguel Hidalgo',
      'Tlalpan',
      'Venustiano Carranza',
      'Xochimilco',
    ],
  ),
  entity(
    '10',
    'DG',
    'MX-DUR',
    'Durango',
    'Durango',
    [[34, 35]],
    ['Durango', 'Gómez Palacio', 'Lerdo', 'Santiago Papasquiaro', 'Pueblo Nuevo'],
  ),
  entity(
    '11',
    'GT',
    'MX-GUA',
    'Guanajuato',
    'Guanajuato',
    [[36, 38]],
    [
      'León',
      'Irapuato',
      'Celaya',
      'Salamanca',
      'Guanajuato',
      'Silao',
      'San Miguel de Allende',
      'Dolores Hidalgo',
    ],
  ),
  entity(
    '12',
    'GR',
    'MX-GRO',
    'Guerrero',
    'Guerrero',
    [[39, 41]],
    ['Acapulco', 'Chilpancingo', 'Iguala', 'Zihuatanejo', 'Taxco', 'Chilapa'],
  ),
  entity(
    '13',
    'HG',
    'MX-HID',
    'Hidalgo',
    'Hidalgo',
    [[42, 43]],
    ['Pachuca', 'Tulancingo', 'Tula de Allende', 'Tizayuca', 'Huejutla', 'Mineral de la Reforma'],
  ),
  entity(
    '14',
    'JC',
    'MX-JAL',
    'Jalisco',
    'Jalisco',
    [[44, 49]],
    [
      'Guadalajara',
      'Zapopan',
      'Tlaquepaque',
      'Tonalá',
      'Tlajomulco de Zúñiga',
      'Puerto Vallarta',
      'Lagos de Moreno',
      'Tepatitlán',
      'Zapotlán el Grande',
    ],
  ),
  entity(
    '15',
    'MC',
    'MX-MEX',
    'Estado de México',
    'State of Mexico',
    [[50, 57]],
    [
      'Toluca',
      'Ecatepec',
      'Nezahualcóyotl',
      'Naucalpan',
      'Tlalnepantla',
      'Chimalhuacán',
      'Cuautitlán Izcalli',
      'Atizapán de Zaragoza',
      'Ixtapaluca',
      'Tecámac',
      'Chalco',
      'Texcoco',
    ],
  ),
  entity(
    '16',
    'MN',
    'MX-MIC',
    'Michoacán',
    'Michoacán',
    [[58, 61]],
    ['Morelia', 'Uruapan', 'Zamora', 'Lázaro Cárdenas', 'Apatzingán', 'Zitácuaro', 'Pátzcuaro'],
  ),
  entity(
    '17',
    'MS',
    'MX-MOR',
    'Morelos',
    'Morelos',
    [[62, 62]],
    ['Cuernavaca', 'Jiutepec', 'Cuautla', 'Temixco', 'Yautepec', 'Jojutla'],
  ),
  entity(
    '18',
    'NT',
    'MX-NAY',
    'Nayarit',
    'Nayarit',
    [[63, 63]],
    ['Tepic', 'Bahía de Banderas', 'Santiago Ixcuintla', 'Compostela', 'Xalisco'],
  ),
  entity(
    '19',
    'NL',
    'MX-NLE',
    'Nuevo León',
    'Nuevo León',
    [[64, 67]],
    [
      'Monterrey',
      'Guadalupe',
      'Apodaca',
      'San Nicolás de los Garza',
      'General Escobedo',
      'Santa Catarina',
      'San Pedro Garza García',
      'Juárez',
      'García',
      'Linares',
    ],
  ),
  entity(
    '20',
    'OC',
    'MX-OAX',
    'Oaxaca',
    'Oaxaca',
    [[68, 71]],
    [
      'Oaxaca de Juárez',
      'San Juan Bautista Tuxtepec',
      'Salina Cruz',
      'Juchitán de Zaragoza',
      'Huajuapan de León',
      'Santa Cruz Xoxocotlán',
      'Puerto Escondido',
    ],
  ),
  entity(
    '21',
    'PL',
    'MX-PUE',
    'Puebla',
    'Puebla',
    [[72, 75]],
    [
      'Puebla',
      'Tehuacán',
      'San Martín Texmelucan',
      'Atlixco',
      'San Pedro Cholula',
      'San Andrés Cholula',
      'Teziutlán',
    ],
  ),
  entity(
    '22',
    'QT',
    'MX-QUE',
    'Querétaro',
    'Querétaro',
    [[76, 76]],
    ['Querétaro', 'San Juan del Río', 'Corregidora', 'El Marqués', 'Tequisquiapan'],
  ),
  entity(
    '23',
    'QR',
    'MX-ROO',
    'Quintana Roo',
    'Quintana Roo',
    [[77, 77]],
    ['Cancún', 'Chetumal', 'Playa del Carmen', 'Cozumel', 'Tulum', 'Felipe Carrillo Puerto'],
  ),
  entity(
    '24',
    'SP',
    'MX-SLP',
    'San Luis Potosí',
    'San Luis Potosí',
    [[78, 79]],
    ['San Luis Potosí', 'Soledad de Graciano Sánchez', 'Ciudad Valles', 'Matehuala', 'Rioverde'],
  ),
  entity(
    '25',
    'SL',
    'MX-SIN',
    'Sinaloa',
    'Sinaloa',
    [[80, 82]],
    ['Culiacán', 'Mazatlán', 'Los Mochis', 'Guasave', 'Guamúchil', 'Navolato'],
  ),
  entity(
    '26',
    'SR',
    'MX-SON',
    'Sonora',
    'Sonora',
    [[83, 85]],
    ['Hermosillo', 'Ciudad Obregón', 'Nogales', 'San Luis Río Colorado', 'Navojoa', 'Guaymas', 'Caborca'],
  ),
  entity(
    '27',
    'TC',
    'MX-TAB',
    'Tabasco',
    'Tabasco',
    [[86, 86]],
    ['Villahermosa', 'Cárdenas', 'Comalcalco', 'Macuspana', 'Huimanguillo', 'Paraíso'],
  ),
  entity(
    '28',
    'TS',
    'MX-TAM',
    'Tamaulipas',
    'Tamaulipas',
    [[87, 89]],
    [
      'Reynosa',
      'Matamoros',
      'Nuevo Laredo',
      'Ciudad Victoria',
      'Tampico',
      'Ciudad Madero',
      'Altamira',
      'Ciudad Mante',
    ],
  ),
  entity(
    '29',
    'TL',
    'MX-TLA',
    'Tlaxcala',
    'Tlaxcala',
    [[90, 90]],
    ['Tlaxcala', 'Apizaco', 'Huamantla', 'Chiautempan', 'Calpulalpan', 'Zacatelco'],
  ),
  entity(
    '30',
    'VZ',
    'MX-VER',
    'Veracruz',
    'Veracruz',
    [[91, 96]],
    [
      'Veracruz',
      'Xalapa',
      'Coatzacoalcos',
      'Córdoba',
      'Poza Rica',
      'Boca del Río',
      'Orizaba',
      'Minatitlán',
      'Tuxpan',
      'Papantla',
    ],
  ),
  entity(
    '31',
    'YN',
    'MX-YUC',
    'Yucatán',
    'Yucatán',
    [[97, 97]],
    ['Mérida', 'Valladolid', 'Tizimín', 'Progreso', 'Kanasín', 'Umán'],
  ),
  entity(
    '32',
    'ZS',
    'MX-ZAC',
    'Zacatecas',
    'Zacatecas',
    [[98, 99]],
    ['Zacatecas', 'Guadalupe', 'Fresnillo', 'Jerez', 'Río Grande', 'Sombrerete'],
  ),
];

/** The entity with this INEGI code (the option value), CURP code or ISO code, if any. */
export function stateByCode(code: string): MxState | undefined {
  const c = code.trim().toUpperCase();
  return STATES.find((s) => s.inegi === c || s.curp === c || s.iso === c);
}

/** The city options of a state (by any of its codes); empty for an unknown state. */
export function citiesOf(stateCode: string): readonly Option[] {
  return stateByCode(stateCode)?.cities ?? [];
}

/** Whether the first two digits of a postal code fall in one of the state's ranges. */
export function postalPrefixInState(state: MxState, postalCode: string): boolean {
  const prefix = Number(postalCode.slice(0, 2));
  return state.postalPrefixes.some(([from, to]) => prefix >= from && prefix <= to);
}

/**
 * Whether SEPOMEX uses the first two digits of a postal code: 01-16 (Ciudad de México) and 20-99 (the
 * states). 00 and 17-19 belong to no entity (shared/reference/mx-identifiers.md section 8), so no code
 * starting with them exists. Read from the states' own ranges, so the two cannot disagree.
 */
export function isUsedPostalPrefix(postalCode: string): boolean {
  return STATES.some((state) => postalPrefixInState(state, postalCode));
}

/** Whether `code` is a CURP state code: one of the 32 entities or NE (born abroad). */
export function isCurpStateCode(code: string): boolean {
  return code === CURP_BORN_ABROAD || STATES.some((s) => s.curp === code);
}
