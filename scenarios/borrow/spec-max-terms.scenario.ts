import { defineScenario } from '../scenario.schemas';

/** Spec's maximum terms: the fee and its tax eat the whole principal, so the app refuses the loan. */
export default defineScenario({
  id: 'spec-max-terms',
  title: "The spec's maximum product terms: the details show the non-positive net warning",
  flow: 'borrow',
  preset: 'spec-max-terms',
  bridge: { login: { mode: 'manual' } },
  steps: [
    { note: 'A returning borrower logs in through the native app.' },
    { run: 'loginThroughApp' },
    { goto: '/' },
    { expectText: 'Tu cupo disponible' },
    { tap: { name: 'Solicitar préstamo', role: 'link' } },
    { tap: { name: 'Continuar', role: 'button' } },
    { expectText: { text: 'Detalles del préstamo', exact: true } },
    { expectText: 'No puedes solicitar este préstamo' },
    { expectText: '/CAT no calculable/' },
    { expectText: { text: 'Confirmar préstamo', absent: true } },
  ],
});
