import { registerTexts } from '../../i18n/i18n';

/** Texts of the home screen by the borrower's state. */
export const texts = registerTexts('homeState', {
  es: {
    nextStep: 'Siguiente paso: {{step}}',
    reviewing: 'Estamos revisando tu solicitud',
    reviewingBody: 'La revisión de tu cupo toma de 10 a 60 minutos. Te avisaremos aquí.',
    granted: 'Tu cupo disponible',
    grantedBody: 'Ya puedes solicitar tu préstamo.',
    borrow: 'Solicitar préstamo',
    rejected: 'Por ahora no podemos ofrecerte un cupo',
    rejectedDays: 'Podrás volver a solicitar en {{count}} días.',
    rejectedNoDays: 'Podrás volver a solicitar más adelante.',
    refresh: 'Actualizar',
    updated: 'Información actualizada',
  },
  en: {
    nextStep: 'Next step: {{step}}',
    reviewing: 'We are reviewing your application',
    reviewingBody: 'Your quota review takes 10 to 60 minutes. We will let you know here.',
    granted: 'Your available quota',
    grantedBody: 'You can now apply for your loan.',
    borrow: 'Borrow',
    rejected: 'We cannot offer you a quota for now',
    rejectedDays: 'You can apply again in {{count}} days.',
    rejectedNoDays: 'You can apply again later.',
    refresh: 'Refresh',
    updated: 'Information updated',
  },
});
