import type { Step } from '../scenario.schemas';

/**
 * The quota review after the last application step: 10 to 60 minutes of world time, then "Actualizar" shows the
 * granted quota. Every scenario that ends an application with a granted quota uses these steps.
 */
export const REVIEW_TO_GRANTED_QUOTA: readonly Step[] = [
  { note: 'The quota review takes 10 to 60 minutes of world time.' },
  { advanceClock: { minutes: 61 } },
  { tap: { name: 'Actualizar', role: 'button' } },
  { expectText: 'Tu cupo disponible' },
  { expectEvent: { type: 'quota/granted' } },
];

/**
 * The steps shared by the pay-frequency scenarios (issue 29, point 1): a returning borrower whose application
 * stops at the work information logs in, says she is an employee paid at `payFrequency`, answers the pay-day
 * questions that frequency asks (`payDaySteps`), fills the rest of the step, then the emergency contacts and the
 * bank account, and is granted a quota once the review's world time has passed.
 */
export function workStepToQuota(payFrequency: string, payDaySteps: readonly Step[]): Step[] {
  return [
    {
      note: 'A returning borrower whose application stops at the work information (the earlier steps are on file).',
    },
    { run: 'loginThroughApp' },
    { expectRoute: '/auth/additionalInfomation' },
    { choose: { field: 'Tipo de empleo', option: 'Empleado(a)' } },
    { choose: { field: 'Frecuencia de pago', option: payFrequency } },
    ...payDaySteps,
    { run: { helper: 'fillWorkInfo', with: { payFrequency } } },
    { expectEvent: { type: 'application/stepCompleted', step: 'additionalInfomation' } },
    { expectNoEvent: { type: 'application/stepFailed' } },
    { expectRoute: '/auth/emergency_contact' },
    { run: 'fillEmergencyContacts' },
    { run: 'fillBankAccount' },
    { expectText: 'Estamos revisando tu solicitud' },
    ...REVIEW_TO_GRANTED_QUOTA,
  ];
}
