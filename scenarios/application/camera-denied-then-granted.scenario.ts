import { defineScenario } from '../scenario.schemas';

/** The document step with the camera refused: the rationale, a second refusal, then the borrower allows it. */
export default defineScenario({
  id: 'camera-denied-then-granted',
  title: 'Camera permission denied at the document step, then granted',
  flow: 'application',
  preset: 'registered-borrower',
  presetOptions: { progress: 10 },
  bridge: { permissions: { camera: 'denied' }, permissionAnswer: 'deny' },
  start: '/auth/id_card_authentication',
  steps: [
    { note: 'The guarded step asks the native app to log in.' },
    { login: { mobile: '5512345678' } },
    { expectText: { text: 'Identificación oficial', exact: true } },
    { tap: { name: 'Tomar foto del frente', role: 'button' } },
    { expectText: 'Necesitamos tu permiso' },
    { tap: { name: 'Intentar de nuevo', role: 'button', within: 'Necesitamos tu permiso' } },
    { expectText: 'Sin este permiso no podemos continuar con este paso.' },
    { expectEvent: { type: 'bridge/permissionChecked', permission: 'camera', state: 'denied' } },
    { note: 'The borrower changes their mind: the next system dialog is answered "allow".' },
    { permissionAnswer: 'grant' },
    { tap: { name: 'Intentar de nuevo', role: 'button', within: 'Necesitamos tu permiso' } },
    { expectText: { text: 'Necesitamos tu permiso', absent: true } },
    { expectEvent: { type: 'bridge/permissionChecked', permission: 'camera', state: 'granted' } },
    { tap: { name: 'Tomar foto del reverso', role: 'button' } },
    { expectText: 'Leímos estos datos de tu documento' },
    { tap: { name: 'Siguiente', role: 'button' } },
    { expectText: { text: 'Reconocimiento facial', exact: true } },
  ],
});
