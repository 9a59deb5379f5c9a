import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { installMockServer, mockServer } from '../../src/mocks/server';
import { renderApp } from './render-app';

/**
 * Issue 32, "one result path": the repay screens read what their loads and payments came to from the
 * repayment slice (`repayment.loaded`, `repayment.confirmed`, `repayment.extensions`), never from the events a
 * run returned. Each test fails when the reducer does not fold the fact the screen shows.
 */

const runtime = installMockServer({ preset: 'repaying', seed: 7 });
const session = { mobile: REGISTERED_MOBILE, token: REGISTERED_TOKEN, progress: 55 };

function worldOrderId(): string {
  const id = runtime.world.findUser(REGISTERED_MOBILE)?.loans?.orders[0]?.orderId;
  if (!id) throw new Error('the preset has no order');
  return id;
}

const claimValue = (name: string) =>
  document.querySelector<HTMLElement>(`[data-claim="${name}"]`)?.dataset.value;

/** The money calls sent (only they carry an `Idempotency-Key`), counted when they start: an aborted one too. */
function moneyCalls() {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const key = request.headers.get('Idempotency-Key');
    if (key) seen.push(key);
  };
  mockServer.events.on('request:start', listener);
  return { seen, off: () => mockServer.events.removeListener('request:start', listener) };
}

/**
 * Holds the backend's answer to every money call until the returned `release` is called: the test, not a
 * delay, decides when the payment is answered. The held request then goes on to the mock backend.
 */
function holdMoneyAnswers(): () => void {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  mockServer.use(
    http.all('*/api/:cipher', async ({ request }) => {
      if (request.headers.get('Idempotency-Key')) await released;
      return undefined;
    }),
  );
  return release;
}

beforeEach(() => runtime.reset({ preset: 'repaying', seed: 7 }));

test('the detail opened without an order id shows the detail the slice holds for the order it loaded', async () => {
  const { app } = await renderApp('/repay/repay_detail', { session });
  await screen.findByRole('heading', { name: 'Detalle del préstamo' });
  await waitFor(() => expect(claimValue('unrepaid')).toBeDefined());
  const loaded = app.store.getState().repayment.loaded;
  expect(loaded?.lastDetailOrderId).toBe(worldOrderId());
  const detail = loaded?.byOrder[worldOrderId()]?.detail;
  expect(detail?.unrepayAmount).toBeGreaterThan(0);
  expect(claimValue('unrepaid')).toBe(String(detail?.unrepayAmount));
});

test('the extension shows the offer the state holds: a fee seen paid elsewhere offers the confirmation', async () => {
  const { app } = await renderApp('/repay/exhibition_period_detail', { session });
  await screen.findByRole('heading', { name: 'Extiende tu fecha de pago' });
  expect(screen.getByRole('button', { name: 'Pagar costo de la prórroga' })).toBeInTheDocument();
  const offer = app.store.getState().repayment.loaded?.byOrder[worldOrderId()]?.offer;
  expect(offer?.paid).toBe(false);
  // No run of this screen: the state alone changes (another screen re-read the extension).
  act(() => {
    app.store.dispatch({
      type: 'extension/offerLoaded',
      offer: { ...offer!, paid: true, reference: '4242' },
    });
  });
  expect(await screen.findByText('Recibimos el pago de la prórroga.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Confirmar prórroga' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Pagar costo de la prórroga' })).not.toBeInTheDocument();
});

test('paying the extension fee with a double tap sends one payment; the reference shown is the slice’s', async () => {
  const { app, user } = await renderApp('/repay/exhibition_period_detail', { session });
  await screen.findByRole('heading', { name: 'Extiende tu fecha de pago' });
  const sent = moneyCalls();
  // The backend answers only once both taps are made: the second tap comes while the payment is going.
  const release = holdMoneyAnswers();
  await user.dblClick(await screen.findByRole('button', { name: 'Pagar costo de la prórroga' }));
  await waitFor(() => expect(sent.seen).toHaveLength(1));
  expect(screen.queryByRole('heading', { name: 'Tu referencia de pago' })).not.toBeInTheDocument();
  release();
  await screen.findByRole('heading', { name: 'Tu referencia de pago' });
  expect(sent.seen).toHaveLength(1);
  sent.off();
  const issued = app.store.getState().repayment.loaded?.byOrder[worldOrderId()]?.issuedFee;
  expect(issued?.reference).toMatch(/^\d+$/);
  expect(document.querySelector('[data-claim="paymentReference"]')?.textContent).toBe(issued?.reference);
});

test('the cashier goes where the state says: a reference confirmed for the order replaces the form', async () => {
  const { app, user } = await renderApp('/repay/cashier', { session });
  // A part of what is owed: the order stays open, so another payment is offered.
  const field = await screen.findByLabelText(/Monto a pagar/);
  await user.clear(field);
  await user.type(field, '500');
  await user.click(screen.getByRole('button', { name: 'Generar referencia de pago' }));
  await screen.findByRole('heading', { name: 'Tu referencia de pago' });
  await user.click(screen.getByRole('button', { name: 'Generar otra referencia' }));
  await screen.findByRole('button', { name: 'Generar referencia de pago' });
  // A reference issued by another run (a second tab, a replayed log): the state alone changes.
  act(() => {
    app.store.dispatch({
      type: 'repayment/confirmed',
      orderId: worldOrderId(),
      amount: 150,
      channel: 'OXXO',
      reference: '99887766',
    });
  });
  await screen.findByRole('heading', { name: 'Tu referencia de pago' });
  expect(document.querySelector('[data-claim="paymentReference"]')?.textContent).toBe('99887766');
  expect(screen.queryByRole('button', { name: 'Generar referencia de pago' })).not.toBeInTheDocument();
});
