import { REJECTION_CODES } from '../../api/contracts/rejections';

/**
 * Error codes of the application journey's mock backend (10040xxx), spread into MOCK_ERRORS. Grouped by
 * step: 100400xx step order, 100401xx identity images and OCR, 100402xx liveness and face, 100403xx
 * personal information, 100404xx employment, 100405xx emergency contacts, 100406xx bank card. The codes
 * a screen handles by code (the bank check, the CURP) come from the app's table, REJECTION_CODES.
 */
export const APPLICATION_ERRORS = {
  STEP_ALREADY_DONE: {
    code: 10040001,
    es: 'Este paso ya fue completado',
    en: 'This step has already been completed',
  },
  STEP_NOT_REACHED: {
    code: 10040002,
    es: 'Primero completa los pasos anteriores de tu solicitud',
    en: 'Please complete the previous steps of your application first',
  },
  UPLOAD_MISSING: {
    code: 10040101,
    es: 'No se recibió ninguna imagen, vuelve a subirla',
    en: 'No image was received, please upload it again',
  },
  UPLOAD_TOO_LARGE: {
    code: 10040102,
    es: 'La imagen no puede superar los {maxMb} MB',
    en: 'The image cannot be larger than {maxMb} MB',
  },
  UPLOAD_NOT_IMAGE: {
    code: 10040103,
    es: 'El archivo no es una imagen, sube una foto JPG o PNG',
    en: 'The file is not an image, please upload a JPG or PNG photo',
  },
  OCR_FAILED: {
    code: 10040104,
    es: 'No se pudo reconocer el frente o el reverso del documento, vuelve a subir las fotos',
    en: 'The front or back of the document could not be recognised, please upload the photos again',
  },
  OCR_IMAGES_MISSING: {
    code: 10040105,
    es: 'Sube primero el frente y el reverso de tu documento',
    en: 'Please upload the front and back of your document first',
  },
  OCR_NOT_DONE: {
    code: 10040106,
    es: 'Primero debemos leer tu documento, vuelve a intentarlo',
    en: 'Your document has to be read first, please try again',
  },
  IDENTITY_MISMATCH: {
    code: 10040107,
    es: 'Los datos no coinciden con tu documento: {field}',
    en: 'The data does not match your document: {field}',
  },
  DOCUMENT_EXPIRED: {
    code: 10040108,
    es: 'Tu identificación está vencida o su vigencia no es válida; usa una identificación vigente',
    en: 'Your ID has expired or its validity is not valid; please use a current ID',
  },
  LIVENESS_FAILED: {
    code: 10040201,
    es: 'No se pudo reconocer tu rostro, inténtalo de nuevo con buena luz',
    en: 'Face recognition failed, please try again in good light',
  },
  LIVENESS_REQUIRED: {
    code: 10040202,
    es: 'Primero completa la prueba de vida',
    en: 'Please complete the liveness check first',
  },
  IMAGES_INCOMPLETE: {
    code: 10040203,
    es: 'Faltan fotos por subir: {missing}',
    en: 'Some photos are still missing: {missing}',
  },
  INVALID_CURP: {
    code: REJECTION_CODES.invalidCurp,
    es: 'La CURP no es válida, revísala',
    en: 'The CURP is not valid, please check it',
  },
  CURP_MISMATCH: {
    code: REJECTION_CODES.curpMismatch,
    es: 'La CURP no coincide con la de tu documento',
    en: 'The CURP does not match the one on your document',
  },
  INVALID_EMAIL: {
    code: 10040303,
    es: 'El formato del correo es incorrecto y no puede contener espacios',
    en: 'The e-mail format is wrong and it cannot contain spaces',
  },
  INVALID_RFC: {
    code: 10040304,
    es: 'El RFC no es válido, revísalo',
    en: 'The RFC is not valid, please check it',
  },
  INVALID_NSS: {
    code: 10040305,
    es: 'El NSS no es válido, revísalo',
    en: 'The NSS is not valid, please check it',
  },
  INVALID_PHONE: {
    code: 10040306,
    es: 'El número de teléfono no es válido: {field}',
    en: 'The phone number is not valid: {field}',
  },
  INVALID_POSTAL_CODE: {
    code: 10040307,
    es: 'El código postal no es válido',
    en: 'The postal code is not valid',
  },
  INVALID_OPTION: {
    code: 10040309,
    es: 'Selecciona una opción válida: {field}',
    en: 'Please select a valid option: {field}',
  },
  UNDERAGE: {
    code: 10040308,
    es: 'Debes tener al menos 18 años para solicitar un préstamo',
    en: 'You must be at least 18 years old to apply for a loan',
  },
  EMPLOYMENT_FIELD_REQUIRED: {
    code: 10040401,
    es: 'Completa la información de empleo: {field}',
    en: 'Please complete the employment information: {field}',
  },
  EMPLOYMENT_FIELD_NOT_ALLOWED: {
    code: 10040402,
    es: 'Este dato no aplica a tu tipo de empleo: {field}',
    en: 'This field does not apply to your employment type: {field}',
  },
  INVALID_PAYDAY: {
    code: 10040403,
    es: 'El día de pago no es válido: {field}',
    en: 'The pay day is not valid: {field}',
  },
  CONTACT_SAME_RELATION: {
    code: 10040501,
    es: 'Los dos contactos no pueden tener la misma relación contigo',
    en: 'The two contacts cannot have the same relationship to you',
  },
  CONTACT_SAME_PHONE: {
    code: 10040502,
    es: 'Los dos contactos no pueden tener el mismo teléfono',
    en: 'The two contacts cannot have the same phone number',
  },
  CONTACT_OWN_PHONE: {
    code: 10040503,
    es: 'El teléfono de un contacto no puede ser tu propio número',
    en: 'A contact phone cannot be your own number',
  },
  CONTACT_SAME_NAME: {
    code: 10040504,
    es: 'Los dos contactos no pueden tener el mismo nombre',
    en: 'The two contacts cannot have the same name',
  },
  CONTACT_INVALID_PHONE: {
    code: 10040505,
    es: 'El teléfono del contacto {index} no es válido',
    en: 'The phone number of contact {index} is not valid',
  },
  CONTACT_INVALID_NAME: {
    code: 10040506,
    es: 'El nombre del contacto {index} no es válido',
    en: 'The name of contact {index} is not valid',
  },
  BANK_ACCOUNT_MISMATCH: {
    code: REJECTION_CODES.bankMismatch,
    es: 'La cuenta bancaria no corresponde al banco seleccionado',
    en: 'Bank account mismatch: the account does not belong to the selected bank',
  },
  INVALID_CARD_NUMBER: {
    code: REJECTION_CODES.invalidNumber,
    es: 'El número de cuenta o tarjeta no es válido',
    en: 'The account or card number is not valid',
  },
  CARD_HOLDER_MISMATCH: {
    code: REJECTION_CODES.holderMismatch,
    es: 'La cuenta debe estar a tu nombre',
    en: 'The account must be in your name',
  },
} as const;
