import { registerTexts } from '../../i18n/i18n';
import { texts as personalInfo } from './personal-infomation.texts';

/** Texts of the bank-account step (spec sections 3, 5 and 8). */
export const texts = registerTexts('bankCard', {
  es: {
    intro: 'Aquí depositaremos tu préstamo. La cuenta debe estar a tu nombre.',
    holderName: 'Nombre del titular',
    curp: 'CURP del titular',
    cardType: 'Tipo de cuenta',
    bank: 'Banco',
    numberClabe: 'CLABE interbancaria (18 dígitos)',
    numberDebit: 'Número de tarjeta de débito (16 dígitos)',
    confirmClabe: 'Confirma la CLABE',
    confirmDebit: 'Confirma el número de tarjeta',
    chooseTypeFirst: 'Primero elige el tipo de cuenta',
    errors: {
      required: 'Por favor, ingresa o selecciona este dato',
      format: 'Revisa el formato',
      length: 'Revisa cuántos dígitos tiene',
      checkDigit: 'El número no es válido: revisa que esté bien escrito',
      bank: 'Esa CLABE no corresponde a ningún banco participante de SPEI',
      bankMismatch: 'La cuenta no coincide con el banco elegido',
      confirmRequired: 'Vuelve a escribir el número para confirmarlo',
      mismatch: 'Los números no coinciden',
      cardType: 'Elige el tipo de cuenta',
      tooShort: 'Escribe al menos 3 letras',
      tooLong: 'Es demasiado largo',
      // The holder's CURP, worded as the personal step words it (checkCurp's reasons): one table.
      curp: personalInfo.es.errors.curp,
      holderMismatch: 'El titular de la cuenta no coincide con tu nombre',
      invalidNumber: 'El banco no reconoce ese número de cuenta',
      invalidCurp: 'La CURP no es válida, revísala',
      curpMismatch: 'La CURP no coincide con la de tu identificación',
    },
  },
  en: {
    intro: 'We will deposit your loan here. The account must be in your name.',
    holderName: 'Account holder’s name',
    curp: 'Holder’s CURP',
    cardType: 'Account type',
    bank: 'Bank',
    numberClabe: 'CLABE (18 digits)',
    numberDebit: 'Debit card number (16 digits)',
    confirmClabe: 'Confirm the CLABE',
    confirmDebit: 'Confirm the card number',
    chooseTypeFirst: 'Choose the account type first',
    errors: {
      required: 'Please enter or select this field',
      format: 'Check the format',
      length: 'Check how many digits it has',
      checkDigit: 'The number is not valid: check that it is typed correctly',
      bank: 'That CLABE belongs to no SPEI participant bank',
      bankMismatch: 'The account does not match the chosen bank',
      confirmRequired: 'Type the number again to confirm it',
      mismatch: 'The numbers do not match',
      cardType: 'Choose the account type',
      tooShort: 'Type at least 3 letters',
      tooLong: 'It is too long',
      curp: personalInfo.en.errors.curp,
      holderMismatch: 'The account holder does not match your name',
      invalidNumber: 'The bank does not recognise that account number',
      invalidCurp: 'The CURP is not valid, please check it',
      curpMismatch: 'The CURP does not match the one on your ID',
    },
  },
});

/** The namespace's keys, for `t` (src/i18n/text-keys.ts). */
declare module '../../i18n/text-keys' {
  interface TextNamespaces {
    bankCard: typeof texts.es;
  }
}
