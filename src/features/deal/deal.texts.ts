import { registerTexts } from '../../i18n/i18n';

/** Texts of the waiting screens: loan review, quota review, payout and rejection. */
export const texts = registerTexts('deal', {
  es: {
    refresh: 'Actualizar',
    updated: 'Información actualizada',
    backHome: 'Volver al inicio',
    loan: 'Préstamo de {{amount}} a {{days}} días',
    noOrder: 'No tienes una solicitud de préstamo en curso.',
    reviewTitle: 'Tu solicitud está en revisión',
    reviewBody:
      'Revisamos tu solicitud en un plazo de 24 horas (1 día hábil). Te avisaremos en cuanto tengamos una respuesta.',
    reviewNoCancel: 'Tu solicitud ya fue enviada y no se puede cancelar.',
    quotaTitle: 'Estamos revisando tu cupo',
    quotaBody: 'La revisión de tu cupo toma de 10 a 60 minutos. Esta pantalla se actualiza sola.',
    quotaNone: 'Aún no hay una revisión de cupo en curso. Completa tu solicitud desde el inicio.',
    lendingTitle: 'Estamos depositando tu préstamo',
    lendingBody: 'Tu préstamo fue aprobado y estamos depositando el dinero en tu cuenta.',
    rejectTitle: 'Tu solicitud fue rechazada',
    rejectOrder: 'Por ahora no podemos aprobar tu préstamo.',
    rejectQuota: 'Por ahora no podemos ofrecerte un cupo.',
    rejectDays: 'Podrás volver a solicitar en {{count}} días.',
    rejectDays_one: 'Podrás volver a solicitar en {{count}} día.',
    rejectNoDays: 'Podrás volver a solicitar más adelante.',
    rejectDaysOver: 'Ya puedes volver a solicitar desde el inicio.',
    rejectPrivacy: 'Los datos de las solicitudes no aprobadas se eliminan después de {{days}} días.',
    rejectNone: 'No tienes una solicitud rechazada.',
  },
  en: {
    refresh: 'Refresh',
    updated: 'Information updated',
    backHome: 'Back to home',
    loan: 'Loan of {{amount}} for {{days}} days',
    noOrder: 'You have no loan application in progress.',
    reviewTitle: 'Your application is under review',
    reviewBody:
      'We review your application within 24 hours (1 working day). We will let you know as soon as we have an answer.',
    reviewNoCancel: 'Your application was submitted and cannot be cancelled.',
    quotaTitle: 'We are reviewing your quota',
    quotaBody: 'Your quota review takes 10 to 60 minutes. This screen updates by itself.',
    quotaNone: 'There is no quota review in progress yet. Complete your application from home.',
    lendingTitle: 'We are paying out your loan',
    lendingBody: 'Your loan was approved and we are sending the money to your account.',
    rejectTitle: 'Your application was rejected',
    rejectOrder: 'We cannot approve your loan for now.',
    rejectQuota: 'We cannot offer you a quota for now.',
    rejectDays: 'You can apply again in {{count}} days.',
    rejectDays_one: 'You can apply again in {{count}} day.',
    rejectNoDays: 'You can apply again later.',
    rejectDaysOver: 'You can apply again now, from home.',
    rejectPrivacy: 'The data of applications that are not approved is deleted after {{days}} days.',
    rejectNone: 'You have no rejected application.',
  },
});

/** The namespace's keys, for `t` (src/i18n/text-keys.ts). */
declare module '../../i18n/text-keys' {
  interface TextNamespaces {
    deal: typeof texts.es;
  }
}
