import { defineScenario } from '../scenario.schemas';

/** Account deletion is refused while the loan is unpaid; once repaid, the account is deleted. */
export default defineScenario({
  id: 'deletion-blocked-then-allowed',
  title: 'Account deletion blocked by an unpaid loan, then allowed once it is repaid',
  flow: 'account',
  preset: 'repaying',
  steps: [
    { run: 'loginThroughApp' },
    { goto: '/user_center/delete_account' },
    { expectText: 'Aún no puedes eliminar tu cuenta' },
    { expectText: 'Tienes un préstamo sin pagar' },
    { expectText: { text: 'Eliminar mi cuenta', absent: true } },
    { expectEvent: { type: 'account/deleteChecked', canDelete: false } },
    { goto: '/repay/repay_detail' },
    { run: 'repayInFull' },
    { expectEvent: { type: 'order/statusChanged', status: 'finished' } },
    { goto: '/user_center/delete_account' },
    { tap: { name: 'Enviar código', role: 'button' } },
    { run: 'enterSmsCode' },
    { tap: { name: 'Eliminar mi cuenta', role: 'button' } },
    { tap: { name: 'Sí, eliminar', role: 'button' } },
    { expectText: 'Tu cuenta fue eliminada' },
    { expectEvent: { type: 'account/deleted' } },
    { expectRoute: '/' },
  ],
});
