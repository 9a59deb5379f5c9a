import { sessionErrorScenario } from './session-error';

/** Session code 10010301 (clears every local value) in the middle of a journey: the session ends, the native login opens, the borrower goes on. */
export default sessionErrorScenario(10010301, 'El usuario no puede iniciar sesión', true);
