import { REJECTION_CODES } from '../../api/contracts/rejections';
import type { Language } from '../../domain/events';
import { AD_ERRORS } from './ad-errors';
import { APPLICATION_ERRORS } from './application-errors';
import { FEEDBACK_ERRORS } from './feedback-errors';
import { LOAN_ERRORS } from './loan-errors';

/**
 * The mock backend's error catalogue: every non-zero code it answers, with its Spanish and English
 * messages. Handlers answer these through `ctx.error(key)`; the mock world's own refusals (the loan
 * lifecycle) name them by key.
 */

/** The mock backend's own error codes, with their Spanish and English messages. */
export const MOCK_ERRORS = {
  BAD_REQUEST: { code: 10000400, es: 'Solicitud no válida', en: 'Invalid request' },
  NOT_FOUND: { code: 10000404, es: 'Servicio no disponible', en: 'Service not available' },
  CONTRACT_MISMATCH: { code: 10000500, es: 'Error interno del servidor', en: 'Internal server error' },
  /** A field the endpoint's contract does not know (a misnamed or extra field): a strict backend's refusal. */
  UNKNOWN_FIELD: {
    code: 10000422,
    es: 'La solicitud lleva un dato desconocido: {field}',
    en: 'The request carries an unknown field: {field}',
  },
  /** A header of spec section 7 missing from the request (a value may be empty, the header may not). */
  MISSING_HEADER: {
    code: 10000428,
    es: 'Falta la cabecera de la solicitud: {header}',
    en: 'The request lacks the header: {header}',
  },
  INVALID_MOBILE: {
    code: 10020001,
    es: 'Ingresa un número de celular válido de 10 dígitos',
    en: 'Please enter a valid 10-digit mobile number',
  },
  CODE_WRONG: {
    code: REJECTION_CODES.codeWrong,
    es: 'El código de verificación es incorrecto',
    en: 'The verification code is incorrect',
  },
  CODE_EXPIRED: {
    code: REJECTION_CODES.codeExpired,
    es: 'El código de verificación ha expirado, solicita uno nuevo',
    en: 'The verification code has expired, please request a new one',
  },
  CODE_TOO_FREQUENT: {
    code: 10020004,
    es: 'Espera {seconds} segundos para solicitar otro código',
    en: 'Please wait {seconds} seconds before requesting another code',
  },
  CODE_NOT_REQUESTED: {
    code: REJECTION_CODES.codeNotRequested,
    es: 'Primero solicita un código de verificación',
    en: 'Please request a verification code first',
  },
  NUMBER_RECENTLY_DELETED: {
    code: 10020006,
    es: 'La cuenta de este número se eliminó. Podrás registrarte de nuevo con él a partir del {date}.',
    en: 'The account of this number was deleted. You can register with it again from {date}.',
  },
  DELETE_BLOCKED: {
    code: 10030001,
    es: 'No puedes eliminar tu cuenta mientras tengas préstamos sin pagar o solicitudes pendientes',
    en: 'You cannot delete your account while you have unpaid loans or pending applications',
  },
  USER_CANNOT_LOG_IN: {
    code: 10010301,
    es: 'El usuario no puede iniciar sesión',
    en: 'The user cannot log in',
  },
  TOKEN_EXPIRED: {
    code: 10010303,
    es: 'La sesión ha expirado, inicia sesión de nuevo',
    en: 'Token is expired, please log in again',
  },
  OTHER_DEVICE: {
    code: 10010304,
    es: 'La cuenta está registrada en otro dispositivo',
    en: 'The account is registered by another device',
  },
  INVALID_TOKEN: {
    code: 100103,
    es: 'Token inválido, inicia sesión de nuevo',
    en: 'Invalid token, please log in again',
  },
  ...APPLICATION_ERRORS,
  ...FEEDBACK_ERRORS,
  ...LOAN_ERRORS,
  ...AD_ERRORS,
} as const;

/** A key of the mock error catalogue. */
export type MockErrorKey = keyof typeof MOCK_ERRORS;

/** The message of a catalogued error in a language, with `{name}` placeholders filled. */
export function mockErrorMessage(
  key: MockErrorKey,
  lang: Language,
  vars: Record<string, string | number> = {},
): string {
  const template: string = MOCK_ERRORS[key][lang];
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}
