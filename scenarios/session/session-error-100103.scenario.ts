import { sessionErrorScenario } from './session-error';

/** Session code 100103 (invalid session) in the middle of a journey: the session ends, the native login opens, the borrower goes on. */
export default sessionErrorScenario(100103, 'Sesión no válida, vuelve a iniciar sesión', false);
