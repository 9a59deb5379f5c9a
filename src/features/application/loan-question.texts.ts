import { registerTexts } from '../../i18n/i18n';

/** Texts of the credit-history questionnaire (spec sections 3 and 8). */
export const texts = registerTexts('loanQuestion', {
  es: {
    intro: 'Completa el cuestionario de historial crediticio',
    hint: 'Responde con sinceridad: tus respuestas no afectan tu buró de crédito.',
    q1: '¿Te has retrasado en algún pago en los últimos seis meses?',
    q2: '¿Cuál fue tu mayor número de días de atraso?',
    q3: '¿Cuánto debes en total en préstamos en línea?',
    q4: '¿Cuántos préstamos has tenido antes?',
    q5: '¿Cuántos préstamos en línea tienes ahora?',
    answerFirst: 'Primero responde esta pregunta',
    unanswered: 'Aún hay preguntas sin responder',
    days_one: '{{count}} día',
    days_other: '{{count}} días',
  },
  en: {
    intro: 'Complete the credit history questionnaire',
    hint: 'Answer honestly: your answers do not affect your credit bureau record.',
    q1: 'Have you been late on any payment in the last six months?',
    q2: 'What was your largest number of days overdue?',
    q3: 'How much do you owe in total on online loans?',
    q4: 'How many loans have you had before?',
    q5: 'How many online loans do you have now?',
    answerFirst: 'Please answer the question first',
    unanswered: 'There are still unanswered questions',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
  },
});

/** The namespace's keys, for `t` (src/i18n/text-keys.ts). */
declare module '../../i18n/text-keys' {
  interface TextNamespaces {
    loanQuestion: typeof texts.es;
  }
}
