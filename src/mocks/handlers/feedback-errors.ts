/**
 * Error codes of the customer-service (feedback) mock backend (10070xxx), spread into MOCK_ERRORS:
 * 100700xx the request form, 100701xx uploads, 100702xx threads and ratings.
 */
export const FEEDBACK_ERRORS = {
  FEEDBACK_TYPE_UNKNOWN: {
    code: 10070001,
    es: 'Elige un tipo de solicitud válido',
    en: 'Please choose a valid request type',
  },
  FEEDBACK_DESCRIPTION_INVALID: {
    code: 10070002,
    es: 'La descripción no puede estar vacía (máximo 1000 caracteres)',
    en: 'The description cannot be empty (at most 1,000 characters)',
  },
  FEEDBACK_TOO_MANY_IMAGES: {
    code: 10070003,
    es: 'Puedes adjuntar como máximo {limit} imágenes',
    en: 'You can attach at most {limit} images',
  },
  FEEDBACK_IMAGE_UNKNOWN: {
    code: 10070004,
    es: 'Una de las imágenes no se recibió, vuelve a adjuntarla',
    en: 'One of the images was not received, please attach it again',
  },
  FEEDBACK_CONTACT_INVALID: {
    code: 10070005,
    es: 'El teléfono de contacto no es válido',
    en: 'The contact phone is not valid',
  },
  FEEDBACK_ACCOUNT_INVALID: {
    code: 10070006,
    es: 'La cuenta no es válida: escribe la CLABE de 18 dígitos o solo los últimos 4 dígitos de tu tarjeta',
    en: 'The account is not valid: enter the 18-digit CLABE or only the last 4 digits of your card',
  },
  FEEDBACK_FILE_REQUIRED: {
    code: 10070101,
    es: 'No se recibió ningún archivo, vuelve a adjuntarlo',
    en: 'No file was received, please attach it again',
  },
  FEEDBACK_FILE_TOO_LARGE: {
    code: 10070102,
    es: 'Cada archivo debe pesar como máximo 20 MB',
    en: 'Each file must be 20 MB or less',
  },
  FEEDBACK_FILE_NOT_IMAGE: {
    code: 10070103,
    es: 'Solo puedes adjuntar imágenes',
    en: 'You can only attach images',
  },
  FEEDBACK_NOT_FOUND: {
    code: 10070201,
    es: 'No encontramos esa solicitud',
    en: 'We could not find that request',
  },
  FEEDBACK_MESSAGE_INVALID: {
    code: 10070202,
    es: 'El mensaje no puede estar vacío (máximo 1000 caracteres)',
    en: 'The message cannot be empty (at most 1,000 characters)',
  },
  FEEDBACK_NOT_PROCESSED: {
    code: 10070203,
    es: 'Podrás calificar cuando tu solicitud esté resuelta',
    en: 'You can rate your request once it has been processed',
  },
  FEEDBACK_ALREADY_RATED: {
    code: 10070204,
    es: 'Ya calificaste esta solicitud',
    en: 'You have already rated this request',
  },
  FEEDBACK_RATING_INVALID: {
    code: 10070205,
    es: 'Elige de 1 a 5 estrellas',
    en: 'Please choose from 1 to 5 stars',
  },
} as const;
