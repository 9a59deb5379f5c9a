import type { DataFlags, PackageConfigData } from '../../domain/events';
import { defaultApplicationConfig, type ApplicationWorldConfig } from './application-file';
import { defaultLoanConfig, type LoanWorldConfig } from './loan-config';

/**
 * The mock world's package configuration: what `/app/package-config`, `/store/package-config` and the
 * other configuration calls serve, with the switches of the application and loan backends.
 */

/**
 * Package configuration served by `/app/package-config` and `/store/package-config`: what the app reads of
 * it (the domain's PackageConfigData) and what only the backend knows.
 */
export interface WorldConfig extends Omit<PackageConfigData, 'lender' | 'contractRegistry'> {
  /** Flags of `/time/upload/enable`. */
  uploadEnable: DataFlags;
  /** The lender's registered identity the package configuration serves; null: the field is left out. */
  lender: NonNullable<PackageConfigData['lender']> | null;
  /** The adhesion contract's RECA number the package configuration serves; null: the field is left out. */
  contractRegistry: string | null;
  versionAllowList: { mode1: string[]; mode2: string[] };
  downloadUrl: string;
  /** Ad pages (`/store/package/ad-page-info`, `/store/package/get-ad-page`). */
  ads: { enabled: boolean; dailyRefreshLimit: number; triggers: string[] };
  /** How long a verification code stays valid, in ms of world time. */
  codeTtlMs: number;
  /** Seconds before a new code may be requested for the same number. */
  resendCountdownS: number;
  /** Switches of the application backend: OCR, liveness, quota review. */
  application: ApplicationWorldConfig;
  /** Products, loan review and payout timings and outcomes, payment channels; see loan-config.ts. */
  loans: LoanWorldConfig;
}

/**
 * The lender the mock world's package configuration serves: a fictitious SOFOM E.N.R. with a realistic
 * Mexico City address (the real one comes from the backend; the app carries none).
 */
export const MOCK_LENDER = {
  legalName: 'Soluciones de Crédito Ameyalli, S.A. de C.V., SOFOM, E.N.R.',
  address: 'Calle Río Lerma 232, piso 9, Col. Cuauhtémoc, Alcaldía Cuauhtémoc, C.P. 06500, Ciudad de México',
  registry: 'SIPRES 7319',
} as const;

/**
 * The RECA number the mock world's package configuration serves: fictitious, in the shape of CONDUSEF's
 * Registro de Contratos de Adhesión numbers (institution-product-sequence/version-folio-date).
 */
export const MOCK_CONTRACT_REGISTRY = '15284-439-041276/01-02331-0626';

/** The default package configuration. */
export function defaultWorldConfig(): WorldConfig {
  return {
    featureMode: { live: 1, frontPermission: 1 },
    uploadSwitches: {
      appList: true,
      sms: true,
      exif: true,
      device: true,
      contact: true,
      calendar: true,
      callLog: true,
      location: true,
    },
    uploadEnable: {
      appList: true,
      sms: true,
      exif: true,
      device: true,
      contact: true,
      calendar: false,
      callLog: false,
      location: true,
      expired: false,
    },
    imageCountLimit: 3,
    customerServiceEmail: 'soporte@cuota.mx',
    customerServiceHours: '9:00-18:00',
    lender: { ...MOCK_LENDER },
    contractRegistry: MOCK_CONTRACT_REGISTRY,
    versionAllowList: { mode1: ['1.0.0'], mode2: [] },
    downloadUrl: 'https://play.google.com/store/apps/details?id=com.cuota.mx',
    ads: { enabled: true, dailyRefreshLimit: 2, triggers: ['open', 'refresh'] },
    codeTtlMs: 5 * 60_000,
    resendCountdownS: 60,
    application: defaultApplicationConfig(),
    loans: defaultLoanConfig(),
  };
}
