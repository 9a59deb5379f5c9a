import { defineScenario } from '../scenario.schemas';

/**
 * The world's payouts fail from now on (the `outcomes` step: what the simulator's world and the autopilot
 * switch mid-journey): a loan is approved, its transfer fails, and home says so.
 */
export default defineScenario({
  id: 'payout-fails-after-switch',
  title: 'Payouts switched to fail mid-journey: an approved loan that never arrives',
  flow: 'loan',
  preset: 'quota-granted',
  steps: [
    { run: 'loginThroughApp' },
    { goto: '/' },
    { note: 'From now on the bank transfer of an approved loan fails.' },
    { outcomes: { payout: 'fail' } },
    { run: { helper: 'borrow', with: { amount: 1000 } } },
    { expectEvent: { type: 'order/created' } },
    { note: 'Review and payout end within 250 minutes of world time.' },
    { advanceClock: { minutes: 250 } },
    { goto: '/' },
    { expectText: 'No pudimos depositar tu préstamo' },
    { expectEvent: { type: 'order/statusChanged', status: 'failed' } },
  ],
});
