import { defineScenario } from '../scenario.schemas';

/**
 * A quota rejected: home counts the wait down and, once it is over, the borrower applies again from there
 * (spec section 4: rejected borrowers may reapply after a number of days). Found by the autopilot: a walk
 * whose quota was rejected never borrowed, home saying "en 0 días" with no way on (decision 0016, ninth round).
 */
export default defineScenario({
  id: 'quota-rejected-then-reapply',
  title: 'A quota rejected, then a new quota review once the wait is over',
  flow: 'application',
  preset: 'quota-rejected',
  steps: [
    { run: 'loginThroughApp' },
    { goto: '/' },
    { expectText: 'Por ahora no podemos ofrecerte un cupo' },
    { expectText: '/Podrás volver a solicitar en \\d+ días?/' },
    { note: 'The world waits out the longest reapply period (30 days); the next review grants.' },
    { advanceClock: { days: 31 } },
    { outcomes: { quota: 'grant' } },
    { tap: { name: 'Actualizar', role: 'button' } },
    { expectText: 'Ya puedes volver a solicitar.' },
    { tap: { name: 'Solicitar de nuevo', role: 'button' } },
    { expectEvent: { type: 'quota/reviewStarted' } },
    { expectText: 'Estamos revisando tu solicitud' },
    { advanceClock: { hours: 2 } },
    { tap: { name: 'Actualizar', role: 'button' } },
    { expectEvent: { type: 'quota/granted' } },
    { expectText: 'Tu cupo disponible' },
  ],
});
