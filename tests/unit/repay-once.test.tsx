import { cleanup, screen } from '@testing-library/react';
import type { ConfirmRepaymentResponse } from '../../src/api/contracts/repayment';
import { call } from '../../src/mocks/handlers/application-test-kit';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { installMockServer, mockServer } from '../../src/mocks/server';
import { fault } from '../../src/mocks/world/faults';
import { createMemoryStorage, createStoredValues } from '../../src/storage/stored-values';
import { renderApp } from './render-app';

/**
 * Issue 30, "money calls happen once": a payment carries an idempotency key made when the borrower decides to
 * pay, kept across retries and reloads until the outcome is known; the backend answers a repeated key with the
 * first answer. Driven through the cashier's real submit and the mock's real handler.
 */

const runtime = installMockServer({ preset: 'overdue', seed: 7 });
const session = { mobile: REGISTERED_MOBILE, token: REGISTERED_TOKEN, progress: 55 };

function order() {
  const found = runtime.world.findUser(REGISTERED_MOBILE)?.loans?.orders[0];
  if (!found) throw new Error('the preset has no order');
  return found;
}

/** The `Idempotency-Key` of every request that carried one (only the money calls do). */
function confirmKeys() {
  const keys: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const key = request.headers.get('Idempotency-Key');
    if (key) keys.push(key);
  };
  mockServer.events.on('request:start', listener);
  return { keys, off: () => mockServer.events.removeListener('request:start', listener) };
}

describe('a payment happens once', () => {
  test('a retry after a lost answer is the same payment: same key, the first answer, one payment order', async () => {
    const { user, app } = await renderApp('/repay/cashier', { session });
    const field = await screen.findByLabelText(/Monto a pagar/);
    await user.clear(field);
    await user.type(field, '500');
    const sent = confirmKeys();
    runtime.faults.once('/portal/repayment/confirm', fault.networkError());
    await user.click(screen.getByRole('button', { name: 'Generar referencia de pago' }));
    await screen.findByRole('button', { name: 'Reintentar' });
    const { orderId } = order();
    const pending = app.store.getState().repayment.pending?.[`repay:${orderId}`];
    expect(pending).toMatchObject({ amount: 500, channelId: 'spei' });
    expect(pending!.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    // The backend did take the payment; only its answer was lost (sent here with the app's key).
    const lost = await call<ConfirmRepaymentResponse>(
      '/portal/repayment/confirm',
      { orderId, amount: 500, channelId: 'spei', kind: 'repay' },
      { headers: { 'Idempotency-Key': pending!.key } },
    );
    expect(lost.code).toBe(0);
    const paymentsBefore = order().payments.length;

    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('heading', { name: 'Tu referencia de pago' });
    expect(document.querySelector('[data-claim="paymentReference"]')?.textContent).toBe(lost.data.reference);
    expect(order().payments.length).toBe(paymentsBefore);
    // The app's first try, the lost answer's request, the retry: one key.
    expect(sent.keys).toEqual([pending!.key, pending!.key, pending!.key]);
    // The outcome is known: the key is spent, the next payment gets a new one.
    expect(app.store.getState().repayment.pending?.[`repay:${orderId}`]).toBeUndefined();
    sent.off();
  });

  test('the same key with another amount is refused by the backend; a new decision gets a new key', async () => {
    const { orderId } = order();
    const key = 'b1d2c3e4-0000-4000-8000-000000000001';
    const first = await call(
      '/portal/repayment/confirm',
      { orderId, amount: 300, channelId: 'spei' },
      { headers: { 'Idempotency-Key': key } },
    );
    const again = await call(
      '/portal/repayment/confirm',
      { orderId, amount: 300, channelId: 'spei' },
      { headers: { 'Idempotency-Key': key } },
    );
    const other = await call(
      '/portal/repayment/confirm',
      { orderId, amount: 400, channelId: 'spei' },
      { headers: { 'Idempotency-Key': key } },
    );
    expect(again).toEqual(first);
    expect(other.code).toBe(10000400);
    // Without a key (an old client), every call is a new payment order.
    const count = order().payments.length;
    await call('/portal/repayment/confirm', { orderId, amount: 300, channelId: 'spei' });
    expect(order().payments.length).toBe(count + 1);
  });

  test('the reference survives a reload: the cashier shows it again instead of a fresh form', async () => {
    const logStorage = createMemoryStorage();
    const storedValues = createStoredValues(createMemoryStorage());
    const first = await renderApp('/repay/cashier', { session, logStorage, storedValues });
    await first.user.click(await screen.findByRole('button', { name: 'Generar referencia de pago' }));
    await screen.findByRole('heading', { name: 'Tu referencia de pago' });
    const reference = document.querySelector('[data-claim="paymentReference"]')?.textContent;
    expect(reference).toMatch(/^\d+$/);
    cleanup();

    // The WebView reloads: a new app on the same storage.
    const sent = confirmKeys();
    await renderApp('/repay/cashier', { logStorage, storedValues });
    expect(await screen.findByRole('heading', { name: 'Tu referencia de pago' })).toBeInTheDocument();
    expect(document.querySelector('[data-claim="paymentReference"]')?.textContent).toBe(reference);
    expect(sent.keys).toEqual([]);
    sent.off();
  });
});
