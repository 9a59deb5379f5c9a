import { cleanup, screen, waitFor } from '@testing-library/react';
import type { RepaymentDetail } from '../../src/api/contracts/repayment';
import { call } from '../../src/mocks/handlers/application-test-kit';
import { REGISTERED_MOBILE, REGISTERED_TOKEN } from '../../src/mocks/presets/registered-borrower';
import { installMockServer } from '../../src/mocks/server';
import { fault } from '../../src/mocks/world/faults';
import { createMemoryStorage, createStoredValues } from '../../src/storage/stored-values';
import { currentPath, renderApp } from './render-app';

/**
 * Decision 0067: a borrower who comes back to the repay screens finds what they left: a paid extension fee to
 * confirm, an unpaid fee reference with how to pay it, a paid reference said to be paid; and the cashier and
 * detail word their figures exactly.
 */

const runtime = installMockServer({ preset: 'repaying', seed: 7 });
const session = { mobile: REGISTERED_MOBILE, token: REGISTERED_TOKEN, progress: 55 };

function worldOrderId(): string {
  const id = runtime.world.findUser(REGISTERED_MOBILE)?.loans?.orders[0]?.orderId;
  if (!id) throw new Error('the preset has no order');
  return id;
}

/** The backend's repayment detail as it stands, to answer once with a variation of it. */
async function currentDetail(): Promise<RepaymentDetail> {
  return (await call<RepaymentDetail>('/store/repayment/detail', { orderId: worldOrderId() })).data;
}

/** Payments stay unpaid (an OXXO reference nobody has taken to the shop yet). */
function paymentsNeverArrive() {
  const loans = runtime.world.config.loans;
  runtime.world.setConfig({ loans: { ...loans, paymentSettleMinutes: null } });
}

const back = () => screen.getByRole('button', { name: 'Atrás' });
const claim = (name: string) => document.querySelector<HTMLElement>(`[data-claim="${name}"]`);

beforeEach(() => runtime.reset({ preset: 'repaying', seed: 7 }));

