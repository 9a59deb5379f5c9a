import type { LegalDocument } from './legal.texts';

/**
 * The terms and conditions, in Spanish (the version that governs) and in English. Figures are `{{placeholders}}` filled
 * from src/domain/product-terms.ts; `{{email}}` is the configured customer-service e-mail.
 */
export const TERMS_OF_SERVICE: Record<'es' | 'en', LegalDocument> = {
  es: {
    intro: {
      withLender:
        'Estos términos y condiciones regulan el uso de la app Cuota y los préstamos que {{lender}} («Cuota») otorga a través de ella. Al usar la app los aceptas. Las condiciones de cada préstamo se muestran en su carátula y contrato antes de que lo confirmes.',
      withoutLender:
        'Estos términos y condiciones regulan el uso de la app Cuota y los préstamos que se otorgan a través de ella; la denominación social y el domicilio de la entidad que otorga tu préstamo constan en tu contrato. Al usar la app los aceptas. Las condiciones de cada préstamo se muestran en su carátula y contrato antes de que lo confirmes.',
    },
    sections: [
      {
        heading: '1. Quién puede solicitar',
        body: [
          'Personas mayores de {{minAge}} años que viven en México, con ingresos mensuales, identificación oficial (INE), una cuenta bancaria a su nombre y un número de celular propio.',
        ],
      },
      {
        heading: '2. El préstamo',
        body: [
          'Estas son las condiciones máximas del producto; las de tu préstamo pueden ser menores y siempre las verás antes de confirmar:',
        ],
        items: [
          'Monto: de {{minAmount}} a {{maxAmount}}, según el cupo aprobado.',
          'Plazo: de {{minDays}} a {{maxDays}} días, en un solo pago.',
          'Interés ordinario: hasta {{annualRate}} anual, simple, calculado sobre 360 días ({{dailyRate}} diario); con la comisión, CAT representativo de {{cat}} sin IVA.',
          'Comisión por apertura: hasta {{dailyFee}} del monto por cada día del plazo ({{dailyFeeYearly}} anual), más IVA de {{tax}}, que se descuenta del monto al depositarte.',
          'Interés moratorio: {{penalty}} del monto del préstamo por cada día de atraso ({{penaltyYearly}} anual).',
          'Prórroga: comisión de {{dailyFee}} del monto por cada día de prórroga ({{dailyFeeYearly}} anual), más IVA de {{tax}}.',
        ],
        after: [
          'Ejemplo representativo: por un préstamo de {{exPrincipal}} a {{exDays}} días con las tasas máximas pagas interés de {{exInterest}} y una comisión de {{exFee}} más IVA de {{exTax}}; recibes {{exNet}} y pagas {{exTotal}}. {{catStatement}}',
          'El número de registro de tu contrato de adhesión (RECA) aparece en la carátula de tu contrato.',
        ],
      },
      {
        heading: '3. Solicitud y aprobación',
        body: [
          'La revisión de tu cupo tarda de {{quotaMin}} a {{quotaMax}} minutos y la de tu préstamo, máximo {{reviewDays}} día hábil. Podemos rechazar una solicitud; si eso pasa, te diremos cuándo puedes volver a solicitar.',
          'Solo puedes tener un préstamo a la vez. Una vez enviada, la solicitud no se puede cancelar.',
        ],
      },
      {
        heading: '4. Depósito y pagos',
        body: [
          'Depositamos el préstamo, menos la comisión por apertura y su IVA, en la cuenta bancaria a tu nombre que registraste.',
          'Pagas en la fecha de pago de tu préstamo con la referencia que te damos en la app. Puedes pagar antes o hacer pagos parciales desde el mínimo indicado. Nunca te pediremos depósitos a cuentas personales.',
        ],
      },
      {
        heading: '5. Prórroga',
        body: [
          'Antes de tu fecha de pago puedes pedir una prórroga: verás la comisión y la nueva fecha, y al pagarla y confirmarla tu fecha de pago se mueve. El monto del préstamo y los intereses se pagan en la nueva fecha.',
        ],
      },
      {
        heading: '6. Atraso y cobranza',
        body: [
          'Si no pagas a tiempo se cobra el interés moratorio indicado y puede afectar tus siguientes solicitudes.',
          'La cobranza se hace solo contigo, con respeto, de 7:00 a 22:00 y conforme a las disposiciones de la CONDUSEF. Nunca contactamos a tus contactos de emergencia ni a terceros para cobrarte ni les revelamos tu deuda.',
        ],
      },
      {
        heading: '7. Tu cuenta',
        body: [
          'Tu cuenta se usa en un solo teléfono a la vez y se protege con un código por SMS. Nunca compartas ese código: Cuota nunca te lo pedirá.',
          'Puedes eliminar tu cuenta en Configuración > Eliminar cuenta cuando no tengas préstamos sin pagar ni solicitudes en revisión.',
        ],
      },
      {
        heading: '8. Privacidad',
        body: ['Tratamos tus datos conforme a nuestro aviso de privacidad, disponible en la app.'],
      },
      {
        heading: '9. Atención, quejas y CONDUSEF',
        body: [
          'Atención al cliente y Unidad Especializada: {{email}}, de {{open}} a {{close}} (hora del centro de México), o con una solicitud desde la app.',
          'CONDUSEF: teléfono {{condusefPhone}}, {{condusefWebsite}}. Consulta nuestro registro en el SIPRES: {{sipres}}.',
        ],
      },
      {
        heading: '10. Cambios y ley aplicable',
        body: [
          'Te avisaremos en la app de cualquier cambio a estos términos; los cambios no afectan los préstamos ya otorgados. Se aplican las leyes federales de México.',
        ],
      },
    ],
  },
  en: {
    intro: {
      withLender:
        'These terms and conditions govern the use of the Cuota app and the loans {{lender}} ("Cuota") grants through it. By using the app you accept them. The conditions of each loan are shown in its summary sheet (carátula) and contract before you confirm it.',
      withoutLender:
        'These terms and conditions govern the use of the Cuota app and the loans granted through it; the legal name and address of the company that grants your loan are stated in your contract. By using the app you accept them. The conditions of each loan are shown in its summary sheet (carátula) and contract before you confirm it.',
    },
    sections: [
      {
        heading: '1. Who can apply',
        body: [
          'People over {{minAge}} who live in Mexico, with a monthly income, an official ID (INE), a bank account in their own name and their own mobile number.',
        ],
      },
      {
        heading: '2. The loan',
        body: [
          "These are the product's maximum conditions; yours may be lower and you always see them before you confirm:",
        ],
        items: [
          'Amount: from {{minAmount}} to {{maxAmount}}, within your approved quota.',
          'Term: {{minDays}} to {{maxDays}} days, repaid in one payment.',
          'Ordinary interest: at most {{annualRate}} per year, simple, on a 360-day basis ({{dailyRate}} per day); with the fee, a representative CAT of {{cat}} without VAT.',
          'Opening fee: at most {{dailyFee}} of the amount per day of the term ({{dailyFeeYearly}} per year), plus {{tax}} VAT (IVA), deducted from the amount when we pay it out.',
          'Late interest: {{penalty}} of the loan amount for each day overdue ({{penaltyYearly}} per year).',
          'Extension: a fee of {{dailyFee}} of the amount per extension day ({{dailyFeeYearly}} per year), plus {{tax}} VAT.',
        ],
        after: [
          'Representative example: for a loan of {{exPrincipal}} over {{exDays}} days at the maximum rates you pay {{exInterest}} interest and a fee of {{exFee}} plus {{exTax}} VAT; you receive {{exNet}} and repay {{exTotal}}. {{catStatement}}',
          "The registration number of your adhesion contract (RECA) is on your contract's summary sheet.",
        ],
      },
      {
        heading: '3. Application and approval',
        body: [
          'The review of your quota takes {{quotaMin}} to {{quotaMax}} minutes, and the review of your loan at most {{reviewDays}} working day. We may reject an application; if so, we tell you when you can apply again.',
          'You can have one loan at a time. Once submitted, an application cannot be cancelled.',
        ],
      },
      {
        heading: '4. Payout and payments',
        body: [
          'We pay the loan, less the opening fee and its VAT, into the bank account in your name that you registered.',
          "You pay on your loan's due date with the reference we give you in the app. You can pay early or make partial payments from the minimum shown. We will never ask for deposits to personal accounts.",
        ],
      },
      {
        heading: '5. Extension',
        body: [
          'Before your due date you can ask for an extension: you see the fee and the new date, and once you pay and confirm it your due date moves. The loan amount and interest are paid on the new date.',
        ],
      },
      {
        heading: '6. Late payment and collection',
        body: [
          'If you do not pay on time, the late interest above is charged and your next applications may be affected.',
          "Collection is done only with you, respectfully, between 7:00 and 22:00 and under CONDUSEF's rules. We never contact your emergency contacts or anyone else to collect from you, and we never tell them about your debt.",
        ],
      },
      {
        heading: '7. Your account',
        body: [
          'Your account is used on one phone at a time and protected by an SMS code. Never share that code: Cuota will never ask you for it.',
          'You can delete your account under Settings > Delete account when you have no unpaid loans and no application under review.',
        ],
      },
      {
        heading: '8. Privacy',
        body: ['We process your data as our privacy notice, available in the app, explains.'],
      },
      {
        heading: '9. Customer service, complaints and CONDUSEF',
        body: [
          'Customer service and our specialised complaints unit: {{email}}, from {{open}} to {{close}} (central Mexico time), or with a request from the app.',
          'CONDUSEF: phone {{condusefPhone}}, {{condusefWebsite}}. Check our registration in SIPRES: {{sipres}}.',
        ],
      },
      {
        heading: '10. Changes and governing law',
        body: [
          'We will tell you in the app about any change to these terms; changes do not affect loans already granted. The federal laws of Mexico apply.',
        ],
      },
    ],
  },
};
