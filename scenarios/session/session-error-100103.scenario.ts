import { defineScenario } from '../scenario.schemas';

/** Session code 100103 (invalid session) in the middle of a journey: the session ends, the native login opens, the borrower goes on. */
export default defineScenario({
  id: 'session-error-100103',
  title: 'Session code 100103 in the middle of a journey',
  flow: 'session',
  preset: 'repaying',
  steps: [
    { run: 'loginThroughApp' },
    { goto: '/repay/repay_detail' },
    { expectText: { text: 'Detalle de pago', exact: true } },
    { note: 'The backend answers the next request with 100103.' },
    {
      fault: { endpoint: '*', kind: 'error', msg: 'Sesión no válida, vuelve a iniciar sesión', code: 100103 },
    },
    { goto: '/' },
    { expectEvent: { type: 'session/expired', code: 100103, clearAll: false } },
    { expectText: 'Sesión no válida, vuelve a iniciar sesión' },
    { expectState: { path: 'session.loggedIn', equals: false } },
    { note: 'The app asked the native app to log in again; the borrower does.' },
    { login: { mobile: '5512345678' } },
    { goto: '/borrow/to_borrow' },
    { expectText: '/Solo puedes tener un préstamo a la vez/' },
    { expectState: { path: 'session.loggedIn', equals: true } },
  ],
});
