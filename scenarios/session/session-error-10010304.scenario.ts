import { sessionErrorScenario } from './session-error';

/** Session code 10010304 (account registered on another device) in the middle of a journey: the session ends, the native login opens, the borrower goes on. */
export default sessionErrorScenario(10010304, 'La cuenta se registró en otro dispositivo', false);
