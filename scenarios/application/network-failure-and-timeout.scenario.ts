import { defineScenario } from '../scenario.schemas';

const contacts = [
  { label: '/Nombre completo \\(1\\)/', value: 'María López Pérez' },
  { label: '/Teléfono celular \\(1\\)/', value: '5511112222' },
  { label: '/Nombre completo \\(2\\)/', value: 'Juan Ramírez Soto' },
  { label: '/Teléfono celular \\(2\\)/', value: '5533334444' },
];

/** Saving the emergency contacts fails twice (no network, then a 60 s time-out); nothing typed is lost. */
export default defineScenario({
  id: 'network-failure-and-timeout',
  title: 'A network failure and a 60 s time-out in the middle of the application, nothing typed lost',
  flow: 'application',
  preset: 'registered-borrower',
  presetOptions: { progress: 30 },
  steps: [
    { note: 'A returning borrower whose application stops at the emergency contacts.' },
    { run: 'loginThroughApp' },
    { expectText: { text: 'Contactos de emergencia', exact: true } },
    { choose: { field: '/Parentesco \\(1\\)/', option: 'Padres' } },
    ...contacts.map((c) => ({ fill: c })),
    { choose: { field: '/Parentesco \\(2\\)/', option: 'Amigos' } },
    { note: 'The phone loses its connection while saving.' },
    { fault: { endpoint: '/store/user-emergency-contact/save', kind: 'networkError' } },
    { tap: { name: 'Siguiente', role: 'button' } },
    { expectText: 'Sin conexión. Revisa tus datos móviles o Wi-Fi e inténtalo de nuevo.' },
    ...contacts.map((c) => ({ expectField: c })),
    { note: 'The server never answers: the app gives up after 60 s (page timers moved, no real wait).' },
    { fault: { endpoint: '/store/user-emergency-contact/save', kind: 'timeout' } },
    { tap: { name: 'Siguiente', role: 'button' } },
    { advanceTimers: { seconds: 61 } },
    { expectText: 'El servidor tardó demasiado en responder. Inténtalo de nuevo.' },
    ...contacts.map((c) => ({ expectField: c })),
    { clearFaults: true },
    { tap: { name: 'Siguiente', role: 'button' } },
    { expectText: { text: 'Cuenta bancaria', exact: true } },
    { expectEvent: { type: 'application/stepCompleted' } },
  ],
});
