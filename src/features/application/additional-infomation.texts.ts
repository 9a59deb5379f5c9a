import { registerTexts } from '../../i18n/i18n';

/** Texts of the employment step (/auth/additionalInfomation). */
export const texts = registerTexts('additionalInfo', {
  es: {
    sections: {
      work: 'Tu trabajo',
      pay: 'Tus ingresos',
      extra: 'Datos adicionales',
    },
    fields: {
      employmentType: 'Tipo de empleo',
      designation: 'Ocupación',
      industry: 'Sector',
      jobExperience: 'Antigüedad laboral',
      monthlySalary: 'Ingreso mensual',
      company: 'Nombre de la empresa',
      companyPhone: 'Teléfono de la empresa',
      companyAddress: 'Dirección del trabajo',
      workPinCode: 'Código postal del trabajo',
      payFrequency: 'Frecuencia de pago',
      monthlyPayday: 'Día de pago',
      monthlyPaydayTwo: 'Segundo día de pago',
      incomeSource: 'Fuente de ingresos',
      linkedin: 'LinkedIn',
      facebook: 'Facebook',
    },
    hints: {
      optional: 'Opcional',
      companyPhone: 'Opcional, solo dígitos',
      payDayOfMonth: 'Día del mes (1 a 31)',
      payWeekday: 'Día de la semana',
      payFrequencyFirst: 'Primero elige la frecuencia de pago',
      social: 'Opcional: tu usuario o el enlace a tu perfil',
    },
    errors: {
      company: {
        format: 'Usa letras, dígitos y signos comunes',
        tooLong: 'Máximo 45 caracteres',
      },
      companyPhone: {
        format: 'El teléfono lleva solo dígitos',
        tooLong: 'Máximo 32 dígitos',
      },
      address: {
        format: 'Quita los emojis o caracteres especiales',
        tooShort: 'Escribe al menos 2 caracteres',
        tooLong: 'Máximo 100 caracteres',
      },
      pinCode: {
        format: 'El código postal lleva solo dígitos',
        length: 'El código postal tiene 5 dígitos',
        // The mock world's INVALID_POSTAL_CODE words it the same way.
        prefix: 'El código postal no es válido',
      },
      social: {
        format: 'Sin espacios ni emojis: tu usuario o el enlace a tu perfil',
        tooLong: 'Máximo 100 caracteres',
      },
      // Monthly income has its own words (spec section 5), the same rule as the mock world's.
      monthlySalary: {
        required: 'Indica tu ingreso mensual',
        option: 'Elige tu ingreso mensual de la lista',
      },
      samePayday: 'El segundo día de pago debe ser distinto del primero',
      option: 'Elige una opción de la lista',
      invalid: 'Este dato no es válido',
    },
  },
  en: {
    sections: {
      work: 'Your job',
      pay: 'Your income',
      extra: 'More about you',
    },
    fields: {
      employmentType: 'Employment type',
      designation: 'Occupation',
      industry: 'Industry',
      jobExperience: 'Job experience',
      monthlySalary: 'Monthly income',
      company: 'Company name',
      companyPhone: 'Company phone',
      companyAddress: 'Work address',
      workPinCode: 'Work postal code',
      payFrequency: 'Pay frequency',
      monthlyPayday: 'Pay day',
      monthlyPaydayTwo: 'Second pay day',
      incomeSource: 'Source of income',
      linkedin: 'LinkedIn',
      facebook: 'Facebook',
    },
    hints: {
      optional: 'Optional',
      companyPhone: 'Optional, digits only',
      payDayOfMonth: 'Day of the month (1 to 31)',
      payWeekday: 'Day of the week',
      payFrequencyFirst: 'Choose the pay frequency first',
      social: 'Optional: your user name or the link to your profile',
    },
    errors: {
      company: {
        format: 'Use letters, digits and common signs',
        tooLong: 'At most 45 characters',
      },
      companyPhone: {
        format: 'A phone number has digits only',
        tooLong: 'At most 32 digits',
      },
      address: {
        format: 'Remove the emoji or special characters',
        tooShort: 'Type at least 2 characters',
        tooLong: 'At most 100 characters',
      },
      pinCode: {
        format: 'A postal code has digits only',
        length: 'A postal code has 5 digits',
        prefix: 'The postal code is not valid',
      },
      social: {
        format: 'No spaces or emoji: your user name or the link to your profile',
        tooLong: 'At most 100 characters',
      },
      monthlySalary: {
        required: 'Tell us your monthly income',
        option: 'Choose your monthly income from the list',
      },
      samePayday: 'The second pay day must differ from the first',
      option: 'Choose an option from the list',
      invalid: 'This value is not valid',
    },
  },
});

/** The namespace's keys, for `t` (src/i18n/text-keys.ts). */
declare module '../../i18n/text-keys' {
  interface TextNamespaces {
    additionalInfo: typeof texts.es;
  }
}
