import type { Option } from './option';
import { tableRows } from './text-table';

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

/**
 * The 32 federal entities, in INEGI order, one a line: INEGI code | CURP code | ISO code | postal prefixes
 * (ranges of the first two digits, `21-22`, or one prefix) | Spanish name | English name | main cities.
 */
const ENTITIES = `
  01 | AS | MX-AGU | 20    | Aguascalientes      | Aguascalientes      | Aguascalientes, Jesús María, Calvillo, Rincón de Romos, Pabellón de Arteaga, San Francisco de los Romo
  02 | BC | MX-BCN | 21-22 | Baja California     | Baja California     | Tijuana, Mexicali, Ensenada, Tecate, Playas de Rosarito, San Quintín
  03 | BS | MX-BCS | 23    | Baja California Sur | Baja California Sur | La Paz, Los Cabos, Comondú, Loreto, Mulegé
  04 | CC | MX-CAM | 24    | Campeche            | Campeche            | Campeche, Ciudad del Carmen, Champotón, Escárcega, Calkiní
  05 | CL | MX-COA | 25-27 | Coahuila            | Coahuila            | Saltillo, Torreón, Monclova, Piedras Negras, Acuña, Sabinas, Ramos Arizpe
  06 | CM | MX-COL | 28    | Colima              | Colima              | Colima, Manzanillo, Tecomán, Villa de Álvarez, Armería
  07 | CS | MX-CHP | 29-30 | Chiapas             | Chiapas             | Tuxtla Gutiérrez, Tapachula, San Cristóbal de las Casas, Comitán, Palenque, Chiapa de Corzo
  08 | CH | MX-CHH | 31-33 | Chihuahua           | Chihuahua           | Ciudad Juárez, Chihuahua, Delicias, Cuauhtémoc, Hidalgo del Parral, Nuevo Casas Grandes
  09 | DF | MX-CMX | 01-16 | Ciudad de México    | Mexico City         | Álvaro Obregón, Azcapotzalco, Benito Juárez, Coyoacán, Cuauhtémoc, Gustavo A. Madero, Iztacalco, Iztapalapa, Miguel Hidalgo, Tlalpan, Venustiano Carranza, Xochimilco
  10 | DG | MX-DUR | 34-35 | Durango             | Durango             | Durango, Gómez Palacio, Lerdo, Santiago Papasquiaro, Pueblo Nuevo
  11 | GT | MX-GUA | 36-38 | Guanajuato          | Guanajuato          | León, Irapuato, Celaya, Salamanca, Guanajuato, Silao, San Miguel de Allende, Dolores Hidalgo
  12 | GR | MX-GRO | 39-41 | Guerrero            | Guerrero            | Acapulco, Chilpancingo, Iguala, Zihuatanejo, Taxco, Chilapa
  13 | HG | MX-HID | 42-43 | Hidalgo             | Hidalgo             | Pachuca, Tulancingo, Tula de Allende, Tizayuca, Huejutla, Mineral de la Reforma
  14 | JC | MX-JAL | 44-49 | Jalisco             | Jalisco             | Guadalajara, Zapopan, Tlaquepaque, Tonalá, Tlajomulco de Zúñiga, Puerto Vallarta, Lagos de Moreno, Tepatitlán, Zapotlán el Grande
  15 | MC | MX-MEX | 50-57 | Estado de México    | State of Mexico     | Toluca, Ecatepec, Nezahualcóyotl, Naucalpan, Tlalnepantla, Chimalhuacán, Cuautitlán Izcalli, Atizapán de Zaragoza, Ixtapaluca, Tecámac, Chalco, Texcoco
  16 | MN | MX-MIC | 58-61 | Michoacán           | Michoacán           | Morelia, Uruapan, Zamora, Lázaro Cárdenas, Apatzingán, Zitácuaro, Pátzcuaro
  17 | MS | MX-MOR | 62    | Morelos             | Morelos             | Cuernavaca, Jiutepec, Cuautla, Temixco, Yautepec, Jojutla
  18 | NT | MX-NAY | 63    | Nayarit             | Nayarit             | Tepic, Bahía de Banderas, Santiago Ixcuintla, Compostela, Xalisco
  19 | NL | MX-NLE | 64-67 | Nuevo León          | Nuevo León          | Monterrey, Guadalupe, Apodaca, San Nicolás de los Garza, General Escobedo, Santa Catarina, San Pedro Garza García, Juárez, García, Linares
  20 | OC | MX-OAX | 68-71 | Oaxaca              | Oaxaca              | Oaxaca de Juárez, San Juan Bautista Tuxtepec, Salina Cruz, Juchitán de Zaragoza, Huajuapan de León, Santa Cruz Xoxocotlán, Puerto Escondido
  21 | PL | MX-PUE | 72-75 | Puebla              | Puebla              | Puebla, Tehuacán, San Martín Texmelucan, Atlixco, San Pedro Cholula, San Andrés Cholula, Teziutlán
  22 | QT | MX-QUE | 76    | Querétaro           | Querétaro           | Querétaro, San Juan del Río, Corregidora, El Marqués, Tequisquiapan
  23 | QR | MX-ROO | 77    | Quintana Roo        | Quintana Roo        | Cancún, Chetumal, Playa del Carmen, Cozumel, Tulum, Felipe Carrillo Puerto
  24 | SP | MX-SLP | 78-79 | San Luis Potosí     | San Luis Potosí     | San Luis Potosí, Soledad de Graciano Sánchez, Ciudad Valles, Matehuala, Rioverde
  25 | SL | MX-SIN | 80-82 | Sinaloa             | Sinaloa             | Culiacán, Mazatlán, Los Mochis, Guasave, Guamúchil, Navolato
  26 | SR | MX-SON | 83-85 | Sonora              | Sonora              | Hermosillo, Ciudad Obregón, Nogales, San Luis Río Colorado, Navojoa, Guaymas, Caborca
  27 | TC | MX-TAB | 86    | Tabasco             | Tabasco             | Villahermosa, Cárdenas, Comalcalco, Macuspana, Huimanguillo, Paraíso
  28 | TS | MX-TAM | 87-89 | Tamaulipas          | Tamaulipas          | Reynosa, Matamoros, Nuevo Laredo, Ciudad Victoria, Tampico, Ciudad Madero, Altamira, Ciudad Mante
  29 | TL | MX-TLA | 90    | Tlaxcala            | Tlaxcala            | Tlaxcala, Apizaco, Huamantla, Chiautempan, Calpulalpan, Zacatelco
  30 | VZ | MX-VER | 91-96 | Veracruz            | Veracruz            | Veracruz, Xalapa, Coatzacoalcos, Córdoba, Poza Rica, Boca del Río, Orizaba, Minatitlán, Tuxpan, Papantla
  31 | YN | MX-YUC | 97    | Yucatán             | Yucatán             | Mérida, Valladolid, Tizimín, Progreso, Kanasín, Umán
  32 | ZS | MX-ZAC | 98-99 | Zacatecas           | Zacatecas           | Zacatecas, Guadalupe, Fresnillo, Jerez, Río Grande, Sombrerete
`;

/** `21-22` -> [21, 22]; `20` -> [20, 20]. */
function prefixRange(range: string): readonly [number, number] {
  const [from = '', to = from] = range.split('-');
  return [Number(from), Number(to)];
}

/** All 32 federal entities, in INEGI order. */
export const STATES: readonly MxState[] = tableRows(ENTITIES, 7).map(
  ([inegi = '', curp = '', iso = '', prefixes = '', es = '', en = '', cities = '']) => ({
    value: inegi,
    label: { es, en },
    curp,
    inegi,
    iso,
    postalPrefixes: prefixes.split(',').map((range) => prefixRange(range.trim())),
    // City names are proper names: the same label in both languages.
    cities: cities.split(',').map((city) => {
      const name = city.trim();
      return { value: slug(name), label: { es: name, en: name } };
    }),
  }),
);

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
