import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { call } from '../../src/mocks/handlers/application-test-kit';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { installMockServer } from '../../src/mocks/server';
import { fault } from '../../src/mocks/world/faults';
import { currentPath, renderApp } from './render-app';

/**
 * "A money call happens once however often it is tapped or retried" (decision 0063): a loan submission whose
 * answer was lost went through at the backend; the app finds that out from the last order instead of showing a
 * failure (and a second submission, which the backend would refuse). Driven through the product details' real
 * submit and the mock's real handlers.
 */

const runtime = installMockServer({ preset: 'quota-granted' });
const session = { session: { mobile: REGISTERED_MOBILE, token: REGISTERED_TOKEN, progress: 42 } };

/** The mock world's order of this id. */
function worldOrder(id: string) {
  const found = runtime.world.findUser(REGISTERED_MOBILE)?.loans?.orders.find((o) => o.orderId === id);
  if (!found) throw new Error(`no order ${id} in the world`);
  return found;
}

async function toConfirmation(user: UserEvent, amount: string) {
  const field = await screen.findByLabelText(/Monto \(MXN/);
  await user.clear(field);
  await user.type(field, amount);
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await waitFor(() => expect(currentPath()).toBe('/borrow/product_details'));
  await user.click(await screen.findByRole('checkbox', { name: /He leído y acepto/ }));
  await user.click(screen.getByRole('button', { name: 'Confirmar préstamo' }));
  return screen.findByRole('dialog', { name: '¿Enviar tu solicitud?' });
}

/** The draft the product details screen holds (the loan order id of its address). */
function draftId(): string {
  const id = new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('loanOrderId');
  const last = runtime.world.findUser(REGISTERED_MOBILE)?.loans?.orders.at(-1)?.orderId;
  const found = id ?? last;
  if (!found) throw new Error('no draft loan order');
  return found;
}

describe('a loan submission happens once', () => {
  test('the answer is lost but the backend took it: the borrower goes on to the review, nothing is sent again', async () => {
    const { user, app } = await renderApp('/borrow/to_borrow', session);
    const dialog = await toConfirmation(user, '2000');
    const loanOrderId = draftId();
    // The backend takes the submission; its answer never reaches the phone.
    const taken = await call('/store/single/loan-order/submit', { loanOrderId, agreeTerms: true });
    expect(taken.code).toBe(0);
    const submittedAt = worldOrder(loanOrderId).submittedAt;
    expect(submittedAt).toEqual(expect.any(Number));
    runtime.faults.once('/store/single/loan-order/submit', fault.networkError());

    await user.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));

    await waitFor(() => expect(currentPath()).toBe('/deal/review'));
    expect(await screen.findByText('Tu solicitud está en revisión')).toBeInTheDocument();
    expect(app.store.log().filter((e) => e.type === 'order/submitFailed')).toEqual([]);
    expect(
      app.store
        .log()
        .filter((e) => e.type === 'order/created')
        .at(-1),
    ).toMatchObject({
      order: { orderId: loanOrderId, status: 'assessing' },
    });
    // The one submission is the one the backend took.
    expect(worldOrder(loanOrderId).submittedAt).toBe(submittedAt);
  });

  test('the submission really failed (the draft is still a request): the failure is shown and can be retried', async () => {
    runtime.reset({ preset: 'quota-granted' });
    const { user, app } = await renderApp('/borrow/to_borrow', session);
    const dialog = await toConfirmation(user, '2000');
    runtime.faults.once('/store/single/loan-order/submit', fault.networkError());

    await user.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));

    await waitFor(() =>
      expect(app.store.log().filter((e) => e.type === 'order/submitFailed')).toHaveLength(1),
    );
    expect(currentPath()).toBe('/borrow/product_details');
    // Only the draft's own record (a request), no submitted order.
    const created = app.store.log().filter((e) => e.type === 'order/created');
    expect(created.map((e) => e.order.status)).toEqual(['request']);
  });

  test('a draft that lapsed before the submission: the expiry message, no false success', async () => {
    runtime.reset({ preset: 'quota-granted' });
    const { user, app } = await renderApp('/borrow/to_borrow', session);
    const dialog = await toConfirmation(user, '2000');
    const loanOrderId = draftId();
    // The draft lapses while the confirmation stays open (the backend then reads it as `cancel`).
    runtime.clock.advance({ ms: worldOrder(loanOrderId).draftExpiresAt - runtime.world.now() + 60_000 });

    await user.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));

    expect(await screen.findByText('Este pedido ha expirado, inténtalo de nuevo')).toBeInTheDocument();
    expect(currentPath()).toBe('/borrow/product_details');
    const created = app.store.log().filter((e) => e.type === 'order/created');
    expect(created.map((e) => e.order.status)).toEqual(['request']);
  });
});
