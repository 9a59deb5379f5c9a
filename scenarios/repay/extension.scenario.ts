import { defineScenario } from '../scenario.schemas';

/** An extension: the fee paid at OXXO, the extension confirmed, the due date 30 days later. */
export default defineScenario({
  id: 'extension',
  title: 'An extension: fee paid, extension confirmed, due date moved',
  flow: 'repay',
  preset: 'repaying',
  steps: [
    { run: 'loginThroughApp' },
    { goto: '/repay/repay_detail' },
    { tap: { name: 'Extender plazo (prórroga)', role: 'button' } },
    { expectText: 'Extiende tu fecha de pago' },
    { expectText: '$52.20' },
    { check: 'Efectivo en OXXO' },
    { tap: { name: 'Pagar costo de la prórroga', role: 'button' } },
    { expectText: 'Recibimos el pago de la prórroga.' },
    { expectEvent: { type: 'extension/paid' } },
    { tap: { name: 'Confirmar prórroga', role: 'button' } },
    { expectText: '/Prórroga confirmada/' },
    { expectEvent: { type: 'extension/confirmed' } },
    { tap: { name: 'Volver al detalle de pago', role: 'button' } },
    { expectText: { text: 'Detalle de pago', exact: true } },
  ],
});
