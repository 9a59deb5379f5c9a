import { isApiFailure } from '../api/errors';
import { t } from '../i18n/i18n';

/** What a failed request reports in its `...Failed` event: a stable code and the message shown to the borrower. */
export interface Failure {
  errorCode: string;
  message: string;
}

/** The borrower-facing message of any failure: backend messages as sent, transport failures in our words. */
export function failureMessage(error: unknown): Failure {
  if (isApiFailure(error)) {
    switch (error.code) {
      case 'NETWORK_ERROR':
        return { errorCode: 'NETWORK_ERROR', message: t('errors.network') };
      case 'TIMEOUT':
        return { errorCode: 'TIMEOUT', message: t('errors.timeout') };
      case 'RESPONSE_SHAPE':
        return { errorCode: 'RESPONSE_SHAPE', message: t('errors.shape') };
      case 'SESSION_ENDED':
        return { errorCode: 'SESSION_ENDED', message: error.message };
      case 'REQUEST_SHAPE':
      case 'ABORTED':
        return { errorCode: error.code, message: t('errors.unknown') };
      case 'API_ERROR':
        // No envelope came back (HTTP 5xx, a proxy's error page): its "HTTP 500" is not for the borrower.
        // (The client then reports the HTTP status as the code; an envelope's own message is kept.)
        if (error.backendCode === error.httpStatus && (error.httpStatus < 200 || error.httpStatus >= 300)) {
          return { errorCode: String(error.backendCode), message: t('errors.server') };
        }
        return { errorCode: String(error.backendCode), message: error.message || t('errors.unknown') };
    }
  }
  // The lazily loaded API layer could not be downloaded: the phone is offline.
  if (error instanceof Error && (error as Error & { code?: string }).code === 'NETWORK_ERROR') {
    return { errorCode: 'NETWORK_ERROR', message: t('errors.network') };
  }
  return { errorCode: 'UNKNOWN', message: t('errors.unknown') };
}
