import { defineScenario } from '../scenario.schemas';

/** A loan rejected an hour ago: no new loan before the waiting days, a new application after them. */
export default defineScenario({
  id: 'loan-rejected-then-reapply',
  title: 'A loan rejected, then a new application after the waiting days',
  flow: 'loan',
  preset: 'loan-rejected',
  steps: [
    { run: 'loginThroughApp' },
    { goto: '/' },
    { expectText: 'Tu solicitud de préstamo fue rechazada' },
    { tap: { name: 'Solicitar préstamo', role: 'link' } },
    { tap: { name: 'Continuar', role: 'button' } },
    { expectText: '/Podrás volver a solicitar en \\d+ días/' },
    { expectRoute: '/borrow/to_borrow' },
    { note: 'The world waits out the longest reapply period (30 days).' },
    { advanceClock: { days: 31 } },
    { goto: '/' },
    { run: { helper: 'borrow', with: { amount: 2000 } } },
    { expectEvent: { type: 'order/created' } },
    { expectRoute: '/deal/review' },
  ],
});
