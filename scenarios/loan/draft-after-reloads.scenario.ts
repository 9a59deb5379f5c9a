import { defineScenario } from '../scenario.schemas';

/**
 * A loan drafted after the web view reloaded twice is a new order the borrower can send. The mock world,
 * restored from its saved copy at each reload, restarted its seeded draws and gave the second draft the id of
 * the first, lapsed one: "Este pedido ha expirado, inténtalo de nuevo", whatever the borrower chose. Found by
 * the autopilot (decision 0016, ninth round).
 */
export default defineScenario({
  id: 'loan-draft-after-reloads',
  title: 'A loan drafted after two reloads of the web view can be sent',
  flow: 'loan',
  preset: 'quota-granted',
  steps: [
    { run: 'loginThroughApp' },
    { reload: true },
    { goto: '/borrow/to_borrow' },
    { run: 'chooseLoan' },
    { note: 'The draft lapses (24 hours), and the web view reloads again.' },
    { advanceClock: { days: 2 } },
    { reload: true },
    { goto: '/borrow/to_borrow' },
    { run: 'chooseLoan' },
    { run: 'confirmLoan' },
    { expectEvent: { type: 'order/created' } },
    { expectRoute: '/deal/review' },
  ],
});
