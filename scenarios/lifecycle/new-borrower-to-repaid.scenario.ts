import { defineScenario } from '../scenario.schemas';
import { REVIEW_TO_GRANTED_QUOTA } from '../application/quota-steps';

/** The whole product in one journey: a new borrower, the application, the quota, a loan, repaid. */
export default defineScenario({
  id: 'new-borrower-to-repaid',
  title: 'A new borrower from login to a repaid loan',
  flow: 'lifecycle',
  preset: 'new-borrower',
  bridge: { login: { mode: 'ui' } },
  steps: [
    { note: 'A new borrower opens the app and logs in through the native login (SMS code from the world).' },
    { run: { helper: 'loginThroughApp', with: { mobile: '5587654321' } } },
    { expectRoute: '/auth/loan_question' },
    { run: 'completeApplication' },
    { expectEvent: { type: 'application/stepCompleted' } },
    ...REVIEW_TO_GRANTED_QUOTA,
    { run: { helper: 'borrow', with: { amount: 3000 } } },
    { expectEvent: { type: 'order/created' } },
    { note: 'Review and payout end within 300 minutes of world time.' },
    { advanceClock: { minutes: 300 } },
    { tap: { name: 'Actualizar', role: 'button' } },
    { expectRoute: '/repay/repay_detail' },
    { expectEvent: { type: 'order/statusChanged', status: 'repaying' } },
    { run: 'repayInFull' },
    { expectEvent: { type: 'order/statusChanged', status: 'finished' } },
    { goto: '/' },
    { expectText: '¡Pagaste tu préstamo!' },
  ],
});
