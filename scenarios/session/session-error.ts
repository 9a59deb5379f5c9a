import { defineScenario, type Scenario } from '../scenario.schemas';

/**
 * The journey every session code of spec section 8 is checked on (one `*.scenario.ts` per code): a repaying
 * borrower is on the repayment detail when the backend answers the next request with the code. The session
 * ends with the code's message (10010301 also clears every local value), the app asks the native app to log
 * in again, and the borrower goes on where they were.
 */
export function sessionErrorScenario(code: number, message: string, clearAll: boolean): Scenario {
  return defineScenario({
    id: `session-error-${code}`,
    title: `Session code ${code} in the middle of a journey`,
    flow: 'session',
    preset: 'repaying',
    steps: [
      { run: 'loginThroughApp' },
      { goto: '/repay/repay_detail' },
      { expectText: { text: 'Detalle de pago', exact: true } },
      { note: `The backend answers the next request with ${code}.` },
      { fault: { endpoint: '*', kind: 'error', msg: message, code } },
      { goto: '/' },
      { expectEvent: { type: 'session/expired', code, clearAll } },
      { expectText: message },
      { expectState: { path: 'session.loggedIn', equals: false } },
      { note: 'The app asked the native app to log in again; the borrower does.' },
      { login: { mobile: '5512345678' } },
      { goto: '/borrow/to_borrow' },
      { expectText: '/Solo puedes tener un préstamo a la vez/' },
      { expectState: { path: 'session.loggedIn', equals: true } },
    ],
  });
}
