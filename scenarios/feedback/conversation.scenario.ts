import { defineScenario } from '../scenario.schemas';

/** A request to customer service, the desk's answer within service hours, read and rated. */
export default defineScenario({
  id: 'feedback-conversation',
  title: 'A feedback conversation: request, answer, read, rating',
  flow: 'feedback',
  preset: 'repaying',
  steps: [
    { run: 'loginThroughApp' },
    { goto: '/feedback/feedback_list' },
    { expectText: 'Aún no tienes solicitudes.' },
    { tap: { name: 'Nueva solicitud', role: 'link' } },
    { check: 'Verificar pago' },
    {
      fill: {
        label: '/Describe tu problema/',
        value: 'Pagué $1,500 el 14 de enero por SPEI y sigue pendiente.',
      },
    },
    { tap: { name: 'Enviar solicitud', role: 'button' } },
    { expectText: 'Recibimos tu solicitud' },
    { expectEvent: { type: 'feedback/created' } },
    { tap: { name: 'Ver mis solicitudes', role: 'link' } },
    { expectText: 'Sin respuesta todavía' },
    { note: 'The desk answers within service hours: 30 minutes of world time.' },
    { advanceClock: { minutes: 30 } },
    { tap: { name: 'Actualizar', role: 'button' } },
    { expectText: 'Resuelta' },
    { tap: { name: '/Verificar pago/', role: 'link' } },
    { expectText: { text: 'Detalle de la solicitud', exact: true } },
    { check: '5 de 5 estrellas' },
    { tap: { name: 'Enviar calificación', role: 'button' } },
    { expectText: 'Tu calificación: 5 de 5' },
  ],
});
