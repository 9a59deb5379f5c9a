import { registerTexts } from '../../i18n/i18n';

/** Texts of the emergency-contacts step (spec sections 3 and 5). */
export const texts = registerTexts('contacts', {
  es: {
    intro:
      'Agrega dos personas a quienes podamos llamar si no logramos contactarte. No les compartimos información de tu préstamo.',
    contact: 'Contacto {{n}}',
    relationship: 'Parentesco',
    name: 'Nombre completo',
    phone: 'Teléfono celular',
    phoneHint: '10 dígitos (u 11 si lo tienes guardado con un 1 al inicio)',
    errors: {
      required: 'Por favor, ingresa o selecciona este dato',
      format: 'Revisa el formato',
      phoneFormat: 'El celular debe tener 10 dígitos, u 11 si empieza con el 1 de antes',
      tooShort: 'Escribe al menos 3 letras',
      tooLong: 'Es demasiado largo',
      service: 'No se aceptan números 800 o 900',
      sameRelation: 'Elige un parentesco distinto al del primer contacto',
      samePhone: 'El teléfono debe ser distinto al del primer contacto',
      loginPhone: 'No puede ser tu propio número',
      sameName: 'El nombre debe ser distinto al del primer contacto',
      option: 'Elige una opción de la lista',
    },
  },
  en: {
    intro: 'Add two people we can call if we cannot reach you. We do not share your loan details with them.',
    contact: 'Contact {{n}}',
    relationship: 'Relationship',
    name: 'Full name',
    phone: 'Mobile phone',
    phoneHint: '10 digits (or 11 if you saved it with a 1 in front)',
    errors: {
      required: 'Please enter or select this field',
      format: 'Check the format',
      phoneFormat: 'The mobile must have 10 digits, or 11 starting with the old 1',
      tooShort: 'Type at least 3 letters',
      tooLong: 'It is too long',
      service: '800 or 900 numbers are not accepted',
      sameRelation: 'Choose a relationship different from the first contact’s',
      samePhone: 'The phone must differ from the first contact’s',
      loginPhone: 'It cannot be your own number',
      sameName: 'The name must differ from the first contact’s',
      option: 'Choose an option from the list',
    },
  },
});

/** The namespace's keys, for `t` (src/i18n/text-keys.ts). */
declare module '../../i18n/text-keys' {
  interface TextNamespaces {
    contacts: typeof texts.es;
  }
}
