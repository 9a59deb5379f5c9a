import { defineScenario } from '../scenario.schemas';

/**
 * An employee paid every fourteen days finishes the application and is granted a quota (issue 29, point 1).
 * Both pay days are weekdays and travel as their codes ('fri', 'mon'); sent as ISO numbers before decision
 * 0029, they were refused (10040403) and the borrower could not finish.
 */
export default defineScenario({
  id: 'fourteen-day-employee-gets-a-quota',
  title: 'An employee paid every fourteen days, on Fridays and Mondays, from login to a granted quota',
  flow: 'application',
  preset: 'application-in-progress',
  presetOptions: { progress: 25 },
  steps: [
    {
      note: 'A returning borrower whose application stops at the work information (the earlier steps are on file).',
    },
    { run: 'loginThroughApp' },
    { expectRoute: '/auth/additionalInfomation' },
    { choose: { field: 'Tipo de empleo', option: 'Empleado(a)' } },
    { choose: { field: 'Frecuencia de pago', option: 'Cada catorce días' } },
    { note: 'Paid every fourteen days: two pay days, each a day of the week.' },
    { expectText: 'Día de la semana' },
    { choose: { field: '/^Día de pago/', option: 'Viernes' } },
    { choose: { field: '/^Segundo día de pago/', option: 'Lunes' } },
    { run: { helper: 'fillWorkInfo', with: { payFrequency: 'Cada catorce días' } } },
    { expectEvent: { type: 'application/stepCompleted', step: 'additionalInfomation' } },
    { expectNoEvent: { type: 'application/stepFailed' } },
    { expectRoute: '/auth/emergency_contact' },
    { run: 'fillEmergencyContacts' },
    { run: 'fillBankAccount' },
    { expectText: 'Estamos revisando tu solicitud' },
    { note: 'The quota review takes 10 to 60 minutes of world time.' },
    { advanceClock: { minutes: 61 } },
    { tap: { name: 'Actualizar', role: 'button' } },
    { expectText: 'Tu cupo disponible' },
    { expectEvent: { type: 'quota/granted' } },
  ],
});
