import { screen, waitFor, within } from '@testing-library/react';
import { installMockServer } from '../../src/mocks/server';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { fault } from '../../src/mocks/world/faults';
import { loanProfileOf } from '../../src/mocks/world/loan-responses';
import { currentPath, renderApp } from './render-app';

const runtime = installMockServer({ preset: 'repaying' });
const session = (progress: number) => ({
  session: { mobile: REGISTERED_MOBILE, token: REGISTERED_TOKEN, progress },
});
const borrower = () => runtime.world.users.get(REGISTERED_MOBILE)!;
const claimIn = (el: HTMLElement, name: string) =>
  el.querySelector(`[data-claim="${name}"]`)?.getAttribute('data-value');

test('an order in words, with its detail fields as the backend recorded them', async () => {
  const { user } = await renderApp('/records', session(50));
  const item = await screen.findByRole('article', { name: 'Préstamo de $3,000.00' });
  expect(within(item).getByText('Por pagar')).toBeInTheDocument();
  expect(within(item).getByText(/91 días · solicitado el/)).toBeInTheDocument();

  await user.click(within(item).getByRole('button', { name: 'Ver detalle' }));
  expect(await within(item).findByText('Monto recibido')).toBeInTheDocument();
  const profile = loanProfileOf(runtime.world, borrower(), borrower().loans!.orders[0]!.orderId);
  expect(claimIn(item, 'fee')).toBe(String(profile.fee));
  expect(claimIn(item, 'tax')).toBe(String(profile.tax));
  expect(claimIn(item, 'interest')).toBe(String(profile.interest));
  expect(claimIn(item, 'netDisbursed')).toBe(String(profile.receivedAmount));
  expect(claimIn(item, 'totalRepay')).toBe(String(profile.totalRepayment));
  expect(within(item).getByText(profile.bankAccount)).toBeInTheDocument();
  expect(within(item).getByRole('button', { name: 'Ocultar detalle' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  await user.click(within(item).getByRole('link', { name: 'Pagar' }));
  await waitFor(() => expect(currentPath()).toBe('/repay/repay_detail'));
});

test('refresh shows a new status and records the transition', async () => {
  const { user, app } = await renderApp('/records', session(50));
  const item = await screen.findByRole('article', { name: 'Préstamo de $3,000.00' });
  expect(within(item).getByText('Por pagar')).toBeInTheDocument();
  runtime.clock.advance({ days: 90 });
  await user.click(screen.getByRole('button', { name: 'Actualizar' }));
  expect(await within(item).findByText('Vencido')).toBeInTheDocument();
  expect(app.store.log().filter((e) => e.type === 'order/statusChanged')).toEqual([
    expect.objectContaining({ previous: 'repaying', status: 'overdue' }),
  ]);
});

test('the statuses read in English too', async () => {
  runtime.reset({ preset: 'loan-finished' });
  await renderApp('/records', { ...session(60), language: 'en' });
  const item = await screen.findByRole('article', { name: /Loan of/ });
  expect(within(item).getByText('Repaid')).toBeInTheDocument();
});

test('no loans yet: an invitation to borrow', async () => {
  runtime.reset({ preset: 'quota-granted' });
  await renderApp('/records', session(42));
  expect(await screen.findByText('Aún no tienes préstamos')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Solicitar préstamo' })).toHaveAttribute(
    'href',
    '#/borrow/to_borrow',
  );
});

test('a list that cannot load says why and can be retried', async () => {
  runtime.faults.once('/store/order-list', fault.networkError());
  const { user } = await renderApp('/records', session(50));
  expect(await screen.findByText(/Sin conexión/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByRole('article', { name: 'Préstamo de $3,000.00' })).toBeInTheDocument();
});

test('logged out: the invitation to log in', async () => {
  await renderApp('/records');
  expect(await screen.findByText('Inicia sesión para ver tus préstamos')).toBeInTheDocument();
});
