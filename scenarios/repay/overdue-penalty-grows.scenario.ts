import { defineScenario } from '../scenario.schemas';

/**
 * 3,000 MXN for 91 days at 36% (interest 273.00), paid out 89 days ago; the penalty is 2% of the principal
 * a day (60.00). The world's clock runs past the due date: the loan turns overdue, then the penalty grows.
 */
export default defineScenario({
  id: 'overdue-penalty-grows',
  title: 'An overdue loan whose penalty grows day by day',
  flow: 'repay',
  preset: 'repaying',
  presetOptions: { daysSinceDisbursement: 89 },
  steps: [
    { run: 'loginThroughApp' },
    { goto: '/repay/repay_detail' },
    { expectText: { text: 'Detalle de pago', exact: true } },
    { expectText: { text: '/días de atraso/', absent: true } },
    { note: 'Past the due date.' },
    { advanceClock: { days: 3 } },
    { goto: '/' },
    { goto: '/repay/repay_detail' },
    { expectEvent: { type: 'order/statusChanged', status: 'overdue' } },
    { expectText: '/Tu pago tiene 1 día de atraso/' },
    { expectText: '$60.00' },
    { advanceClock: { days: 1 } },
    { goto: '/' },
    { goto: '/repay/repay_detail' },
    { expectText: '/Tu pago tiene 2 días de atraso/' },
    { expectText: '$120.00' },
    { advanceClock: { days: 3 } },
    { goto: '/' },
    { goto: '/repay/repay_detail' },
    { expectText: '/Tu pago tiene 5 días de atraso/' },
    { expectText: '$300.00' },
    { expectText: '$3,573.00' },
  ],
});
