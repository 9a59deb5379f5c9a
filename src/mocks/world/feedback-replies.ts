import type { FeedbackTypeCode, Language } from '../../domain/events';

/**
 * What the customer-service desk's agents write (feedback-desk.ts picks one from the seed): the first
 * answer by feedback type, the technical team's answer to failed or missing disbursements, and the answer
 * after the borrower writes again. Spanish and English; `{agent}` is the agent's name.
 */

/** A reply in both languages. */
export type Texts = { es: string; en: string };

/** What the agent answers first, by type; `{agent}` is the agent's name. */
export const FIRST_REPLIES: Record<FeedbackTypeCode, readonly Texts[]> = {
  1: [
    {
      es: 'Hola, soy {agent} de atención al cliente. Revisamos tu comprobante y ya registramos tu pago. Tu préstamo aparece como pagado. ¡Gracias!',
      en: 'Hi, this is {agent} from customer service. We checked your receipt and your payment is now recorded. Your loan shows as paid. Thank you!',
    },
    {
      es: 'Hola, te atiende {agent}. Confirmamos tu pago con el comprobante que enviaste; el saldo ya está actualizado.',
      en: 'Hi, {agent} here. We confirmed your payment with the receipt you sent; your balance is up to date.',
    },
  ],
  2: [
    {
      es: 'Hola, soy {agent}. Puedes extender tu plazo desde el detalle de tu préstamo pagando la comisión de extensión; después confirma la extensión y verás la nueva fecha.',
      en: 'Hi, this is {agent}. You can extend your term from your loan details by paying the extension fee; then confirm the extension to see the new due date.',
    },
  ],
  3: [
    {
      es: 'Hola, soy {agent}. Para ayudarte necesitamos un poco más de información: ¿puedes contarnos más detalles de lo que ocurrió?',
      en: 'Hi, this is {agent}. To help you we need a little more information: could you tell us more about what happened?',
    },
  ],
  4: [
    {
      es: 'Hola, soy {agent}. Enviamos tu caso al equipo técnico para revisar por qué falló tu préstamo. Te avisaremos aquí.',
      en: 'Hi, this is {agent}. We sent your case to the technical team to check why your loan failed. We will let you know here.',
    },
  ],
  5: [
    {
      es: 'Hola, soy {agent}. Para pedir un préstamo completa tu información en la app; si tienes cupo disponible verás el monto y el plazo antes de confirmar.',
      en: 'Hi, this is {agent}. To borrow, complete your information in the app; if you have an available quota you will see the amount and term before you confirm.',
    },
  ],
  6: [
    {
      es: 'Hola, soy {agent}. Puedes pagar desde el detalle de tu préstamo con los canales disponibles. Recuerda que el pago tardío genera una penalización del 2% diario.',
      en: 'Hi, this is {agent}. You can pay from your loan details with the available channels. Remember that late payment adds a 2% daily penalty.',
    },
  ],
  7: [
    {
      es: 'Hola, soy {agent}. Pasamos tu caso al equipo técnico para rastrear la transferencia de tu préstamo. Te avisaremos aquí.',
      en: 'Hi, this is {agent}. We passed your case to the technical team to trace your loan transfer. We will let you know here.',
    },
  ],
};

/** The technical team's answer to types 4 and 7. */
export const TECHNICAL_REPLIES: Record<4 | 7, Texts> = {
  4: {
    es: 'El equipo técnico revisó tu caso: la cuenta bancaria registrada no aceptó el depósito. Actualiza tu cuenta y vuelve a solicitar. Gracias por tu paciencia.',
    en: 'The technical team checked your case: the registered bank account did not accept the deposit. Update your account and apply again. Thank you for your patience.',
  },
  7: {
    es: 'El equipo técnico confirmó la transferencia a tu cuenta. Puede tardar hasta 24 horas en verse en tu banco. Gracias por tu paciencia.',
    en: 'The technical team confirmed the transfer to your account. It can take up to 24 hours to show at your bank. Thank you for your patience.',
  },
};

/** The answer after the borrower writes again. */
export const FOLLOW_UP_REPLIES: readonly Texts[] = [
  {
    es: 'Gracias por tu mensaje. Lo revisamos y tu solicitud quedó resuelta. Si necesitas algo más, escríbenos.',
    en: 'Thank you for your message. We reviewed it and your request is resolved. If you need anything else, write to us.',
  },
  {
    es: 'Recibimos tu información y ya atendimos tu solicitud. Estamos para ayudarte.',
    en: 'We received your information and your request has been handled. We are here to help.',
  },
];

/** A reply in the thread's language, signed by its agent. */
export const fill = (text: Texts, lang: Language, agent: string) => text[lang].replaceAll('{agent}', agent);
