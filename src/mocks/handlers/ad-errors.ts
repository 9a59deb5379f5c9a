import { REJECTION_CODES } from '../../api/contracts/rejections';

/**
 * Error codes of the ad pages' mock backend (10080xxx), spread into MOCK_ERRORS. The refusal of a refresh
 * past the daily limit is the app's own table's (REJECTION_CODES): the ad page handles it by code.
 */
export const AD_ERRORS = {
  /** Ours (decision 0038): the borrower already had today's refreshes (two per day, spec section 9). */
  AD_REFRESH_LIMIT_REACHED: {
    code: REJECTION_CODES.adRefreshLimitReached,
    es: 'Ya viste las {limit} promociones nuevas de hoy. Vuelve mañana.',
    en: 'You have seen today’s {limit} new promotions. Come back tomorrow.',
  },
} as const;