describe('an extension fee paid and not confirmed', () => {
  test('the detail leads to confirming it, even when the backend no longer offers the extension', async () => {
    const { user } = await renderApp('/repay/exhibition_period_detail', { session });
    await screen.findByRole('heading', { name: 'Extiende tu fecha de pago' });
    await user.click(screen.getByRole('radio', { name: 'Efectivo en OXXO' }));
    await user.click(screen.getByRole('button', { name: 'Pagar costo de la prórroga' }));
    expect(await screen.findByText('Recibimos el pago de la prórroga.')).toBeInTheDocument();

    // The borrower leaves before confirming; this backend reads a paid fee as "no extension on offer".
    runtime.faults.once(
      '/store/repayment/detail',
      fault.error(0, 'ok', { ...(await currentDetail()), extension: null }),
    );
    await user.click(back());
    await screen.findByRole('heading', { name: 'Detalle del préstamo' });
    expect(
      screen.getByText('Ya pagaste el costo de la prórroga. Confírmala para mover tu fecha de vencimiento.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Extender plazo (prórroga)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir a confirmar la prórroga' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar prórroga' }));
    expect(await screen.findByText(/Prórroga confirmada/)).toBeInTheDocument();
  });

  test('once the due date has passed, the paid extension is still confirmed from the detail', async () => {
    const { user } = await renderApp('/repay/exhibition_period_detail', { session });
    await screen.findByRole('heading', { name: 'Extiende tu fecha de pago' });
    await user.click(screen.getByRole('button', { name: 'Pagar costo de la prórroga' }));
    expect(await screen.findByText('Recibimos el pago de la prórroga.')).toBeInTheDocument();

    // Paid out 10 days ago and due after 91: 85 days later the loan is 4 days late.
    runtime.world.clock.advance({ days: 85 });
    await user.click(back());
    expect(await screen.findByText(/Tu pago tiene 4 días de atraso/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir a confirmar la prórroga' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar prórroga' }));
    expect(await screen.findByText(/Prórroga confirmada/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volver al detalle de pago' }));
    await waitFor(() => expect(claim('overdueDays')?.dataset.value).toBe('0'));
  });

  test('a fee paid on another device: the detail still offers the extension, whose screen confirms it', async () => {
    const orderId = worldOrderId();
    await call('/portal/repayment/confirm', { orderId, amount: 52.2, channelId: 'oxxo', kind: 'extension' });
    runtime.world.clock.advance({ days: 85 });
    const { user } = await renderApp('/repay/repay_detail', { session });
    await screen.findByText(/Tu pago tiene 4 días de atraso/);
    await user.click(screen.getByRole('button', { name: 'Extender plazo (prórroga)' }));
    expect(await screen.findByText('Recibimos el pago de la prórroga.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar prórroga' })).toBeInTheDocument();
  });
});

test('coming back to an unpaid extension fee reference shows how to pay it, as when it was issued', async () => {
  paymentsNeverArrive();
  const { user } = await renderApp('/repay/exhibition_period_detail', { session });
  await screen.findByRole('heading', { name: 'Extiende tu fecha de pago' });
  await user.click(screen.getByRole('button', { name: 'Pagar costo de la prórroga' }));
  const instruction = 'Paga $52.20 en Transferencia SPEI con esta referencia; después confirma tu prórroga.';
  expect(await screen.findByText(instruction)).toBeInTheDocument();
  const reference = claim('paymentReference')?.textContent;
  const clabe = screen.getByText('CLABE para transferencia').nextElementSibling?.textContent;
  expect(clabe).toMatch(/^\d{18}$/);

  await user.click(back());
  await screen.findByRole('heading', { name: 'Detalle del préstamo' });
  expect(screen.getByText(/Tienes una referencia para pagar la prórroga/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Ver el pago de la prórroga' }));
  expect(await screen.findByText(instruction)).toBeInTheDocument();
  expect(claim('paymentReference')?.textContent).toBe(reference);
  expect(screen.getByText('CLABE para transferencia').nextElementSibling).toHaveTextContent(clabe!);
  expect(screen.getByText(/^Válida hasta el/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ya pagué: verificar' })).toBeInTheDocument();
});

describe('a payment reference kept from an earlier visit', () => {
  test('paid: the next visit says so and offers the next payment', async () => {
    const { user } = await renderApp('/repay/cashier', { session });
    const field = await screen.findByLabelText(/Monto a pagar/);
    await user.clear(field);
    await user.type(field, '500');
    await user.click(screen.getByRole('button', { name: 'Generar referencia de pago' }));
    expect(
      await screen.findByText('Paga $500.00 en Transferencia SPEI con esta referencia.'),
    ).toBeInTheDocument();
    const reference = claim('paymentReference')?.textContent ?? '';

    // Later: the part was paid; the borrower comes back to pay more.
    await user.click(screen.getByRole('button', { name: 'Ver detalle de pago' }));
    await user.click(await screen.findByRole('button', { name: 'Pagar' }));
    expect(
      await screen.findByText(`Recibimos el pago de tu referencia anterior ${reference} ($500.00).`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/con esta referencia/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Monto a pagar/)).toHaveValue('2773');
  });

  test('not paid yet: it is shown again as due', async () => {
    paymentsNeverArrive();
    const { user } = await renderApp('/repay/cashier', { session });
    const field = await screen.findByLabelText(/Monto a pagar/);
    await user.clear(field);
    await user.type(field, '500');
    await user.click(screen.getByRole('button', { name: 'Generar referencia de pago' }));
    await screen.findByText('Paga $500.00 en Transferencia SPEI con esta referencia.');
    await user.click(screen.getByRole('button', { name: 'Ver detalle de pago' }));
    await user.click(await screen.findByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(currentPath()).toBe('/repay/cashier'));
    expect(
      await screen.findByText('Paga $500.00 en Transferencia SPEI con esta referencia.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Recibimos el pago/)).not.toBeInTheDocument();
  });

  test('on a loan paid off: said to be paid, without how to pay it', async () => {
    const logStorage = createMemoryStorage();
    const storedValues = createStoredValues(createMemoryStorage());
    const first = await renderApp('/repay/cashier', { session, logStorage, storedValues });
    await first.user.click(await screen.findByRole('button', { name: 'Generar referencia de pago' }));
    await screen.findByText('Paga $3,273.00 en Transferencia SPEI con esta referencia.');
    const reference = claim('paymentReference')?.textContent;
    cleanup();

    await renderApp('/repay/cashier', { logStorage, storedValues });
    expect(
      await screen.findByText('Recibimos el pago de esta referencia: ya no tienes que pagarla.'),
    ).toBeInTheDocument();
    expect(claim('paymentReference')?.textContent).toBe(reference);
    expect(screen.queryByText(/con esta referencia/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Válida hasta/)).not.toBeInTheDocument();
    expect(screen.queryByText('CLABE para transferencia')).not.toBeInTheDocument();
  });
});

test('what is owed with centavos: the largest whole amount is said to pay it, not to be it', async () => {
  runtime.faults.once(
    '/store/repayment/detail',
    fault.error(0, 'ok', { ...(await currentDetail()), unrepayAmount: 3270.5 }),
  );
  const { user } = await renderApp('/repay/cashier', { session });
  const field = await screen.findByLabelText(/Monto a pagar/);
  expect(screen.getByText('Debes $3,270.50')).toBeInTheDocument();
  expect(
    screen.getByText(
      'Número entero, sin centavos: más de $100.00 y hasta $3,271.00. Con $3,271.00 pagas todo lo que debes ($3,270.50).',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText(/hasta \$3,271\.00 \(todo lo que debes\)/)).not.toBeInTheDocument();
  await user.clear(field);
  await user.type(field, '3272');
  await user.click(screen.getByRole('button', { name: 'Generar referencia de pago' }));
  expect(
    await screen.findByText(
      'El monto no puede ser mayor a $3,271.00, con el que pagas todo lo que debes ($3,270.50)',
    ),
  ).toBeInTheDocument();
});

test.each([
  ['es' as const, 'Comisión e IVA (descontados al depositar)'],
  ['en' as const, 'Fee and VAT (deducted at payout)'],
])('the detail labels the fee as the fee and VAT deducted at payout (%s)', async (language, label) => {
  await renderApp('/repay/repay_detail', { session, language });
  await waitFor(() => expect(claim('serviceFee')).not.toBeNull());
  expect(claim('serviceFee')?.closest('.repay-row')?.querySelector('dt')).toHaveTextContent(label);
});
