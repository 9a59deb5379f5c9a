import { defineScenario } from '../scenario.schemas';

/** Session code 10010303 (expired session) in the middle of a journey: the session ends, the native login opens, the borrower goes on. */
export default defineScenario({
  id: 'session-error-10010303',
  title: 'Session code 10010303 in the middle of a journey',
  flow: 'session',
  preset: 'repaying',
  steps: [
    { run: 'loginThroughApp' },
    { goto: '/repay/repay_detail' },
    { expectText: { text: 'Detalle de pago', exact: true } },
    { note: 'The backend answers the next request with 10010303.' },
    {
      fault: {
        endpoint: '*',
        kind: 'error',
        msg: 'Tu sesión expiró, vuelve a iniciar sesión',
        code: 10010303,
      },
    },
    { goto: '/' },
    { expectEvent: { type: 'session/expired', code: 10010303, clearAll: false } },
    { expectText: 'Tu sesión expiró, vuelve a iniciar sesión' },
    { expectState: { path: 'session.loggedIn', equals: false } },
    { note: 'The app asked the native app to log in again; the borrower does.' },
    { login: { mobile: '5512345678' } },
    { goto: '/borrow/to_borrow' },
    { expectText: '/Solo puedes tener un préstamo a la vez/' },
    { expectState: { path: 'session.loggedIn', equals: true } },
  ],
});
