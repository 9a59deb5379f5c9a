import { registerTexts } from '../../i18n/i18n';

/**
 * Texts of the landing pages (/yx1, /yx2, /yx3), the ad page (/advert) and the notices (/pd_pop, /pop).
 * Figures are `{{placeholders}}` filled from src/domain/product-terms.ts; never type a figure here.
 */
export const texts = registerTexts('landing', {
  es: {
    pitch: {
      headline: 'Tu préstamo personal en línea, sin filas',
      lead: 'Solicítalo desde tu celular con tu INE y una cuenta bancaria a tu nombre.',
      highlightsLabel: 'Condiciones del préstamo',
      amount: 'Montos de {{minAmount}} a {{maxAmount}}',
      tenure: 'Plazos de {{minDays}} a {{maxDays}} días, en un solo pago',
      // The headline rate with the real cost beside it (decision 0049): the CAT of the representative example.
      interest: 'Interés ordinario de hasta {{annualRate}} anual (costo total: CAT {{cat}} sin IVA)',
      review: 'Revisión de tu cupo en {{quotaMin}} a {{quotaMax}} minutos',
      cta: 'Solicitar ahora',
      stepsTitle: 'Cómo funciona',
      step1: 'Regístrate con tu número de celular y el código que te enviamos por SMS.',
      step2: 'Completa tus datos, toma la foto de tu INE y tu selfie.',
      step3: 'Conoce tu cupo, elige monto y plazo, y recibe el dinero en tu cuenta.',
      requirementsTitle: 'Requisitos',
      requirements:
        'Ser mayor de {{minAge}} años, vivir en México, tener ingresos mensuales, INE vigente y una cuenta bancaria a tu nombre.',
      costTitle: 'Costo del préstamo',
      cost: 'Comisión por apertura de hasta {{dailyFee}} del monto por día del plazo ({{dailyFeeYearly}} anual) más IVA ({{tax}}). Moratorio: {{penalty}} del monto por día de atraso ({{penaltyYearly}} anual). Ejemplo: por {{exPrincipal}} a {{exDays}} días recibes {{exNet}} y pagas {{exTotal}}.',
      // Left out while the package configuration gives no lender.
      lender: { withLender: 'Préstamos otorgados por {{lender}}.' },
      condusef: 'CONDUSEF, teléfono {{condusefPhone}}, sitio {{condusefWebsite}}.',
    },
    phone: {
      title: 'Empieza con tu número de celular',
      label: 'Número de celular',
      hint: '10 dígitos, sin +52',
      submit: 'Continuar',
    },
    advert: {
      loading: 'Cargando promoción…',
      none: 'No hay promociones por ahora.',
      failed: 'No pudimos cargar la promoción.',
      refresh: 'Ver otra promoción',
      refreshesLeft_one: 'Puedes ver otra promoción {{count}} vez más hoy.',
      refreshesLeft_other: 'Puedes ver otras promociones {{count}} veces más hoy.',
      limitReached: 'Ya viste las {{limit}} promociones nuevas de hoy. Vuelve mañana.',
      open: 'Ver detalles',
      close: 'Cerrar',
    },
    notice: {
      close: 'Entendido',
      pdTitle: 'Antes de pedir tu préstamo',
      pdLead: 'Estas son las condiciones del producto; las de tu préstamo las verás antes de confirmar.',
      oneLoan: 'Solo puedes tener un préstamo a la vez y una solicitud enviada ya no se puede cancelar.',
      extension: 'Si lo necesitas, puedes pedir una prórroga antes de tu fecha de pago.',
      popTitle: 'Aviso importante',
      pop1: 'Cuota nunca te pedirá un pago por adelantado para aprobar tu préstamo.',
      pop2: 'Paga solo con la referencia que te da la app; nunca deposites a cuentas personales.',
      pop3: 'Nunca compartas tu código SMS: nadie de Cuota te lo pedirá.',
      pop4: 'Nunca contactamos a tus contactos ni a terceros para cobrarte.',
      popHelp: '¿Dudas? Escríbenos a {{email}}, de {{open}} a {{close}} (hora del centro de México).',
    },
  },
  en: {
    pitch: {
      headline: 'Your personal loan online, no queues',
      lead: 'Apply from your phone with your INE and a bank account in your name.',
      highlightsLabel: 'Loan conditions',
      amount: 'Amounts from {{minAmount}} to {{maxAmount}}',
      tenure: 'Terms of {{minDays}} to {{maxDays}} days, repaid in one payment',
      interest: 'Ordinary interest of at most {{annualRate}} per year (total cost: CAT {{cat}} without VAT)',
      review: 'Your quota reviewed in {{quotaMin}} to {{quotaMax}} minutes',
      cta: 'Apply now',
      stepsTitle: 'How it works',
      step1: 'Register with your mobile number and the code we text you.',
      step2: 'Fill in your details and take pictures of your INE and a selfie.',
      step3: 'See your quota, choose amount and term, and get the money in your account.',
      requirementsTitle: 'Requirements',
      requirements:
        'Be over {{minAge}}, live in Mexico, have a monthly income, a valid INE and a bank account in your name.',
      costTitle: 'Cost of the loan',
      cost: 'Opening fee of at most {{dailyFee}} of the amount per day of the term ({{dailyFeeYearly}} per year) plus VAT ({{tax}}). Late interest: {{penalty}} of the amount per day overdue ({{penaltyYearly}} per year). Example: for {{exPrincipal}} over {{exDays}} days you receive {{exNet}} and repay {{exTotal}}.',
      lender: { withLender: 'Loans granted by {{lender}}.' },
      condusef: 'CONDUSEF, phone {{condusefPhone}}, website {{condusefWebsite}}.',
    },
    phone: {
      title: 'Start with your mobile number',
      label: 'Mobile number',
      hint: '10 digits, without +52',
      submit: 'Continue',
    },
    advert: {
      loading: 'Loading promotion…',
      none: 'There are no promotions right now.',
      failed: 'We could not load the promotion.',
      refresh: 'See another promotion',
      refreshesLeft_one: 'You can see another promotion {{count}} more time today.',
      refreshesLeft_other: 'You can see other promotions {{count}} more times today.',
      limitReached: 'You have seen today’s {{limit}} new promotions. Come back tomorrow.',
      open: 'See details',
      close: 'Close',
    },
    notice: {
      close: 'Got it',
      pdTitle: 'Before you apply',
      pdLead: 'These are the product’s conditions; you see your loan’s before you confirm.',
      oneLoan: 'You can have one loan at a time, and a submitted application cannot be cancelled.',
      extension: 'If you need it, you can ask for an extension before your due date.',
      popTitle: 'Important notice',
      pop1: 'Cuota will never ask you for an upfront payment to approve your loan.',
      pop2: 'Pay only with the reference the app gives you; never deposit to personal accounts.',
      pop3: 'Never share your SMS code: nobody from Cuota will ask you for it.',
      pop4: 'We never contact your contacts or anyone else to collect from you.',
      popHelp: 'Questions? Write to {{email}}, from {{open}} to {{close}} (central Mexico time).',
    },
  },
});

/** The namespace's keys, for `t` (src/i18n/text-keys.ts). */
declare module '../../i18n/text-keys' {
  interface TextNamespaces {
    landing: typeof texts.es;
  }
}
