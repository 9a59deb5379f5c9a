import { sessionErrorScenario } from './session-error';

/** Session code 10010303 (expired session) in the middle of a journey: the session ends, the native login opens, the borrower goes on. */
export default sessionErrorScenario(10010303, 'Tu sesión expiró, vuelve a iniciar sesión', false);
